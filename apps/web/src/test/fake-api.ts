import { apiClient } from '@/lib/api-client';
import type { Transporte } from '@/lib/http';
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
 * Fakes the HTTP layer at the client's transport: the real client, token and retry hooks and all, runs; only the
 * wire is replaced. Routes are "METHOD /path" (without /wsapp). POST /authenticate answers a fresh token unless
 * the test says otherwise. Unknown routes answer 404 and are recorded, so tests can assert on them.
 */
export function instalarApiFake(rotas: Record<string, Manipulador> = {}) {
  const chamadas: RequisicaoFake[] = [];
  const vezes = new Map<string, number>();
  const tabela: Record<string, Manipulador> = {
    'POST /authenticate': () => ({ status: 200, data: { token: criarJwt() } }),
    ...rotas,
  };

  const transporte: Transporte = async (requisicao) => {
    const url = requisicao.url.split('?')[0] ?? '';
    const rota = `${requisicao.method} ${url}`;
    const req: RequisicaoFake = {
      rota,
      metodo: requisicao.method,
      url,
      params: requisicao.params ?? {},
      corpo: lerCorpo(requisicao.corpo),
      authorization: requisicao.headers.get('Authorization'),
      signal: requisicao.signal,
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

    // As fetch fails when no answer comes.
    if ('redeFalhou' in resposta) throw new TypeError('Failed to fetch');
    const headers = Object.fromEntries(Object.entries(resposta.headers ?? {}).map(([nome, valor]) => [nome.toLowerCase(), valor]));
    return { status: resposta.status, headers, data: resposta.data ?? null };
  };
  apiClient.defaults.transporte = transporte;

  return {
    chamadas,
    /** Calls to one route, e.g. chamadasDe('POST /usuario/login'). */
    chamadasDe: (rota: string) => chamadas.filter((c) => c.rota === rota),
    definir: (rota: string, manipulador: Manipulador) => {
      tabela[rota] = manipulador;
    },
  };
}
