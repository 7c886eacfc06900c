// `npm run bench:votacao`: an election under a rush, on PostgreSQL (DATABASE_URL, a database of its own: the
// bench adds 5,000 voters to it). Starts the API like scripts/bench/run.ts, then in one run:
//   1. GET /wsapp/health, as many requests and at the same concurrency as the votes: the baseline;
//   2. staff create and open a poll (the list of 5,000 voters frozen at the opening);
//   3. 5,000 voters each vote once (POST /wsapp/votacoes/{id}/voto), 64 at a time, within one minute.
// Prints votes per second and the p50/p95 of the vote route against the baseline, and asserts from the
// database that ballots = receipts = voters who voted = 5,000 (exit code 1 otherwise).
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { connectDatabase } from '../../apps/api/src/db/client.js';
import { inscricoes, pessoas, sessoes, usuarios } from '../../apps/api/src/db/schema/index.js';
import { TokenService } from '../../apps/api/src/lib/tokens.js';
import { esperar, iniciar, portaLivre } from './processos.js';

const ELEITORES = 5_000;
const CONCORRENCIA = 64;
const LOTE_SQL = 1_000;

function cpfAleatorio(): string {
  const d = Array.from({ length: 9 }, () => randomInt(10));
  for (const n of [9, 10]) {
    const soma = d.reduce((s, x, i) => s + x * (n + 1 - i), 0);
    d.push(((soma * 10) % 11) % 10);
  }
  return d.join('');
}

const percentil = (ordenados: number[], p: number) => ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)] ?? 0;

interface Onda {
  tempos: number[];
  status: number[];
  duracaoMs: number;
}

/** The requests, `CONCORRENCIA` in flight at a time; latency of each (ms), sorted, and the wall time. */
async function onda(pedidos: (() => Promise<Response>)[]): Promise<Onda> {
  const tempos: number[] = [];
  const status: number[] = [];
  let proximo = 0;
  const inicio = performance.now();
  await Promise.all(
    Array.from({ length: CONCORRENCIA }, async () => {
      for (let i = proximo++; i < pedidos.length; i = proximo++) {
        const t0 = performance.now();
        const r = await pedidos[i]!();
        await r.arrayBuffer();
        tempos.push(performance.now() - t0);
        status.push(r.status);
      }
    }),
  );
  return { tempos: tempos.sort((a, b) => a - b), status, duracaoMs: performance.now() - inicio };
}

function emLotes<T>(itens: T[]): T[][] {
  const lotes: T[][] = [];
  for (let i = 0; i < itens.length; i += LOTE_SQL) lotes.push(itens.slice(i, i + LOTE_SQL));
  return lotes;
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('Defina DATABASE_URL com um banco PostgreSQL próprio para o benchmark (ele cria 5.000 eleitores).');
    process.exit(1);
  }
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  const versao = await cliente.query<{ v: string }>('select version() as v');
  if (/pglite|emscripten/i.test(versao.rows[0]?.v ?? '')) throw new Error('DATABASE_URL aponta para o PGlite; o benchmark é para PostgreSQL.');

  const filhos: ChildProcess[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-votacao-'));
  const segredo = randomBytes(32).toString('hex');
  const database = connectDatabase(url, 8);
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
        JWT_SECRET: segredo,
        USER_TOKEN_TTL_MIN: '120',
      }),
    );
    const base = `http://127.0.0.1:${porta}`;
    await esperar(`${base}/wsapp/health`);

    // 5,000 lawyers up to date, their accounts and sessions, in bulk straight in the database (the bench
    // measures voting, not signing in); each token signed as the login would.
    const db = database.db;
    const tokens = new TokenService(segredo, { appMin: 30, userMin: 120 });
    const t0 = performance.now();
    const cpfs = new Set<string>();
    while (cpfs.size < ELEITORES + 1) cpfs.add(cpfAleatorio());
    const numeros = new Set<string>();
    while (numeros.size < ELEITORES) numeros.add(String(randomInt(1_000_000, 9_999_999)));
    const listaCpfs = [...cpfs];
    const listaNumeros = [...numeros];
    const pessoasCriadas: { id: string }[] = [];
    for (const lote of emLotes(listaCpfs.slice(0, ELEITORES))) {
      pessoasCriadas.push(
        ...(await db
          .insert(pessoas)
          .values(lote.map((cpf) => ({ cpf, nome: `Eleitor Bench ${cpf.slice(0, 5)}`, email: `bench-${randomUUID()}@bench.local` })))
          .onConflictDoNothing()
          .returning({ id: pessoas.id })),
      );
    }
    if (pessoasCriadas.length !== ELEITORES) throw new Error(`esperava ${ELEITORES} pessoas novas (o banco deve ser novo); criadas ${pessoasCriadas.length}`);
    const usuariosCriados: { id: string }[] = [];
    for (const [k, lote] of emLotes(pessoasCriadas).entries()) {
      await db
        .insert(inscricoes)
        .values(lote.map((p, i) => ({ pessoaId: p.id, numero: listaNumeros[k * LOTE_SQL + i]!, uf: 'GO', tipo: 'principal' as const, situacao: 'regular' as const, dataInscricao: '2015-01-01' })));
      usuariosCriados.push(
        ...(await db
          .insert(usuarios)
          .values(lote.map((p) => ({ pessoaId: p.id, senhaHash: 'x', permissoes: [], emailConfirmadoEm: new Date() })))
          .returning({ id: usuarios.id })),
      );
    }
    const expiraEm = new Date(Date.now() + 2 * 3_600_000);
    const cabecalhos: Record<string, string>[] = [];
    for (const lote of emLotes(usuariosCriados)) {
      const s = await db
        .insert(sessoes)
        .values(lote.map((u) => ({ usuarioId: u.id, refreshHash: randomBytes(32).toString('hex'), metodo: 'bench', ip: '127.0.0.1', expiraEm })))
        .returning({ id: sessoes.id, usuarioId: sessoes.usuarioId });
      for (const x of s) cabecalhos.push({ authorization: `Bearer ${await tokens.tokenUsuario(x.usuarioId, x.id)}`, 'content-type': 'application/json' });
    }
    // Staff with the voting permission.
    const [pStaff] = await db.insert(pessoas).values({ cpf: listaCpfs[ELEITORES]!, nome: 'Servidor Bench', email: `bench-${randomUUID()}@bench.local` }).returning({ id: pessoas.id });
    const [uStaff] = await db.insert(usuarios).values({ pessoaId: pStaff!.id, senhaHash: 'x', permissoes: ['CLI_PermissaoVotacao'], emailConfirmadoEm: new Date() }).returning({ id: usuarios.id });
    const [sStaff] = await db.insert(sessoes).values({ usuarioId: uStaff!.id, refreshHash: randomBytes(32).toString('hex'), metodo: 'bench', expiraEm }).returning({ id: sessoes.id });
    const staff = { authorization: `Bearer ${await tokens.tokenUsuario(uStaff!.id, sStaff!.id)}`, 'content-type': 'application/json' };
    const preparoMs = performance.now() - t0;

    // The poll, created and opened by staff (the opening freezes the 5,000 voters).
    const c = await fetch(`${base}/wsapp/votacoes-admin`, {
      method: 'POST',
      headers: staff,
      body: JSON.stringify({
        titulo: `Bench ${randomUUID().slice(0, 6)}`,
        tipo: 'eleicao',
        elegibilidade: 'regular_em_dia',
        abreEm: new Date(Date.now() - 60_000).toISOString(),
        fechaEm: new Date(Date.now() + 3_600_000).toISOString(),
        opcoes: ['Chapa 1', 'Chapa 2', 'Chapa 3'],
      }),
    });
    if (c.status !== 201) throw new Error(`criar: ${c.status} ${await c.text()}`);
    const votacao = (await c.json()) as { id: string; opcoes: { id: string }[] };
    const t1 = performance.now();
    const a = await fetch(`${base}/wsapp/votacoes-admin/${votacao.id}/abertura`, { method: 'POST', headers: staff, body: '{}' });
    if (a.status !== 200) throw new Error(`abrir: ${a.status} ${await a.text()}`);
    const aberturaMs = performance.now() - t1;
    const aberta = (await a.json()) as { comparecimento: { eleitores: number } };

    // Warm-up (JIT, pools), then the baseline at the same concurrency and count as the votes.
    await onda(Array.from({ length: 500 }, () => () => fetch(`${base}/wsapp/health`)));
    const saude = await onda(Array.from({ length: ELEITORES }, () => () => fetch(`${base}/wsapp/health`)));

    // 5,000 voters, each once.
    const votos = await onda(
      cabecalhos.map((h, i) => () =>
        fetch(`${base}/wsapp/votacoes/${votacao.id}/voto`, { method: 'POST', headers: h, body: JSON.stringify({ opcaoId: votacao.opcoes[i % 3]!.id }) }),
      ),
    );
    const aceitos = votos.status.filter((s) => s === 201).length;
    const outras = votos.status.filter((s) => s !== 201);

    const banco = await cliente.query<{ cedulas: number; recibos: number; votantes: number }>(
      `select (select count(*)::int from votacao_cedulas where votacao_id = $1) as cedulas,
              (select count(*)::int from votacao_recibos where votacao_id = $1) as recibos,
              (select count(*)::int from votacao_votantes where votacao_id = $1) as votantes`,
      [votacao.id],
    );
    const b = banco.rows[0]!;

    const ref = Math.max(percentil(saude.tempos, 95), 0.001);
    const linha = (nome: string, r: Onda) =>
      `${nome.padEnd(40)}${percentil(r.tempos, 50).toFixed(1).padStart(8)}${percentil(r.tempos, 95).toFixed(1).padStart(8)}${`${(percentil(r.tempos, 95) / ref).toFixed(1)}x`.padStart(9)}${r.duracaoMs.toFixed(0).padStart(9)}`;
    console.log(`\nVotação secreta — PostgreSQL; ${CONCORRENCIA} requisições em voo; ${os.cpus().length} núcleos`);
    console.log(`preparo: ${ELEITORES} eleitores e sessões em ${(preparoMs / 1000).toFixed(1)} s; abertura (lista de ${aberta.comparecimento.eleitores} eleitores congelada) em ${aberturaMs.toFixed(0)} ms`);
    console.log(`${'rota'.padEnd(40)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p95/ref'.padStart(9)}${'total ms'.padStart(9)}`);
    console.log(linha(`GET /wsapp/health ×${ELEITORES} (referência)`, saude));
    console.log(linha(`POST votacoes/{id}/voto ×${ELEITORES}`, votos));
    console.log(`\nvotos: ${aceitos} aceitos, ${outras.length} outras respostas; ${((aceitos / votos.duracaoMs) * 1000).toFixed(1)} votos/s; ${(votos.duracaoMs / 1000).toFixed(1)} s no total`);
    console.log(`banco: cédulas ${b.cedulas}, recibos ${b.recibos}, eleitores que votaram ${b.votantes}`);

    const falhas: string[] = [];
    if (aberta.comparecimento.eleitores < ELEITORES) falhas.push(`a lista congelou ${aberta.comparecimento.eleitores} eleitores`);
    if (aceitos !== ELEITORES || b.cedulas !== ELEITORES || b.recibos !== ELEITORES || b.votantes !== ELEITORES) falhas.push(`esperava cédulas = recibos = votantes = ${ELEITORES}`);
    if (outras.length > 0) falhas.push(`respostas inesperadas: ${[...new Set(outras)].join(',')}`);
    if (votos.duracaoMs > 60_000) falhas.push(`os ${ELEITORES} votos levaram mais de um minuto`);
    if (falhas.length > 0) {
      console.log(`FAIL: ${falhas.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log(`PASS: cédulas = recibos = eleitores que votaram = ${ELEITORES}, em menos de um minuto.`);
    }
  } finally {
    for (const f of filhos) f.kill('SIGTERM');
    await database.close();
    await cliente.end();
    await new Promise((r) => setTimeout(r, 1500));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
