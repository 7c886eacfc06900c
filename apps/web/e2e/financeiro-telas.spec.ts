import { expect, test } from '@playwright/test';
import { DEMO, entrar } from './support';
import { CPF, nufinDe } from './support-financeiro';
import { axe, conferir, semRolagemHorizontal } from './support-requerimentos';

// Every finance page, on a desktop and at 360 px: axe (serious and critical findings fail) and no sideways scroll.
// /payment-plan with an agreement on it is checked where the agreement is made (financeiro-negociacao.spec.ts), so
// that no spec here needs another to have run first.

const DESKTOP = { width: 1280, height: 800 };
const CELULAR = { width: 360, height: 780 };

test('member pages (Maria: up to date): /financeiro, /annuity, /payment-plan, /feetable', async ({ page }) => {
  test.setTimeout(60_000);
  await entrar(page, DEMO.maria);

  await page.goto('/financeiro');
  await conferir(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Meus títulos' })).toBeVisible();
    await expect(page.getByTestId('titulo-card').first()).toBeVisible();
  }, { ficarNoCelular: true });

  await page.goto('/annuity');
  await conferir(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: /^Anuidade \d{4}$/ })).toBeVisible();
    await expect(page.getByTestId('faixa')).toBeVisible();
  }, { ficarNoCelular: true });

  await page.goto('/payment-plan');
  await conferir(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Plano de pagamento' })).toBeVisible();
    await expect(page.getByTestId('planos-carregando')).toHaveCount(0);
  }, { ficarNoCelular: true });

  await page.goto('/feetable');
  await conferir(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Tabela de honorários' })).toBeVisible();
    await expect(page.getByTestId('ato-honorario').first()).toBeVisible();
  }, { ficarNoCelular: true });
});

test('member pages (Joana: overdue): /financeiro, the payment dialog with PIX, /negociacao after simulating', async ({ page }) => {
  test.setTimeout(60_000);
  await entrar(page, DEMO.joana);

  await page.goto('/financeiro');
  const vencido = page.getByTestId('titulo-card').filter({ has: page.getByTestId('situacao-titulo').getByText('Vencido', { exact: true }) }).first();
  await conferir(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Meus títulos' })).toBeVisible();
    await expect(vencido).toBeVisible();
  }, { ficarNoCelular: true });
  const nufin = await nufinDe(vencido);

  // The payment dialog of an overdue título with its PIX charge (full screen at 360 px).
  await vencido.getByRole('button', { name: 'Pagar' }).click();
  const dialogo = page.getByRole('dialog', { name: /Pagar título/ });
  await dialogo.getByRole('button', { name: 'PIX', exact: true }).click();
  await expect(dialogo.getByTestId('atraso')).toBeVisible();
  await conferir(page, async () => {
    await expect(dialogo.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
    await expect(dialogo.getByRole('textbox', { name: 'PIX copia e cola' })).toHaveValue(/^000201/);
  }, { ficarNoCelular: true });
  // And with the boleto.
  await dialogo.getByRole('button', { name: 'Boleto', exact: true }).click();
  await conferir(page, async () => {
    await expect(dialogo.getByRole('img', { name: 'Código de barras do boleto' })).toBeVisible();
  }, { ficarNoCelular: true });
  await dialogo.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialogo).toBeHidden();

  // The negotiation, simulated (summary, schedule and term on screen).
  await page.goto(`/negociacao/${nufin}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Negociar débitos' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Número de pagamentos' }).selectOption('2');
  await page.getByRole('button', { name: 'Simular' }).click();
  await conferir(page, async () => {
    await expect(page.getByTestId('cronograma')).toBeVisible();
    await expect(page.getByTestId('texto-termo')).toBeVisible();
  }, { ficarNoCelular: true });
});

test('staff pages (Ana): /area-restrita/financeiro with results and the simulation dialog, /area-restrita/inadimplencia, /area-restrita/tabela-honorarios', async ({ page }) => {
  test.setTimeout(120_000);
  await entrar(page, DEMO.ana);

  await page.goto(`/area-restrita/financeiro?busca=${encodeURIComponent(CPF.joana)}`);
  await conferir(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Financeiro' })).toBeVisible();
    await expect(page.getByTestId('titulo-staff').first()).toBeVisible();
  }, { ficarNoCelular: true });
  await page.getByRole('button', { name: /^Simular pagamento do título \d+$/ }).first().click();
  await conferir(page, async () => {
    await expect(page.getByRole('dialog', { name: /^Simular pagamento do título \d+$/ })).toBeVisible();
  }, { ficarNoCelular: true });
  await page.getByRole('dialog').getByRole('button', { name: 'Voltar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/area-restrita/inadimplencia');
  await page.setViewportSize(DESKTOP);
  await expect(page.getByTestId('inadimplente-linha').first()).toBeVisible();
  await axe(page);
  await page.setViewportSize(CELULAR);
  // Cards instead of the table on a phone.
  await expect(page.getByTestId('inadimplente-cartao').first()).toBeVisible();
  await semRolagemHorizontal(page);
  await axe(page);

  await page.goto('/area-restrita/tabela-honorarios');
  await conferir(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Tabela de honorários' })).toBeVisible();
    await expect(page.getByTestId('versao-honorarios').first()).toBeVisible();
  }, { ficarNoCelular: true });
});
