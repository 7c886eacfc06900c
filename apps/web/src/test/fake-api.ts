import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@/lib/api-client';
import { criarJwt } from './jwt';

/** What a fake route answers: an HTTP answer, or a network failure. */
export type RespostaFake = { status: number; data?: unknown; headers?: Record<string, string> } | { redeFalhou: true };

export interface RequisicaoFake {
  /** "POST /usuario/login" */
  rota: string;
  metodo: string;
  url: string;
  params: Record<string, unknown>;
  corpo: unknown;
  authorization: string | null;
  signal: unknown;
}

type Manipulador = RespostaFake | ((req: RequisicaoFake, vez: number) => RespostaFake | Promise<RespostaFake>);

function lerCorpo(dados: unknown): unknown {
  if (typeof dados !== 'string') return dados ?? null;
  try {
    return JSON.parse(dados);
  } catch {
    return dados;
  }
}

/**
 * Fakes the HTTP layer at the axios adapter: the real client, interceptors and all, runs; only the wire is
 * replaced. Routes are "METHOD /path" (without /wsapp). POST /authenticate answers a fresh token unless
 * the test says otherwise. Unknown routes answer 404 and are recorded, so tests can assert on them.
 */
export function instalarApiFake(rotas: Record<string, Manipulador> = {}) {
  const chamadas: RequisicaoFake[] = [];
  const vezes = new Map<string, number>();
  const tabela: Record<string, Manipulador> = {
    'POST /authenticate': () => ({ status: 200, data: { token: criarJwt() } }),
    ...rotas,
  };

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const metodo = (config.method ?? 'get').toUpperCase();
    const url = (config.url ?? '').split('?')[0] ?? '';
    const rota = `${metodo} ${url}`;
    const headers = AxiosHeaders.from(config.headers);
    const auth = headers.get('Authorization');
    const req: RequisicaoFake = {
      rota,
      metodo,
      url,
      params: (config.params as Record<string, unknown> | undefined) ?? {},
      corpo: lerCorpo(config.data),
      authorization: typeof auth === 'string' ? auth : null,
      signal: config.signal,
    };
    chamadas.push(req);
    const vez = (vezes.get(rota) ?? 0) + 1;
    vezes.set(rota, vez);

    const manipulador = tabela[rota];
    const resposta: RespostaFake = !manipulador
      ? { status: 404, data: { mensagem: `Rota não simulada: ${rota}`, codigo: 'NAO_SIMULADA' } }
      : typeof manipulador === 'function'
        ? await manipulador(req, vez)
        : manipulador;

    if ('redeFalhou' in resposta) {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    }
    const axiosResposta: AxiosResponse = {
      data: resposta.data ?? null,
      status: resposta.status,
      statusText: String(resposta.status),
      headers: AxiosHeaders.from(resposta.headers ?? {}),
      config,
      request: {},
    };
    const valida = config.validateStatus ?? ((s: number) => s >= 200 && s < 300);
    if (valida(resposta.status)) return axiosResposta;
    throw new AxiosError(
      `Request failed with status code ${resposta.status}`,
      resposta.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      axiosResposta,
    );
  };
  apiClient.defaults.adapter = adapter;

  return {
    chamadas,
    /** Calls to one route, e.g. chamadasDe('POST /usuario/login'). */
    chamadasDe: (rota: string) => chamadas.filter((c) => c.rota === rota),
    definir: (rota: string, manipulador: Manipulador) => {
      tabela[rota] = manipulador;
    },
  };
}
