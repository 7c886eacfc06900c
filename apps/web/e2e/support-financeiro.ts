import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import fs from 'node:fs';
import { DEMO, entrar, type Demo } from './support';
import { dataRelativa } from './support-requerimentos';

/** This year in America/Sao_Paulo (the anuidade's exercício). */
export const ANO = Number(dataRelativa(0).iso.slice(0, 4));

/** The demo CPFs as the staff search takes them. */
export const CPF = { maria: DEMO.maria.usuario, joana: DEMO.joana.usuario } as const;

/** Only the digits of a text (a linha digitável, a formatted number). */
export function digitos(texto: string): string {
  return texto.replace(/\D/g, '');
}

/** A new browser (own cookies and storage) signed in as `quem`. */
export async function novaSessao(browser: Browser, quem: Demo): Promise<Page> {
  const contexto = await browser.newContext();
  const page = await contexto.newPage();
  await entrar(page, quem);
  return page;
}

/**
 * Marks the document so that a later `semRecarregar` proves the page was not reloaded (nor navigated away by a
 * full load) in between: what it shows then came from its own polling.
 */
export async function marcarDocumento(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __marcaE2e?: boolean }).__marcaE2e = true;
  });
}

export async function semRecarregar(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __marcaE2e?: boolean }).__marcaE2e === true), 'a página foi recarregada').toBe(true);
}

/** Clicks `acao` and returns the file it downloads: its suggested name and bytes. */
export async function baixar(page: Page, acao: Locator): Promise<{ nome: string; conteudo: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), acao.click()]);
  const caminho = await download.path();
  return { nome: download.suggestedFilename(), conteudo: fs.readFileSync(caminho) };
}

/** The número (nufin) of a título card (data-nufin of TituloCard). */
export async function nufinDe(cartao: Locator): Promise<number> {
  const valor = Number(await cartao.getAttribute('data-nufin'));
  expect(Number.isInteger(valor) && valor > 0, 'data-nufin do cartão').toBe(true);
  return valor;
}

/**
 * Staff (Ana, CLI_PermissaoFinanceiro) simulate the payment of a título in the sandbox, from
 * /area-restrita/financeiro: search (CPF or número), 'Simular pagamento' on that título, the means, send. The
 * notification goes through the provider's signed webhook; the page says what became of it.
 */
export async function simularPagamento(ana: Page, d: { busca: string; nufin: number; meio: 'PIX' | 'Boleto' }): Promise<void> {
  await ana.goto('/area-restrita/financeiro');
  await expect(ana.getByRole('heading', { level: 1, name: 'Financeiro' })).toBeVisible();
  await ana.getByRole('textbox', { name: 'CPF ou número do título' }).fill(d.busca);
  await ana.getByRole('button', { name: 'Buscar', exact: true }).click();
  const cartao = ana.getByTestId('titulo-staff').filter({ has: ana.getByRole('heading', { name: `Título ${d.nufin}`, exact: true }) });
  await expect(cartao).toHaveCount(1);
  await expect(cartao.getByText('Em aberto', { exact: true }).or(cartao.getByText('Vencido', { exact: true }))).toBeVisible();
  await cartao.getByRole('button', { name: `Simular pagamento do título ${d.nufin}` }).click();
  const dialogo = ana.getByRole('dialog', { name: `Simular pagamento do título ${d.nufin}` });
  await expect(dialogo).toBeVisible();
  await dialogo.getByRole('radio', { name: d.meio, exact: true }).check();
  await dialogo.getByRole('button', { name: 'Enviar notificação' }).click();
  await expect(dialogo).toBeHidden();
  await expect(ana.getByRole('status').filter({ hasText: `Título ${d.nufin}: Pagamento liquidado.` })).toBeVisible();
  // The card now reads as paid, by the means chosen.
  await expect(cartao.getByText('Pago', { exact: true })).toBeVisible();
  await expect(cartao).toContainText(d.meio === 'PIX' ? 'PIX' : 'Boleto');
}

/** A member's título card on /financeiro by its número. */
export function cartaoDoTitulo(page: Page, nufin: number): Locator {
  return page.locator(`[data-testid="titulo-card"][data-nufin="${nufin}"]`);
}
