import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * In production every line the process writes to stdout is a JSON log line, from `npm start`'s first to the
 * last one on SIGTERM: no plain-text banner, no demo table (ADR 046). A production start without demo data on
 * this machine (SEED_DEMO=false with TESTE_LOCAL=true, the benchmarks' allowance), on PostgreSQL when
 * DATABASE_URL is set, else on the embedded database.
 */
const RAIZ = path.resolve(import.meta.dirname, '../../../..');

async function portaLivre(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const porta = (s.address() as net.AddressInfo).port;
  await new Promise((r) => s.close(r));
  return porta;
}

describe('production logs', () => {
  it('every stdout line of `npm start` is JSON, from the start to the stop; no link, CPF nor address in them', async () => {
    const porta = await portaLivre();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-logs-'));
    const filho = spawn(process.execPath, [path.join(RAIZ, 'scripts/start.mjs')], {
      cwd: RAIZ,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        SEED_DEMO: 'false',
        TESTE_LOCAL: 'true',
        PORT: String(porta),
        PUBLIC_URL: `http://localhost:${porta}`,
        DATA_DIR: dataDir,
        SKIP_WEB_BUILD: 'true',
        METRICS_TOKEN: 'k'.repeat(40),
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    filho.stdout.on('data', (c: Buffer) => (stdout += String(c)));
    filho.stderr.on('data', (c: Buffer) => (stderr += String(c)));
    const saiu = new Promise<number | null>((r) => filho.on('exit', (codigo) => r(codigo)));
    try {
      await expect.poll(() => stdout.includes('"msg":"portal iniciado"'), { timeout: 90_000, interval: 250 }).toBe(true);
      const base = `http://127.0.0.1:${porta}`;
      expect((await fetch(`${base}/wsapp/health/ready`)).status).toBe(200);
      expect((await fetch(`${base}/wsapp/metrics`, { headers: { authorization: `Bearer ${'k'.repeat(40)}` } })).status).toBe(200);
      // A failed sign-in with a CPF, and a password reset asked for an e-mail: neither may reach a line.
      await fetch(`${base}/wsapp/usuario/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: '529.982.247-25', password: 'x' }) });
      await fetch(`${base}/wsapp/usuario/esqueci-senha`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'alguem@exemplo.org' }) });
      // The API pages are closed in production by default.
      expect((await fetch(`${base}/wsapp/docs`)).status).toBe(404);
    } finally {
      filho.kill('SIGTERM');
    }
    expect(await saiu).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
    const linhas = stdout.split('\n').filter((l) => l.length > 0);
    expect(linhas.length).toBeGreaterThan(2);
    for (const l of linhas) {
      let obj: Record<string, unknown> | undefined;
      expect(() => (obj = JSON.parse(l) as Record<string, unknown>), `não é JSON: ${l}`).not.toThrow();
      expect(typeof obj!.level).toBe('number');
      expect(typeof obj!.msg === 'string' || obj!.req !== undefined).toBe(true);
    }
    const inicio = linhas.map((l) => JSON.parse(l) as Record<string, unknown>).find((o) => o.msg === 'portal iniciado');
    expect(inicio).toMatchObject({ host: '127.0.0.1', porta, certificadoPorta: 0, metricas: 'com token', docsApi: false });
    expect(stdout).toContain('encerrando');
    for (const proibido of ['52998224725', '529.982.247-25', 'alguem@exemplo.org', '"ip":', 'token=']) expect(stdout).not.toContain(proibido);
    expect(stderr).not.toMatch(/Portal unificado em|Contas de demonstração/);
  }, 150_000);
});
