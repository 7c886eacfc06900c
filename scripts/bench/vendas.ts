// `npm run bench:vendas`: the festa junina under a rush, on PostgreSQL (DATABASE_URL, a database of its own:
// the bench adds people and events to it). Starts the API like scripts/bench/run.ts, then in one run:
//   1. GET /wsapp/health, 200 at once: the baseline;
//   2. 200 lawyers buy their own ticket at once from a lot of 50 (POST /wsapp/festa-junina/compras);
//   3. 100 lawyers get a ticket of another event (paid with ViraMais credits, so issued at once), then 200
//      check-ins at once of those 100 tickets, each scanned twice (POST /wsapp/festa-junina/staff/check-in).
// Prints sales per second and the p50/p95 of each route against the baseline, and asserts from the database
// that exactly 50 tickets were sold and exactly 100 admissions recorded (exit code 1 otherwise).
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { hojeSaoPaulo, somarDias } from '@portal/contracts';
import { connectDatabase } from '../../apps/api/src/db/client.js';
import { inscricoes, pessoas, usuarios } from '../../apps/api/src/db/schema/index.js';
import { TokenService } from '../../apps/api/src/lib/tokens.js';
import { abrirSessao } from '../../apps/api/src/modules/auth/sessao.service.js';
import { creditarViraMais } from '../../apps/api/src/modules/viramais/index.js';
import { esperar, iniciar, portaLivre } from './processos.js';

const COMPRADORES = 200;
const LOTE = 50;
const INGRESSOS_CHECKIN = 100;

function cpfAleatorio(): string {
  const d = Array.from({ length: 9 }, () => randomInt(10));
  for (const n of [9, 10]) {
    const soma = d.reduce((s, x, i) => s + x * (n + 1 - i), 0);
    d.push(((soma * 10) % 11) % 10);
  }
  return d.join('');
}

const percentil = (ordenados: number[], p: number) => ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)] ?? 0;

interface Rajada {
  tempos: number[];
  status: number[];
  corpos: unknown[];
  duracaoMs: number;
}

/** All requests at once (each its own connection); latency of each (ms), sorted, and the wall time. */
async function rajada(pedidos: (() => Promise<Response>)[]): Promise<Rajada> {
  const tempos: number[] = [];
  const inicio = performance.now();
  const respostas = await Promise.all(
    pedidos.map(async (p) => {
      const t0 = performance.now();
      const r = await p();
      const corpo = r.headers.get('content-type')?.includes('json') ? await r.json() : await r.text();
      tempos.push(performance.now() - t0);
      return { status: r.status, corpo };
    }),
  );
  return { tempos: tempos.sort((a, b) => a - b), status: respostas.map((r) => r.status), corpos: respostas.map((r) => r.corpo), duracaoMs: performance.now() - inicio };
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('Defina DATABASE_URL com um banco PostgreSQL próprio para o benchmark (ele cria pessoas e eventos).');
    process.exit(1);
  }
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  const versao = await cliente.query<{ v: string }>('select version() as v');
  if (/pglite|emscripten/i.test(versao.rows[0]?.v ?? '')) throw new Error('DATABASE_URL aponta para o PGlite; o benchmark é para PostgreSQL.');

  const filhos: ChildProcess[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-vendas-'));
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

    // People and sessions straight in the database (the bench measures selling, not signing in).
    const db = database.db;
    const tokens = new TokenService(segredo, { appMin: 30, userMin: 120 });
    const hoje = hojeSaoPaulo();
    async function pessoa(o: { advogado: boolean; permissoes?: string[] }) {
      for (;;) {
        const [p] = await db
          .insert(pessoas)
          .values({ cpf: cpfAleatorio(), nome: `Bench ${randomUUID().slice(0, 8)}`, email: `bench-${randomUUID()}@bench.local` })
          .onConflictDoNothing()
          .returning({ id: pessoas.id });
        if (!p) continue;
        const [u] = await db
          .insert(usuarios)
          .values({ pessoaId: p.id, senhaHash: 'x', permissoes: o.permissoes ?? [], emailConfirmadoEm: new Date() })
          .returning({ id: usuarios.id });
        if (o.advogado) {
          for (;;) {
            const [i] = await db
              .insert(inscricoes)
              .values({ pessoaId: p.id, numero: String(randomInt(100_000, 9_999_999)), uf: 'GO', tipo: 'principal', situacao: 'regular', dataInscricao: '2015-01-01' })
              .onConflictDoNothing()
              .returning({ id: inscricoes.id });
            if (i) break;
          }
        }
        const s = await abrirSessao(db, tokens, 2, u!.id, 'bench', { ip: '127.0.0.1', userAgent: null });
        return { pessoaId: p.id, headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' } };
      }
    }
    const staff = await pessoa({ advogado: false, permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoEventos', 'CLI_PermissaoPortaria'] });
    const compradores: Awaited<ReturnType<typeof pessoa>>[] = [];
    for (let i = 0; i < COMPRADORES; i++) compradores.push(await pessoa({ advogado: true }));

    async function evento(nome: string, quantidade: number): Promise<string> {
      const e = await fetch(`${base}/wsapp/festa-junina/staff/eventos`, {
        method: 'POST',
        headers: staff.headers,
        body: JSON.stringify({ nome, data: somarDias(hoje, 40), local: 'Bench', capacidade: 10_000, limiteProprio: 1, limiteConvidados: 4 }),
      });
      if (e.status !== 201) throw new Error(`evento: ${e.status} ${await e.text()}`);
      const { id } = (await e.json()) as { id: string };
      const l = await fetch(`${base}/wsapp/festa-junina/staff/eventos/${id}/lotes`, {
        method: 'POST',
        headers: staff.headers,
        body: JSON.stringify({ nome: '1º lote', ordem: 1, quantidade, abreEm: null, precos: { advogado: 8000, convidado: 10000, crianca: 5000 } }),
      });
      if (l.status !== 201) throw new Error(`lote: ${l.status} ${await l.text()}`);
      return id;
    }
    const vendaId = await evento(`Bench vendas ${randomUUID().slice(0, 6)}`, LOTE);
    const portariaId = await evento(`Bench portaria ${randomUUID().slice(0, 6)}`, INGRESSOS_CHECKIN);

    // Warm-up (JIT, pools), then the baseline at the same concurrency as the rushes.
    await rajada(Array.from({ length: 50 }, () => () => fetch(`${base}/wsapp/health`)));
    const saude = await rajada(Array.from({ length: COMPRADORES }, () => () => fetch(`${base}/wsapp/health`)));

    // 2. 200 buyers, 50 tickets.
    const compra = (c: (typeof compradores)[number], eventoId: string, usarViraMais = false) => () =>
      fetch(`${base}/wsapp/festa-junina/compras`, {
        method: 'POST',
        headers: c.headers,
        body: JSON.stringify({ eventoId, advogado: 1, convidados: 0, criancas: 0, usarViraMais }),
      });
    const vendas = await rajada(compradores.map((c) => compra(c, vendaId)));
    const vendidas = vendas.status.filter((s) => s === 201).length;
    const esgotadas = vendas.status.filter((s) => s === 409).length;
    const outras = vendas.status.filter((s) => s !== 201 && s !== 409);

    // 3. 100 tickets issued at once (ViraMais pays them), then 200 check-ins (each ticket twice).
    const donos = compradores.slice(0, INGRESSOS_CHECKIN);
    for (const d of donos) {
      await db.transaction((tx) =>
        creditarViraMais(tx, { pessoaId: d.pessoaId, valorCentavos: 8000, validoAte: somarDias(hoje, 365), origem: { tipo: 'ajuste', id: randomUUID() }, descricao: 'bench' }),
      );
    }
    const emissao = await rajada(donos.map((d) => compra(d, portariaId, true)));
    if (emissao.status.some((s) => s !== 201)) throw new Error(`emissão dos ingressos da portaria falhou: ${emissao.status.filter((s) => s !== 201).join(',')}`);
    const codigos: string[] = [];
    for (const [i, d] of donos.entries()) {
      const r = (await (await fetch(`${base}/wsapp/festa-junina/ingressos`, { headers: d.headers })).json()) as {
        itens: { eventoId: string; codigo: string | null; codigoCurto: string | null }[];
      };
      const ing = r.itens.find((x) => x.eventoId === portariaId && x.codigo);
      if (!ing) throw new Error('ingresso emitido não encontrado');
      // Half by QR text, half by the typed short code; each ticket twice.
      codigos.push(i % 2 ? ing.codigo! : ing.codigoCurto!, i % 2 ? ing.codigoCurto! : ing.codigo!);
    }
    codigos.sort(() => Math.random() - 0.5);
    const checkins = await rajada(
      codigos.map((codigo, k) => () =>
        fetch(`${base}/wsapp/festa-junina/staff/check-in`, {
          method: 'POST',
          headers: staff.headers,
          body: JSON.stringify({ eventoId: portariaId, codigo, portao: `Portão ${(k % 4) + 1}` }),
        }),
      ),
    );
    const resultados = checkins.corpos.map((c) => (c as { resultado?: string }).resultado ?? 'erro');
    const validos = resultados.filter((r) => r === 'valido').length;
    const repetidos = resultados.filter((r) => r === 'ja_utilizado').length;

    // What the database holds.
    const vendidosNoBanco = await cliente.query<{ vendidos: number; ingressos: number }>(
      `select (select coalesce(sum(vendidos), 0)::int from festa_lotes where evento_id = $1) as vendidos,
              (select count(*)::int from festa_ingressos where evento_id = $1 and status in ('reservado', 'emitido')) as ingressos`,
      [vendaId],
    );
    const entradas = await cliente.query<{ n: number }>('select count(*)::int as n from festa_checkins where evento_id = $1', [portariaId]);
    const v = vendidosNoBanco.rows[0]!;
    const n = entradas.rows[0]!.n;

    const ref = Math.max(percentil(saude.tempos, 95), 0.001);
    const linha = (nome: string, r: Rajada) =>
      `${nome.padEnd(44)}${percentil(r.tempos, 50).toFixed(1).padStart(8)}${percentil(r.tempos, 95).toFixed(1).padStart(8)}${`${(percentil(r.tempos, 95) / ref).toFixed(1)}x`.padStart(9)}${r.duracaoMs.toFixed(0).padStart(9)}`;
    console.log(`\nVendas da festa junina — PostgreSQL; cada linha: todas as requisições ao mesmo tempo; ${os.cpus().length} núcleos`);
    console.log(`${'rota'.padEnd(44)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p95/ref'.padStart(9)}${'total ms'.padStart(9)}`);
    console.log(linha(`GET /wsapp/health ×${COMPRADORES} (referência)`, saude));
    console.log(linha(`POST compras ×${COMPRADORES} (lote de ${LOTE})`, vendas));
    console.log(linha(`POST compras ×${INGRESSOS_CHECKIN} com ViraMais (emitidos)`, emissao));
    console.log(linha(`POST check-in ×${codigos.length} (${INGRESSOS_CHECKIN} ingressos)`, checkins));
    console.log(
      `\nvendas: ${vendidas} vendidas, ${esgotadas} "esgotado", ${outras.length} outras respostas; ` +
        `${((vendidas / vendas.duracaoMs) * 1000).toFixed(1)} vendas/s (${((COMPRADORES / vendas.duracaoMs) * 1000).toFixed(1)} pedidos de compra/s)`,
    );
    console.log(`check-in: ${validos} válidos, ${repetidos} "já utilizado", ${resultados.length - validos - repetidos} outros`);
    console.log(`banco: lote vendido ${v.vendidos}/${LOTE}, ingressos vivos ${v.ingressos}; entradas registradas ${n}`);

    const falhas: string[] = [];
    if (v.vendidos !== LOTE || v.ingressos !== LOTE || vendidas !== LOTE) falhas.push(`esperava exatamente ${LOTE} ingressos vendidos`);
    if (outras.length > 0) falhas.push(`respostas inesperadas na compra: ${outras.join(',')}`);
    if (n !== INGRESSOS_CHECKIN || validos !== INGRESSOS_CHECKIN || repetidos !== INGRESSOS_CHECKIN) falhas.push(`esperava exatamente ${INGRESSOS_CHECKIN} entradas`);
    if (falhas.length > 0) {
      console.log(`FAIL: ${falhas.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log('PASS: exatamente 50 ingressos vendidos e 100 entradas registradas.');
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
