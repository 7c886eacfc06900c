import { expect, test, type FileChooser, type Page } from '@playwright/test';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import { DEMO, entrar, semViolacoesGraves } from './support';

/** A valid CPF (check digits) from nine random digits: none of the demo people's. */
function cpfAleatorio(): string {
  const base = Array.from({ length: 9 }, () => randomInt(0, 10));
  const digito = (ds: number[]) => {
    const soma = ds.reduce((s, d, i) => s + d * (ds.length + 1 - i), 0);
    const r = (soma * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = digito(base);
  const d2 = digito([...base, d1]);
  return [...base, d1, d2].join('');
}

/**
 * Enter on the focused button opens the file picker. Playwright turns on its interception of pickers when the first
 * listener is added, without waiting for the browser to confirm; a picker opened before that is a native one, which
 * never reaches the test (seen in CI: the test waited out its 3 minutes). So: Enter, and if no picker reached the
 * test within 5 s, Enter again (by then the interception is on). A button that opens nothing still fails.
 */
async function seletorPeloTeclado(page: Page): Promise<FileChooser> {
  for (let tentativa = 1; ; tentativa++) {
    const aberto = page.waitForEvent('filechooser', { timeout: 5_000 });
    await page.keyboard.press('Enter');
    try {
      return await aberto;
    } catch (erro) {
      if (tentativa === 3) throw erro;
    }
  }
}

const CABECALHO = 'numero;uf;tipo;situacao;data_inscricao;cpf;nome;nome_social;nascimento;email;celular';

test('Ana imports registry lines from the screen: preview, confirmation, progress, report', async ({ page }) => {
  test.setTimeout(180_000);
  // Numbers far from the demo's (12345, 23456, 5678x), new on every run.
  const numeros = [randomInt(7_000_000, 7_999_999), randomInt(8_000_000, 8_999_999)];
  const linhas = numeros.map((n) => `${n};GO;principal;regular;2018-05-02;${cpfAleatorio()};Inscrito Importado ${n};;1990-01-02;importado${n}@exemplo.org;62991234567`);
  const conteudo = `${[CABECALHO, ...linhas].join('\n')}\n`;

  await entrar(page, DEMO.ana);
  await page.getByRole('link', { name: /^Importar inscritos/ }).first().click();
  await expect(page).toHaveURL(/\/area-restrita\/inscritos\/importar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Importar inscritos' })).toBeVisible();
  await expect(page.getByText(CABECALHO, { exact: true })).toBeVisible();
  await semViolacoesGraves(page);

  // The picker opens from its button (keyboard: focus it and press Enter).
  const escolher = page.getByRole('button', { name: 'Escolher arquivo CSV' });
  await escolher.focus();
  const seletor = await seletorPeloTeclado(page);
  await seletor.setFiles({ name: 'inscritos-e2e.csv', mimeType: 'text/csv', buffer: Buffer.from(conteudo) });
  await expect(page.getByText(/^inscritos-e2e\.csv \(/)).toBeVisible();
  await page.getByRole('button', { name: 'Enviar e conferir' }).click();

  const previa = page.getByRole('region', { name: 'Prévia da importação — inscritos-e2e.csv' });
  await expect(previa.getByText('Nada foi gravado ainda. Confira os números e confirme para importar.')).toBeVisible();
  const numerosDaPrevia = previa.getByLabel('Números da prévia');
  await expect(numerosDaPrevia.getByText('Novos').locator('xpath=following-sibling::dd')).toHaveText('2');
  await expect(numerosDaPrevia.getByText('Com erro').locator('xpath=following-sibling::dd')).toHaveText('0');
  await semViolacoesGraves(page);

  await previa.getByRole('button', { name: 'Confirmar importação' }).click();
  // The job runs (pg-boss polls every few seconds); the screen follows it to the end.
  await expect(page.getByText(/^Importação concluída em /)).toBeVisible({ timeout: 60_000 });
  const numerosFinais = page.getByLabel('Números da importação');
  await expect(numerosFinais.getByText('Novos').locator('xpath=following-sibling::dd')).toHaveText('2');
  await semViolacoesGraves(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar relatório' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^relatorio-inscritos-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFImportação;Cadastro de inscritos\r\nArquivo;inscritos-e2e.csv\r\nSituação;concluída (gravada)\r\n')).toBe(true);
  expect(csv).toContain('Novos;2\r\n');

  // The recent list shows it, and a second upload of the same file now changes nothing.
  await page.getByRole('button', { name: 'Nova importação' }).click();
  await expect(page.getByRole('region', { name: 'Últimas importações' }).getByText('inscritos-e2e.csv').first()).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'inscritos-e2e.csv', mimeType: 'text/csv', buffer: Buffer.from(conteudo) });
  await page.getByRole('button', { name: 'Enviar e conferir' }).click();
  await expect(page.getByLabel('Números da prévia').getByText('Inalterados').locator('xpath=following-sibling::dd')).toHaveText('2');
});

test('a file with an error line shows it and cannot be confirmed', async ({ page }) => {
  test.setTimeout(120_000);
  const n = randomInt(7_000_000, 8_999_999);
  const conteudo = `${CABECALHO}\n${n};GO;principal;aposentado;2018-05-02;${cpfAleatorio()};Inscrito ${n};;1990-01-02;erro${n}@exemplo.org;\n`;
  await entrar(page, DEMO.ana);
  await page.goto('/area-restrita/inscritos/importar');
  await page.locator('input[type="file"]').setInputFiles({ name: 'com-erro.csv', mimeType: 'text/csv', buffer: Buffer.from(conteudo) });
  await page.getByRole('button', { name: 'Enviar e conferir' }).click();
  const previa = page.getByRole('region', { name: 'Prévia da importação — com-erro.csv' });
  await expect(previa.getByText('O arquivo tem erros em 1 linha; nada será gravado. Corrija o arquivo e envie de novo.')).toBeVisible();
  await expect(previa.getByText(/^linha 2: Situação inválida/)).toBeVisible();
  await expect(previa.getByRole('button', { name: 'Confirmar importação' })).toHaveCount(0);
  await semViolacoesGraves(page);
});
