import { expect, test, type Page } from '@playwright/test';
import { DEMO, entrar } from './support';
import { baixar, novaSessao } from './support-financeiro';
import { axe, pdfMinimo, semRolagemHorizontal } from './support-requerimentos';

// Electronic petitions end to end: Maria files a petition with a PDF into her public process 2026.000101,
// confirms, sees the protocol and downloads the receipt, and the process page shows the PDF waiting for the
// secretariat; Joana opening the confidential 2026.000102 sees the same "not found" as a process that does not
// exist, and opening the public 2026.000101 (not hers) is told only its parties and their lawyers file there.

const DESKTOP = { width: 1280, height: 800 };
const CELULAR = { width: 360, height: 780 };

/** The ids of the processes Maria may file in, by number (through the API, with her session's token). */
async function idsDosProcessos(page: Page): Promise<Record<string, string>> {
  const itens = await page.evaluate(async () => {
    const registro = JSON.parse(window.localStorage.getItem('auth-token') ?? 'null') as { token?: string } | null;
    const r = await fetch('/wsapp/peticoes/processos', { headers: { authorization: `Bearer ${registro?.token ?? ''}` } });
    return ((await r.json()) as { itens: { id: string; numero: string }[] }).itens;
  });
  return Object.fromEntries(itens.map((i) => [i.numero, i.id]));
}

test('Maria files a petition with a PDF and downloads its receipt; Joana does not find the confidential process', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await entrar(page, DEMO.maria);
  const ids = await idsDosProcessos(page);
  const publico = ids['2026.000101'];
  const sigiloso = ids['2026.000102'];
  expect(publico, 'id de 2026.000101').toMatch(/^[0-9a-f-]{36}$/);
  expect(sigiloso, 'id de 2026.000102').toMatch(/^[0-9a-f-]{36}$/);

  await page.goto(`/peticionamento/${publico}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Peticionamento eletrônico' })).toBeVisible();
  await expect(page.getByTestId('processo-peticionamento')).toContainText('2026.000101');
  await axe(page);

  await page.getByLabel('Tipo da petição').selectOption('Manifestação');
  const prazo = page.getByLabel('Prazo a que a petição responde');
  await expect(prazo.locator('option', { hasText: 'Manifestação sobre o parecer — vence em' })).toHaveCount(1);
  await prazo.selectOption({ label: (await prazo.locator('option', { hasText: 'Manifestação sobre o parecer' }).textContent()) ?? '' });
  await page.getByLabel('Texto da petição').fill('A interessada manifesta concordância com o parecer e junta a certidão.');
  await page.getByTestId('peticao-arquivos').setInputFiles({ name: 'certidao.pdf', mimeType: 'application/pdf', buffer: pdfMinimo('Certidao e2e') });
  await expect(page.getByText(/certidao\.pdf \(\d/)).toBeVisible();

  // 360 px: the form fits.
  await page.setViewportSize(CELULAR);
  await semRolagemHorizontal(page);
  await page.setViewportSize(DESKTOP);

  await page.getByRole('button', { name: 'Revisar petição' }).click();
  await expect(page.getByRole('heading', { name: 'Confirme a petição' })).toBeFocused();
  await expect(page.getByText('certidao.pdf', { exact: false })).toBeVisible();
  await axe(page);
  await page.getByRole('button', { name: 'Confirmar e protocolar' }).click();

  const resultado = page.getByTestId('peticao-protocolada');
  await expect(resultado).toBeVisible();
  const protocolo = (await page.getByTestId('protocolo-peticao').textContent()) ?? '';
  expect(protocolo).toMatch(/^PET-\d{4}\/\d{6}$/);
  await expect(resultado).toContainText('Recebida em');
  await expect(resultado.getByRole('link', { name: 'Voltar ao processo' })).toHaveAttribute('href', `/processo/${publico}`);
  const recibo = await baixar(page, resultado.getByRole('button', { name: `Baixar recibo (PDF) da petição ${protocolo}` }));
  expect(recibo.conteudo.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(recibo.nome).toMatch(/\.pdf$/);
  await expect(page.getByTestId('minha-peticao').filter({ hasText: protocolo })).toBeVisible();
  await axe(page);
  await page.setViewportSize(CELULAR);
  await semRolagemHorizontal(page);

  // On the process page the petition's PDF waits for the secretariat: not "Juntado … por Maria".
  await page.setViewportSize(DESKTOP);
  await resultado.getByRole('link', { name: 'Voltar ao processo' }).click();
  const certidao = page.getByTestId('documento-processo').filter({ hasText: 'certidao.pdf' });
  await expect(certidao).toContainText('Aguardando juntada pela secretaria');
  await expect(certidao).toContainText(`com a petição ${protocolo}; ainda não faz parte dos autos.`);
  await expect(certidao).not.toContainText('Juntado');
  await axe(page);

  // Joana: the confidential process does not exist for her.
  const joana = await novaSessao(browser, DEMO.joana);
  await joana.goto(`/peticionamento/${sigiloso}`);
  await expect(joana.getByTestId('processo-nao-encontrado')).toContainText('Processo não encontrado.');
  await expect(joana.getByText('2026.000102')).toHaveCount(0);
  await joana.goto('/peticionamento/00000000-0000-4000-8000-000000000000');
  await expect(joana.getByTestId('processo-nao-encontrado')).toContainText('Processo não encontrado.');
  await axe(joana);
  // The public process, where she is not a party: she is told who may file there, with the way back.
  await joana.goto(`/peticionamento/${publico}`);
  const soPartes = joana.getByTestId('peticionamento-so-partes');
  await expect(soPartes).toContainText('Só as partes deste processo e os advogados delas podem peticionar nele.');
  await expect(soPartes.getByRole('link', { name: 'Ver o processo' })).toHaveAttribute('href', `/processo/${publico}`);
  await expect(soPartes.getByRole('link', { name: 'Ver meus processos' })).toHaveAttribute('href', '/meus-processos');
  await expect(joana.getByTestId('processo-nao-encontrado')).toHaveCount(0);
  await axe(joana);
  await joana.setViewportSize(CELULAR);
  await semRolagemHorizontal(joana);
});
