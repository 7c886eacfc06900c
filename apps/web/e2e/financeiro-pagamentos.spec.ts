import { expect, test, type Page } from '@playwright/test';
import { DEMO, entrar } from './support';
import { ANO, baixar, cartaoDoTitulo, CPF, digitos, marcarDocumento, novaSessao, nufinDe, semRecarregar, simularPagamento } from './support-financeiro';
import { axe, dataRelativa } from './support-requerimentos';

// Maria pays; Ana (staff, sandbox) sends the provider's notification. One signed-in Ana for the file: each
// sign-in takes a new authenticator step.
test.describe.configure({ mode: 'serial' });

let ana: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  ana = await novaSessao(browser, DEMO.ana);
});

test.afterAll(async () => {
  await ana.context().close();
});

test('Maria pays this year’s anuidade by PIX (the single payment, or the next installment once it was split); Ana simulates the payment and Maria sees it confirmed without reloading; receipt and statement are PDFs', async ({ page }) => {
  test.setTimeout(90_000);
  await entrar(page, DEMO.maria);
  await page.goto('/annuity');
  await expect(page.getByRole('heading', { level: 1, name: `Anuidade ${ANO}` })).toBeVisible();
  // The anuidade falls due on the last business day of April. Until then the demo has it open in one payment; after
  // it, Maria has split it and paid every installment due so far (she is up to date): she pays the next one.
  const cotaUnica = page.getByRole('list', { name: 'Cota única' });
  const parcelas = page.getByRole('list', { name: 'Parcelas da anuidade' });
  await expect(cotaUnica.or(parcelas)).toBeVisible();
  const dividida = await parcelas.isVisible();
  const lista = dividida ? parcelas : cotaUnica;
  const rotulo = dividida ? 'Pagar título' : 'Pagar em cota única';
  const cartao = lista.getByTestId('titulo-card').filter({ has: page.getByTestId('situacao-titulo').getByText('Em aberto', { exact: true }) }).first();
  await expect(cartao).toBeVisible();
  await expect(lista.getByTestId('situacao-titulo').getByText('Vencido', { exact: true })).toHaveCount(0);
  const nufin = await nufinDe(cartao);
  const descricao = (await cartao.getByRole('heading').first().textContent()) ?? '';
  expect(descricao).toContain(`Anuidade ${ANO}`);

  await cartao.getByRole('button', { name: dividida ? 'Pagar' : 'Pagar em cota única' }).click();
  const dialogo = page.getByRole('dialog', { name: new RegExp(rotulo) });
  await expect(dialogo).toBeVisible();
  await expect(dialogo).toContainText(`${descricao} · título nº ${nufin}`);
  const devido = dialogo.getByTestId('devido');
  await expect(devido).toContainText('Total a pagar hoje');
  const totalHoje = (await devido.locator('dd').last().textContent()) ?? '';
  expect(totalHoje).toMatch(/^R\$\s[\d.]+,\d{2}$/);

  // PIX: the QR image and the copia e cola (an EMV BR Code: starts with payload format 01, Banco Central's GUI).
  await dialogo.getByRole('button', { name: 'PIX', exact: true }).click();
  const qr = dialogo.getByRole('img', { name: 'QR Code PIX' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const copiaECola = await dialogo.getByRole('textbox', { name: 'PIX copia e cola' }).inputValue();
  expect(copiaECola.startsWith('000201')).toBe(true);
  expect(copiaECola).toContain('br.gov.bcb.pix');
  // The amount in the code (tag 54) is today's total.
  const valorPix = (Number(digitos(totalHoje)) / 100).toFixed(2);
  expect(copiaECola).toContain(`54${String(valorPix.length).padStart(2, '0')}${valorPix}`);
  await expect(dialogo.getByTestId('cobranca-pix')).toContainText(totalHoje);
  await expect(dialogo.getByTestId('aguardando-confirmacao')).toBeVisible();
  await expect(dialogo.getByTestId('pagamento-confirmado')).toHaveCount(0);
  await axe(page);
  await marcarDocumento(page);

  // Ana, in another browser: finds Maria by CPF and simulates that PIX.
  await simularPagamento(ana, { busca: CPF.maria, nufin, meio: 'PIX' });

  // Maria's dialog, still open and never reloaded, sees the settlement (it reads the título every 3 s).
  await expect(dialogo.getByTestId('pagamento-confirmado')).toContainText('Pagamento confirmado', { timeout: 15_000 });
  await expect(dialogo.getByTestId('pagamento-confirmado')).toContainText(`Valor pago: ${totalHoje} por PIX.`);
  await expect(dialogo.getByTestId('cobranca-pix')).toHaveCount(0);
  await semRecarregar(page);
  await axe(page);
  await dialogo.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialogo).toBeHidden();
  // The page behind it followed too.
  const pagoNaPagina = page.locator(`[data-testid="titulo-card"][data-nufin="${nufin}"]`);
  await expect(pagoNaPagina.getByTestId('situacao-titulo')).toHaveText('Pago');

  // /financeiro: paid, with the receipt as a PDF.
  await page.goto('/financeiro');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus títulos' })).toBeVisible();
  const pago = cartaoDoTitulo(page, nufin);
  await expect(pago.getByTestId('situacao-titulo')).toHaveText('Pago');
  await expect(pago.getByTestId('pago-em')).toContainText(`Pago em ${dataRelativa(0).br}`);
  await expect(pago.getByTestId('pago-em')).toContainText(totalHoje);
  await expect(pago.getByRole('button', { name: 'Pagar' })).toHaveCount(0);
  const recibo = await baixar(page, pago.getByRole('button', { name: 'Recibo (PDF)' }));
  expect(recibo.nome).toMatch(/\.pdf$/);
  expect(recibo.conteudo.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // This year's statement now has a payment.
  await page.getByRole('combobox', { name: 'Ano do demonstrativo' }).selectOption(String(ANO));
  const demonstrativo = await baixar(page, page.getByRole('button', { name: 'Baixar demonstrativo (PDF)' }));
  expect(demonstrativo.conteudo.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByTestId('erro-demonstrativo')).toHaveCount(0);

  // /annuity after a reload: paid, with its receipt; no more split.
  await page.goto('/annuity');
  await expect(page.locator(`[data-testid="titulo-card"][data-nufin="${nufin}"]`).getByTestId('situacao-titulo')).toHaveText('Pago');
  await expect(page.getByRole('heading', { name: 'Parcelar' })).toHaveCount(0);
});

test('Maria files a certidão (401), pays its fee by boleto; Ana simulates it and the request is sent without a reload', async ({ page }) => {
  test.setTimeout(90_000);
  await entrar(page, DEMO.maria);
  await page.goto('/requerimento');
  await expect(page.getByRole('heading', { level: 1, name: 'Requerimentos OAB' })).toBeVisible();
  await page.getByTestId('tipo-401').getByRole('link', { name: 'Solicitar' }).click();
  await expect(page).toHaveURL(/\/requerimento\/novo\?tipo=401$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Certidão de regularidade' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Finalidade' }).selectOption({ label: 'Licitação' });
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(page).toHaveURL(/\/requerimento\/[0-9a-f-]{36}\/documentos$/);
  await page.getByRole('button', { name: 'Enviar requerimento' }).click();
  await expect(page).toHaveURL(/\/requerimento\/[0-9a-f-]{36}\/pagamento$/);
  const protocolo = ((await page.getByText(/^Protocolo \d{4}\/\d{6}$/).textContent()) ?? '').replace('Protocolo ', '');
  expect(protocolo).toMatch(/^\d{4}\/\d{6}$/);
  const dados = page.getByTestId('titulo-taxa');
  await expect(dados).toContainText(/R\$\s30,00/);
  const nufin = Number(/Número do título\s*(\d+)/.exec(await dados.innerText())?.[1]);
  expect(nufin).toBeGreaterThan(0);

  // The payment: PIX or boleto. Boleto: the linha digitável (47 digits) and the barcode.
  const regiao = page.getByRole('region', { name: 'Pagamento' });
  await expect(regiao.getByRole('button', { name: 'PIX', exact: true })).toBeVisible();
  await regiao.getByRole('button', { name: 'Boleto', exact: true }).click();
  const boleto = regiao.getByTestId('cobranca-boleto');
  await expect(boleto).toBeVisible();
  const linha = await boleto.getByRole('textbox', { name: 'Linha digitável' }).inputValue();
  expect(digitos(linha)).toHaveLength(47);
  // The boleto's value is in its last 10 digits (R$ 30,00).
  expect(digitos(linha).slice(-10)).toBe('0000003000');
  const barras = boleto.getByRole('img', { name: 'Código de barras do boleto' });
  await expect(barras).toBeVisible();
  expect(await barras.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(boleto).toContainText(`Vencimento do boleto${dataRelativa(3).br}`);
  await axe(page);
  await marcarDocumento(page);

  // Ana finds the título by its number and simulates the boleto's settlement.
  await simularPagamento(ana, { busca: String(nufin), nufin, meio: 'Boleto' });

  await expect(page.getByTestId('pagamento-requerimento-confirmado')).toContainText('Pagamento confirmado. Seu requerimento foi enviado.', { timeout: 15_000 });
  await expect(regiao.getByTestId('pagamento-confirmado')).toContainText('por boleto');
  await expect(dados).toContainText('Pago');
  await semRecarregar(page);
  await axe(page);

  // Meus requerimentos: sent.
  await page.goto('/perfil/meus-requerimentos');
  const item = page.getByTestId('item-requerimento').filter({ hasText: `Protocolo ${protocolo}` });
  await expect(item).toHaveCount(1);
  await expect(item.getByText('Enviado', { exact: true })).toBeVisible();
  await expect(item.getByRole('link', { name: 'Pagar taxa' })).toHaveCount(0);
});
