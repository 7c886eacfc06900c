import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DEMO, semViolacoesGraves } from './support';
import { baixar, novaSessao, simularPagamento } from './support-financeiro';
import { dataRelativa } from './support-requerimentos';

/** No horizontal scroll at 360 px; the viewport is put back afterwards. */
async function cabeEm360(page: Page): Promise<void> {
  const antes = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.waitForTimeout(200);
  const largura = await page.evaluate(() => document.documentElement.scrollWidth);
  if (largura > 360) {
    // Which elements stick out (to say what to fix).
    const largos = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .map((e) => ({ e, r: e.getBoundingClientRect().right }))
        .filter((x) => x.r > 361)
        .slice(0, 8)
        .map((x) => `${x.e.tagName.toLowerCase()}.${String(x.e.className).slice(0, 60)} → ${Math.round(x.r)}`),
    );
    console.warn(largos.join('\n'));
  }
  expect(largura, `360 px em ${page.url()}`).toBeLessThanOrEqual(360);
  if (antes) await page.setViewportSize(antes);
}

// Independent of the demo's festa and of earlier runs: Ana creates an event of its own with a unique name.
test('Ana sets up a festa; Maria buys her ticket and a guest’s, pays by PIX in the sandbox and gets both; Ana checks one in by typed code and sees "já utilizado" on the second try', async ({ browser }) => {
  test.setTimeout(180_000);
  const nome = `Arraiá E2E ${randomUUID().slice(0, 6)}`;
  const ana = await novaSessao(browser, DEMO.ana);

  // Staff setup: the event, then its 1º lote with a price per kind.
  await ana.goto('/area-restrita/festa-junina');
  await expect(ana.getByRole('heading', { level: 1, name: 'Festa junina' })).toBeVisible();
  await ana.getByRole('button', { name: 'Novo evento' }).click();
  await ana.getByLabel('Nome do evento').fill(nome);
  await ana.getByLabel('Data', { exact: true }).fill(dataRelativa(3).iso);
  await ana.getByLabel('Local').fill('Sede campestre do CEL');
  await ana.getByRole('button', { name: 'Salvar evento' }).click();
  const cartao = ana.getByRole('region', { name: nome });
  await expect(cartao).toBeVisible();
  await cartao.getByRole('button', { name: 'Novo lote' }).click();
  await cartao.getByLabel('Quantidade').fill('20');
  await cartao.getByLabel('Preço advogado(a) (R$)').fill('80,00');
  await cartao.getByLabel('Preço convidado(a) (R$)').fill('100,00');
  await cartao.getByLabel('Preço criança (R$)').fill('50,00');
  await cartao.getByRole('button', { name: 'Salvar lote' }).click();
  await expect(cartao.getByRole('table')).toContainText('0/20');
  await semViolacoesGraves(ana);
  await cabeEm360(ana);
  // On a phone each lot is a block: its Editar is on the screen, not off to the side of a table wider than it.
  const tamanho = ana.viewportSize();
  await ana.setViewportSize({ width: 360, height: 740 });
  // Nothing scrolls sideways inside the card either (a wide table in its scrolling box did, Editar at x≈577).
  const sobra = await cartao.locator('table').evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth);
  expect(sobra, 'rolagem lateral da tabela de lotes').toBeLessThanOrEqual(0);
  const caixa = await cartao.getByRole('button', { name: /^Editar .*lote/ }).boundingBox();
  expect(caixa, 'o botão Editar do lote').not.toBeNull();
  expect(caixa!.x + caixa!.width).toBeLessThanOrEqual(360);
  if (tamanho) await ana.setViewportSize(tamanho);

  // Maria buys her own ticket and one guest.
  const maria = await novaSessao(browser, DEMO.maria);
  await maria.goto('/festa-junina');
  const festa = maria.getByTestId('festa-evento').filter({ has: maria.getByRole('heading', { name: nome }) });
  await expect(festa).toBeVisible();
  await expect(festa.getByTestId('precos')).toContainText('R$ 100,00');
  const compra = maria.getByRole('region', { name: `Comprar ingressos: ${nome}` });
  await compra.getByRole('combobox', { name: 'Convidados (adultos)' }).click();
  await maria.getByRole('option', { name: '1', exact: true }).click();
  await expect(compra.getByTestId('total')).toHaveText('R$ 180,00');
  await semViolacoesGraves(maria);
  await cabeEm360(maria);
  const [resposta] = await Promise.all([
    maria.waitForResponse((r) => r.url().endsWith('/wsapp/festa-junina/compras') && r.request().method() === 'POST'),
    compra.getByRole('button', { name: 'Reservar ingressos' }).click(),
  ]);
  expect(resposta.status()).toBe(201);
  const { nufin } = (await resposta.json()) as { nufin: number };
  await expect(maria.getByRole('heading', { name: 'Pagamento da reserva' })).toBeVisible();
  await maria.getByRole('button', { name: 'PIX', exact: true }).click();
  await expect(maria.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
  await semViolacoesGraves(maria);

  // Ana settles that PIX in the sandbox; Maria's page sees it by polling. (The finance page first loaded once:
  // on a busy machine its first load can take longer than an assertion's wait.)
  await ana.goto('/area-restrita/financeiro');
  await expect(ana.getByRole('heading', { level: 1, name: 'Financeiro' })).toBeVisible({ timeout: 30_000 });
  await simularPagamento(ana, { busca: String(nufin), nufin, meio: 'PIX' });
  await expect(maria.getByText('Pagamento confirmado! Seus ingressos estão em')).toBeVisible({ timeout: 20_000 });

  // Her tickets: holder, QR, short code and a PDF each.
  await maria.goto('/festa-junina/meus-ingressos');
  const ingressos = maria.getByTestId('ingresso').filter({ hasText: nome });
  await expect(ingressos).toHaveCount(2);
  await expect(ingressos.first().getByRole('img', { name: /QR do ingresso de/ })).toBeVisible();
  const codigo = (await ingressos.first().getByTestId('codigo-curto').innerText()).trim();
  expect(codigo).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  const pdf = await baixar(maria, ingressos.first().getByRole('button', { name: /Baixar PDF do ingresso/ }));
  expect(pdf.conteudo.subarray(0, 5).toString()).toBe('%PDF-');
  await semViolacoesGraves(maria);
  await cabeEm360(maria);

  // The gate: Ana types the short code twice.
  await ana.goto('/area-restrita/festa-junina/check-in');
  await expect(ana.getByRole('heading', { level: 1, name: 'Check-in da festa' })).toBeVisible();
  await ana.getByRole('combobox', { name: 'Evento' }).click();
  await ana.getByRole('option', { name: new RegExp(nome) }).click();
  await ana.getByLabel('Portão').fill('Portão E2E');
  await ana.getByLabel('Código do ingresso').fill(codigo.toLowerCase());
  await ana.getByRole('button', { name: 'Verificar' }).click();
  await expect(ana.getByTestId('resultado-checkin')).toHaveAttribute('data-resultado', 'valido');
  await expect(ana.getByTestId('resultado-checkin')).toContainText('Válido: entrada liberada');
  await ana.getByLabel('Código do ingresso').fill(codigo);
  await ana.getByRole('button', { name: 'Verificar' }).click();
  await expect(ana.getByTestId('resultado-checkin')).toHaveAttribute('data-resultado', 'ja_utilizado');
  await expect(ana.getByTestId('resultado-checkin')).toContainText('Portão E2E');
  await semViolacoesGraves(ana);
  await cabeEm360(ana);

  await maria.context().close();
  await ana.context().close();
});
