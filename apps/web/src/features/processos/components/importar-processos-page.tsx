import { temAlgumaPermissao } from '@portal/contracts';
import { ImportacaoCsv } from '@/components/importacao-csv/importacao-csv';
import { ErrorState } from '@/components/error-state';
import { PaginaStaff } from '@/components/pagina-staff';
import { paths } from '@/config/paths';
import { lerUsuarioLogado } from '@/lib/auth-storage';

/**
 * /area-restrita/processos/importar: the former system's administrative processes with their parties, through the
 * shared import screen (ADR 041), the same engine as `npm run admin -- importar-processos` (ADR 049).
 */
export function ImportarProcessosPage() {
  const usuario = lerUsuarioLogado();
  const pode = usuario !== null && temAlgumaPermissao(usuario.permissoes, ['CLI_PermissaoProcessos']);
  return (
    <PaginaStaff
      titulo="Importar processos"
      descricao="Traga do sistema anterior os processos administrativos, com partes, advogados e relator: envie o CSV, confira a prévia e confirme. Se qualquer linha tiver erro, nada é gravado; importar o mesmo arquivo de novo não muda nada."
      voltar={{ para: paths.processosStaff, destino: 'os processos' }}
    >
      {pode ? (
        <ImportacaoCsv tipo="processos" />
      ) : (
        <ErrorState mensagem="Você não tem permissão para importar processos. Peça a permissão Processos a quem administra o portal." />
      )}
    </PaginaStaff>
  );
}
