import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DEMO, entrar } from './support';
import { conferir, pdfMinimo } from './support-requerimentos';

// Staff processes end to end: Ana registers a process, adds Maria as a party by CPF, a movement and a PDF
// document, and sees them in the staff view (/area-restrita/sessoes/processo/:idProcesso). axe on both pages, 360 px.


test('Ana registers a process with Maria as party, a movement and a PDF, then opens its staff view', async ({ page }) => {
  test.setTimeout(360_000);
  const assunto = `Representação E2E ${randomUUID().slice(0, 6)}`;
  await entrar(page, DEMO.ana);
  await page.getByRole('link', { name: /Processos/ }).first().click();
  await expect(page).toHaveURL(/\/area-restrita\/processos$/);
  await conferir(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Processos' })).toBeVisible();
  });

  await page.getByRole('link', { name: 'Novo processo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novo processo' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Assunto' }).fill(assunto);
  await page.getByRole('checkbox', { name: /Processo sigiloso/ }).check();
  await page.getByRole('button', { name: 'Autuar processo' }).click();

  await expect(page).toHaveURL(/\/area-restrita\/sessoes\/processo\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Processo \d{4}\.\d{6}$/ })).toBeVisible();

  // Maria as representante, by CPF.
  const partes = page.getByRole('region', { name: 'Partes e advogados' });
  await partes.getByRole('textbox', { name: 'CPF ou inscrição', exact: true }).fill(DEMO.maria.usuario);
  await partes.getByRole('button', { name: 'Incluir parte' }).click();
  await expect(partes.getByTestId('parte')).toContainText(DEMO.maria.nome);

  // A non-public movement.
  const movimentos = page.getByRole('region', { name: 'Movimentos' });
  await movimentos.getByRole('textbox', { name: 'Texto do movimento' }).fill('Intime-se a representante para se manifestar.');
  await movimentos.getByRole('checkbox', { name: /Movimento público/ }).uncheck();
  await movimentos.getByRole('button', { name: 'Lançar movimento' }).click();
  await expect(movimentos.getByTestId('movimento').first()).toContainText('Intime-se a representante');
  await expect(movimentos.getByTestId('movimento').first()).toContainText('Não público');

  // A PDF document.
  const documentos = page.getByRole('region', { name: 'Documentos' });
  await documentos.getByLabel('Arquivo PDF').setInputFiles({ name: 'representacao.pdf', mimeType: 'application/pdf', buffer: pdfMinimo() });
  await documentos.getByRole('button', { name: 'Juntar documento' }).click();
  await expect(documentos.getByTestId('documento')).toContainText('representacao.pdf');

  // The staff view again, from scratch.
  await page.reload();
  // The first read after a reload also renews the session: give a loaded machine time.
  await expect(page.getByRole('region', { name: 'Partes e advogados' }).getByTestId('parte')).toContainText(DEMO.maria.nome, { timeout: 30_000 });
  await conferir(page, async () => {
    await expect(page.getByRole('region', { name: 'Documentos' }).getByTestId('documento')).toContainText('representacao.pdf');
  });
});
