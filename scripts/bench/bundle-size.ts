// The initial JavaScript budget (ADR 028): the portal as `npm start` serves it (building the web bundle when it is
// stale), opened in Chromium with an empty cache; every script the browser requests until the route is shown and
// the network is quiet (the entry, its module preloads, the route's lazy chunks) is fetched again and gzipped
// (level 9, as the server's pre-compressed copies). Prints each route's total and its biggest files, against the
// budget (ORCAMENTO_KB); exits 1 above it, which fails CI.
import { chromium, type Browser, type Page } from '@playwright/test';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CHROMIUM, entrarComo, FLAGS_CHROMIUM, iniciarPortal, type SessaoNoNavegador } from './portal-local.js';

/**
 * Issue 15's budget, KB of gzipped JavaScript (1 KB = 1024 bytes). CI runs this script and fails above it
 * (ADR 028): a feature that would push a route over must cut something first, or bring an ADR that moves it.
 */
export const ORCAMENTO_KB: Record<string, number> = { '/login': 120, '/home': 170 };

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
  pronto: (p: Page) => Promise<void>,
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
  await pronto(pagina);
  await pagina.waitForLoadState('networkidle');
  await contexto.close();
  return [...scripts];
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

async function main() {
  const portal = await iniciarPortal();
  const navegador = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS_CHROMIUM });
  let acima = false;
  try {
    const sessao = await entrarComo(portal.url);
    const rotas: [string, string[]][] = [
      [
        '/login',
        await scriptsDaRota(navegador, portal.url, '/login', (p) => p.getByRole('button', { name: 'Entrar', exact: true }).waitFor()),
      ],
      [
        '/home',
        await scriptsDaRota(
          navegador,
          portal.url,
          '/home',
          (p) => p.getByRole('heading', { level: 1, name: /^Olá, / }).waitFor(),
          sessao,
        ),
      ],
    ];
    console.log(`\nJavaScript pedido pelo navegador (cache vazio), gzip nível 9; orçamento em ADR 028\n`);
    for (const [rota, urls] of rotas) {
      const arquivos = (await medir(urls)).sort((a, b) => b.gzip - a.gzip);
      const gz = soma(arquivos, 'gzip');
      const limite = ORCAMENTO_KB[rota]! * 1024;
      acima ||= gz > limite;
      console.log(
        `${rota.padEnd(7)} ${String(arquivos.length).padStart(3)} arquivos   gzip ${kb(gz)}   brotli ${kb(soma(arquivos, 'brotli'))}   ` +
          `bruto ${kb(soma(arquivos, 'bruto'))}   ` +
          `orçamento ${kb(limite)} ${gz <= limite ? `ok (folga ${kb(limite - gz)})` : `ACIMA DO ORÇAMENTO por ${kb(gz - limite)}`}`,
      );
      const listados = process.env.BUNDLE_TODOS === '1' ? arquivos.length : 10;
      for (const a of arquivos.slice(0, listados)) console.log(`          ${kb(a.gzip)}  ${a.url}`);
      if (arquivos.length > listados) console.log(`          ${kb(soma(arquivos.slice(listados), 'gzip'))}  (outros ${arquivos.length - listados}; BUNDLE_TODOS=1 lista todos)`);
      console.log('');
    }
  } finally {
    await navegador.close();
    await portal.encerrar();
  }
  if (acima) {
    console.error('JavaScript inicial acima do orçamento (ADR 028): algo cresceu. Corte antes de mover o orçamento.');
    process.exitCode = 1;
  }
}

await main();
