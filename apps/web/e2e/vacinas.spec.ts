import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DEMO, entrar } from './support';
import { novaSessao, simularPagamento } from './support-financeiro';
import { conferir, dataRelativa } from './support-requerimentos';

// CASAG vaccines end to end: Ana creates a campaign of its own (so a re-run against the same data buys again),
// Maria buys a dose for herself and a dependant and pays by PIX in the sandbox, sees the vouchers, and Ana
// registers one application by its typed code; a second try says it was already applied.

test('Ana creates a campaign; Maria buys two doses and pays by PIX; vouchers on the statement; Ana applies one once', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const vacina = `Influenza E2E ${randomUUID().slice(0, 6)}`;
  const ana = await novaSessao(browser, DEMO.ana);

  // Ana: the staff list, then a new campaign.
  await ana.goto('/area-restrita/vacinas');
  await conferir(ana, async () => {
    await expect(ana.getByRole('heading', { level: 1, name: 'Vacinas' })).toBeVisible();
  });
  await ana.getByRole('link', { name: 'Nova campanha' }).click();
  await expect(ana.getByRole('heading', { level: 1, name: 'Nova campanha de vacinação' })).toBeVisible();
  await conferir(ana, async () => {
    await expect(ana.getByLabel('Vacina', { exact: false }).first()).toBeVisible();
  });
  // A bad campaign first: the field says why and nothing is created.
  await ana.getByRole('button', { name: 'Criar campanha' }).click();
  await expect(ana.getByText('Informe a vacina.')).toBeVisible();
  await ana.getByRole('textbox', { name: 'Vacina' }).fill(vacina);
  await ana.getByLabel('Início das vendas').fill(dataRelativa(0).iso);
  await ana.getByLabel('Fim das vendas').fill(dataRelativa(30).iso);
  await ana.getByLabel('Início da aplicação').fill(dataRelativa(0).iso);
  await ana.getByLabel('Fim da aplicação').fill(dataRelativa(60).iso);
  await ana.getByRole('textbox', { name: 'Locais de aplicação (um por linha)' }).fill('Sede da CASAG');
  await ana.getByRole('textbox', { name: 'Estoque (doses)' }).fill('10');
  await ana.getByRole('textbox', { name: 'Preço por dose para quem está em dia (R$)' }).fill('80,00');
  await ana.getByRole('textbox', { name: 'Preço por dose para os demais (R$)' }).fill('120,00');
  await ana.getByRole('button', { name: 'Criar campanha' }).click();
  await expect(ana.getByRole('heading', { level: 1, name: vacina })).toBeVisible();
  await expect(ana.getByTestId('numeros')).toContainText('Estoque restante10');
  await conferir(ana, async () => {
    await expect(ana.getByTestId('numeros')).toBeVisible();
  });

  // Maria: the campaign with her price, then buying for herself and her first dependant.
  await entrar(page, DEMO.maria);
  await page.goto('/home/casag/vacinas');
  const cartao = page.getByTestId('campanha').filter({ has: page.getByRole('heading', { name: vacina }) });
  await conferir(page, async () => {
    await expect(cartao).toContainText('R$ 80,00');
  });
  await cartao.getByRole('link', { name: `Adquirir doses de ${vacina}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adquirir vacinas' })).toBeVisible();
  await page.getByRole('checkbox', { name: `${DEMO.maria.nome} (você)` }).check();
  const dependente = page.getByRole('group', { name: /Para quem/ }).getByRole('checkbox').nth(1);
  await expect(dependente).toBeEnabled();
  const nomeDependente = ((await page.getByRole('group', { name: /Para quem/ }).locator('label').nth(1).textContent()) ?? '').trim();
  await dependente.check();
  await expect(page.getByTestId('resumo')).toContainText('R$ 160,00');
  await conferir(page, async () => {
    await expect(page.getByTestId('resumo')).toBeVisible();
  });
  await page.getByRole('button', { name: 'Confirmar compra' }).click();
  await expect(page.getByTestId('compra-reservada')).toBeVisible();
  await expect(page).toHaveURL(/\?compra=[0-9a-f-]{36}$/);
  const nufin = Number(await page.getByTestId('resumo-compra').getAttribute('data-nufin'));
  expect(nufin).toBeGreaterThan(0);
  const pagamento = page.getByRole('region', { name: 'Pagamento' });
  await pagamento.getByRole('button', { name: 'PIX', exact: true }).click();
  await expect(pagamento.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
  await conferir(page, async () => {
    await expect(pagamento.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
  });

  // Ana simulates the PIX in the sandbox; Maria's page sees it paid without a reload.
  await simularPagamento(ana, { busca: String(nufin), nufin, meio: 'PIX' });
  await expect(page.getByTestId('compra-paga')).toBeVisible({ timeout: 20_000 });

  // The statement: both doses paid, each with its QR and short code, and the receipt.
  await page.goto('/home/casag/vacinas/extrato');
  const compra = page.getByTestId('compra').filter({ has: page.getByRole('heading', { name: vacina }) });
  await expect(compra.getByTestId('dose')).toHaveCount(2);
  await expect(compra.locator('[data-testid="dose"][data-status="paga"]')).toHaveCount(2);
  await expect(compra.getByRole('img', { name: `QR do voucher de ${DEMO.maria.nome}` })).toBeVisible();
  await expect(compra.getByRole('button', { name: `Recibo do título ${nufin} (PDF)` })).toBeVisible();
  await conferir(page, async () => {
    await expect(compra.getByTestId('voucher').first()).toBeVisible();
  });
  const doseMaria = compra.getByTestId('dose').filter({ hasText: `${DEMO.maria.nome} (você)` });
  const codigo = ((await doseMaria.getByTestId('codigo-curto').textContent()) ?? '').trim();
  expect(codigo).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  expect(nomeDependente.length).toBeGreaterThan(0);

  // Ana registers the application by typed code.
  await ana.goto('/area-restrita/vacinas/aplicacao');
  await expect(ana.getByRole('heading', { level: 1, name: 'Registrar aplicação' })).toBeVisible();
  await conferir(ana, async () => {
    await expect(ana.getByRole('textbox', { name: 'Código do voucher' })).toBeVisible();
  });
  await ana.getByRole('textbox', { name: 'Código do voucher' }).fill(codigo.toLowerCase());
  await ana.getByRole('button', { name: 'Consultar voucher' }).click();
  await expect(ana.getByTestId('dados-voucher')).toContainText(DEMO.maria.nome);
  await expect(ana.getByTestId('dados-voucher')).toContainText(vacina);
  await ana.getByRole('button', { name: 'Confirmar aplicação' }).click();
  await expect(ana.getByTestId('aplicada')).toContainText('Aplicação registrada');
  await conferir(ana, async () => {
    await expect(ana.getByTestId('aplicada')).toBeVisible();
  });

  // A second try: already applied, when and by whom.
  await ana.getByRole('button', { name: 'Ler outro voucher' }).click();
  await ana.getByRole('textbox', { name: 'Código do voucher' }).fill(codigo);
  await ana.getByRole('button', { name: 'Consultar voucher' }).click();
  await expect(ana.getByTestId('nao-aplicavel')).toContainText(`Esta dose já foi aplicada em ${dataRelativa(0).br}`);
  await expect(ana.getByTestId('nao-aplicavel')).toContainText(`por ${DEMO.ana.nome}`);
  await expect(ana.getByRole('button', { name: 'Confirmar aplicação' })).toHaveCount(0);

  // Maria sees it applied.
  await page.reload();
  await expect(doseMaria).toHaveAttribute('data-status', 'aplicada');
  await ana.context().close();
});
