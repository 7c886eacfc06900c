// `npm run bench`: loads GET /wsapp/usuario/me (user token, real session check in the database) and a bare
// Fastify hello route, in the same run, and prints req/s and p99 of each and their ratio.
// Uses DATABASE_URL when set (PostgreSQL; demo accounts are seeded there with SEED_DEMO=true), otherwise
// the embedded PGlite in a temporary DATA_DIR. Figures are medians of several rounds: the machine is shared.
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { esperar, iniciar, mediana, portaLivre } from './processos.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function carga(url: string, headers: Record<string, string>) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} respostas não-2xx, ${r.errors} erros`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}

const filhos: ChildProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
try {
  const [portaApp, portaHello] = await Promise.all([portaLivre(), portaLivre()]);
  const banco = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embutido)';
  filhos.push(
    iniciar('apps/api/src/server.ts', {
      PORT: String(portaApp),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      COOKIE_SECURE: 'false',
    }),
  );
  filhos.push(iniciar('scripts/bench/hello.ts', { PORT: String(portaHello) }));
  const base = `http://127.0.0.1:${portaApp}`;
  await Promise.all([esperar(`${base}/wsapp/health`), esperar(`http://127.0.0.1:${portaHello}/hello`)]);

  const login = await fetch(`${base}/wsapp/usuario/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: '529.982.247-25', password: 'advogado-demo-2026' }),
  });
  if (login.status !== 200) throw new Error(`login de demonstração falhou: ${login.status}`);
  const { token } = (await login.json()) as { token: string };

  // Warm-up of both (JIT, connection pools).
  await autocannon({ url: `${base}/wsapp/usuario/me`, connections: 4, duration: 2, headers: { authorization: `Bearer ${token}` } });
  await autocannon({ url: `http://127.0.0.1:${portaHello}/hello`, connections: 4, duration: 2 });

  const me: { rps: number; p99: number }[] = [];
  const hello: { rps: number; p99: number }[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    hello.push(await carga(`http://127.0.0.1:${portaHello}/hello`, {}));
    me.push(await carga(`${base}/wsapp/usuario/me`, { authorization: `Bearer ${token}` }));
  }
  const r = {
    meRps: mediana(me.map((x) => x.rps)),
    meP99: mediana(me.map((x) => x.p99)),
    helloRps: mediana(hello.map((x) => x.rps)),
    helloP99: mediana(hello.map((x) => x.p99)),
  };
  console.log(`\nBenchmark — banco: ${banco}; ${ROUNDS} rodadas de ${DURATION}s, ${CONNECTIONS} conexões; medianas`);
  console.log('rota                              req/s       p99 (ms)');
  console.log(`GET /wsapp/usuario/me (token)   ${r.meRps.toFixed(0).padStart(8)}   ${r.meP99.toFixed(1).padStart(8)}`);
  console.log(`GET /hello (Fastify puro)       ${r.helloRps.toFixed(0).padStart(8)}   ${r.helloP99.toFixed(1).padStart(8)}`);
  console.log(`razão me/hello: req/s ${(r.meRps / r.helloRps).toFixed(3)}   p99 ${(r.meP99 / Math.max(r.helloP99, 0.001)).toFixed(2)}x`);
} finally {
  for (const f of filhos) f.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
