// The portal as `npm start` serves it (scripts/start.mjs: builds the web bundle when stale, embedded database with
// the demo accounts), on a free port and a throw-away data directory; and a demo lawyer's session as the browser
// keeps it (spec, sections 3 and 4: `logged-in-user` and `auth-token` in localStorage, the refresh cookie).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portaLivre } from './processos.js';

const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Maria, the demo lawyer (README, demo accounts). */
export const MARIA = { username: '529.982.247-25', password: 'advogado-demo-2026' } as const;

export interface PortalLocal {
  url: string;
  encerrar: () => Promise<void>;
}

/** Starts `node scripts/start.mjs` and waits for /wsapp/health; `encerrar` stops it and removes its data. */
export async function iniciarPortal(): Promise<PortalLocal> {
  const porta = await portaLivre();
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
export async function entrarComo(url: string, conta: { username: string; password: string } = MARIA): Promise<SessaoNoNavegador> {
  const app = await fetch(`${url}/wsapp/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const { token: tokenApp } = (await app.json()) as { token: string };
  const r = await fetch(`${url}/wsapp/usuario/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenApp}` },
    body: JSON.stringify(conta),
  });
  if (r.status !== 200) throw new Error(`Login de ${conta.username} respondeu ${r.status}: ${await r.text()}`);
  const { token, ...user } = (await r.json()) as { token: string } & Record<string, unknown>;
  if (!token) throw new Error('O login pediu uma segunda etapa: use uma conta sem segundo fator.');
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
