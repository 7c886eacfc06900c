import {
  MENSAGEM_SEM_CONEXAO,
  ehErroDeRede,
  mensagemDoServidor,
  statusDoErro,
} from '@/lib/api-client';

/** Spec, section 8: the login messages, verbatim. */
export const MENSAGEM_FALHA_LOGIN = 'Falha no login';
export const MENSAGEM_COLABORADOR_E_ADVOGADO = "Este CPF pertence a um advogado. Faça login pelo modo 'Usuário'.";
export const MENSAGEM_COLABORADOR_INVALIDO = 'Usuário ou senha inválidos para login como colaborador.';
export const MENSAGEM_COLABORADOR_RESPOSTA_INESPERADA = 'Falha no login do colaborador.';
const MENSAGEM_MUITAS_TENTATIVAS = 'Muitas tentativas de login. Aguarde um pouco e tente novamente.';

/** A login call that succeeded at the HTTP level without the 200 + user record the spec expects. */
export class RespostaDeLoginInesperada extends Error {
  constructor(readonly status: number) {
    super(`Resposta inesperada do login (status ${status}).`);
    this.name = 'RespostaDeLoginInesperada';
  }
}

function mensagemLimiteDeTentativas(erro: unknown): string | null {
  if (statusDoErro(erro) !== 429) return null;
  return mensagemDoServidor(erro) ?? MENSAGEM_MUITAS_TENTATIVAS;
}

/** Mode 'Usuário' (lawyers). */
export function mensagemFalhaLoginUsuario(erro: unknown): string {
  const limite = mensagemLimiteDeTentativas(erro);
  if (limite) return limite;
  if (ehErroDeRede(erro)) return MENSAGEM_SEM_CONEXAO;
  return MENSAGEM_FALHA_LOGIN;
}

/** Mode 'Colaborador'. */
export function mensagemFalhaLoginColaborador(erro: unknown): string {
  if (erro instanceof RespostaDeLoginInesperada) return MENSAGEM_COLABORADOR_RESPOSTA_INESPERADA;
  const limite = mensagemLimiteDeTentativas(erro);
  if (limite) return limite;
  const mensagem = mensagemDoServidor(erro);
  if (statusDoErro(erro) === 403 || (mensagem !== null && /advogado/i.test(mensagem))) {
    return MENSAGEM_COLABORADOR_E_ADVOGADO;
  }
  if (ehErroDeRede(erro)) return MENSAGEM_SEM_CONEXAO;
  return MENSAGEM_COLABORADOR_INVALIDO;
}
