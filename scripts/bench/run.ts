// `npm run bench`, on PostgreSQL (DATABASE_URL, or a new database on BENCH_PG_URL — default
// postgres://postgres@127.0.0.1:5432/postgres — dropped at the end), in one run:
//  1. bare Fastify's hello route: req/s and p99 (the reference);
//  2. GET /wsapp/usuario/me with a user token, on the app with its request logging (LOG_LEVEL=info, written
//     to a file) and on a second instance without it (LOG_LEVEL=warn): req/s, p99, the ratio to hello, and
//     what the logging costs;
//     Also the server's CPU time per request (from /proc), which a shared machine disturbs much less than req/s;
//  3. logins do not stall the server: p99 of a route that does no I/O (/usuario/me from the session cache)
//     at a fixed rate, idle and while 20 Argon2 logins per second run (sent by another process), and their
//     ratio: the p99 of every round's requests pooled, each request timed from when it was sent (the latency from
//     when it was due, which adds how late the machine woke the client up, is printed too; ADR 026, tenth pass); and,
//     as a control, bare Fastify's hello (a process the logins never reach) at the same rate, idle and under the same
//     logins: what the machine adds, not the portal.
//     Idle and under logins are measured in one stream, interleaved: the logins come in phases of FASE_MS (200 ms)
//     on and FASE_MS off, and each request counts for the phase it was sent in (not in the first FASE_MARGEM_MS
//     of a phase, while the last phase's logins may still be running). A shared machine's slow spells then fall
//     on both sides alike instead of on whichever of two windows they happened to hit (ADR 026, eighth pass).
// The saturation figures are medians of several rounds: the machine may be shared.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Fase } from './gerador-de-logins.js';
import { esperar, iniciar, mediana, portaLivre, raiz } from './processos.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** The fixed rate of the latency measurement (req/s): well below saturation, so p99 shows stalls, not queueing. */
const TAXA = Number(process.env.BENCH_LATENCIA_RPS ?? 500);
const LOGINS_POR_S = Number(process.env.BENCH_LOGINS_POR_S ?? 20);
/** Logins sent one after the other before measuring (the login path's warm-up). */
const AQUECIMENTO_LOGINS = Number(process.env.BENCH_AQUECIMENTO_LOGINS ?? 300);
/** The login phases (ms): this long with logins, this long without, alternating. */
const FASE_MS = Number(process.env.BENCH_FASE_MS ?? 200);
/** The start of each phase that counts for neither side (ms): the previous phase's last logins may still be running. */
const FASE_MARGEM_MS = Number(process.env.BENCH_FASE_MARGEM_MS ?? 40);
/** Seconds of each interleaved stream: DURATION of it counted in phases with logins, as much in phases without. */
const DURACAO_INTERCALADA = Math.ceil((2 * DURATION * FASE_MS) / (FASE_MS - FASE_MARGEM_MS));
const DEMO = { username: '529.982.247-25', password: 'advogado-demo-2026' };

interface Medida {
  rps: number;
  p99: number;
  /** The server's CPU time (all its threads, user + system) per request, in µs; NaN where /proc is missing. */
  cpuUs: number;
}

/** CPU time used so far by a process, all threads, user + system, in µs (Linux /proc; NaN elsewhere). */
function cpuDoProcesso(pid: number | undefined): number {
  try {
    const campos = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat (12 and 13 after the command name), in clock ticks (100/s).
    return ((Number(campos[11]) + Number(campos[12])) * 1e6) / 100;
  } catch {
    return NaN;
  }
}

/**
 * Saturation: req/s and p99 (autocannon), and the server's CPU time per request. On a shared machine req/s
 * follows whatever else runs; the CPU a request costs the server moves much less, and its ratio to hello's is
 * what req/s would be on a machine of its own (the server is one event loop, CPU-bound here).
 */
async function carga(url: string, headers: Record<string, string>, pid: number | undefined): Promise<Medida> {
  const cpu0 = cpuDoProcesso(pid);
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  const cpu = cpuDoProcesso(pid) - cpu0;
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} respostas não-2xx, ${r.errors} erros`);
  return { rps: r.requests.average, p99: r.latency.p99, cpuUs: cpu / Math.max(1, r.requests.total) };
}

/** A bench script run in a process of its own, which answers over IPC (gerador-de-logins.ts, carga-em-taxa.ts). */
function filhoComIpc(script: string, env: Record<string, string>) {
  const filho = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: raiz,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return {
    resposta: <T>() =>
      new Promise<T>((resolve, reject) => {
        filho.once('message', (m) => resolve(m as T));
        filho.once('exit', (code) => reject(new Error(`${path.basename(script)} saiu (${code})`)));
      }),
    enviar: (m: string) => filho.send(m),
  };
}

/** A fixed-rate stream's requests: latencies (ms) from when each was sent and from when it was due, and when each was sent (epoch ms). */
interface Fluxo {
  latencias: number[];
  latenciasDoDevido: number[];
  instantes: number[];
}

/** The fixed-rate measurement (carga-em-taxa.ts). */
async function cargaEmTaxa(url: string, headers: { authorization: string } | null, rps: number, duracaoS: number): Promise<Fluxo> {
  const filho = filhoComIpc('scripts/bench/carga-em-taxa.ts', { URL: url, AUTHORIZATION: headers?.authorization ?? '', RPS: String(rps), DURACAO: String(duracaoS) });
  const r = await filho.resposta<Fluxo & { falhas: number }>();
  if (r.falhas > 0) throw new Error(`${url}: ${r.falhas} falhas na carga em taxa fixa`);
  return r;
}

/** The latencies of one side (idle, or under logins): from when each request was sent, and from when it was due. */
type Lado = Omit<Fluxo, 'instantes'>;
const novoLado = (): Lado => ({ latencias: [], latenciasDoDevido: [] });

/**
 * Splits a fixed-rate stream by the login phases it ran under: the requests sent in a phase with logins, and those
 * sent in a phase without; a request sent in the first FASE_MARGEM_MS of a phase, or outside every phase, counts for
 * neither. Each is added to the given sides.
 */
function separarPorFase(r: Fluxo, fases: Fase[], ocioso: Lado, sobLogin: Lado) {
  let f = 0;
  const ordem = r.instantes.map((_, i) => i).sort((a, b) => r.instantes[a]! - r.instantes[b]!);
  for (const i of ordem) {
    const t = r.instantes[i]!;
    while (f < fases.length && fases[f]!.fim <= t) f++;
    const fase = fases[f];
    if (!fase || t < fase.inicio + FASE_MARGEM_MS) continue;
    const lado = fase.comLogins ? sobLogin : ocioso;
    lado.latencias.push(r.latencias[i]!);
    lado.latenciasDoDevido.push(r.latenciasDoDevido[i]!);
  }
}

/** The p-quantile (0–1) of a list of latencies. */
function quantil(v: number[], p: number): number {
  const s = [...v].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
}

/**
 * POST /usuario/login at a steady rate in alternating phases (FASE_MS on, FASE_MS off), from a process of its own
 * (gerador-de-logins.ts), until `parar`; answers how many succeeded, what failed, their median time and the phases.
 */
async function logins(base: string, porS: number) {
  const filho = filhoComIpc('scripts/bench/gerador-de-logins.ts', { BASE: base, POR_S: String(porS), FASE_MS: String(FASE_MS), USERNAME: DEMO.username, PASSWORD: DEMO.password });
  await filho.resposta<'pronto'>();
  return {
    parar() {
      const r = filho.resposta<{ feitos: number; falhas: (number | string)[]; medianaMs: number; fases: Fase[] }>();
      filho.enviar('parar');
      return r;
    },
  };
}

async function entrar(base: string): Promise<string> {
  const r = await fetch(`${base}/wsapp/usuario/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) });
  if (r.status !== 200) throw new Error(`login de demonstração falhou: ${r.status} (o banco tem as contas de demonstração?)`);
  return ((await r.json()) as { token: string }).token;
}

/** The app, its log lines (stdout) going to a file: as a log collector would take them, without holding them in memory here. */
function iniciarApp(env: Record<string, string>, arquivoLog: string): ChildProcess {
  const fd = fs.openSync(arquivoLog, 'w');
  const filho = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: raiz,
    env: { ...process.env, ...env },
    stdio: ['ignore', fd, 'pipe'],
  });
  fs.closeSync(fd);
  let erros = '';
  filho.stderr?.on('data', (d) => (erros += d));
  filho.on('exit', (code) => {
    if (code && code !== 0) console.error(`a API saiu com ${code}:\n${erros}`);
  });
  return filho;
}

const fmt = (n: number, casas = 0) => n.toFixed(casas).padStart(9);

const filhos: ChildProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
let bancoCriado: { admin: string; nome: string } | null = null;
try {
  let url = process.env.DATABASE_URL;
  if (!url) {
    const admin = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const nome = `bench_me_${randomBytes(4).toString('hex')}`;
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    try {
      const v = await c.query<{ v: string }>('select version() as v');
      if (/pglite|emscripten/i.test(v.rows[0]?.v ?? '')) throw new Error('BENCH_PG_URL aponta para o PGlite; o benchmark é para PostgreSQL.');
      await c.query(`create database ${nome}`);
    } finally {
      await c.end();
    }
    bancoCriado = { admin, nome };
    const u = new URL(admin);
    u.pathname = `/${nome}`;
    url = u.toString();
  }

  const [portaLog, portaSemLog, portaHello] = await Promise.all([portaLivre(), portaLivre(), portaLivre()]);
  const comum = {
    DATABASE_URL: url,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    COOKIE_SECURE: 'false',
    CERT_PORT: '0',
    JWT_SECRET: randomBytes(32).toString('hex'),
    // Twenty logins a second to one demo account overlap: each counts against the account until its password
    // matches, so the per-account limit would answer 429 to the overlapping ones.
    LOGIN_MAX_FAILURES_ACCOUNT: '1000',
  };
  const arquivoLog = path.join(dataDir, 'api-info.log');
  // One after the other: the first migrates and seeds, the second finds it done.
  filhos.push(iniciarApp({ ...comum, PORT: String(portaLog), LOG_LEVEL: 'info' }, arquivoLog));
  const comLog = `http://127.0.0.1:${portaLog}`;
  await esperar(`${comLog}/wsapp/health`);
  filhos.push(iniciarApp({ ...comum, PORT: String(portaSemLog), LOG_LEVEL: 'warn' }, path.join(dataDir, 'api-warn.log')));
  const semLog = `http://127.0.0.1:${portaSemLog}`;
  filhos.push(iniciar('scripts/bench/hello.ts', { PORT: String(portaHello) }));
  const hello = `http://127.0.0.1:${portaHello}/hello`;
  await Promise.all([esperar(`${semLog}/wsapp/health`), esperar(hello)]);

  const authLog = { authorization: `Bearer ${await entrar(comLog)}` };
  const authSemLog = { authorization: `Bearer ${await entrar(semLog)}` };

  // Warm-up (JIT, connection pools, the session cache, the Argon2 workers).
  await autocannon({ url: `${comLog}/wsapp/usuario/me`, connections: 4, duration: 2, headers: authLog });
  await autocannon({ url: `${semLog}/wsapp/usuario/me`, connections: 4, duration: 2, headers: authSemLog });
  await autocannon({ url: hello, connections: 4, duration: 2 });
  // The login path too: a portal signs members in all day, and a fresh process's first logins run its code
  // unoptimized (measured: ~3 ms of the event loop's CPU a login at first, ~2 ms after a few hundred).
  for (let i = 0; i < AQUECIMENTO_LOGINS; i++) await entrar(comLog);

  const rHello: Medida[] = [];
  const rMeLog: Medida[] = [];
  const rMeSemLog: Medida[] = [];
  // The fixed-rate latencies of every round, pooled per condition: a p99 over all of them, not a median of a
  // few p99s, each of which a single stall of the machine can move.
  const ocioso = novoLado();
  const sobLogin = novoLado();
  const p99sOcioso: number[] = [];
  const p99sSobLogin: number[] = [];
  const controleOcioso = novoLado();
  const controleSobLogin = novoLado();
  const loginsMs: number[] = [];
  let loginsFeitos = 0;
  for (let i = 0; i < ROUNDS; i++) {
    rHello.push(await carga(hello, {}, filhos[2]!.pid));
    rMeLog.push(await carga(`${comLog}/wsapp/usuario/me`, authLog, filhos[0]!.pid));
    rMeSemLog.push(await carga(`${semLog}/wsapp/usuario/me`, authSemLog, filhos[1]!.pid));
    // One stream to the portal, then one to the control (bare Fastify's hello, a process the logins never reach),
    // each long enough that DURATION seconds of it fall in phases with logins and as many in phases without. What the
    // control's p99 gains is the machine's (the hashing, the database and the login client take CPU from everything
    // on it), not a stall of the portal's event loop.
    const gerador = await logins(comLog, LOGINS_POR_S);
    const portal = await cargaEmTaxa(`${comLog}/wsapp/usuario/me`, authLog, TAXA, DURACAO_INTERCALADA);
    const controle = await cargaEmTaxa(hello, null, TAXA, DURACAO_INTERCALADA);
    const l = await gerador.parar();
    if (l.falhas.length > 0) throw new Error(`${l.falhas.length} logins falharam durante a carga: ${[...new Set(l.falhas)].join(', ')}`);
    const rodada = { ocioso: novoLado(), sobLogin: novoLado() };
    separarPorFase(portal, l.fases, rodada.ocioso, rodada.sobLogin);
    p99sOcioso.push(quantil(rodada.ocioso.latencias, 0.99));
    p99sSobLogin.push(quantil(rodada.sobLogin.latencias, 0.99));
    for (const [de, para] of [[rodada.ocioso, ocioso], [rodada.sobLogin, sobLogin]] as const) {
      para.latencias.push(...de.latencias);
      para.latenciasDoDevido.push(...de.latenciasDoDevido);
    }
    separarPorFase(controle, l.fases, controleOcioso, controleSobLogin);
    loginsFeitos += l.feitos;
    loginsMs.push(l.medianaMs);
  }

  const m = (v: Medida[]) => ({ rps: mediana(v.map((x) => x.rps)), p99: mediana(v.map((x) => x.p99)), cpuUs: mediana(v.map((x) => x.cpuUs)) });
  const h = m(rHello);
  const me = m(rMeLog);
  const meSem = m(rMeSemLog);
  const p99Ocioso = quantil(ocioso.latencias, 0.99);
  const p99SobLogin = quantil(sobLogin.latencias, 0.99);
  const razao = (a: number, b: number) => a / Math.max(b, 0.001);
  // autocannon reports latency in whole milliseconds: a p99 under 1 ms reads 0, so the saturation p99 ratios
  // divide by at least its resolution (1 ms) instead of by zero.
  const razaoP99 = (a: number, b: number) => Math.max(a, 1) / Math.max(b, 1);

  console.log(`\nBenchmark — PostgreSQL; ${ROUNDS} rodadas de ${DURATION}s, ${CONNECTIONS} conexões; medianas; carga da máquina: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  console.log('rota                                          req/s    p99 (ms)');
  console.log(`GET /hello (Fastify puro)                 ${fmt(h.rps)}  ${fmt(h.p99, 1)}`);
  console.log(`GET /wsapp/usuario/me (log de requisições) ${fmt(me.rps)}  ${fmt(me.p99, 1)}`);
  console.log(`GET /wsapp/usuario/me (sem log)            ${fmt(meSem.rps)}  ${fmt(meSem.p99, 1)}`);
  console.log(`razão me/hello, com log: req/s ${razao(me.rps, h.rps).toFixed(3)} (meta ≥ 0,5)   p99 ${razaoP99(me.p99, h.p99).toFixed(2)}x (meta ≤ 3x; resolução de 1 ms)`);
  console.log(`razão me/hello, sem log: req/s ${razao(meSem.rps, h.rps).toFixed(3)}   p99 ${razaoP99(meSem.p99, h.p99).toFixed(2)}x`);
  console.log(`custo do log de requisições: ${((1 - me.rps / meSem.rps) * 100).toFixed(1)}% de req/s; p99 ${me.p99.toFixed(1)} vs ${meSem.p99.toFixed(1)} ms`);
  console.log(
    `CPU do servidor por requisição (todas as threads, µs): hello ${h.cpuUs.toFixed(0)}, me com log ${me.cpuUs.toFixed(0)}, sem log ${meSem.cpuUs.toFixed(0)}; ` +
      `hello/me (≈ razão de req/s numa máquina só sua): com log ${(h.cpuUs / me.cpuUs).toFixed(3)}, sem log ${(h.cpuUs / meSem.cpuUs).toFixed(3)}; ` +
      `o log custa ${((1 - meSem.cpuUs / me.cpuUs) * 100).toFixed(1)}% da CPU da requisição`,
  );
  console.log(
    `\nLogins (Argon2) — /wsapp/usuario/me a ${TAXA} req/s em taxa fixa: p99 ocioso ${p99Ocioso.toFixed(2)} ms; ` +
      `com ${LOGINS_POR_S} logins/s ${p99SobLogin.toFixed(2)} ms; razão ${razao(p99SobLogin, p99Ocioso).toFixed(2)}x (meta ≤ 2x)`,
  );
  console.log(
    `  ocioso e com logins intercalados em fases de ${FASE_MS} ms (sem contar os primeiros ${FASE_MARGEM_MS} ms de cada fase); ` +
      `p99 de todas as ${ROUNDS} rodadas juntas (${ocioso.latencias.length} e ${sobLogin.latencias.length} requisições), cada uma medida do envio; p99 de cada rodada: ocioso ` +
      `${p99sOcioso.map((x) => x.toFixed(2)).join(', ')}; com logins ${p99sSobLogin.map((x) => x.toFixed(2)).join(', ')} ms`,
  );
  const p99ControleOcioso = quantil(controleOcioso.latencias, 0.99);
  const p99ControleSobLogin = quantil(controleSobLogin.latencias, 0.99);
  console.log(
    `  controle — GET /hello do Fastify puro (processo que os logins não tocam), na mesma taxa: p99 ocioso ${p99ControleOcioso.toFixed(2)} ms; ` +
      `com os mesmos logins no portal ${p99ControleSobLogin.toFixed(2)} ms; razão ${razao(p99ControleSobLogin, p99ControleOcioso).toFixed(2)}x (o que é da máquina, não do portal)`,
  );
  // The same requests timed from when they were due: adds how late this machine woke the client up to send them.
  const p99Devido = (v: Lado) => quantil(v.latenciasDoDevido, 0.99);
  console.log(
    `  medidas do instante devido (somam o atraso do cliente em acordar): portal ${p99Devido(ocioso).toFixed(2)} → ${p99Devido(sobLogin).toFixed(2)} ms ` +
      `(${razao(p99Devido(sobLogin), p99Devido(ocioso)).toFixed(2)}x); controle ${p99Devido(controleOcioso).toFixed(2)} → ${p99Devido(controleSobLogin).toFixed(2)} ms ` +
      `(${razao(p99Devido(controleSobLogin), p99Devido(controleOcioso)).toFixed(2)}x)`,
  );
  console.log(`  ${loginsFeitos} logins feitos (de outro processo); mediana do login ${mediana(loginsMs).toFixed(0)} ms`);
} finally {
  for (const f of filhos) f.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (bancoCriado) {
    const c = new pg.Client({ connectionString: bancoCriado.admin });
    await c.connect();
    await c.query(`drop database if exists ${bancoCriado.nome} with (force)`);
    await c.end();
  }
}
