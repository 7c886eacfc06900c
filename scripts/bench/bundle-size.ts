// The initial JavaScript budget (ADR 028, ADR 060): the portal as `npm start` serves it (building the web bundle when
// it is stale), each spec route (scripts/bench/rotas-medidas.ts: public, Maria's, Ana's) opened in Chromium with an
// empty cache; every script the browser requests until the route is shown and the network is quiet (the entry, its
// module preloads, the route's lazy chunks) is fetched again and gzipped (level 9, as the server's pre-compressed
// copies). Prints each route's total against its goal (issue 35: 170 KB, 120 KB for a member's first screens) and its
// ceiling (scripts/bench/teto-de-js.json: the weight of a route still over its goal, only ever lowered), then the
// heaviest ten; exits 1 when a route is over its ceiling (or its goal, when it has none), which fails CI.
//
// BENCH_ROTAS=/annuity,/area-restrita* measures some routes; BUNDLE_TODOS=1 lists every file of each route;
// BUNDLE_PARALELO (default 4) routes load at a time. BUNDLE_ATUALIZAR_TETOS=1 lowers the ceilings to what was measured (never raises one) and drops those met.
import { chromium, type Browser, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ANA, CHROMIUM, entrarComo, FLAGS_CHROMIUM, iniciarPortal, type SessaoNoNavegador } from './portal-local.js';
import { rotasEscolhidas, type Conta, type RotaMedida } from './rotas-medidas.js';

const ARQUIVO_TETOS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'teto-de-js.json');

/** Ceilings, KB of gzipped JavaScript, of the routes still over their goal (ADR 060): a route may only get lighter. */
function lerTetos(): Record<string, number> {
  const { tetos } = JSON.parse(fs.readFileSync(ARQUIVO_TETOS, 'utf8')) as { tetos: Record<string, number> };
  return tetos;
}

interface Arquivo {
  url: string;
  bruto: number;
  gzip: number;
  brotli: number;
}

async function scriptsDaRota(
  navegador: Browser,
  url: string,
  rota: string,
  sessao?: SessaoNoNavegador,
): Promise<string[]> {
  const contexto = await navegador.newContext({ baseURL: url, locale: 'pt-BR' });
  if (sessao) {
    await contexto.addCookies(sessao.cookies.map((c) => ({ ...c, url })));
    // Set once, before the app's first script (a later navigation keeps what the app did with it).
    await contexto.addInitScript(
      ({ itens }) => {
        type Armazenamento = { getItem(k: string): string | null; setItem(k: string, v: string): void };
        const w = globalThis as unknown as { sessionStorage: Armazenamento; localStorage: Armazenamento };
        if (w.sessionStorage.getItem('bench-sessao')) return;
        w.sessionStorage.setItem('bench-sessao', '1');
        for (const [chave, valor] of Object.entries(itens)) w.localStorage.setItem(chave, valor);
      },
      { itens: sessao.localStorage },
    );
  }
  const pagina = await contexto.newPage();
  const scripts = new Set<string>();
  pagina.on('request', (req) => {
    // Module preloads are requested as scripts too; the extension catches any other way a chunk is asked for.
    if (req.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(req.url()).pathname)) scripts.add(req.url());
  });
  await pagina.goto(rota, { waitUntil: 'networkidle' });
  await pronta(pagina);
  await pagina.waitForLoadState('networkidle');
  await contexto.close();
  return [...scripts];
}

/**
 * The page is shown: a top-level heading, and nothing still loading (the route's spinner, a section's progress bar).
 * Then the network is quiet again (a section that loads when shown).
 */
async function pronta(p: Page): Promise<void> {
  await p.locator('h1').first().waitFor({ timeout: 20_000 });
  await p.locator('.pl-carregando, [role="progressbar"]').first().waitFor({ state: 'detached', timeout: 20_000 });
}

async function medir(urls: string[]): Promise<Arquivo[]> {
  return Promise.all(
    urls.map(async (u) => {
      const r = await fetch(u, { headers: { 'accept-encoding': 'identity' } });
      if (!r.ok) throw new Error(`${u} respondeu ${r.status}.`);
      const b = Buffer.from(await r.arrayBuffer());
      return {
        url: new URL(u).pathname,
        bruto: b.length,
        gzip: gzipSync(b, { level: 9 }).length,
        brotli: brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      };
    }),
  );
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`.padStart(9);
const soma = (arquivos: Arquivo[], k: 'bruto' | 'gzip' | 'brotli') => arquivos.reduce((t, a) => t + a[k], 0);

interface Medida {
  rota: RotaMedida;
  arquivos: Arquivo[];
  gzip: number;
}

async function main() {
  const escolhidas = rotasEscolhidas();
  const tetos = lerTetos();
  const portal = await iniciarPortal();
  const navegador = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS_CHROMIUM });
  const medidas: Medida[] = [];
  const inicio = Date.now();
  try {
    const sessoes: Record<Conta, SessaoNoNavegador | undefined> = {
      publica: undefined,
      maria: escolhidas.some((r) => r.conta === 'maria') ? await entrarComo(portal.url) : undefined,
      ana: escolhidas.some((r) => r.conta === 'ana') ? await entrarComo(portal.url, ANA) : undefined,
    };
    // BUNDLE_PARALELO routes at a time (default 4): each in its own context (empty cache), the portal's server shared.
    // The figure is bytes, not time, so pages loading side by side do not change it; most of a route's time is the
    // wait for the network to go quiet, so four at a time take about half as long as two on a 2-core machine.
    const fila = [...escolhidas];
    const trabalhar = async () => {
      for (let r = fila.shift(); r; r = fila.shift()) {
        let urls: string[];
        try {
          urls = await scriptsDaRota(navegador, portal.url, r.rota, sessoes[r.conta]);
        } catch (e) {
          throw new Error(`${r.rota} (${r.conta}): a página não ficou pronta: ${(e as Error).message}`, { cause: e });
        }
        const arquivos = (await medir(urls)).sort((a, b) => b.gzip - a.gzip);
        medidas.push({ rota: r, arquivos, gzip: soma(arquivos, 'gzip') });
      }
    };
    const paralelo = Math.max(1, Number(process.env.BUNDLE_PARALELO ?? 4));
    await Promise.all(Array.from({ length: paralelo }, () => trabalhar()));
  } finally {
    await navegador.close();
    await portal.encerrar();
  }
  medidas.sort((a, b) => escolhidas.indexOf(a.rota) - escolhidas.indexOf(b.rota));

  const kbDe = (n: number) => n / 1024;
  const acima: string[] = [];
  const baixar: string[] = [];
  console.log(
    `\nJavaScript pedido pelo navegador (cache vazio), gzip nível 9, ${medidas.length} rotas em ${Math.round((Date.now() - inicio) / 1000)} s. ` +
      `Alvo: issue 35 / ADR 028; teto: scripts/bench/teto-de-js.json (ADR 060)\n`,
  );
  console.log(`${'rota'.padEnd(42)} ${'conta'.padEnd(7)} arq.      gzip     alvo     teto   situação`);
  for (const m of medidas) {
    const { rota, conta, alvoKb } = m.rota;
    const teto = tetos[rota];
    const limiteKb = teto ?? alvoKb;
    const gz = kbDe(m.gzip);
    let situacao: string;
    if (gz > limiteKb && teto === undefined && process.env.BUNDLE_ATUALIZAR_TETOS === '1') {
      situacao = `acima do alvo por ${(gz - alvoKb).toFixed(1)} KB; teto novo: ${Math.ceil(gz)} KB`;
    } else if (gz > limiteKb) {
      situacao = teto === undefined ? `ACIMA DO ALVO por ${(gz - alvoKb).toFixed(1)} KB` : `ACIMA DO TETO por ${(gz - teto).toFixed(1)} KB`;
      acima.push(rota);
    } else if (gz <= alvoKb) {
      situacao = `ok (folga ${(alvoKb - gz).toFixed(1)} KB)`;
      if (teto !== undefined) baixar.push(`${rota}: no alvo, o teto pode sair`);
    } else {
      situacao = `no teto; faltam ${(gz - alvoKb).toFixed(1)} KB para o alvo`;
      if (teto !== undefined && teto - gz >= 1) baixar.push(`${rota}: teto ${teto} → ${Math.ceil(gz)}`);
    }
    console.log(
      `${rota.padEnd(42)} ${conta.padEnd(7)} ${String(m.arquivos.length).padStart(4)} ${kb(m.gzip)} ${String(alvoKb).padStart(5)} KB ` +
        `${teto === undefined ? '       -' : `${String(teto).padStart(5)} KB`}   ${situacao}`,
    );
    if (process.env.BUNDLE_TODOS === '1') for (const a of m.arquivos) console.log(`          ${kb(a.gzip)}  ${a.url}`);
  }

  const pesadas = [...medidas].sort((a, b) => b.gzip - a.gzip).slice(0, 10);
  console.log('\nAs dez mais pesadas, com os seus maiores arquivos:');
  for (const m of pesadas) {
    console.log(`\n${m.rota.rota} (${m.rota.conta})  gzip ${kb(m.gzip)}  brotli ${kb(soma(m.arquivos, 'brotli'))}  bruto ${kb(soma(m.arquivos, 'bruto'))}`);
    for (const a of m.arquivos.slice(0, 6)) console.log(`          ${kb(a.gzip)}  ${a.url}`);
    if (m.arquivos.length > 6) console.log(`          ${kb(soma(m.arquivos.slice(6), 'gzip'))}  (outros ${m.arquivos.length - 6})`);
  }
  const ordenadas = medidas.map((m) => kbDe(m.gzip)).sort((a, b) => a - b);
  const mediana = ordenadas.length ? ordenadas[Math.floor((ordenadas.length - 1) / 2)]! : 0;
  const foraDoAlvo = medidas.filter((m) => kbDe(m.gzip) > m.rota.alvoKb).length;
  console.log(`\n${foraDoAlvo} de ${medidas.length} rotas acima do alvo; mediana ${mediana.toFixed(1)} KB.`);

  if (process.env.BUNDLE_ATUALIZAR_TETOS === '1') {
    // Only lowered: a route over its goal keeps the lower of its ceiling and what was measured (rounded up to the KB);
    // a route that met its goal leaves the file. A route with no ceiling gets one (the first measure, ADR 060).
    const novos = { ...tetos };
    for (const m of medidas) {
      const gz = kbDe(m.gzip);
      if (gz <= m.rota.alvoKb) delete novos[m.rota.rota];
      else novos[m.rota.rota] = Math.min(novos[m.rota.rota] ?? Infinity, Math.ceil(gz));
    }
    const ordem = Object.fromEntries(Object.entries(novos).sort(([a], [b]) => a.localeCompare(b)));
    const atual = JSON.parse(fs.readFileSync(ARQUIVO_TETOS, 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(ARQUIVO_TETOS, `${JSON.stringify({ ...atual, tetos: ordem }, null, 2)}\n`);
    console.log(`Tetos gravados em ${path.relative(process.cwd(), ARQUIVO_TETOS)}.`);
  } else if (baixar.length) {
    console.log(`\nTetos que podem baixar (BUNDLE_ATUALIZAR_TETOS=1 grava):\n  ${baixar.join('\n  ')}`);
  }
  if (acima.length) {
    console.error(
      `\nJavaScript inicial acima do teto (ADR 028, ADR 060) em: ${acima.join(', ')}. ` +
        'Corte antes de mover o teto: ele só desce.',
    );
    process.exitCode = 1;
  }
}

await main();
