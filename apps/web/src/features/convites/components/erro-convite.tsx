import { ErrorState } from '@/components/error-state';
import { mensagemDeErro, statusDoErro } from '@/lib/api-client';

/** A link that names nothing (or a failed load): the same words whatever the reason. */
export function ErroConvite({ erro, tentarNovamente, tentando }: { erro: unknown; tentarNovamente: () => void; tentando: boolean }) {
  if (statusDoErro(erro) === 404) return <ErrorState mensagem="Convite não encontrado. Confira o link." />;
  return <ErrorState mensagem={mensagemDeErro(erro)} onTentarNovamente={tentarNovamente} tentando={tentando} />;
}
