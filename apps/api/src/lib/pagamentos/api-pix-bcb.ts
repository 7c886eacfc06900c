import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import tls from 'node:tls';
import type { ConfigPagamentos } from '../../config/env.js';
import { AppError } from '../app-error.js';
import { gerarBoletoConvenio } from './boleto-convenio.js';
import { gerarBrCodeDinamico } from './br-code.js';
import { requisitar, type RespostaHttp } from './requisicao-https.js';
import { alfanumericosAleatorios, valorApiPix, type CobrancaPixConsultada, type LogPagamentos, type PixRecebido, type ProvedorPagamentos } from './provedor.js';

/**
 * Production provider: Banco Central's API Pix (v2) at the institution's PSP.
 * - OAuth2 client_credentials at BCB_PIX_TOKEN_URL (HTTP Basic with client id and secret); the token is
 *   kept until a minute before it expires and asked again once if the API answers 401.
 * - `PUT {url}/cob/{txid}` creates the charge (txid 26–35 alphanumerics, chosen by us, so a retry after a
 *   lost answer is the same charge); its `pixCopiaECola`, or a dynamic BR Code built from `loc.location`,
 *   is what the member scans.
 * - `GET {url}/cob/{txid}` is how a webhook notification is confirmed: the PSP's call to {webhook}/pix is only
 *   a hint, and the portal settles only a `pix[]` entry the PSP itself lists for a CONCLUIDA charge.
 * - `PATCH {url}/cob/{txid}` with status REMOVIDA_PELO_USUARIO_RECEBEDOR withdraws a charge the portal replaced
 *   or cancelled, so the payer's bank no longer accepts its QR code.
 * - Mutual TLS with the client certificate (BCB_PIX_CERT/KEY) when given, as PSPs require.
 * Any failure of the PSP answers 502 with a message the member can act on; the log gets the operation and the
 * HTTP status, never the credentials, the token or the bodies.
 *
 * API Pix has no boleto: boletos are still made here from the bank agreement (BOLETO_BANCO/BOLETO_CONVENIO,
 * FEBRABAN barcode) and settled by the bank's return through the signed boleto webhook, as in the sandbox.
 */

const TIMEOUT_MS = 10_000;
/** Renew the token this long before the PSP says it expires. */
const MARGEM_TOKEN_MS = 60_000;
const ESCOPOS = 'cob.write cob.read';

export const erroProvedor = () =>
  new AppError('PROVEDOR_PAGAMENTOS', 'O provedor de pagamentos não respondeu. Tente de novo em instantes.');

export interface OpcoesApiPix {
  log: LogPagamentos;
  /** Reads the PEM files (tests may hand them in memory). */
  lerArquivo?: (caminho: string) => Buffer;
  timeoutMs?: number;
}

/** The problem+json title of an error answer, short, for the log (PSPs put no secrets there). */
function problemaDe(r: RespostaHttp): string | undefined {
  try {
    const j = JSON.parse(r.corpo) as { title?: unknown; type?: unknown };
    const titulo = typeof j.title === 'string' ? j.title : typeof j.type === 'string' ? j.type : undefined;
    return titulo?.slice(0, 120);
  } catch {
    return undefined;
  }
}

function jsonOuNulo(corpo: string): Record<string, unknown> | null {
  try {
    const j: unknown = JSON.parse(corpo);
    return j !== null && typeof j === 'object' && !Array.isArray(j) ? (j as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function semEsquema(location: string): string {
  return location.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
}

export function criarProvedorApiPixBcb(config: ConfigPagamentos, o: OpcoesApiPix): ProvedorPagamentos {
  const bcb = config.bcb;
  if (!bcb) throw new Error('Provedor bcb sem configuração BCB_PIX_*.');
  const ler = o.lerArquivo ?? ((caminho: string) => fs.readFileSync(caminho));
  const timeoutMs = o.timeoutMs ?? TIMEOUT_MS;
  const lerPem = (caminho: string, variavel: string) => {
    try {
      return ler(caminho);
    } catch (err) {
      throw new Error(`${variavel}: não foi possível ler ${caminho} (${(err as NodeJS.ErrnoException).code ?? 'erro'}).`, { cause: err });
    }
  };
  const agente = new https.Agent({
    keepAlive: true,
    ...(bcb.mtls ? { cert: lerPem(bcb.mtls.cert, 'BCB_PIX_CERT'), key: lerPem(bcb.mtls.key, 'BCB_PIX_KEY') } : {}),
    // An extra CA adds to the usual roots; it does not replace them.
    ...(bcb.ca ? { ca: [...tls.rootCertificates, lerPem(bcb.ca, 'BCB_PIX_CA').toString('utf8')] } : {}),
  });

  const chamar = async (operacao: string, url: string, opcoes: Omit<Parameters<typeof requisitar>[1], 'agente' | 'timeoutMs'>) => {
    try {
      return await requisitar(url, { ...opcoes, agente: agente, timeoutMs });
    } catch (err) {
      o.log.warn({ operacao, erro: (err as Error).message.slice(0, 200) }, 'API Pix: falha de comunicação com o PSP');
      throw erroProvedor();
    }
  };

  let token: { valor: string; validoAte: number } | null = null;
  let pedindoToken: Promise<string> | null = null;

  async function pedirToken(): Promise<string> {
    const basico = Buffer.from(`${bcb!.clientId}:${bcb!.clientSecret}`).toString('base64');
    const r = await chamar('token', bcb!.tokenUrl, {
      method: 'POST',
      headers: { authorization: `Basic ${basico}`, 'content-type': 'application/x-www-form-urlencoded' },
      corpo: new URLSearchParams({ grant_type: 'client_credentials', scope: ESCOPOS }).toString(),
    });
    const j = r.status === 200 ? jsonOuNulo(r.corpo) : null;
    const valor = j?.access_token;
    if (typeof valor !== 'string' || valor === '') {
      o.log.warn({ operacao: 'token', status: r.status, problema: problemaDe(r) }, 'API Pix: o PSP recusou o pedido de token');
      throw erroProvedor();
    }
    const expiraS = typeof j?.expires_in === 'number' && j.expires_in > 0 ? j.expires_in : 300;
    token = { valor, validoAte: Date.now() + expiraS * 1000 - MARGEM_TOKEN_MS };
    return valor;
  }

  async function tokenAtual(): Promise<string> {
    if (token && Date.now() < token.validoAte) return token.valor;
    // Concurrent requests share one token request.
    pedindoToken ??= pedirToken().finally(() => {
      pedindoToken = null;
    });
    return pedindoToken;
  }

  /** A call to the API with the bearer token; on 401 the token is renewed once. */
  async function api(operacao: string, method: 'GET' | 'PUT' | 'PATCH', caminho: string, corpo?: unknown): Promise<RespostaHttp> {
    for (let tentativa = 0; ; tentativa++) {
      const valor = await tokenAtual();
      const r = await chamar(operacao, `${bcb!.url}${caminho}`, {
        method,
        headers: { authorization: `Bearer ${valor}`, ...(corpo !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(corpo !== undefined ? { corpo: JSON.stringify(corpo) } : {}),
      });
      if (r.status === 401 && tentativa === 0) {
        token = null;
        continue;
      }
      return r;
    }
  }

  return {
    nome: 'bcb',
    confirmaNotificacoes: true,
    // API Pix cob txid: 26 to 35 alphanumerics.
    novoTxidPix: () => alfanumericosAleatorios(32, randomBytes),

    async criarCobrancaPix(p) {
      const r = await api('PUT /cob', 'PUT', `/cob/${encodeURIComponent(p.txid)}`, {
        calendario: { expiracao: p.expiracaoS },
        devedor: { cpf: p.devedor.cpf, nome: p.devedor.nome.slice(0, 200) },
        valor: { original: valorApiPix(p.valorCentavos) },
        chave: config.pix.chave,
        solicitacaoPagador: p.descricao.slice(0, 140),
      });
      const j = r.status === 200 || r.status === 201 ? jsonOuNulo(r.corpo) : null;
      if (!j) {
        o.log.warn({ operacao: 'PUT /cob', status: r.status, problema: problemaDe(r) }, 'API Pix: o PSP recusou a cobrança');
        throw erroProvedor();
      }
      const loc = j.loc as { location?: unknown } | undefined;
      const bruta = typeof loc?.location === 'string' ? loc.location : typeof j.location === 'string' ? j.location : null;
      const location = bruta ? semEsquema(bruta) : null;
      if (typeof j.pixCopiaECola === 'string' && j.pixCopiaECola !== '') return { copiaECola: j.pixCopiaECola, location };
      if (!location) {
        o.log.warn({ operacao: 'PUT /cob', status: r.status }, 'API Pix: a cobrança veio sem pixCopiaECola nem location');
        throw erroProvedor();
      }
      try {
        const copiaECola = gerarBrCodeDinamico({ location, nome: config.pix.recebedorNome, cidade: config.pix.recebedorCidade });
        return { copiaECola, location };
      } catch (err) {
        o.log.warn({ operacao: 'PUT /cob', erro: (err as Error).message }, 'API Pix: location inutilizável para o BR Code');
        throw erroProvedor();
      }
    },

    async consultarCobrancaPix(txid): Promise<CobrancaPixConsultada | null> {
      const r = await api('GET /cob', 'GET', `/cob/${encodeURIComponent(txid)}`);
      if (r.status === 404) return null;
      const j = r.status === 200 ? jsonOuNulo(r.corpo) : null;
      if (!j || typeof j.status !== 'string') {
        o.log.warn({ operacao: 'GET /cob', status: r.status, problema: problemaDe(r) }, 'API Pix: consulta da cobrança falhou');
        throw erroProvedor();
      }
      const pix: PixRecebido[] = (Array.isArray(j.pix) ? (j.pix as unknown[]) : []).flatMap((item) => {
        const e = item as Record<string, unknown> | null;
        return e && typeof e.endToEndId === 'string' && typeof e.valor === 'string' && typeof e.horario === 'string'
          ? [{ endToEndId: e.endToEndId, valor: e.valor, horario: e.horario }]
          : [];
      });
      return { status: j.status, pix };
    },

    async removerCobrancaPix(txid) {
      const r = await api('PATCH /cob', 'PATCH', `/cob/${encodeURIComponent(txid)}`, { status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' });
      if (r.status !== 200) {
        o.log.warn({ operacao: 'PATCH /cob', status: r.status, problema: problemaDe(r) }, 'API Pix: o PSP recusou a remoção da cobrança');
        throw erroProvedor();
      }
    },

    criarBoleto: (p) => gerarBoletoConvenio(config.boleto.banco, p),
  };
}
