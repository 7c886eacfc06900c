/**
 * The go-live spec's own world (implantacao.spec.ts): a portal started as production starts it (PostgreSQL, an
 * empty database, SEED_DEMO=false, payment provider named, SMTP), with the two outside services production talks
 * to standing in this process:
 * - a mail server (SMTP) that keeps what the portal sends, so the spec reads the confirmation links;
 * - a PSP's API Pix (Banco Central's v2: OAuth2 token, PUT/GET/PATCH /cob/:txid), where the spec plays the payer's
 *   bank: `pagar` marks the charge paid and posts the PSP's notification to the portal's webhook, which the
 *   portal confirms by asking this PSP again (GET /cob) before it settles anything.
 * Nothing here is the sandbox: the portal runs with PAGAMENTOS_PROVEDOR=bcb, exactly as it would at the bank.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

export const RAIZ = path.resolve(import.meta.dirname, '../../..');
const exec = promisify(execFile);

/** A valid CPF (check digits) from nine digits. */
export function cpfDe(nove: string): string {
  const base = [...nove].map(Number);
  const digito = (ds: number[]) => {
    const soma = ds.reduce((s, d, i) => s + d * (ds.length + 1 - i), 0);
    const r = (soma * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = digito(base);
  const d2 = digito([...base, d1]);
  return [...base, d1, d2].join('');
}

export function formatarCpf(cpf: string): string {
  return cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}

// ---------------------------------------------------------------------------------------------------- e-mail

export interface Email {
  para: string[];
  texto: string;
}

function decodificarQP(s: string): string {
  const limpo = s.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < limpo.length; i++) {
    const hex = limpo.slice(i + 1, i + 3);
    if (limpo[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(limpo[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The message's text parts, decoded (quoted-printable or base64), joined. */
function textoDe(bruto: string): string {
  const partes = bruto.split(/\r?\n--[^\r\n]+\r?\n/);
  return partes
    .map((parte) => {
      const [cabecalho = '', ...resto] = parte.split(/\r?\n\r?\n/);
      const corpo = resto.join('\n\n');
      if (/content-transfer-encoding:\s*quoted-printable/i.test(cabecalho)) return decodificarQP(corpo);
      if (/content-transfer-encoding:\s*base64/i.test(cabecalho)) return Buffer.from(corpo.replace(/\s/g, ''), 'base64').toString('utf8');
      return corpo;
    })
    .join('\n');
}

export interface ServidorDeEmail {
  url: string;
  recebidos: Email[];
  /** The first link starting with `prefixo` in a message to `para`; waits up to 20 s for it. */
  link(para: string, prefixo: string): Promise<string>;
  fechar(): Promise<void>;
}

export async function iniciarServidorDeEmail(): Promise<ServidorDeEmail> {
  const recebidos: Email[] = [];
  const servidor = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, sessao, pronto) {
      const pedacos: Buffer[] = [];
      stream.on('data', (c: Buffer) => pedacos.push(c));
      stream.on('end', () => {
        recebidos.push({
          para: sessao.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          texto: textoDe(Buffer.concat(pedacos).toString('utf8')),
        });
        pronto();
      });
    },
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  const porta = (servidor.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${porta}`,
    recebidos,
    async link(para, prefixo) {
      const padrao = new RegExp(`${prefixo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[A-Za-z0-9_-]+`);
      const limite = Date.now() + 20_000;
      for (;;) {
        const achado = recebidos
          .filter((e) => e.para.includes(para.toLowerCase()))
          .map((e) => padrao.exec(e.texto)?.[0])
          .find((l) => l !== undefined);
        if (achado) return achado;
        if (Date.now() > limite) throw new Error(`nenhum e-mail para ${para} com ${prefixo} (${recebidos.length} recebidos)`);
        await new Promise((r) => setTimeout(r, 250));
      }
    },
    fechar: () => new Promise<void>((resolve) => servidor.close(() => resolve())),
  };
}

// --------------------------------------------------------------------------------------------------- the PSP

interface Cob {
  txid: string;
  status: 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR';
  calendario: { criacao: string; expiracao: number };
  loc: { id: number; location: string; tipoCob: 'cob' };
  location: string;
  devedor: { cpf: string; nome: string };
  valor: { original: string };
  chave: string;
  solicitacaoPagador?: string;
  pix?: { endToEndId: string; txid: string; valor: string; horario: string }[];
}

export interface PspFalso {
  url: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  cobs: Map<string, Cob>;
  /** The payer's bank pays the active charge of this CPF; the PSP notifies `webhook`. Returns the webhook's status. */
  pagar(cpf: string, webhook: string): Promise<{ cob: Cob; statusWebhook: number }>;
  fechar(): Promise<void>;
}

export async function iniciarPspFalso(): Promise<PspFalso> {
  const clientId = 'portal-implantacao';
  const clientSecret = randomBytes(24).toString('hex');
  const tokens = new Set<string>();
  const cobs = new Map<string, Cob>();
  let base = '';
  const responder = (res: http.ServerResponse, status: number, corpo: unknown) => {
    res.writeHead(status, { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' });
    res.end(JSON.stringify(corpo));
  };
  const servidor = http.createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (p: Buffer) => partes.push(p));
    req.on('end', () => {
      const corpo = Buffer.concat(partes).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://psp');
      if (req.method === 'POST' && url.pathname === '/oauth/token') {
        if (req.headers.authorization !== `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`) {
          return responder(res, 401, { title: 'Credenciais inválidas', status: 401 });
        }
        const token = randomBytes(24).toString('hex');
        tokens.add(token);
        return responder(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
      }
      const m = /^\/api\/v2\/cob\/([A-Za-z0-9]{26,35})$/.exec(url.pathname);
      if (!m) return responder(res, 404, { title: 'Não encontrado', status: 404 });
      if (!tokens.has(/^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '')) return responder(res, 401, { title: 'Token inválido', status: 401 });
      const txid = m[1]!;
      const existente = cobs.get(txid);
      if (req.method === 'PUT') {
        if (existente) return responder(res, 400, { title: 'Cobrança inválida', status: 400, detail: 'txid já utilizado' });
        const b = JSON.parse(corpo) as Pick<Cob, 'calendario' | 'devedor' | 'valor' | 'chave' | 'solicitacaoPagador'>;
        const location = `${new URL(base).host}/qr/v2/${randomBytes(16).toString('hex')}`;
        const cob: Cob = {
          txid,
          status: 'ATIVA',
          calendario: { criacao: new Date().toISOString(), expiracao: b.calendario.expiracao },
          loc: { id: cobs.size + 1, location, tipoCob: 'cob' },
          location,
          devedor: b.devedor,
          valor: b.valor,
          chave: b.chave,
          ...(b.solicitacaoPagador ? { solicitacaoPagador: b.solicitacaoPagador } : {}),
        };
        cobs.set(txid, cob);
        // No pixCopiaECola, as some PSPs answer: the portal builds the dynamic BR Code from the location.
        return responder(res, 201, cob);
      }
      if (!existente) return responder(res, 404, { title: 'Cobrança não encontrada', status: 404 });
      if (req.method === 'GET') return responder(res, 200, existente);
      if (req.method === 'PATCH') {
        if (existente.status === 'CONCLUIDA') return responder(res, 400, { title: 'Cobrança inválida', status: 400 });
        existente.status = 'REMOVIDA_PELO_USUARIO_RECEBEDOR';
        return responder(res, 200, existente);
      }
      return responder(res, 405, { title: 'Método não permitido', status: 405 });
    });
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
  return {
    url: `${base}/api/v2`,
    tokenUrl: `${base}/oauth/token`,
    clientId,
    clientSecret,
    cobs,
    async pagar(cpf, webhook) {
      const cob = [...cobs.values()].reverse().find((c) => c.devedor.cpf === cpf && c.status === 'ATIVA');
      if (!cob) throw new Error(`nenhuma cobrança ativa para o CPF ${cpf} no PSP`);
      const horario = new Date().toISOString();
      // endToEndId: E + the payer's bank (ISPB, 8) + yyyyMMddHHmm + 11 alphanumerics.
      const pix = { endToEndId: `E00000000${horario.replace(/\D/g, '').slice(0, 12)}${randomBytes(8).toString('hex').slice(0, 11)}`, txid: cob.txid, valor: cob.valor.original, horario };
      cob.status = 'CONCLUIDA';
      cob.pix = [pix];
      const r = await fetch(webhook, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pix: [pix] }) });
      return { cob, statusWebhook: r.status };
    },
    fechar: () =>
      new Promise<void>((resolve) => {
        servidor.closeAllConnections();
        servidor.close(() => resolve());
      }),
  };
}

// ------------------------------------------------------------------------------------------------ the portal

/** Where the spec creates its database: E2E_POSTGRES_URL, or the local PostgreSQL CI and the dev machines have. */
const POSTGRES_ADMIN = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresDisponivel(): Promise<boolean> {
  const c = new pg.Client({ connectionString: POSTGRES_ADMIN, connectionTimeoutMillis: 3_000 });
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

async function sql(comando: string, valores: unknown[] = []): Promise<Record<string, unknown>[]> {
  const c = new pg.Client({ connectionString: POSTGRES_ADMIN });
  await c.connect();
  try {
    return (await c.query(comando, valores)).rows as Record<string, unknown>[];
  } finally {
    await c.end();
  }
}

export interface PortalDeProducao {
  url: string;
  /** The environment the portal runs with: the admin CLI takes the same (as on the server). */
  env: Record<string, string>;
  /** What the portal wrote (JSON lines), for a failure's message. */
  log: () => string;
  /** `npm run admin -- …` with the portal's environment. */
  admin(args: string[]): Promise<{ codigo: number; saida: string; erro: string }>;
  encerrar(): Promise<void>;
}

/**
 * A fresh, empty PostgreSQL database and the portal on it as production starts it (`npm start` with
 * SEED_DEMO=false, PAGAMENTOS_PROVEDOR=bcb at the fake PSP, SMTP_URL at the fake mail server; no TESTE_LOCAL).
 * `encerrar` stops it, drops the database and removes its data directory.
 */
export async function iniciarPortalDeProducao(o: { porta: number; smtpUrl: string; psp: PspFalso }): Promise<PortalDeProducao> {
  // A run killed before its afterAll (a CI timeout) left its database: the next run on this port drops it.
  const prefixo = `e2e_implantacao_${o.porta}_`;
  for (const { datname } of await sql('select datname from pg_database where starts_with(datname, $1)', [prefixo])) {
    await sql(`drop database if exists ${String(datname)} with (force)`);
  }
  const banco = `${prefixo}${Date.now()}`;
  await sql(`create database ${banco}`);
  const url = `http://localhost:${o.porta}`;
  const dataDir = path.join(RAIZ, `.tmp/e2e-implantacao-${o.porta}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const databaseUrl = new URL(POSTGRES_ADMIN);
  databaseUrl.pathname = `/${banco}`;
  const env: Record<string, string> = {
    PORT: String(o.porta),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl.toString(),
    SEED_DEMO: 'false',
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: o.smtpUrl,
    MAIL_FROM: 'OAB-GO <nao-responda@oabgo.test>',
    PAGAMENTOS_PROVEDOR: 'bcb',
    BCB_PIX_URL: o.psp.url,
    BCB_PIX_TOKEN_URL: o.psp.tokenUrl,
    BCB_PIX_CLIENT_ID: o.psp.clientId,
    BCB_PIX_CLIENT_SECRET: o.psp.clientSecret,
    PIX_CHAVE: randomUUID(),
    BOLETO_CONVENIO: '7654321',
    PAGAMENTOS_WEBHOOK_SEGREDO: randomBytes(32).toString('hex'),
  };
  // What the machine gives every process (PATH, HOME, the Redis of CI, SKIP_WEB_BUILD from scripts/e2e.mjs), minus
  // anything that would turn the production checks off.
  const herdado = Object.fromEntries(
    Object.entries(process.env).filter(
      (e): e is [string, string] => e[1] !== undefined && !['TESTE_LOCAL', 'NODE_ENV', 'CERT_PORT', 'E2E_CERT_PORT'].includes(e[0]) && !e[0].startsWith('OPENREPLAY_'),
    ),
  );
  const saida: string[] = [];
  const filho: ChildProcess = spawn(process.execPath, [path.join(RAIZ, 'scripts/start.mjs')], {
    cwd: RAIZ,
    env: { ...herdado, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const fluxo of [filho.stdout!, filho.stderr!]) fluxo.on('data', (p: Buffer) => saida.push(p.toString('utf8')));
  let saiu: number | null = null;
  filho.once('exit', (codigo) => {
    saiu = codigo ?? 1;
  });
  const log = () => saida.join('').slice(-4000);

  const encerrar = async () => {
    if (saiu === null) {
      const fim = new Promise((r) => filho.once('exit', r));
      filho.kill('SIGTERM');
      await Promise.race([fim, new Promise((r) => setTimeout(r, 15_000))]);
      if (saiu === null) filho.kill('SIGKILL');
    }
    await sql(`drop database if exists ${banco} with (force)`).catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const limite = Date.now() + 180_000;
  for (;;) {
    if (saiu !== null) {
      await encerrar();
      throw new Error(`O portal de produção terminou (código ${saiu}) antes de responder:\n${log()}`);
    }
    try {
      if ((await fetch(`${url}/wsapp/health/ready`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > limite) {
      await encerrar();
      throw new Error(`O portal de produção não respondeu em 3 minutos:\n${log()}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }

  return {
    url,
    env,
    log,
    async admin(args) {
      try {
        const r = await exec('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: RAIZ, env: { ...herdado, ...env }, timeout: 120_000 });
        return { codigo: 0, saida: r.stdout, erro: r.stderr };
      } catch (err) {
        const e = err as { code?: number; stdout?: string; stderr?: string };
        return { codigo: typeof e.code === 'number' ? e.code : -1, saida: e.stdout ?? '', erro: e.stderr ?? '' };
      }
    },
    encerrar,
  };
}
