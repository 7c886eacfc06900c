// The portal as `npm start` serves it (scripts/start.mjs: builds the web bundle when stale, embedded database with
// the demo accounts), on a free port and a throw-away data directory; and a demo lawyer's session as the browser
// keeps it (spec, sections 3 and 4: `logged-in-user` and `auth-token` in localStorage, the refresh cookie).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Secret, TOTP } from 'otpauth';
import { portaLivre } from './processos.js';

const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Maria, the demo lawyer (README, demo accounts). */
export const MARIA = { username: '529.982.247-25', password: 'advogado-demo-2026' } as const;

/** Ana, the demo staff member (README, demo accounts): collaborator login, second factor with the README's secret. */
export const ANA = {
  username: '935.411.347-80',
  password: 'servidor-demo-2026',
  colaborador: true,
  totp: 'JBSWY3DPEHPK3PXP',
} as const;

interface Conta {
  username: string;
  password: string;
  /** The collaborator login (/usuario/login-colaborador). */
  colaborador?: boolean;
  /** Base32 TOTP secret, when the account has the second factor on. */
  totp?: string;
}

export interface PortalLocal {
  url: string;
  encerrar: () => Promise<void>;
}

/** Starts `node scripts/start.mjs` and waits for /wsapp/health; `encerrar` stops it and removes its data. */
export async function iniciarPortal(): Promise<PortalLocal> {
  // BENCH_PORTA fixes the portal's port (a shared machine where each person keeps to a range); a free one otherwise.
  const porta = Number(process.env.BENCH_PORTA) || (await portaLivre());
  const dados = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const url = `http://localhost:${porta}`;
  const filho = spawn(process.execPath, [path.join(raiz, 'scripts/start.mjs')], {
    cwd: raiz,
    env: { ...process.env, PORT: String(porta), DATA_DIR: dados, LOG_LEVEL: 'warn', PUBLIC_URL: url, CERT_PORT: '0' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let saiu: number | null = null;
  filho.once('exit', (codigo) => {
    saiu = codigo ?? 1;
  });
  const encerrar = async () => {
    if (saiu === null) {
      const fim = new Promise((r) => filho.once('exit', r));
      filho.kill('SIGTERM');
      await Promise.race([fim, new Promise((r) => setTimeout(r, 10_000))]);
    }
    fs.rmSync(dados, { recursive: true, force: true });
  };
  const limite = Date.now() + 300_000;
  for (;;) {
    if (saiu !== null) {
      await encerrar();
      throw new Error(`O portal terminou (código ${saiu}) antes de responder.`);
    }
    try {
      if ((await fetch(`${url}/wsapp/health`)).ok) return { url, encerrar };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > limite) {
      await encerrar();
      throw new Error('O portal não respondeu em 5 minutos.');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

export interface SessaoNoNavegador {
  /** localStorage entries as the web app writes them after a login (lib/auth-storage.ts). */
  localStorage: Record<string, string>;
  /** The refresh cookie (httpOnly), as name and value. */
  cookies: { name: string; value: string }[];
}

/** Logs in through the API as the login page does (POST /authenticate, then /usuario/login) and returns the session. */
export async function entrarComo(url: string, conta: Conta = MARIA, novaTentativa = true): Promise<SessaoNoNavegador> {
  const app = await fetch(`${url}/wsapp/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const { token: tokenApp } = (await app.json()) as { token: string };
  let r = await fetch(`${url}/wsapp/usuario/${conta.colaborador ? 'login-colaborador' : 'login'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenApp}` },
    body: JSON.stringify({ username: conta.username, password: conta.password }),
  });
  if (r.status !== 200) throw new Error(`Login de ${conta.username} respondeu ${r.status}: ${await r.text()}`);
  let corpo = (await r.json()) as { token?: string; desafio?: string } & Record<string, unknown>;
  if (corpo.desafio) {
    // The second step, with the authenticator's current code (the server accepts each step once).
    if (!conta.totp) throw new Error('O login pediu uma segunda etapa: a conta não tem o segredo do autenticador.');
    const codigo = TOTP.generate({ secret: Secret.fromBase32(conta.totp), algorithm: 'SHA1', digits: 6, period: 30 });
    r = await fetch(`${url}/wsapp/usuario/login/2fa`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenApp}` },
      body: JSON.stringify({ desafio: corpo.desafio, codigo }),
    });
    if (r.status !== 200 && novaTentativa) {
      // The code of this 30 s step was used already (an earlier bench run): the whole login again, on the next step.
      await new Promise((fim) => setTimeout(fim, 30_000 - (Date.now() % 30_000) + 500));
      return entrarComo(url, conta, false);
    }
    if (r.status !== 200) throw new Error(`Segunda etapa de ${conta.username} respondeu ${r.status}: ${await r.text()}`);
    corpo = (await r.json()) as typeof corpo;
  }
  const { token, ...user } = corpo;
  if (!token) throw new Error(`O login de ${conta.username} não devolveu token.`);
  const agora = Date.now();
  const cookies = r.headers.getSetCookie().map((c) => {
    const [par = ''] = c.split(';');
    const i = par.indexOf('=');
    return { name: par.slice(0, i), value: par.slice(i + 1) };
  });
  return {
    localStorage: {
      'logged-in-user': JSON.stringify({ user, expiresIn: agora + 3_600_000 }),
      'auth-token': JSON.stringify({ token, createdAt: agora }),
    },
    cookies,
  };
}

export const CHROMIUM = '/usr/bin/chromium';
export const FLAGS_CHROMIUM = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
