import { expect, test } from '@playwright/test';
import { DEMO, entrar } from './support';
import { ANO } from './support-financeiro';
import { axe, dataRelativa, semRolagemHorizontal } from './support-requerimentos';

// The yearly anuidade table (issue 34, ADR 045): Ana enters next year's table on a phone. The demo has the tables of
// the last three years (the migration's and the seed's); next year's is missing, as on a real install in December.

const PROXIMO = ANO + 1;
const AVISO_PROXIMO = `A tabela da anuidade de ${PROXIMO} ainda não foi cadastrada: sem ela, a anuidade de ${PROXIMO} não será lançada em 1º de janeiro.`;
/** From October on, staff are told next year's table is missing. */
const AVISA = dataRelativa(0).iso.slice(5) >= '10-01';

test(`Ana enters the ${PROXIMO} anuidade table at 360 px: from the hub, prefilled from ${ANO}, checked, saved as a version, the warning gone`, async ({ browser }) => {
  test.setTimeout(150_000);
  const contexto = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await contexto.newPage();
  await entrar(page, DEMO.ana);

  // The hub's finance card says whether the tables are in.
  await page.goto('/area-restrita');
  const cartao = page.getByRole('link', { name: /^Tabela da anuidade/ });
  await expect(cartao).toContainText(AVISA ? `Falta a tabela de ${PROXIMO}.` : 'Tabelas em dia.');
  // The staff finance page warns too, and links to the table.
  await page.goto('/area-restrita/financeiro');
  if (AVISA) await expect(page.getByText(AVISO_PROXIMO)).toBeVisible();
  await page.getByRole('link', { name: 'Tabela da anuidade' }).first().click();
  await expect(page).toHaveURL(/\/area-restrita\/financeiro\/anuidade$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tabela da anuidade' })).toBeVisible();

  // This year's table, billed (the demo's anuidades), with its bands.
  const esteAno = page.getByTestId('ano-tabela-anuidade').filter({ has: page.getByRole('heading', { name: `Anuidade ${ANO}` }) });
  await expect(esteAno).toContainText('Já lançada');
  await expect(esteAno.getByRole('row')).toHaveCount(4);
  if (AVISA) await expect(page.getByText(AVISO_PROXIMO)).toBeVisible();
  await axe(page);
  await semRolagemHorizontal(page);

  // The form: next year, the bands and dates of this year's table.
  const form = page.getByRole('form', { name: 'Cadastrar tabela da anuidade' });
  await expect(form.getByRole('textbox', { name: 'Exercício' })).toHaveValue(String(PROXIMO));
  await expect(form.getByTestId('faixa-tabela')).toHaveCount(3);
  await expect(form.getByLabel(/Vencimento da cota única/)).toHaveValue(new RegExp(`^${PROXIMO}-`));

  // A band worth nothing is refused on the spot; nothing is saved.
  await form.getByRole('textbox', { name: 'Resolução' }).fill(`Resolução 12/${ANO}`);
  const ultimaFaixa = form.getByRole('textbox', { name: 'Valor', exact: true }).last();
  await ultimaFaixa.fill('0');
  await form.getByRole('button', { name: 'Salvar tabela' }).click();
  await expect(form.getByText('O valor deve ser maior que zero.')).toBeVisible();
  await expect(page.getByTestId('ano-tabela-anuidade').filter({ has: page.getByRole('heading', { name: `Anuidade ${PROXIMO}` }) })).toHaveCount(0);

  // By keyboard: the value, then Enter submits the form.
  await ultimaFaixa.fill('1.040,00');
  await ultimaFaixa.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Tabela da anuidade ${PROXIMO} salva` })).toContainText(`Resolução 12/${ANO}`);

  const proximo = page.getByTestId('ano-tabela-anuidade').filter({ has: page.getByRole('heading', { name: `Anuidade ${PROXIMO}` }) });
  await expect(proximo).toContainText('Ainda não lançada');
  await expect(proximo).toContainText(`Resolução 12/${ANO}`);
  await expect(proximo).toContainText(`por ${DEMO.ana.nome}`);
  await expect(proximo.getByRole('row').last()).toContainText('R$ 1.040,00');
  await expect(page.getByText(AVISO_PROXIMO)).toHaveCount(0);
  await axe(page);
  await semRolagemHorizontal(page);

  // A correction before it is billed: a new version, the first kept in the history.
  await proximo.getByRole('button', { name: `Corrigir a tabela de ${PROXIMO}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Corrigir a tabela de ${PROXIMO}` })).toBeVisible();
  await form.getByRole('textbox', { name: 'Resolução' }).fill(`Resolução 12/${ANO}`);
  await form.getByRole('textbox', { name: 'Parcelas permitidas' }).fill('10');
  await form.getByRole('button', { name: 'Salvar tabela' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Tabela da anuidade ${PROXIMO} salva (versão 2` })).toBeVisible();
  await expect(proximo).toContainText('Até 10 vezes');
  await proximo.getByText('Ver 1 versão anterior').click();
  await expect(proximo).toContainText('Até 12 vezes');

  // The hub's card: the tables are in.
  await page.goto('/area-restrita');
  await expect(page.getByRole('link', { name: /^Tabela da anuidade/ })).toContainText('Tabelas em dia.');
  await contexto.close();
});
