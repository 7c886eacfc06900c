// `npm run bench:inadimplencia`: latency of the defaulters list (GET /wsapp/area-restrita/inadimplencia) on
// PostgreSQL with the mass data of `npm run seed:inadimplencia` (50,000 people, 1,000,000 títulos). Starts
// the API against DATABASE_URL (like scripts/bench/run.ts), signs in as the seed's finance staff account
// (password + TOTP code), warms up, then sends N requests per scenario at a fixed concurrency and prints
// p50/p95/p99 per scenario, the ratio to a baseline (GET /wsapp/health, same server, same run) and PASS/FAIL
// against the target p95. The machine is shared: each scenario runs in several rounds and the figures are
// the medians of the rounds. Exit code 1 when a scenario fails the target.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { BENCH_EMAIL, BENCH_SENHA, BENCH_TOTP, MARCADOR_EMAIL } from '../seed-inadimplencia.js';
import { esperar, iniciar, mediana, portaLivre } from './processos.js';

const REQUISICOES = Number(process.env.BENCH_REQUESTS ?? 200);
const CONCORRENCIA = Number(process.env.BENCH_CONCURRENCY ?? 4);
const RODADAS = Number(process.env.BENCH_ROUNDS ?? 3);
const AQUECIMENTO = Number(process.env.BENCH_WARMUP ?? 30);
const META_P95_MS = 300;

/** The seed's staff account and what the database holds, or a clear refusal when it was not seeded. */
async function verificarBanco(url: string): Promise<{ cpf: string; pessoas: number; titulos: number; inadimplentes: number }> {
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  try {
    const versao = await cliente.query<{ v: string }>('select version() as v');
    if (/pglite|emscripten/i.test(versao.rows[0]?.v ?? '')) throw new Error('DATABASE_URL aponta para o PGlite; o benchmark é para PostgreSQL.');
    const conta = await cliente.query<{ cpf: string }>('select cpf from pessoas where email = $1', [BENCH_EMAIL]).catch(() => ({ rows: [] }));
    const cpf = conta.rows[0]?.cpf;
    if (!cpf) throw new Error('Este banco não tem os dados em massa. Rode antes: npm run seed:inadimplencia');
    const r = await cliente.query<{ pessoas: string; titulos: string; inadimplentes: string }>(
      `select (select count(*) from pessoas where email like '%' || $1) as pessoas,
              (select count(*) from titulos) as titulos,
              (select count(distinct pessoa_id) from titulos
                where status = 'aberto' and origem in ('anuidade', 'parcela_acordo', 'multa') and vencimento < current_date) as inadimplentes`,
      [MARCADOR_EMAIL],
    );
    const l = r.rows[0];
    return { cpf, pessoas: Number(l?.pessoas ?? 0), titulos: Number(l?.titulos ?? 0), inadimplentes: Number(l?.inadimplentes ?? 0) };
  } finally {
    await cliente.end();
  }
}

/** Password, then the authenticator code (staff have the second factor on), as the web does. */
async function entrar(base: string, cpf: string): Promise<string> {
  const login = await fetch(`${base}/wsapp/usuario/login-colaborador`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: cpf, password: BENCH_SENHA }),
  });
  if (login.status !== 200) throw new Error(`login da conta do benchmark falhou: ${login.status} ${await login.text()}`);
  const etapa = (await login.json()) as { desafio?: string; token?: string };
  if (etapa.token) return etapa.token;
  if (!etapa.desafio) throw new Error('login sem desafio nem token');
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(BENCH_TOTP) });
  // A code is accepted once: a run right after another waits for the next 30-second step.
  for (let tentativa = 0; tentativa < 2; tentativa++) {
    const r = await fetch(`${base}/wsapp/usuario/login/2fa`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ desafio: etapa.desafio, codigo: totp.generate() }),
    });
    if (r.status === 200) return ((await r.json()) as { token: string }).token;
    if (tentativa === 0 && r.status === 400) {
      await new Promise((ok) => setTimeout(ok, 30_000 - (Date.now() % 30_000) + 500));
      continue;
    }
    throw new Error(`segundo fator da conta do benchmark falhou: ${r.status} ${await r.text()}`);
  }
  throw new Error('segundo fator da conta do benchmark falhou');
}

interface Cenario {
  nome: string;
  caminho: string;
  /** The baseline is not judged against the target. */
  referencia?: boolean;
}

/** `total` requests, `concorrencia` at a time; the latency of each (ms), sorted. Any non-200 stops the run. */
async function medir(url: string, headers: Record<string, string>, total: number, concorrencia: number): Promise<number[]> {
  const tempos: number[] = [];
  let enviados = 0;
  await Promise.all(
    Array.from({ length: concorrencia }, async () => {
      while (enviados < total) {
        enviados++;
        const inicio = performance.now();
        const r = await fetch(url, { headers });
        await r.arrayBuffer();
        tempos.push(performance.now() - inicio);
        if (r.status !== 200) throw new Error(`${url}: resposta ${r.status}`);
      }
    }),
  );
  return tempos.sort((a, b) => a - b);
}

const percentil = (ordenados: number[], p: number) => ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)] ?? 0;

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('Defina DATABASE_URL com o PostgreSQL onde rodou "npm run seed:inadimplencia".');
    process.exit(1);
  }
  const banco = await verificarBanco(url);
  const anoAnterior = new Date().getFullYear() - 1;
  const cenarios: Cenario[] = [
    { nome: 'GET /wsapp/health (referência)', caminho: '/wsapp/health', referencia: true },
    { nome: 'padrão (maior valor, página 1)', caminho: '/wsapp/area-restrita/inadimplencia' },
    { nome: 'página 50', caminho: '/wsapp/area-restrita/inadimplencia?pagina=50' },
    { nome: 'busca por nome "maria silva"', caminho: `/wsapp/area-restrita/inadimplencia?busca=${encodeURIComponent('maria silva')}` },
    { nome: 'atraso acima de 365 dias', caminho: '/wsapp/area-restrita/inadimplencia?atraso=acima_365' },
    { nome: `exercício ${anoAnterior}`, caminho: `/wsapp/area-restrita/inadimplencia?exercicio=${anoAnterior}` },
    { nome: 'ordem por nome', caminho: '/wsapp/area-restrita/inadimplencia?ordem=nome' },
  ];

  const filhos: ChildProcess[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-inad-'));
  try {
    const porta = await portaLivre();
    filhos.push(
      iniciar('apps/api/src/server.ts', {
        PORT: String(porta),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        // Production-like but on this machine: the sandbox and the outbox, no PSP and no mail server (env.ts).
        TESTE_LOCAL: 'true',
        PUBLIC_URL: `http://127.0.0.1:${porta}`,
        COOKIE_SECURE: 'false',
        CERT_PORT: '0',
        USER_TOKEN_TTL_MIN: '120',
      }),
    );
    const base = `http://127.0.0.1:${porta}`;
    await esperar(`${base}/wsapp/health`);
    const headers = { authorization: `Bearer ${await entrar(base, banco.cpf)}` };

    // Warm-up (JIT, connection pool, PostgreSQL's caches), and a check that each scenario lists someone.
    for (const c of cenarios) {
      await medir(`${base}${c.caminho}`, headers, AQUECIMENTO, CONCORRENCIA);
      if (!c.referencia) {
        const r = (await (await fetch(`${base}${c.caminho}`, { headers })).json()) as { itens: unknown[]; totais: { pessoas: number } };
        if (r.itens.length === 0) throw new Error(`${c.nome}: a página veio vazia (${r.totais.pessoas} pessoas no filtro)`);
      }
    }

    const rodadas = new Map<string, { p50: number[]; p95: number[]; p99: number[] }>(cenarios.map((c) => [c.nome, { p50: [], p95: [], p99: [] }]));
    for (let i = 0; i < RODADAS; i++) {
      for (const c of cenarios) {
        const t = await medir(`${base}${c.caminho}`, headers, REQUISICOES, CONCORRENCIA);
        const r = rodadas.get(c.nome)!;
        r.p50.push(percentil(t, 50));
        r.p95.push(percentil(t, 95));
        r.p99.push(percentil(t, 99));
      }
    }

    const numero = (n: number) => n.toLocaleString('pt-BR');
    console.log(
      `\nInadimplência — PostgreSQL com ${numero(banco.pessoas)} pessoas, ${numero(banco.titulos)} títulos, ${numero(banco.inadimplentes)} inadimplentes; ` +
        `${RODADAS} rodadas de ${REQUISICOES} requisições por cenário, ${CONCORRENCIA} simultâneas; medianas das rodadas (ms); ${os.cpus().length} núcleos`,
    );
    const ref = rodadas.get(cenarios[0]!.nome)!;
    const refP95 = Math.max(mediana(ref.p95), 0.001);
    console.log(
      `${'cenário'.padEnd(38)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}${'p95/ref'.padStart(9)}  meta p95 < ${META_P95_MS} ms`,
    );
    let falhou = false;
    for (const c of cenarios) {
      const r = rodadas.get(c.nome)!;
      const p95 = mediana(r.p95);
      const veredito = c.referencia ? '—' : p95 < META_P95_MS ? 'PASS' : 'FAIL';
      if (veredito === 'FAIL') falhou = true;
      console.log(
        `${c.nome.padEnd(38)}${mediana(r.p50).toFixed(1).padStart(8)}${p95.toFixed(1).padStart(8)}${mediana(r.p99).toFixed(1).padStart(8)}` +
          `${`${(p95 / refP95).toFixed(1)}x`.padStart(9)}  ${veredito}`,
      );
    }
    if (falhou) process.exitCode = 1;
  } finally {
    for (const f of filhos) f.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
