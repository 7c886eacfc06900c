import { expect, type Locator, type Page } from '@playwright/test';
import { semViolacoesGraves } from './support';

/**
 * A small, valid one-page PDF made here (header, objects, a correct cross-reference table, trailer,
 * `startxref <offset> %%EOF`), so the upload's content checks accept it as a complete PDF.
 */
export function pdfMinimo(texto = 'Documento de teste e2e'): Buffer {
  const conteudo = `BT /F1 12 Tf 72 770 Td (${texto.replace(/[^\x20-\x7e]/g, '-').replace(/[\\()]/g, (c) => `\\${c}`)}) Tj ET`;
  const objetos = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(conteudo, 'latin1')} >>\nstream\n${conteudo}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objetos.forEach((o, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

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

/** Types a date into a MUI date field (sections Dia/Mês/Ano) found by its label. */
export async function digitarData(page: Page, rotulo: string | RegExp, digitos: string, dentroDe?: Locator): Promise<void> {
  const raiz = dentroDe ?? page;
  await raiz.getByRole('group', { name: rotulo }).getByRole('spinbutton', { name: 'Dia' }).click();
  await page.keyboard.type(digitos);
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
