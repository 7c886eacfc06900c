import { temAlgumaPermissao } from '@portal/contracts';
import { ImportacaoCsv } from '@/components/importacao-csv/importacao-csv';
import { ErrorState } from '@/components/error-state';
import { PaginaStaff } from '@/components/pagina-staff';
import { paths } from '@/config/paths';
import { lerUsuarioLogado } from '@/lib/auth-storage';

/**
 * /area-restrita/financeiro/importar-titulos: the former system's títulos (anuidades, fees; open, paid or cancelled)
 * through the shared import screen (ADR 041), the same engine as `npm run admin -- importar-titulos` (ADR 055).
 */
export function ImportarTitulosPage() {
  const usuario = lerUsuarioLogado();
  const pode = usuario !== null && temAlgumaPermissao(usuario.permissoes, ['CLI_PermissaoFinanceiro']);
  return (
    <PaginaStaff
      titulo="Importar títulos"
      descricao="Traga do sistema anterior as anuidades, taxas e outras cobranças, em aberto, pagas ou canceladas: envie o CSV, confira a prévia e confirme. Se qualquer linha tiver erro, nada é gravado; importar o mesmo arquivo de novo não muda nada. As anuidades pagas em anos cujo crédito ViraMais ainda vale geram esse crédito."
      voltar={{ para: paths.financeiroStaff, destino: 'o financeiro' }}
    >
      {pode ? (
        <ImportacaoCsv tipo="titulos" />
      ) : (
        <ErrorState mensagem="Você não tem permissão para importar títulos. Peça a permissão Financeiro a quem administra o portal." />
      )}
    </PaginaStaff>
  );
}
