import { temAlgumaPermissao } from '@portal/contracts';
import { ImportacaoCsv } from '@/components/importacao-csv/importacao-csv';
import { ErrorState } from '@/components/error-state';
import { PaginaStaff } from '@/components/pagina-staff';
import { lerUsuarioLogado } from '@/lib/auth-storage';

/** /area-restrita/inscritos/importar: the registry CSV (the CNA export) through the shared import screen (ADR 041). */
export function ImportarInscritosPage() {
  const usuario = lerUsuarioLogado();
  const pode = usuario !== null && temAlgumaPermissao(usuario.permissoes, ['CLI_PermissaoInscritos']);
  return (
    <PaginaStaff
      titulo="Importar inscritos"
      descricao="Atualize o cadastro de inscritos com o arquivo exportado do CNA: envie o CSV, confira a prévia e confirme. Se qualquer linha tiver erro, nada é gravado."
    >
      {pode ? (
        <ImportacaoCsv tipo="inscritos" />
      ) : (
        <ErrorState mensagem="Você não tem permissão para importar o cadastro de inscritos. Peça a permissão Inscritos a quem administra o portal." />
      )}
    </PaginaStaff>
  );
}
