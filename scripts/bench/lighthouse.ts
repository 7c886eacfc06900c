// Lighthouse (mobile preset: a mid-range phone, simulated slow 4G and 4x CPU slowdown) in Debian's Chromium against
// the portal as `npm start` serves it: /login as a first visit, and /home signed in as Maria (her session set in the
// browser as the web app keeps it, before the audit). Prints performance, accessibility, best practices and the Core
// Web Vitals of each, and what Lighthouse flags. Targets (ADR 028): performance >= 95, accessibility 100. Also the
// host's benchmark index (Lighthouse's "CPU/Memory Power"): the 4x slowdown assumes a desktop-class host (1500-2000).
import { chromium } from '@playwright/test';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM, entrarComo, FLAGS_CHROMIUM, iniciarPortal, type SessaoNoNavegador } from './portal-local.js';
import { portaLivre } from './processos.js';

const ALVO = { performance: 95, accessibility: 100 } as const;

/** One audit in a fresh browser profile (empty cache); with a session, it is stored first on the portal's origin. */
async function auditar(url: string, rota: string, sessao?: SessaoNoNavegador): Promise<Result> {
  const porta = await portaLivre();
  const perfil = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
  const contexto = await chromium.launchPersistentContext(perfil, {
    executablePath: CHROMIUM,
    args: [...FLAGS_CHROMIUM, `--remote-debugging-port=${porta}`],
  });
  try {
    if (sessao) {
      await contexto.addCookies(sessao.cookies.map((c) => ({ ...c, url })));
      const p = await contexto.newPage();
      // A JSON endpoint of the same origin: the storage is set without loading (and caching) any of the app.
      await p.goto(`${url}/wsapp/health`);
      await p.evaluate((itens) => {
        const w = globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } };
        for (const [chave, valor] of Object.entries(itens)) w.localStorage.setItem(chave, valor);
      }, sessao.localStorage);
      await p.close();
    }
    const flags: Flags = {
      port: porta,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // Lighthouse would otherwise clear the origin's storage, and with it the session just stored.
      disableStorageReset: Boolean(sessao),
    };
    const r = await lighthouse(`${url}${rota}`, flags);
    if (!r) throw new Error(`Lighthouse não respondeu para ${rota}.`);
    // LIGHTHOUSE_JSON=<dir> keeps each route's full report, to see which tasks and scripts cost what.
    if (process.env.LIGHTHOUSE_JSON) {
      fs.mkdirSync(process.env.LIGHTHOUSE_JSON, { recursive: true });
      fs.writeFileSync(path.join(process.env.LIGHTHOUSE_JSON, `${rota.replaceAll('/', '') || 'raiz'}.json`), JSON.stringify(r.lhr));
    }
    return r.lhr;
  } finally {
    await contexto.close();
    fs.rmSync(perfil, { recursive: true, force: true });
  }
}

const nota = (lhr: Result, categoria: string) => Math.round((lhr.categories[categoria]?.score ?? 0) * 100);
const metrica = (lhr: Result, id: string) => lhr.audits[id]?.displayValue ?? '?';

function imprimir(rota: string, lhr: Result): boolean {
  const desempenho = nota(lhr, 'performance');
  const acessibilidade = nota(lhr, 'accessibility');
  console.log(`\n${rota}  (${lhr.finalDisplayedUrl})`);
  // A run that failed (no paint recorded, the page did not answer in time…) scores 0 with no metrics: say why.
  if (lhr.runtimeError) console.log(`  o Lighthouse não conseguiu medir: ${lhr.runtimeError.code} — ${lhr.runtimeError.message}`);
  console.log(
    `  desempenho ${desempenho}   acessibilidade ${acessibilidade}   boas práticas ${nota(lhr, 'best-practices')}   ` +
      `(índice de CPU do Lighthouse nesta máquina: ${Math.round(lhr.environment.benchmarkIndex)})`,
  );
  console.log(
    `  LCP ${metrica(lhr, 'largest-contentful-paint')}   CLS ${metrica(lhr, 'cumulative-layout-shift')}   ` +
      `TBT ${metrica(lhr, 'total-blocking-time')}   FCP ${metrica(lhr, 'first-contentful-paint')}   ` +
      `SI ${metrica(lhr, 'speed-index')}`,
  );
  // What pulls a score down: failed audits of accessibility and best practices, performance insights with a cost.
  for (const categoria of ['accessibility', 'best-practices', 'performance']) {
    for (const ref of lhr.categories[categoria]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || a.score >= 0.9 || a.scoreDisplayMode === 'informative' || a.scoreDisplayMode === 'notApplicable') continue;
      if (categoria === 'performance' && ref.weight > 0) continue; // the metrics themselves, printed above
      console.log(`  - [${categoria}] ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    }
  }
  return desempenho >= ALVO.performance && acessibilidade >= ALVO.accessibility;
}

async function main() {
  const portal = await iniciarPortal();
  let ok = true;
  try {
    const sessao = await entrarComo(portal.url);
    console.log(`\nLighthouse ${'12'} (mobile), Chromium em ${CHROMIUM}; alvo: desempenho >= ${ALVO.performance}, acessibilidade ${ALVO.accessibility}`);
    ok = imprimir('/login', await auditar(portal.url, '/login')) && ok;
    ok = imprimir('/home (Maria)', await auditar(portal.url, '/home', sessao)) && ok;
  } finally {
    await portal.encerrar();
  }
  if (!ok) console.log('\nAbaixo do alvo em ao menos uma rota (veja acima).');
}

await main();
