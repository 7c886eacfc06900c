/**
 * A local stand-in for a PSP's API Pix (Banco Central's published v2 API), for tests of the bcb provider:
 * - POST {base}/oauth/token: OAuth2 client_credentials with HTTP Basic (client id and secret);
 * - PUT, GET and PATCH {base}/api/v2/cob/:txid with the Bearer token (txid 26–35 alphanumerics; PATCH only
 *   removes: status REMOVIDA_PELO_USUARIO_RECEBEDOR; errors as problem+json);
 * - test-only `pagar(txid)`: the payer pays the charge (status CONCLUIDA, a pix[] entry) and the PSP posts
 *   { pix: [...] } to the webhook the test hands in (usually the app's route through app.inject).
 * Plain HTTP by default; with `tls` it serves HTTPS and demands a client certificate signed by the given CA
 * (mutual TLS, as PSPs do).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { gerarBrCodeDinamico } from '../../src/lib/pagamentos/br-code.js';

export interface PixFalso {
  endToEndId: string;
  txid: string;
  valor: string;
  horario: string;
  infoPagador?: string;
}

export interface CobFalsa {
  txid: string;
  revisao: number;
  status: 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR';
  calendario: { criacao: string; expiracao: number };
  loc: { id: number; location: string; tipoCob: 'cob' };
  location: string;
  devedor: { cpf: string; nome: string };
  valor: { original: string };
  chave: string;
  solicitacaoPagador?: string;
  pixCopiaECola?: string;
  pix?: PixFalso[];
}

export interface ChamadaFalsa {
  method: string;
  path: string;
  authorization: string | undefined;
  corpo: string;
  /** Whether the caller presented a client certificate the server trusted (TLS mode). */
  certificadoCliente: boolean;
}

export interface OpcoesApiPixFalsa {
  clientId?: string;
  clientSecret?: string;
  /** Token lifetime the fake announces (seconds). */
  expiresIn?: number;
  /** Answer PUT /cob without pixCopiaECola (only loc.location), as some PSPs do. */
  semPixCopiaECola?: boolean;
  /** Serve HTTPS with this certificate and require client certificates signed by `caClientes`. */
  tls?: { cert: string; key: string; caClientes: string };
  /** Where the PSP delivers its webhook: gets the JSON body, answers the HTTP status. */
  entregarWebhook?: (corpo: string) => Promise<number>;
  /** Runs after a PUT /cob was stored and before it is answered (a slow PSP; a test looking at the database meanwhile). */
  antesDeResponderPut?: (txid: string) => Promise<void>;
}

export interface ApiPixFalsa {
  /** BCB_PIX_URL */
  url: string;
  /** BCB_PIX_TOKEN_URL */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  cobs: Map<string, CobFalsa>;
  chamadas: ChamadaFalsa[];
  tokensEmitidos: string[];
  /** The next `n` API calls (not token calls) answer this status with a problem+json body. */
  falharProximas(n: number, status?: number): void;
  /** Invalidates every token issued so far (the next API call gets 401). */
  revogarTokens(): void;
  /** The payer pays `txid` (its amount unless `valor` says otherwise); the webhook is delivered. */
  pagar(txid: string, o?: { valor?: string; e2e?: string }): Promise<{ pix: PixFalso; statusWebhook: number | null }>;
  fechar(): Promise<void>;
}

const TXID = /^[A-Za-z0-9]{26,35}$/;
const VALOR = /^\d{1,10}\.\d{2}$/;

function problema(res: http.ServerResponse, status: number, title: string, detail?: string) {
  res.writeHead(status, { 'content-type': 'application/problem+json' });
  res.end(JSON.stringify({ type: `https://pix.bcb.gov.br/api/v2/error/${title.replace(/\W+/g, '')}`, title, status, ...(detail ? { detail } : {}) }));
}

function json(res: http.ServerResponse, status: number, corpo: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(corpo));
}

export async function iniciarApiPixFalsa(o: OpcoesApiPixFalsa = {}): Promise<ApiPixFalsa> {
  const clientId = o.clientId ?? 'cliente-portal';
  const clientSecret = o.clientSecret ?? `segredo-psp-${randomBytes(8).toString('hex')}`;
  const cobs = new Map<string, CobFalsa>();
  const chamadas: ChamadaFalsa[] = [];
  const tokensEmitidos: string[] = [];
  const tokensValidos = new Set<string>();
  let falhas = 0;
  let statusFalha = 500;
  let locId = 0;
  let base = '';

  const tratar = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const partes: Buffer[] = [];
    req.on('data', (p: Buffer) => partes.push(p));
    req.on('end', () => {
      const corpo = Buffer.concat(partes).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://x');
      const certificadoCliente = 'authorized' in req.socket ? Boolean((req.socket as { authorized?: boolean }).authorized) : false;
      chamadas.push({ method: req.method ?? '', path: url.pathname, authorization: req.headers.authorization, corpo, certificadoCliente });

      if (req.method === 'POST' && url.pathname === '/oauth/token') {
        const esperado = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
        const form = new URLSearchParams(corpo);
        if (req.headers.authorization !== esperado) return problema(res, 401, 'Credenciais inválidas');
        if (form.get('grant_type') !== 'client_credentials') return problema(res, 400, 'grant_type inválido');
        const token = randomBytes(24).toString('hex');
        tokensEmitidos.push(token);
        tokensValidos.add(token);
        return json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: o.expiresIn ?? 3600, scope: form.get('scope') ?? '' });
      }

      const m = /^\/api\/v2\/cob\/([^/]+)$/.exec(url.pathname);
      if (!m) return problema(res, 404, 'Não encontrado');
      const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!token || !tokensValidos.has(token)) return problema(res, 401, 'Token inválido');
      if (falhas > 0) {
        falhas--;
        return problema(res, statusFalha, 'Serviço indisponível');
      }
      const txid = decodeURIComponent(m[1] as string);
      if (!TXID.test(txid)) return problema(res, 400, 'Cobrança inválida', 'txid deve ter de 26 a 35 caracteres alfanuméricos');

      if (req.method === 'PUT') {
        if (cobs.has(txid)) return problema(res, 400, 'Cobrança inválida', 'txid já utilizado');
        let b: Record<string, unknown>;
        try {
          b = JSON.parse(corpo) as Record<string, unknown>;
        } catch {
          return problema(res, 400, 'Requisição inválida');
        }
        const valor = (b.valor as { original?: unknown } | undefined)?.original;
        const expiracao = (b.calendario as { expiracao?: unknown } | undefined)?.expiracao;
        const devedor = b.devedor as { cpf?: unknown; nome?: unknown } | undefined;
        if (typeof valor !== 'string' || !VALOR.test(valor)) return problema(res, 400, 'Cobrança inválida', 'valor.original');
        if (typeof expiracao !== 'number' || !Number.isInteger(expiracao) || expiracao <= 0) return problema(res, 400, 'Cobrança inválida', 'calendario.expiracao');
        if (typeof b.chave !== 'string' || b.chave === '') return problema(res, 400, 'Cobrança inválida', 'chave');
        if (typeof devedor?.cpf !== 'string' || !/^\d{11}$/.test(devedor.cpf) || typeof devedor.nome !== 'string') {
          return problema(res, 400, 'Cobrança inválida', 'devedor');
        }
        locId++;
        const location = `${new URL(base).host}/qr/v2/${randomBytes(16).toString('hex')}`;
        const cob: CobFalsa = {
          txid,
          revisao: 0,
          status: 'ATIVA',
          calendario: { criacao: new Date().toISOString(), expiracao },
          loc: { id: locId, location, tipoCob: 'cob' },
          location,
          devedor: { cpf: devedor.cpf, nome: devedor.nome },
          valor: { original: valor },
          chave: b.chave,
          ...(typeof b.solicitacaoPagador === 'string' ? { solicitacaoPagador: b.solicitacaoPagador } : {}),
          ...(o.semPixCopiaECola ? {} : { pixCopiaECola: gerarBrCodeDinamico({ location, nome: 'PSP FALSO', cidade: 'BRASILIA' }) }),
        };
        cobs.set(txid, cob);
        if (o.antesDeResponderPut) {
          o.antesDeResponderPut(txid).then(
            () => json(res, 201, cob),
            () => problema(res, 500, 'Falha no teste'),
          );
          return;
        }
        return json(res, 201, cob);
      }
      if (req.method === 'PATCH') {
        const cob = cobs.get(txid);
        if (!cob) return problema(res, 404, 'Cobrança não encontrada');
        let b: Record<string, unknown>;
        try {
          b = JSON.parse(corpo) as Record<string, unknown>;
        } catch {
          return problema(res, 400, 'Requisição inválida');
        }
        if (b.status !== 'REMOVIDA_PELO_USUARIO_RECEBEDOR') return problema(res, 400, 'Cobrança inválida', 'status');
        if (cob.status === 'CONCLUIDA') return problema(res, 400, 'Cobrança inválida', 'cobrança já paga não pode ser removida');
        cob.status = 'REMOVIDA_PELO_USUARIO_RECEBEDOR';
        cob.revisao++;
        return json(res, 200, cob);
      }
      if (req.method === 'GET') {
        const cob = cobs.get(txid);
        if (!cob) return problema(res, 404, 'Cobrança não encontrada');
        return json(res, 200, cob);
      }
      return problema(res, 405, 'Método não permitido');
    });
  };

  const servidor = o.tls
    ? https.createServer({ cert: o.tls.cert, key: o.tls.key, ca: o.tls.caClientes, requestCert: true, rejectUnauthorized: true }, tratar)
    : http.createServer(tratar);
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  const porta = (servidor.address() as AddressInfo).port;
  base = `${o.tls ? 'https' : 'http'}://${o.tls ? 'localhost' : '127.0.0.1'}:${porta}`;

  return {
    url: `${base}/api/v2`,
    tokenUrl: `${base}/oauth/token`,
    clientId,
    clientSecret,
    cobs,
    chamadas,
    tokensEmitidos,
    falharProximas(n, status = 500) {
      falhas = n;
      statusFalha = status;
    },
    revogarTokens() {
      tokensValidos.clear();
    },
    async pagar(txid, p = {}) {
      const cob = cobs.get(txid);
      if (!cob) throw new Error(`cob ${txid} não existe no PSP falso`);
      if (cob.status !== 'ATIVA') throw new Error(`cob ${txid} está ${cob.status}: o banco do pagador recusa`);
      const pix: PixFalso = {
        endToEndId: p.e2e ?? `E00000000${new Date().toISOString().replace(/\D/g, '').slice(0, 12)}${randomBytes(6).toString('hex').slice(0, 11)}`,
        txid,
        valor: p.valor ?? cob.valor.original,
        horario: new Date().toISOString(),
        infoPagador: 'pago no PSP falso',
      };
      cob.status = 'CONCLUIDA';
      cob.pix = [...(cob.pix ?? []), pix];
      const statusWebhook = o.entregarWebhook ? await o.entregarWebhook(JSON.stringify({ pix: [pix] })) : null;
      return { pix, statusWebhook };
    },
    fechar: () =>
      new Promise<void>((resolve, reject) => {
        servidor.closeAllConnections();
        servidor.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
