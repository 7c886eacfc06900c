import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, entrar, type Demo } from './support';
import { conferir } from './support-requerimentos';

// CEL guest invitations (ADR 018): Maria invites a guest for today; Joana, another member, sees only that the
// invitation exists and its date; Ana (gate staff) opens the gate's link in two tabs (two gates), admits in one,
// and the other answers "já admitido". Independent of other specs: a guest of its own, one invitation of Maria's
// quota (4 a month; the demo seeds one).

const DESKTOP = { width: 1280, height: 800 };

const hojeSp = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const dataBr = (iso: string) => iso.split('-').reverse().join('/');

async function sessao(browser: Browser, quem: Demo): Promise<Page> {
  const contexto = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await contexto.newPage();
  await entrar(page, quem);
  return page;
}

test('Maria invites a guest for today; Joana sees only existence and date; Ana admits once at the gate', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const hoje = hojeSp();
  const convidado = `Convidado Teste ${Date.now().toString(36).toUpperCase()}`;

  await entrar(page, DEMO.maria);
  await page.goto('/home/cel/convites');
  await conferir(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Convites do CEL' })).toBeVisible();
    await expect(page.getByTestId('convites-restantes')).toBeVisible();
  }, { ficarNoCelular: true });
  await page.setViewportSize(DESKTOP);
  await page.getByLabel('Nome do convidado').fill(convidado);
  await page.getByLabel('Data da visita').fill(hoje);
  await expect(page.getByTestId('cota-do-mes')).toContainText(/Resta/);
  await page.getByRole('button', { name: 'Convidar', exact: true }).click();

  await expect(page).toHaveURL(/\/convite\/cel\/[A-Za-z0-9_-]{32}$/);
  const hash = page.url().split('/').pop() as string;
  await conferir(page, async () => {
    await expect(page.getByTestId('convidado')).toHaveText(convidado);
    await expect(page.getByText(`Data da visita: ${dataBr(hoje)}`)).toBeVisible();
    await expect(page.getByTestId('qr-convite')).toBeVisible();
    await expect(page.getByLabel('Link do convite')).toHaveValue(new RegExp(`/convite/cel/${hash}$`));
    await expect(page.getByTestId('codigo-curto')).toHaveText(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  }, { ficarNoCelular: true });
  // It is in Maria's list, which links back to it.
  await page.goto('/home/cel/convites');
  await expect(page.getByRole('link', { name: convidado })).toHaveAttribute('href', `/convite/cel/${hash}`);

  // Joana: only that it exists and its date, on both links.
  const joana = await sessao(browser, DEMO.joana);
  const soExistencia = async () => {
    await expect(joana.getByTestId('convite-publico')).toContainText('Este convite do CEL existe.');
    await expect(joana.getByTestId('convite-publico')).toContainText(dataBr(hoje));
    await expect(joana.getByText(convidado)).toHaveCount(0);
  };
  await joana.goto(`/convite/cel/${hash}`);
  await conferir(joana, soExistencia, { ficarNoCelular: true });
  await joana.goto(`/convite/validar/${hash}`);
  await soExistencia();
  await joana.goto(`/convite/validar/${'A'.repeat(32)}`);
  await expect(joana.getByText('Convite não encontrado. Confira o link.')).toBeVisible();

  // Ana at two gates: one without a camera types the short code; both see it valid; one admits, the other
  // hears it was already admitted.
  const codigoCurto = (await page.goto(`/convite/cel/${hash}`), await page.getByTestId('codigo-curto').textContent()) as string;
  const ana = await sessao(browser, DEMO.ana);
  const outraPortaria = await ana.context().newPage();
  await ana.goto('/area-restrita/portaria-cel');
  await ana.getByLabel('Código do convite').fill(codigoCurto.toLowerCase());
  await ana.getByRole('button', { name: 'Conferir convite' }).click();
  await expect(ana).toHaveURL(new RegExp(`/convite/validar/${hash}$`));
  await outraPortaria.goto(`/convite/validar/${hash}`);
  await conferir(ana, async () => {
    await expect(ana.getByTestId('situacao-portaria')).toHaveText('Convite válido hoje.');
    await expect(ana.getByTestId('nome-convidado')).toHaveText(convidado);
  }, { ficarNoCelular: true });
  await expect(outraPortaria.getByTestId('situacao-portaria')).toHaveText('Convite válido hoje.');
  await ana.getByRole('button', { name: 'Admitir convidado' }).click();
  await expect(ana.getByTestId('situacao-portaria')).toContainText('Convidado já admitido em');
  await expect(ana.getByTestId('situacao-portaria')).toContainText('Portaria principal');
  await outraPortaria.getByLabel('Portaria').click();
  await outraPortaria.getByRole('option', { name: 'Portaria social' }).click();
  await outraPortaria.getByRole('button', { name: 'Admitir convidado' }).click();
  await expect(outraPortaria.getByTestId('situacao-portaria')).toContainText(/^Já admitido: Convidado já admitido em .*Portaria principal/);
  // Opening it again answers the same.
  await ana.reload();
  await expect(ana.getByTestId('situacao-portaria')).toContainText('Convidado já admitido em');
  await expect(ana.getByRole('button', { name: 'Admitir convidado' })).toHaveCount(0);

  // Maria sees it used.
  await page.goto(`/convite/cel/${hash}`);
  await expect(page.getByText('Utilizado', { exact: true })).toBeVisible();
});
