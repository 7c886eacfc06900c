import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DEMO, entrar, semViolacoesGraves } from './support';

const CABECALHO = 'id_externo;cpf;origem;exercicio;descricao;vencimento;valor;situacao;pago_em;valor_pago';

test('Ana imports títulos from the finance screen; Maria then sees the imported título in /financeiro', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const marca = randomUUID().slice(0, 8);
  const ano = new Date().getFullYear();
  const descricao = `Taxa de certidão importada ${marca}`;
  const conteudo =
    [
      CABECALHO,
      `e2e-${marca}-1;${DEMO.maria.usuario};taxa;;${descricao};${ano + 1}-01-20;45,50;aberto;;`,
      `e2e-${marca}-2;${DEMO.maria.usuario};outro;${ano - 1};Contribuição paga no sistema anterior ${marca};${ano - 1}-05-10;120,00;pago;${ano - 1}-05-08;120,00`,
    ].join('\n') + '\n';

  await entrar(page, DEMO.ana);
  await page.getByRole('link', { name: /^Importar títulos/ }).first().click();
  await expect(page).toHaveURL(/\/area-restrita\/financeiro\/importar-titulos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Importar títulos' })).toBeVisible();
  await expect(page.getByText(CABECALHO, { exact: true })).toBeVisible();
  await semViolacoesGraves(page);

  await page.locator('input[type="file"]').setInputFiles({ name: 'titulos-e2e.csv', mimeType: 'text/csv', buffer: Buffer.from(conteudo) });
  await page.getByRole('button', { name: 'Enviar e conferir' }).click();
  const previa = page.getByRole('region', { name: 'Prévia da importação — titulos-e2e.csv' });
  await expect(previa.getByText('Nada foi gravado ainda. Confira os números e confirme para importar.')).toBeVisible({ timeout: 30_000 });
  const numeros = previa.getByLabel('Números da prévia');
  await expect(numeros.getByText('Novos').locator('xpath=following-sibling::dd')).toHaveText('2');
  await expect(numeros.getByText('Com erro').locator('xpath=following-sibling::dd')).toHaveText('0');

  await previa.getByRole('button', { name: 'Confirmar importação' }).click();
  await expect(page.getByText(/^Importação concluída em /)).toBeVisible({ timeout: 90_000 });
  await expect(page.getByLabel('Números da importação').getByText('Novos').locator('xpath=following-sibling::dd')).toHaveText('2');
  await semViolacoesGraves(page);

  // The member sees the imported open título among hers.
  const contexto = await browser.newContext();
  const maria = await contexto.newPage();
  await entrar(maria, DEMO.maria);
  await maria.goto('/financeiro');
  await expect(maria.getByText(descricao).first()).toBeVisible({ timeout: 30_000 });
  await contexto.close();
});
