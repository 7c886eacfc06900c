import { expect, type Locator, type Page } from '@playwright/test';
import { semViolacoesGraves } from './support';

export { pdfMinimo } from './pdf-minimo';

/** A Windows executable's first bytes ('MZ' header): what a renamed .exe looks like inside. */
export function executavelDisfarcado(): Buffer {
  const b = Buffer.alloc(512, 0);
  b.write('MZ', 0, 'latin1');
  b.write('This program cannot be run in DOS mode.', 78, 'latin1');
  return b;
}

/** A date `dias` days from today (negative: in the past), in America/Sao_Paulo, as dd/mm/aaaa digits and ISO. */
export function dataRelativa(dias: number): { digitos: string; iso: string; br: string } {
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const d = new Date(`${hoje}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  const iso = d.toISOString().slice(0, 10);
  const [a, m, dia] = iso.split('-') as [string, string, string];
  return { digitos: `${dia}${m}${a}`, iso, br: `${dia}/${m}/${a}` };
}

/** dd/mm/aaaa digits as the YYYY-MM-DD a date input holds. */
export const isoDosDigitos = (digitos: string) => `${digitos.slice(4, 8)}-${digitos.slice(2, 4)}-${digitos.slice(0, 2)}`;

/**
 * Enters a date, dd/mm/aaaa digits, into a date field (the browser's date input, components/campo-data-iso.tsx)
 * found by its label. Filled as its value: the order of the segments typed follows the browser's language, which
 * in headless Chromium is English (mm/dd/aaaa) whatever the page's locale.
 */
export async function digitarData(page: Page, rotulo: string | RegExp, digitos: string, dentroDe?: Locator): Promise<void> {
  await (dentroDe ?? page).getByLabel(rotulo).fill(isoDosDigitos(digitos));
}

/** The page does not scroll sideways at its current width (360 px in these tests). */
export async function semRolagemHorizontal(page: Page, largura = 360): Promise<void> {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll, `rolagem horizontal em ${page.url()}`).toBeLessThanOrEqual(largura);
}

/** The id in `?id=` of the current URL (CASAG and ombudsman flows keep the draft there). */
export function idDaUrl(page: Page): string {
  const id = new URL(page.url()).searchParams.get('id');
  expect(id, `?id= em ${page.url()}`).toMatch(/^[0-9a-f-]{36}$/);
  return id ?? '';
}

/**
 * semViolacoesGraves once the page's CSS transitions have ended: a button that has just become enabled
 * fades from grey to its colour in ~250 ms, and axe measuring it half-way reports a contrast that no one sees
 * once it settles. Infinite animations (progress spinners) are not transitions and are not waited for.
 */
export async function axe(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await semViolacoesGraves(page);
}

/**
 * A page's accessibility and phone checks in one step: axe at 1280 px, then at 360 px no sideways scroll and axe
 * again, then back to 1280 px (or left at 360 px with `ficarNoCelular`, for a spec that goes on at phone size).
 * `pronto` waits for the page's content (it runs at each size).
 */
export async function conferir(page: Page, pronto: () => Promise<void>, o: { ficarNoCelular?: boolean } = {}): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await pronto();
  await axe(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await pronto();
  await semRolagemHorizontal(page);
  await axe(page);
  if (!o.ficarNoCelular) await page.setViewportSize({ width: 1280, height: 800 });
}
