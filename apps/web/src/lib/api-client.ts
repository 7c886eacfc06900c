import { ehCodigoErro, type CodigoErro } from '@portal/contracts';
import { lerRegistroUsuario, lerTokenValido, removerToken, removerUsuario, salvarToken } from './auth-storage';
import { criarClienteHttp, ehErroHttp, type ConfigRequisicao, type RespostaHttp } from './http';

export const URL_BASE_API = '/wsapp';
const CAMINHO_AUTHENTICATE = '/authenticate';

export const MENSAGEM_SEM_CONEXAO = 'Sem conexão com o servidor. Verifique sua internet e tente novamente.';
export const MENSAGEM_ERRO_GENERICO = 'Ocorreu um erro. Por favor, tente novamente mais tarde.';

/** The main web service. No timeout (spec, section 9). */
export const apiClient = criarClienteHttp(URL_BASE_API, { antesDeEnviar: comIdentidade, aoFalhar: aposFalha });

let aoExpirarSessao: (() => void) | null = null;

/** The app tells the client how to go to /login when the session is gone (the router lives in src/app). */
export function definirAoExpirarSessao(acao: (() => void) | null): void {
  aoExpirarSessao = acao;
}

let aoRecusarAcesso: (() => void) | null = null;

/**
 * The app tells the client what to do when the server refuses a call with 403: someone may have taken a permission
 * away from this account since its menus were drawn, so the app reads /usuario/me again and the menus follow.
 */
export function definirAoRecusarAcesso(acao: (() => void) | null): void {
  aoRecusarAcesso = acao;
}

function ehAuthenticate(config: { url?: string | undefined }): boolean {
  return (config.url ?? '').replace(/\/+$/, '').endsWith(CAMINHO_AUTHENTICATE);
}

let autenticacaoEmAndamento: Promise<string> | null = null;

/**
 * POST /authenticate with an empty body (no credentials in the bundle). The server answers an app token,
 * or a user token when the httpOnly refresh cookie is present. Stored when the status is 200.
 * Concurrent callers share one request.
 */
export function autenticar(): Promise<string> {
  autenticacaoEmAndamento ??= apiClient
    .post<unknown>(CAMINHO_AUTHENTICATE, {})
    .then((resposta) => {
      if (resposta.status !== 200) throw new Error(`POST /authenticate respondeu ${resposta.status}.`);
      // { token: string } (tokenResponseSchema), checked by hand: this module is in the entry chunk (ADR 028).
      const dados: unknown = resposta.data;
      const token = typeof dados === 'object' && dados !== null && 'token' in dados ? dados.token : undefined;
      if (typeof token !== 'string') throw new Error('POST /authenticate respondeu sem token.');
      salvarToken(token);
      return token;
    })
    .finally(() => {
      autenticacaoEmAndamento = null;
    });
  return autenticacaoEmAndamento;
}

async function tokenParaRequisicao(): Promise<string | null> {
  const valido = lerTokenValido();
  if (valido) return valido;
  // No token or an expired one: get a fresh one first rather than earning a certain 401.
  try {
    return await autenticar();
  } catch {
    return null;
  }
}

/** Adds the token (fetching one first when needed) and a signal to every call; none to /authenticate or `semIdentidade` calls. */
async function comIdentidade(config: ConfigRequisicao): Promise<ConfigRequisicao> {
  if (ehAuthenticate(config)) {
    config.headers.delete('Authorization');
    return config;
  }
  if (config.semIdentidade) {
    config.headers.delete('Authorization');
    config.signal ??= new AbortController().signal;
    return config;
  }
  const token = await tokenParaRequisicao();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  else config.headers.delete('Authorization');
  // Every request can be cancelled: callers pass TanStack Query's signal; otherwise it gets its own.
  config.signal ??= new AbortController().signal;
  return config;
}

/** A 401 gets one retry after a fresh /authenticate (shared by concurrent callers); a second one ends the session. */
async function aposFalha(erro: unknown, config: ConfigRequisicao): Promise<RespostaHttp> {
  if (ehErroHttp(erro) && erro.response?.status === 403 && !(config.url ?? '').startsWith('/usuario/me')) aoRecusarAcesso?.();
  if (!ehErroHttp(erro) || erro.response?.status !== 401) throw erro;
  if (ehAuthenticate(config)) throw erro;

  if (config.semRetentativaEm401) {
    removerToken();
    throw erro;
  }

  if (config._retentado) {
    // Re-authenticated and still refused: the user session is gone on the server.
    if (lerRegistroUsuario()) {
      removerUsuario();
      aoExpirarSessao?.();
    }
    throw erro;
  }

  config._retentado = true;
  try {
    await autenticar();
  } catch {
    throw erro;
  }
  return apiClient.request(config);
}

function mensagemDoCorpo(dados: unknown): string | null {
  if (typeof dados === 'object' && dados !== null && 'mensagem' in dados) {
    const { mensagem } = dados;
    if (typeof mensagem === 'string' && mensagem.trim() !== '') return mensagem;
  }
  return null;
}

/** The server's Portuguese message when it sent one, else a message for the kind of failure. */
export function mensagemDeErro(erro: unknown): string {
  if (ehErroHttp(erro)) {
    const doServidor = mensagemDoCorpo(erro.response?.data);
    if (doServidor) return doServidor;
    if (!erro.response && (erro.message === 'Network Error' || erro.code === 'ERR_NETWORK')) {
      return MENSAGEM_SEM_CONEXAO;
    }
  }
  return MENSAGEM_ERRO_GENERICO;
}

/** HTTP status of a failed call, when there was an answer. */
export function statusDoErro(erro: unknown): number | null {
  return ehErroHttp(erro) ? (erro.response?.status ?? null) : null;
}

/** The `codigo` field of a failed call's answer, when it is one of the API's codes. */
export function codigoDoErro(erro: unknown): CodigoErro | null {
  if (!ehErroHttp(erro)) return null;
  const dados: unknown = erro.response?.data;
  const codigo = typeof dados === 'object' && dados !== null && 'codigo' in dados ? dados.codigo : null;
  return typeof codigo === 'string' && ehCodigoErro(codigo) ? codigo : null;
}

/** The `mensagem` field of a failed call's answer, if any. */
export function mensagemDoServidor(erro: unknown): string | null {
  return ehErroHttp(erro) ? mensagemDoCorpo(erro.response?.data) : null;
}

export function ehErroDeRede(erro: unknown): boolean {
  return ehErroHttp(erro) && !erro.response && (erro.message === 'Network Error' || erro.code === 'ERR_NETWORK');
}
