import { expect, test, type Page } from '@playwright/test';
import { DEMO, entrar } from './support';
import { conferir } from './support-requerimentos';

// The entity homes (issue 12, item 6): /home leads to /home/oab, /home/casag and /home/cel; each shows the
// member's services with their state at a glance, and a collaborator a clear word on what does not apply.

/** The state line of the card named `nome` in the page's list of services. */
const estado = (page: Page, lista: string, nome: string) =>
  page.getByRole('list', { name: lista }).getByRole('link', { name: nome, exact: true }).getByTestId('estado-atalho');

test('Maria (up to date) follows /home to each entity home and sees their states', async ({ page }) => {
  test.setTimeout(90_000);
  await entrar(page, DEMO.maria);

  const entidades = page.getByRole('list', { name: 'OAB-GO, CASAG e CEL' });
  await entidades.getByRole('link', { name: /^OAB-GO/ }).click();
  await expect(page).toHaveURL(/\/home\/oab$/);
  await conferir(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'OAB-GO' })).toBeVisible();
    // Her anuidade was split: em dia, with the next installment.
    await expect(estado(page, 'Serviços da OAB-GO', 'Anuidade')).toHaveText(/^Em dia · a próxima parcela vence em \d{2}\/\d{2}\/\d{4}: R\$\s[\d.,]+$/);
    await expect(estado(page, 'Serviços da OAB-GO', 'Negociar débitos')).toHaveText('Nenhum débito em atraso');
    await expect(estado(page, 'Serviços da OAB-GO', 'Requerimentos OAB')).toHaveAttribute('data-fase', 'pronto');
    await expect(estado(page, 'Serviços da OAB-GO', 'Meus títulos e recibos')).toHaveAttribute('data-fase', 'pronto');
  }, { ficarNoCelular: true });
  await expect(page.getByTestId('aviso-sem-inscricao')).toHaveCount(0);

  await page.goto('/home');
  await page.getByRole('list', { name: 'OAB-GO, CASAG e CEL' }).getByRole('link', { name: /^CASAG/ }).click();
  await expect(page).toHaveURL(/\/home\/casag$/);
  await conferir(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'CASAG' })).toBeVisible();
    await expect(estado(page, 'Serviços da CASAG', 'Em andamento')).toHaveText(/aguarda|rascunho|Nenhum pedido em andamento/);
    await expect(estado(page, 'Serviços da CASAG', 'Ouvidoria')).toHaveAttribute('data-fase', 'pronto');
  }, { ficarNoCelular: true });
  // The card leads to its page.
  await page.getByRole('link', { name: 'Benefícios', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Benefícios CASAG' })).toBeVisible();

  await page.goto('/home');
  await page.getByRole('list', { name: 'OAB-GO, CASAG e CEL' }).getByRole('link', { name: /^CEL/ }).click();
  await expect(page).toHaveURL(/\/home\/cel$/);
  await conferir(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'CEL' })).toBeVisible();
    await expect(page.getByText(/O clube da advocacia/)).toBeVisible();
  }, { ficarNoCelular: true });
});

test('Joana (overdue anuidades) reads what is overdue on /home/oab', async ({ page }) => {
  await entrar(page, DEMO.joana);
  await page.goto('/home/oab');
  await expect(estado(page, 'Serviços da OAB-GO', 'Anuidade')).toHaveText(/^Em atraso: R\$\s[\d.,]+ \(\d+ débitos? vencidos?\)$/);
  await expect(estado(page, 'Serviços da OAB-GO', 'Anuidade')).toHaveAttribute('data-tom', 'atencao');
  await expect(estado(page, 'Serviços da OAB-GO', 'Negociar débitos')).toHaveText(/débitos? vencidos?: R\$/);
  await page.getByRole('link', { name: 'Negociar débitos', exact: true }).click();
  await expect(page).toHaveURL(/\/financeiro\?situacao=vencido$/);
});

test('Carlos (collaborator) sees what applies on each home and a clear word on what does not', async ({ page }) => {
  test.setTimeout(90_000);
  await entrar(page, DEMO.carlos);

  await page.goto('/home/oab');
  await conferir(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'OAB-GO' })).toBeVisible();
    await expect(page.getByTestId('aviso-sem-inscricao')).toContainText('Exclusivo de advogados inscritos (não aparece para você): Anuidade, Requerimentos OAB, Meus requerimentos OAB e Votações.');
    await expect(estado(page, 'Serviços da OAB-GO', 'Meus títulos e recibos')).toHaveAttribute('data-fase', 'pronto');
  }, { ficarNoCelular: true });
  const oab = page.getByRole('list', { name: 'Serviços da OAB-GO' });
  await expect(oab.getByRole('link', { name: 'Tabela de honorários', exact: true })).toBeVisible();
  await expect(oab.getByRole('link', { name: 'Ouvidoria', exact: true })).toBeVisible();
  await expect(oab.getByRole('link', { name: 'Anuidade', exact: true })).toHaveCount(0);

  await page.goto('/home/casag');
  await conferir(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'CASAG' })).toBeVisible();
    await expect(page.getByTestId('aviso-sem-inscricao')).toContainText('Parte dos benefícios da CASAG é exclusiva de advogados inscritos');
  }, { ficarNoCelular: true });

  await page.goto('/home/cel');
  await conferir(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'CEL' })).toBeVisible();
    await expect(page.getByTestId('aviso-sem-inscricao')).toContainText('Você acessa o portal como colaborador(a).');
  }, { ficarNoCelular: true });
});
