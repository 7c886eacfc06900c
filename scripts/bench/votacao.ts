// `npm run bench:votacao`: an election under a rush, on PostgreSQL (DATABASE_URL, a database of its own: the
// bench adds ELEITORES voters to it; BENCH_VOTACAO_ELEITORES, default 5,000). Starts the API like
// scripts/bench/run.ts, then in one run:
//   1. GET /wsapp/health, as many requests and at the same concurrency as the votes: the baseline;
//   2. staff create a poll with three guardians; the guardians' key ceremony through the API (the library playing
//      their browsers); staff open it (the list of voters frozen at the opening);
//   3. the encrypted ballots are made before the timed part (cifrarCedula, as the browser; a pool of up to 500
//      distinct ballots reused in turn: the server's check costs the same for each);
//   4. every voter votes once (POST /wsapp/votacoes/{id}/voto), 64 at a time: the server checks each ballot's proofs
//      (its worker pool) and chains its code;
//   5. staff close; guardians 1 and 2 decrypt the tally; staff publish.
// Prints ballots verified per second and the p50/p95 of the vote route against the baseline, and asserts from the
// database that ballots = chained codes = voters who voted = ELEITORES, the chain has no gap, the decrypted counts
// are the choices made, and the votes took at most ORCAMENTO_MS (exit code 1 otherwise). The budget is ADR 059's:
// 12 ms of wall clock per ballot (5,000 in one minute) became 60 ms (5,000 in five minutes) with the proofs' check.
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  avaliarPolinomio,
  cifraDeJson,
  cifrarCedula,
  cifrarParte,
  decifrarParcial,
  decifrarParte,
  gerarPolinomio,
  hexParaBytes,
  pontoDeHex,
  publicarGuardiao,
  type CedulaCifradaJson,
  type GuardiaoPublicoJson,
} from '@portal/contracts/votacao-cripto';
import pg from 'pg';
import { connectDatabase } from '../../apps/api/src/db/client.js';
import { inscricoes, pessoas, sessoes, usuarios } from '../../apps/api/src/db/schema/index.js';
import { TokenService } from '../../apps/api/src/lib/tokens.js';
import { esperar, iniciar, portaLivre } from './processos.js';

const ELEITORES = Number(process.env.BENCH_VOTACAO_ELEITORES ?? 5_000);
const CEDULAS_DISTINTAS = Math.min(ELEITORES, 500);
const ORCAMENTO_MS = ELEITORES * 60;
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
        try {
          const r = await pedidos[i]!();
          await r.arrayBuffer();
          status.push(r.status);
        } catch {
          status.push(0); // the connection failed: counted, not fatal
        }
        tempos.push(performance.now() - t0);
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
    while (cpfs.size < ELEITORES + 4) cpfs.add(cpfAleatorio());
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
    // Staff with the voting permission, and three guardians (collaborators: no inscrição).
    const pessoaEToken = async (cpf: string, nome: string, permissoes: string[]) => {
      const [p] = await db.insert(pessoas).values({ cpf, nome, email: `bench-${randomUUID()}@bench.local` }).returning({ id: pessoas.id });
      const [u] = await db.insert(usuarios).values({ pessoaId: p!.id, senhaHash: 'x', permissoes, emailConfirmadoEm: new Date() }).returning({ id: usuarios.id });
      const [s] = await db.insert(sessoes).values({ usuarioId: u!.id, refreshHash: randomBytes(32).toString('hex'), metodo: 'bench', expiraEm }).returning({ id: sessoes.id });
      return { usuarioId: u!.id, h: { authorization: `Bearer ${await tokens.tokenUsuario(u!.id, s!.id)}`, 'content-type': 'application/json' } };
    };
    const staff = (await pessoaEToken(listaCpfs[ELEITORES]!, 'Servidor Bench', ['CLI_PermissaoVotacao'])).h;
    const guardioes = [];
    for (let i = 1; i <= 3; i++) guardioes.push(await pessoaEToken(listaCpfs[ELEITORES + i]!, `Guardião Bench ${i}`, []));
    const preparoMs = performance.now() - t0;

    const chamar = async (metodo: string, caminho: string, h: Record<string, string>, corpo?: unknown, esperado = 200) => {
      const r = await fetch(`${base}/wsapp${caminho}`, { method: metodo, headers: h, body: corpo === undefined ? (metodo === 'GET' ? undefined : '{}') : JSON.stringify(corpo) });
      if (r.status !== esperado) throw new Error(`${metodo} ${caminho}: ${r.status} ${await r.text()}`);
      return r.json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    };

    // The poll with three guardians (quorum 2), the ceremony, the opening (which freezes the voters).
    const votacao = (await chamar(
      'POST',
      '/votacoes-admin',
      staff,
      {
        titulo: `Bench ${randomUUID().slice(0, 6)}`,
        tipo: 'eleicao',
        elegibilidade: 'regular_em_dia',
        abreEm: new Date(Date.now() - 60_000).toISOString(),
        fechaEm: new Date(Date.now() + 6 * 3_600_000).toISOString(),
        opcoes: ['Chapa 1', 'Chapa 2', 'Chapa 3'],
        guardioes: guardioes.map((g) => g.usuarioId),
        quorum: 2,
      },
      201,
    )) as { id: string; opcoes: { id: string }[] };
    const tc = performance.now();
    await chamar('POST', `/votacoes-admin/${votacao.id}/cerimonia`, staff);
    const polinomios: bigint[][] = [];
    for (const [i, g] of guardioes.entries()) {
      const eu = await chamar('GET', `/votacoes-guardiao/${votacao.id}`, g.h);
      polinomios.push(gerarPolinomio(eu.quorum));
      await chamar('POST', `/votacoes-guardiao/${votacao.id}/chave`, g.h, publicarGuardiao(hexParaBytes(eu.hashBase), i + 1, polinomios[i]!));
    }
    for (const [i, g] of guardioes.entries()) {
      const eu = await chamar('GET', `/votacoes-guardiao/${votacao.id}`, g.h);
      const partes = (eu.guardioes as { indice: number; publico: GuardiaoPublicoJson }[])
        .filter((o) => o.indice !== i + 1)
        .map((o) => cifrarParte(hexParaBytes(eu.hashBase), i + 1, o.indice, pontoDeHex(o.publico.compromissos[0]!), avaliarPolinomio(polinomios[i]!, o.indice)));
      await chamar('POST', `/votacoes-guardiao/${votacao.id}/partes`, g.h, { partes });
    }
    const segredos: bigint[] = [];
    for (const [i, g] of guardioes.entries()) {
      const eu = await chamar('GET', `/votacoes-guardiao/${votacao.id}`, g.h);
      segredos.push(
        (eu.partesParaMim as Parameters<typeof decifrarParte>[2][]).reduce((s, p) => s + decifrarParte(hexParaBytes(eu.hashBase), polinomios[i]![0]!, p), avaliarPolinomio(polinomios[i]!, i + 1)),
      );
      await chamar('POST', `/votacoes-guardiao/${votacao.id}/conferencia`, g.h, { confere: true });
    }
    const cerimoniaMs = performance.now() - tc;
    const t1 = performance.now();
    const aberta = (await chamar('POST', `/votacoes-admin/${votacao.id}/abertura`, staff)) as {
      comparecimento: { eleitores: number };
      cripto: { chaveConjunta: string; hashEstendido: string; minimo: number; maximo: number };
    };
    const aberturaMs = performance.now() - t1;

    // The ballots, made as the browser makes them, before the timed part: option i % 3 for voter i.
    const t2 = performance.now();
    const contexto = { ...aberta.cripto, opcoes: 3 };
    const distintas: CedulaCifradaJson[][] = [[], [], []];
    for (let i = 0; i < CEDULAS_DISTINTAS; i++) distintas[i % 3]!.push(cifrarCedula(contexto, [i % 3]).cedula);
    const corpos = cabecalhos.map((_, i) => JSON.stringify({ cedula: distintas[i % 3]![Math.floor(i / 3) % distintas[i % 3]!.length] }));
    const cifragemMs = performance.now() - t2;

    // Warm-up (JIT, pools), then the baseline at the same concurrency and count as the votes.
    await onda(Array.from({ length: 500 }, () => () => fetch(`${base}/wsapp/health`)));
    const saude = await onda(Array.from({ length: ELEITORES }, () => () => fetch(`${base}/wsapp/health`)));

    // Every voter, once: the encrypted ballot checked by the server (proofs) and chained.
    const votos = await onda(cabecalhos.map((h, i) => () => fetch(`${base}/wsapp/votacoes/${votacao.id}/voto`, { method: 'POST', headers: h, body: corpos[i] })));
    const aceitos = votos.status.filter((s) => s === 201).length;
    const outras = votos.status.filter((s) => s !== 201);

    const banco = await cliente.query<{ cedulas: number; codigos: number; votantes: number; encadeadas: number; maior: number }>(
      `select (select count(*)::int from votacao_cedulas where votacao_id = $1) as cedulas,
              (select count(distinct codigo)::int from votacao_cedulas where votacao_id = $1) as codigos,
              (select coalesce(max(sequencia), 0)::int from votacao_cedulas where votacao_id = $1) as maior,
              (select count(*)::int from votacao_votantes where votacao_id = $1) as votantes,
              (select cedulas_encadeadas from votacoes where id = $1) as encadeadas`,
      [votacao.id],
    );
    const b = banco.rows[0]!;

    // The close and the tally: guardians 1 and 2 decrypt, staff publish; the counts are the choices made.
    const t3 = performance.now();
    await chamar('POST', `/votacoes-admin/${votacao.id}/encerramento`, staff);
    for (const i of [0, 1]) {
      const eu = await chamar('GET', `/votacoes-guardiao/${votacao.id}`, guardioes[i]!.h);
      const parciais = (eu.apuracao as { alfa: string; beta: string }[]).map((c) => decifrarParcial(hexParaBytes(eu.hashEstendido), i + 1, segredos[i]!, cifraDeJson(c)));
      await chamar('POST', `/votacoes-guardiao/${votacao.id}/decifracao`, guardioes[i]!.h, { parciais });
    }
    await chamar('POST', `/votacoes-admin/${votacao.id}/publicacao`, staff);
    const resultado = (await chamar('GET', `/votacoes/${votacao.id}/resultado`, cabecalhos[0]!)) as { opcoes: { votos: number }[]; totalCedulas: number };
    const apuracaoMs = performance.now() - t3;
    const esperadas = [0, 1, 2].map((j) => Array.from({ length: ELEITORES }, (_, i) => i % 3).filter((x) => x === j).length);
    const contagens = resultado.opcoes.map((o) => o.votos);

    const ref = Math.max(percentil(saude.tempos, 95), 0.001);
    const linha = (nome: string, r: Onda) =>
      `${nome.padEnd(40)}${percentil(r.tempos, 50).toFixed(1).padStart(8)}${percentil(r.tempos, 95).toFixed(1).padStart(8)}${`${(percentil(r.tempos, 95) / ref).toFixed(1)}x`.padStart(9)}${r.duracaoMs.toFixed(0).padStart(9)}`;
    console.log(`\nVotação secreta — PostgreSQL; ${CONCORRENCIA} requisições em voo; ${os.cpus().length} núcleos`);
    console.log(`preparo: ${ELEITORES} eleitores e sessões em ${(preparoMs / 1000).toFixed(1)} s; cerimônia de 3 guardiões pela API em ${cerimoniaMs.toFixed(0)} ms; abertura (lista de ${aberta.comparecimento.eleitores} eleitores congelada) em ${aberturaMs.toFixed(0)} ms`);
    console.log(`cédulas cifradas antes da medição: ${CEDULAS_DISTINTAS} distintas em ${(cifragemMs / 1000).toFixed(1)} s (${(cifragemMs / CEDULAS_DISTINTAS).toFixed(0)} ms cada, como no navegador)`);
    console.log(`${'rota'.padEnd(40)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p95/ref'.padStart(9)}${'total ms'.padStart(9)}`);
    console.log(linha(`GET /wsapp/health ×${ELEITORES} (referência)`, saude));
    console.log(linha(`POST votacoes/{id}/voto ×${ELEITORES}`, votos));
    console.log(
      `\nvotos: ${aceitos} aceitos, ${outras.length} outras respostas; ${((aceitos / votos.duracaoMs) * 1000).toFixed(1)} cédulas verificadas e encadeadas por segundo; ${(votos.duracaoMs / 1000).toFixed(1)} s no total (orçamento ${(ORCAMENTO_MS / 1000).toFixed(0)} s)`,
    );
    console.log(`banco: cédulas ${b.cedulas}, códigos distintos ${b.codigos}, maior sequência ${b.maior}, cadeia ${b.encadeadas}, eleitores que votaram ${b.votantes}`);
    console.log(`apuração (encerramento, 2 decifrações, publicação) em ${(apuracaoMs / 1000).toFixed(1)} s: ${contagens.join(', ')} (esperado ${esperadas.join(', ')})`);

    const falhas: string[] = [];
    if (aberta.comparecimento.eleitores < ELEITORES) falhas.push(`a lista congelou ${aberta.comparecimento.eleitores} eleitores`);
    if ([aceitos, b.cedulas, b.codigos, b.maior, b.encadeadas, b.votantes].some((n) => n !== ELEITORES)) falhas.push(`esperava cédulas = códigos = cadeia = votantes = ${ELEITORES}`);
    if (outras.length > 0) falhas.push(`respostas inesperadas: ${[...new Set(outras)].join(',')}`);
    if (contagens.join() !== esperadas.join() || resultado.totalCedulas !== ELEITORES) falhas.push(`a apuração decifrada (${contagens.join(', ')}) não é a esperada (${esperadas.join(', ')})`);
    if (votos.duracaoMs > ORCAMENTO_MS) falhas.push(`os ${ELEITORES} votos levaram mais de ${ORCAMENTO_MS / 1000} s`);
    if (falhas.length > 0) {
      console.log(`FAIL: ${falhas.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log(`PASS: cédulas = códigos encadeados = eleitores que votaram = ${ELEITORES}, apuração decifrada certa, dentro do orçamento.`);
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
