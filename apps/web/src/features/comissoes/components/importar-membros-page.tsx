import { temAlgumaPermissao } from '@portal/contracts';
import { ImportacaoCsv } from '@/components/importacao-csv/importacao-csv';
import { ErrorState } from '@/components/error-state';
import { PaginaStaff } from '@/components/pagina-staff';
import { paths } from '@/config/paths';
import { lerUsuarioLogado } from '@/lib/auth-storage';

/**
 * /area-restrita/comissoes/importar: the commissions' members and terms of the former system, through the shared
 * import screen (ADR 041), the same engine as `npm run admin -- importar-comissoes` (ADR 049).
 */
export function ImportarMembrosPage() {
  const usuario = lerUsuarioLogado();
  const pode = usuario !== null && temAlgumaPermissao(usuario.permissoes, ['CLI_PermissaoComissoes']);
  return (
    <PaginaStaff
      titulo="Importar membros das comissões"
      descricao="Traga do sistema anterior os mandatos dos membros das comissões (função, portaria, início e fim): envie o CSV, confira a prévia e confirme. As comissões já devem estar cadastradas. Se qualquer linha tiver erro, nada é gravado; importar o mesmo arquivo de novo não muda nada."
      voltar={{ para: paths.comissoesStaff, destino: 'as comissões' }}
    >
      {pode ? (
        <ImportacaoCsv tipo="comissoes" />
      ) : (
        <ErrorState mensagem="Você não tem permissão para importar membros das comissões. Peça a permissão Comissões a quem administra o portal." />
      )}
    </PaginaStaff>
  );
}
