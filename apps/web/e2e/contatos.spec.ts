import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import { DEMO, entrar, semViolacoesGraves } from './support';

test('Ana searches the contacts by name and by city, opens one and exports the CSV without whoever opted out', async ({ page }) => {
  await entrar(page, DEMO.ana);
  await page.getByRole('link', { name: /Contatos/ }).first().click();
  await expect(page).toHaveURL(/\/area-restrita\/contatos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contatos' })).toBeVisible();
  await expect(page.getByText(/^Busque por nome, CPF, inscrição ou cidade, ou escolha um filtro/)).toBeVisible();

  // By name, without accents, by keyboard (Enter submits).
  await page.getByLabel('Nome, CPF ou inscrição').fill('joao peixoto');
  await page.getByLabel('Nome, CPF ou inscrição').press('Enter');
  await expect(page.getByTestId('contatos-total')).toHaveText('1 pessoa encontrada.');
  await expect(page.getByTestId('contato-linha')).toHaveCount(1);
  await expect(page.getByTestId('contato-linha')).toContainText('56782/GO (Suspenso)');

  // By city: Goiânia typed without the accent.
  await page.getByRole('button', { name: 'Limpar' }).click();
  await page.getByLabel('Cidade').fill('goiania');
  await page.getByRole('button', { name: 'Buscar' }).click();
  // The three demo contacts of Goiânia are there; the signup spec may have added a fourth when it ran first.
  await expect(page.getByTestId('contatos-total')).toHaveText(/^\d+ pessoas encontradas\.$/);
  for (const nome of ['Beatriz Conceição Ávila', 'Renato Araújo Lima', 'Lúcia Ramos']) {
    await expect(page.getByTestId('contato-linha').filter({ hasText: nome })).toHaveCount(1);
  }
  const encontradas = Number((await page.getByTestId('contatos-total').textContent())!.split(' ')[0]);
  expect(encontradas).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId('contato-linha')).toHaveCount(encontradas);
  await semViolacoesGraves(page);

  // The contact in a dialog; Escape closes it.
  await page.getByRole('button', { name: 'Beatriz Conceição Ávila' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Beatriz Conceição Ávila' });
  await expect(dialogo.getByText('beatriz.avila@demo.portal.local')).toBeVisible();
  await expect(dialogo.getByText('(62) 99999-0011')).toBeVisible();
  await expect(dialogo.getByText('56781/GO (Regular)')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialogo).toBeHidden();

  // Payments: Lúcia opted out, so she is left out.
  await page.getByLabel('Tipo de mensagem').selectOption('emailPagamentos');
  // Said before the download: who stays out, and why.
  await expect(page.getByTestId('contatos-previa-exportacao')).toHaveText(
    `${encontradas} contatos na lista; 1 fica fora da exportação porque não aceita mensagens de pagamentos e vencimentos.`,
  );
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^contatos-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFNome;CPF;Tipo;Inscrição;Situação da inscrição;E-mail;Celular;Cidade;UF\r\n')).toBe(true);
  expect(csv).toContain('Beatriz Conceição Ávila;603.470.404-97;Advogado(a);56781/GO;Regular;beatriz.avila@demo.portal.local;(62) 99999-0011;Goiânia;GO');
  expect(csv).toContain('Renato Araújo Lima');
  expect(csv).not.toContain('Lúcia');
  await expect(page.getByText(/Arquivo contatos-.*\.csv baixado\./)).toBeVisible();

  // 360 px: cards, no sideways scrolling.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByTestId('contato-cartao')).toHaveCount(encontradas);
  const largura = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(largura).toBeLessThanOrEqual(360);
});
