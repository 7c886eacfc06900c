/**
 * A small HTTP client on fetch (XMLHttpRequest when an upload reports progress), in place of axios (ADR 028:
 * it is in the entry chunk). It keeps the part of axios' surface the app used: method helpers answering
 * `{ data, status, headers }`, `params` on the query string as axios wrote them, JSON and FormData bodies,
 * `responseType: 'blob'`, `signal`, `onUploadProgress`, and a rejection for any status outside 2xx carrying
 * `response: { status, data, headers }`. The wire is a replaceable `transporte` (the tests fake it).
 */

/** Query-string values; null and undefined are left out (as axios did). */
export type ValorParam = string | number | boolean | Date | null | undefined;
export type Params = Record<string, ValorParam>;

export type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An upload's progress; `total` only when the browser knows it. */
export interface EventoDeProgresso {
  loaded: number;
  total?: number;
}

/** What a call may add besides the method, URL and body. */
export interface OpcoesRequisicao {
  /** In place of the client's base URL for this call (e.g. '/' for a service outside it). */
  baseURL?: string;
  params?: Params;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'blob': the answer's body as a Blob (success or error); otherwise JSON when it parses, else the text. */
  responseType?: 'json' | 'blob';
  /** Upload progress; the call then goes by XMLHttpRequest (fetch reports none). */
  onUploadProgress?: (evento: EventoDeProgresso) => void;
  /**
   * Credential endpoints (login): a 401 there means "wrong username or password", so the request is not
   * re-sent (that would count twice against the rate limit). The stored token is dropped instead, so the
   * next attempt starts with a fresh one. (Read by api-client.)
   */
  semRetentativaEm401?: boolean;
  /**
   * The anonymous report's calls (public routes): no token is fetched for them or sent with them, so filing
   * never triggers an /authenticate that the refresh cookie would turn into the member's. The client drops
   * any Authorization again as the very last step before the call leaves.
   */
  semIdentidade?: boolean;
}

/** A call as the client's hooks and the transport see it. */
export interface ConfigRequisicao extends Omit<OpcoesRequisicao, 'headers'> {
  method: Metodo;
  /** As the caller wrote it, relative to the base URL (e.g. '/usuario/me'). */
  url: string;
  data?: unknown;
  headers: Headers;
  /** Set on the one retry after a 401 (spec: once per request). */
  _retentado?: boolean;
}

/** What the transport hands over: the base URL, the URL and the params already joined, the body already encoded. */
export interface RequisicaoHttp extends ConfigRequisicao {
  urlCompleta: string;
  corpo: string | FormData | Blob | URLSearchParams | null;
}

export interface RespostaHttp<T = unknown> {
  data: T;
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
}

/** The wire: answers whatever status the server sent; rejects only when no answer came (network, cancelled). */
export type Transporte = (requisicao: RequisicaoHttp) => Promise<RespostaHttp>;

export type CodigoErroHttp = 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ERR_CANCELED';

/** A failed call: `response` when the server answered outside 2xx; none for a network failure or a cancel. */
export class ErroHttp<T = unknown> extends Error {
  override name = 'ErroHttp';
  constructor(
    message: string,
    readonly code: CodigoErroHttp,
    readonly config: ConfigRequisicao,
    readonly response?: RespostaHttp<T>,
  ) {
    super(message);
  }
}

export function ehErroHttp(erro: unknown): erro is ErroHttp {
  return erro instanceof ErroHttp;
}

// axios' default param encoding: encodeURIComponent, then ':', '$', ',' kept and spaces as '+'.
function codificar(valor: string): string {
  return encodeURIComponent(valor).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');
}

/** The query string axios wrote for these params (without the '?'); '' when none is set. */
export function serializarParams(params: Params | undefined): string {
  if (!params) return '';
  const pares: string[] = [];
  for (const [chave, valor] of Object.entries(params)) {
    if (valor === null || valor === undefined) continue;
    const texto = valor instanceof Date ? valor.toISOString() : String(valor);
    pares.push(`${codificar(chave.trim())}=${codificar(texto)}`);
  }
  return pares.join('&');
}

/** baseURL + url (unless the url is absolute) + the params, as axios joined them. */
export function montarUrl(baseURL: string, url: string, params?: Params): string {
  let completa = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url) ? url : url ? `${baseURL.replace(/\/?\/$/, '')}/${url.replace(/^\/+/, '')}` : baseURL;
  const consulta = serializarParams(params);
  if (consulta) {
    const cerquilha = completa.indexOf('#');
    if (cerquilha !== -1) completa = completa.slice(0, cerquilha);
    completa += (completa.includes('?') ? '&' : '?') + consulta;
  }
  return completa;
}

/** The body on the wire and its Content-Type: plain data as JSON; FormData with the browser's boundary. */
function codificarCorpo(dados: unknown, headers: Headers): RequisicaoHttp['corpo'] {
  if (dados === undefined || dados === null) {
    headers.delete('Content-Type');
    return null;
  }
  if (dados instanceof FormData) {
    headers.delete('Content-Type');
    return dados;
  }
  if (typeof dados === 'string' || dados instanceof Blob || dados instanceof URLSearchParams) return dados;
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return JSON.stringify(dados);
}

function cabecalhosDe(lista: string): Record<string, string> {
  const cabecalhos: Record<string, string> = {};
  for (const linha of lista.trim().split(/[\r\n]+/)) {
    const i = linha.indexOf(':');
    if (i > 0) cabecalhos[linha.slice(0, i).trim().toLowerCase()] = linha.slice(i + 1).trim();
  }
  return cabecalhos;
}

/** XMLHttpRequest, for uploads that report progress. */
function transporteXhr(req: RequisicaoHttp): Promise<RespostaHttp> {
  return new Promise((resolver, rejeitar) => {
    const xhr = new XMLHttpRequest();
    xhr.open(req.method, req.urlCompleta, true);
    req.headers.forEach((valor, nome) => xhr.setRequestHeader(nome, valor));
    xhr.responseType = req.responseType === 'blob' ? 'blob' : 'text';
    const aoCancelar = () => xhr.abort();
    const fim = () => req.signal?.removeEventListener('abort', aoCancelar);
    xhr.onload = () => {
      fim();
      resolver({ status: xhr.status, headers: cabecalhosDe(xhr.getAllResponseHeaders()), data: xhr.response as unknown });
    };
    xhr.onerror = xhr.ontimeout = () => {
      fim();
      rejeitar(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      fim();
      rejeitar(new DOMException('Aborted', 'AbortError'));
    };
    const progresso = req.onUploadProgress;
    if (progresso) {
      xhr.upload.onprogress = (e) => progresso(e.lengthComputable ? { loaded: e.loaded, total: e.total } : { loaded: e.loaded });
    }
    req.signal?.addEventListener('abort', aoCancelar);
    xhr.send(req.corpo);
  });
}

/** fetch for everything else; XMLHttpRequest when the call asks for upload progress. */
export const transportePadrao: Transporte = async (req) => {
  if (req.onUploadProgress) return transporteXhr(req);
  const r = await fetch(req.urlCompleta, { method: req.method, headers: req.headers, body: req.corpo, signal: req.signal ?? null });
  const headers: Record<string, string> = {};
  r.headers.forEach((valor, nome) => {
    headers[nome] = valor;
  });
  return { status: r.status, headers, data: req.responseType === 'blob' ? await r.blob() : await r.text() };
};

/** Text answers as JSON when they parse (axios' silent JSON parsing), else as they came. */
function lerDados(dados: unknown, tipo: OpcoesRequisicao['responseType']): unknown {
  if (tipo === 'blob' || typeof dados !== 'string' || dados === '') return dados;
  try {
    return JSON.parse(dados) as unknown;
  } catch {
    return dados;
  }
}

export interface Ganchos {
  /** Runs before every call, the retry included (e.g. adds the token). */
  antesDeEnviar?: (config: ConfigRequisicao) => Promise<ConfigRequisicao>;
  /** Runs on every failed call; answers a response (e.g. after a retry) or throws. */
  aoFalhar?: (erro: unknown, config: ConfigRequisicao) => Promise<RespostaHttp>;
}

export interface ClienteHttp {
  defaults: { baseURL: string; timeout: number; transporte: Transporte };
  request<T = unknown>(config: ConfigRequisicao): Promise<RespostaHttp<T>>;
  get<T = unknown>(url: string, opcoes?: OpcoesRequisicao): Promise<RespostaHttp<T>>;
  delete<T = unknown>(url: string, opcoes?: OpcoesRequisicao): Promise<RespostaHttp<T>>;
  post<T = unknown>(url: string, dados?: unknown, opcoes?: OpcoesRequisicao): Promise<RespostaHttp<T>>;
  put<T = unknown>(url: string, dados?: unknown, opcoes?: OpcoesRequisicao): Promise<RespostaHttp<T>>;
  patch<T = unknown>(url: string, dados?: unknown, opcoes?: OpcoesRequisicao): Promise<RespostaHttp<T>>;
}

/** A client on `baseURL`; no timeout (timeout 0, as the spec asks of the main service). */
export function criarClienteHttp(baseURL: string, ganchos: Ganchos = {}): ClienteHttp {
  async function enviar(config: ConfigRequisicao): Promise<RespostaHttp> {
    const headers = new Headers(config.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json, text/plain, */*');
    if (config.semIdentidade) headers.delete('Authorization');
    const corpo = codificarCorpo(config.data, headers);
    const requisicao: RequisicaoHttp = { ...config, headers, corpo, urlCompleta: montarUrl(config.baseURL ?? cliente.defaults.baseURL, config.url, config.params) };

    if (config.signal?.aborted) throw new ErroHttp('canceled', 'ERR_CANCELED', config);
    let resposta: RespostaHttp;
    try {
      resposta = await cliente.defaults.transporte(requisicao);
    } catch {
      throw config.signal?.aborted
        ? new ErroHttp('canceled', 'ERR_CANCELED', config)
        : new ErroHttp('Network Error', 'ERR_NETWORK', config);
    }
    resposta = { ...resposta, data: lerDados(resposta.data, config.responseType) };
    if (resposta.status >= 200 && resposta.status < 300) return resposta;
    throw new ErroHttp(
      `Request failed with status code ${resposta.status}`,
      resposta.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
      config,
      resposta,
    );
  }

  async function request<T>(inicial: ConfigRequisicao): Promise<RespostaHttp<T>> {
    const config = ganchos.antesDeEnviar ? await ganchos.antesDeEnviar(inicial) : inicial;
    try {
      return (await enviar(config)) as RespostaHttp<T>;
    } catch (erro) {
      if (!ganchos.aoFalhar) throw erro;
      return (await ganchos.aoFalhar(erro, config)) as RespostaHttp<T>;
    }
  }

  const chamar = <T>(method: Metodo, url: string, data: unknown, { headers, ...opcoes }: OpcoesRequisicao = {}) =>
    request<T>({ ...opcoes, method, url, data, headers: new Headers(headers) });

  const cliente: ClienteHttp = {
    defaults: { baseURL, timeout: 0, transporte: transportePadrao },
    request,
    get: (url, opcoes) => chamar('GET', url, undefined, opcoes),
    delete: (url, opcoes) => chamar('DELETE', url, undefined, opcoes),
    post: (url, dados, opcoes) => chamar('POST', url, dados, opcoes),
    put: (url, dados, opcoes) => chamar('PUT', url, dados, opcoes),
    patch: (url, dados, opcoes) => chamar('PATCH', url, dados, opcoes),
  };
  return cliente;
}
