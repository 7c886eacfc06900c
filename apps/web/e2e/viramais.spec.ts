import { expect, test, type Page } from '@playwright/test';
import { DEMO, entrar, type Demo } from './support';
import { ANO, cartaoDoTitulo, digitos, novaSessao, nufinDe, simularPagamento } from './support-financeiro';
import { axe, semRolagemHorizontal } from './support-requerimentos';

// Rafael (seed/viramais.ts) has no credits and this year's anuidade to pay: no other spec needs it. He pays it by
// PIX on a 360 px phone, Ana (staff, sandbox) sends the provider's notification, and the credit (10 % of what was
// paid, valid until 31/12 of next year) is in his ViraMais statement.
const RAFAEL: Demo = { modo: 'Usuário', usuario: '526.018.159-06', senha: 'viramais-demo-2026', nome: 'Rafael Nogueira Campos' };

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

let ana: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  ana = await novaSessao(browser, DEMO.ana);
});

test.afterAll(async () => {
  await ana.context().close();
});

const centavos = (texto: string) => Number(digitos(texto));
const reais = (c: number) => `R$ ${Math.floor(c / 100).toLocaleString('pt-BR')},${String(c % 100).padStart(2, '0')}`;

test('a member pays the anuidade by PIX and sees the ViraMais credit, with its expiry, in the statement', async ({ page }) => {
  test.setTimeout(120_000);
  await entrar(page, RAFAEL);

  // Nothing yet.
  await page.goto('/home/casag/viramais');
  await expect(page.getByRole('heading', { level: 1, name: 'ViraMais' })).toBeVisible();
  await expect(page.getByTestId('extrato-vazio')).toBeVisible();
  await expect(page.getByTestId('saldo-viramais')).toContainText('R$ 0,00');
  await axe(page);
  await semRolagemHorizontal(page);

  // This year's anuidade (lançada for every lawyer, ADR 035) is on /annuity; he pays it from his títulos.
  await page.goto('/annuity');
  await expect(page.getByRole('heading', { level: 1, name: `Anuidade ${ANO}` })).toBeVisible();
  await page.goto('/financeiro');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus títulos' })).toBeVisible();
  const cartao = page.getByTestId('titulo-card').filter({ hasText: `Anuidade ${ANO}` }).first();
  await expect(cartao).toBeVisible();
  const nufin = await nufinDe(cartao);
  await cartao.getByRole('button', { name: /^Pagar/ }).first().click();
  const dialogo = page.getByRole('dialog');
  await expect(dialogo).toBeVisible();
  const totalHoje = (await dialogo.getByTestId('devido').locator('dd').last().textContent()) ?? '';
  await dialogo.getByRole('button', { name: 'PIX', exact: true }).click();
  await expect(dialogo.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();

  await simularPagamento(ana, { busca: RAFAEL.usuario, nufin, meio: 'PIX' });

  await expect(dialogo.getByTestId('pagamento-confirmado')).toContainText('Pagamento confirmado', { timeout: 15_000 });
  await dialogo.getByRole('button', { name: 'Fechar' }).click();
  await expect(cartaoDoTitulo(page, nufin).getByTestId('situacao-titulo')).toHaveText('Pago');

  // The credit: 10 % of what was paid, valid until 31/12 of next year.
  const credito = Math.floor(centavos(totalHoje) / 10);
  await page.goto('/home/casag/viramais');
  const saldo = page.getByTestId('saldo-viramais');
  await expect(saldo).toContainText(reais(credito));
  await expect(saldo).toContainText(`vencem em 31/12/${ANO + 1}`);
  await expect(page.getByRole('list', { name: 'Créditos por data de vencimento' })).toContainText(`Até 31/12/${ANO + 1}`);
  const movimento = page.getByTestId('movimento').first();
  await expect(movimento).toContainText(`Anuidade ${ANO} paga`);
  await expect(movimento).toContainText(`+ ${reais(credito)}`);
  await expect(movimento).toContainText(`válido até 31/12/${ANO + 1}`);
  await expect(page.getByText('Ingressos da festa junina')).toBeVisible();
  await axe(page);
  await semRolagemHorizontal(page);
});
