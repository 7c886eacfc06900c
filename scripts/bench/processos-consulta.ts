// `npm run bench:processos`: the consulta processual at scale, on PostgreSQL. Creates a fresh database (on
// BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres; dropped at the end), applies the migrations,
// seeds 200,000 processes with 400,000 parties, 200,000 party lawyers (2,000 lawyers, ~100 processes each),
// 2,000,000 movements, 100,000 deadlines and 40 sessions with agendas (generate_series SQL), starts the API and
// measures, in one run and at the same concurrency:
//   GET /wsapp/health (the baseline), search by number, search by party name, /processos/meus of a lawyer.
// Prints p50/p95 and the ratio to the baseline; target p95 under 100 ms. Exit code 1 when a target is missed.
// BENCH_PROCESSOS_BANCO=<name> keeps the seeded database under that name and reuses it on the next run (the seed
// takes minutes); drop it by hand when done.
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { connectDatabase, runMigrations } from '../../apps/api/src/db/client.js';
import { usuarios } from '../../apps/api/src/db/schema/index.js';
import { TokenService } from '../../apps/api/src/lib/tokens.js';
import { abrirSessao } from '../../apps/api/src/modules/auth/sessao.service.js';
import { esperar, iniciar, portaLivre } from './processos.js';

const PROCESSOS = 200_000;
const MOVIMENTOS_POR_PROCESSO = 10;
const ADVOGADOS = 2_000;
const PEDIDOS = Number(process.env.BENCH_REQUESTS ?? 200);
const CONCORRENCIA = Number(process.env.BENCH_CONCURRENCY ?? 4);
const META_P95_MS = 100;

const PRIMEIROS = ['Ana', 'Bruno', 'Carla', 'Daniel', 'Eduarda', 'Fabio', 'Gabriela', 'Heitor', 'Isabela', 'Joao', 'Karina', 'Leonardo', 'Mariana', 'Nelson', 'Olivia', 'Paulo', 'Renata', 'Sergio', 'Tatiana', 'Vitor', 'Wesley', 'Yasmin', 'Lucas', 'Helena', 'Rafael', 'Beatriz', 'Gustavo', 'Larissa', 'Thiago', 'Camila'];
const SOBRENOMES = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa', 'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas', 'Cardoso', 'Ramos', 'Goncalves', 'Santana', 'Teixeira', 'Araujo', 'Pinto', 'Correia', 'Moura', 'Cavalcanti'];

const percentil = (v: number[], p: number) => v[Math.min(v.length - 1, Math.ceil((p / 100) * v.length) - 1)] ?? 0;
const sqlLista = (v: string[]) => `array[${v.map((x) => `'${x}'`).join(',')}]`;

/** `total` requests, `concorrencia` at a time; each latency in ms, sorted. Fails on any non-200. */
async function medir(total: number, concorrencia: number, pedido: (i: number) => Promise<Response>): Promise<number[]> {
  const tempos: number[] = [];
  let proximo = 0;
  await Promise.all(
    Array.from({ length: concorrencia }, async () => {
      for (let i = proximo++; i < total; i = proximo++) {
        const t0 = performance.now();
        const r = await pedido(i);
        const corpo = await r.text();
        tempos.push(performance.now() - t0);
        if (r.status !== 200) throw new Error(`resposta ${r.status} de ${r.url}: ${corpo.slice(0, 200)}`);
      }
    }),
  );
  return tempos.sort((a, b) => a - b);
}

async function semear(c: pg.Client): Promise<void> {
  // Deterministic ids shaped as version-4 UUIDs (the API's schemas check the version and variant).
  await c.query(`create function bench_uuid(t text) returns uuid language sql immutable as
    $$ select (substr(md5(t), 1, 12) || '4' || substr(md5(t), 14, 3) || '8' || substr(md5(t), 18, 15))::uuid $$`);
  const p = PRIMEIROS.length;
  const s = SOBRENOMES.length;
  await c.query(`
    insert into pessoas (id, cpf, nome, email)
    select bench_uuid('adv' || g), '8' || lpad(g::text, 10, '0'), 'Advogado Bench ' || g, 'adv' || g || '@bench-processos.invalid'
    from generate_series(1, ${ADVOGADOS}) g`);
  await c.query(`
    insert into processos (id, numero, classe, assunto, orgao, fase, situacao, sigiloso, autuado_em)
    select bench_uuid('p' || g),
           (2011 + (g - 1) / 20000)::text || '.' || lpad((((g - 1) % 20000) + 1)::text, 6, '0'),
           (array['etico-disciplinar','inscricao','beneficio','recurso','prerrogativas','outros'])[1 + g % 6],
           'Assunto do processo ' || g,
           (array['conselho-pleno','camara-1','camara-2','camara-3','ted-turma-1','ted-turma-2','ted-turma-3'])[1 + g % 7],
           (array['Instrução','Defesa prévia','Aguardando julgamento','Julgado'])[1 + g % 4],
           'em-andamento', g % 10 = 0, date '2011-01-01' + (g % 5000)
    from generate_series(1, ${PROCESSOS}) g`);
  await c.query(`
    insert into processo_partes (id, processo_id, papel, nome, nome_busca)
    select bench_uuid('pp' || g || '-' || k), bench_uuid('p' || g), case k when 1 then 'representante' else 'representado' end, n, lower(n)
    from generate_series(1, ${PROCESSOS}) g, generate_series(1, 2) k,
    lateral (select (${sqlLista(PRIMEIROS)})[1 + (g * 7 + k * 3) % ${p}] || ' ' || (${sqlLista(SOBRENOMES)})[1 + (g * 13 + k) % ${s}] || ' ' || (${sqlLista(SOBRENOMES)})[1 + (g * 31 + k * 5) % ${s}] as n) nomes`);
  await c.query(`
    insert into processo_advogados (processo_id, parte_id, pessoa_id)
    select bench_uuid('p' || g), bench_uuid('pp' || g || '-2'), bench_uuid('adv' || (1 + g % ${ADVOGADOS}))
    from generate_series(1, ${PROCESSOS}) g`);
  await c.query(`
    insert into processo_movimentos (processo_id, em, tipo, texto, publico, autor_nome)
    select bench_uuid('p' || (1 + (g - 1) / ${MOVIMENTOS_POR_PROCESSO})), timestamptz '2020-01-01' + (g || ' minutes')::interval,
           (array['autuacao','despacho','intimacao','peticao','documento'])[1 + g % 5], 'Movimento ' || g, g % 7 <> 0, 'Secretaria'
    from generate_series(1, ${PROCESSOS * MOVIMENTOS_POR_PROCESSO}) g`);
  await c.query(`
    insert into processo_prazos (processo_id, descricao, inicio, dias, dias_uteis, fim)
    select bench_uuid('p' || g), 'Prazo ' || g, current_date, 15, true, current_date + 21
    from generate_series(1, ${PROCESSOS}, 2) g`);
  await c.query(`
    insert into sessoes_julgamento (id, orgao, inicio, modalidade, link)
    select bench_uuid('s' || g), 'camara-1', now() + (g || ' days')::interval, 'virtual', 'https://bench.invalid/' || g
    from generate_series(1, 40) g`);
  await c.query(`
    insert into pauta_itens (sessao_id, processo_id, ordem)
    select bench_uuid('s' || (1 + (g - 1) / 50)), bench_uuid('p' || (g * 97)), 1 + (g - 1) % 50
    from generate_series(1, 2000) g`);
  await c.query('analyze');
}

async function main(): Promise<void> {
  const baseUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const mantido = process.env.BENCH_PROCESSOS_BANCO;
  if (mantido !== undefined && !/^[a-z_][a-z0-9_]*$/.test(mantido)) throw new Error('BENCH_PROCESSOS_BANCO: só letras minúsculas, dígitos e _.');
  const nomeBanco = mantido ?? `bench_processos_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const versao = await admin.query<{ v: string }>('select version() as v');
  if (/pglite|emscripten/i.test(versao.rows[0]?.v ?? '')) throw new Error('BENCH_PG_URL aponta para o PGlite; o benchmark é para PostgreSQL.');
  const existe = (await admin.query('select 1 from pg_database where datname = $1', [nomeBanco])).rowCount === 1;
  if (!existe) await admin.query(`create database ${nomeBanco}`);
  const u = new URL(baseUrl);
  u.pathname = `/${nomeBanco}`;
  const url = u.toString();

  const filhos: ChildProcess[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-processos-'));
  const segredo = randomBytes(32).toString('hex');
  const database = connectDatabase(url, 4);
  const cliente = new pg.Client({ connectionString: url });
  try {
    await runMigrations(database.db);
    await cliente.connect();
    const t0 = performance.now();
    if (!existe) await semear(cliente);
    const cargaS = (performance.now() - t0) / 1000;
    const contagem = await cliente.query<{ p: number; m: number; pa: number }>(
      'select (select count(*)::int from processos) p, (select count(*)::int from processo_movimentos) m, (select count(*)::int from processo_partes) pa',
    );

    // Two lawyers with accounts: one searches (a lawyer in ~100 processes of their own), one lists theirs.
    const tokens = new TokenService(segredo, { appMin: 30, userMin: 120 });
    async function sessaoDe(n: number): Promise<Record<string, string>> {
      const pessoaId = (await cliente.query<{ id: string }>(`select bench_uuid('adv' || $1::text)::text id`, [n])).rows[0]!.id;
      // A kept database (BENCH_PROCESSOS_BANCO) already has the account from the last run.
      const [existente] = await database.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.pessoaId, pessoaId));
      const usuario =
        existente ?? (await database.db.insert(usuarios).values({ pessoaId, senhaHash: 'x', emailConfirmadoEm: new Date() }).returning({ id: usuarios.id }))[0];
      const s = await abrirSessao(database.db, tokens, 2, usuario!.id, 'bench', { ip: '127.0.0.1', userAgent: null });
      return { authorization: `Bearer ${s.token}` };
    }
    const buscador = await sessaoDe(7);
    const advogado = await sessaoDe(42);
    const meus = await cliente.query<{ n: number }>(`select count(distinct processo_id)::int n from processo_advogados where pessoa_id = bench_uuid('adv42')`);

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

    const numero = () => `${2011 + randomInt(0, 10)}.${String(randomInt(1, 20_001)).padStart(6, '0')}`;
    const nome = () => `${PRIMEIROS[randomInt(PRIMEIROS.length)]} ${SOBRENOMES[randomInt(SOBRENOMES.length)]}`;
    const rotas: [string, (i: number) => Promise<Response>][] = [
      ['GET /wsapp/health (referência)', () => fetch(`${base}/wsapp/health`)],
      ['busca por número (AAAA.NNNNNN)', () => fetch(`${base}/wsapp/processos?numero=${numero()}`, { headers: buscador })],
      ['busca por nome da parte (2 palavras)', () => fetch(`${base}/wsapp/processos?nome=${encodeURIComponent(nome())}`, { headers: buscador })],
      [`/processos/meus (advogado em ${meus.rows[0]!.n})`, () => fetch(`${base}/wsapp/processos/meus`, { headers: advogado })],
    ];
    // Warm-up (JIT, pools, caches).
    for (const [, pedido] of rotas) await medir(40, CONCORRENCIA, pedido);
    const resultados: [string, number[]][] = [];
    for (const [rotulo, pedido] of rotas) resultados.push([rotulo, await medir(PEDIDOS, CONCORRENCIA, pedido)]);

    const ref = Math.max(percentil(resultados[0]![1], 95), 0.001);
    console.log(
      `\nConsulta processual — PostgreSQL, ${contagem.rows[0]!.p} processos, ${contagem.rows[0]!.pa} partes, ${contagem.rows[0]!.m} movimentos (carga em ${cargaS.toFixed(0)} s); ` +
        `${PEDIDOS} pedidos por rota, ${CONCORRENCIA} simultâneos; ${os.cpus().length} núcleos`,
    );
    console.log(`${'rota'.padEnd(44)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p95/ref'.padStart(9)}`);
    const falhas: string[] = [];
    for (const [rotulo, tempos] of resultados) {
      const p95 = percentil(tempos, 95);
      console.log(`${rotulo.padEnd(44)}${percentil(tempos, 50).toFixed(1).padStart(8)}${p95.toFixed(1).padStart(8)}${`${(p95 / ref).toFixed(1)}x`.padStart(9)}`);
      if (rotulo !== rotas[0]![0] && p95 >= META_P95_MS) falhas.push(`${rotulo}: p95 ${p95.toFixed(1)} ms`);
    }
    if (falhas.length > 0) {
      console.log(`FAIL (meta p95 < ${META_P95_MS} ms): ${falhas.join('; ')}`);
      process.exitCode = 1;
    } else console.log(`PASS: p95 abaixo de ${META_P95_MS} ms em todas as rotas.`);
  } finally {
    for (const f of filhos) f.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    await database.close();
    await cliente.end().catch(() => undefined);
    if (mantido === undefined) await admin.query(`drop database if exists ${nomeBanco} with (force)`).catch((e: Error) => console.error(`não apaguei ${nomeBanco}: ${e.message}`));
    else console.log(`Banco ${nomeBanco} mantido para a próxima execução (BENCH_PROCESSOS_BANCO).`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
