import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './support';
import { novaSessao } from './support-financeiro';
import { conferir, dataRelativa } from './support-requerimentos';

// Judgment sessions end to end: Ana frees Maria's public process 2026.000101 from the demo session (opened, item
// adjourned — a process sits on one open agenda at a time), creates a session and adds it; Maria signs up for
// sustentação oral on /sessoes; Ana opens the session and records 'julgado'; Maria sees the outcome; Ana closes.

// The machine running e2e may be loaded: pages get more time than the default 10 s.
const esperar = expect.configure({ timeout: 45_000 });

const SESSAO_DEMO = '/area-restrita/sessoes/5e550000-0000-4000-8000-000000000013';
// Maria is the lawyer of the representado in this confidential process: a party's lawyer may sign up.
const NUMERO = '2026.000102';

async function confirmar(page: Page, botao: string) {
  await page.getByRole('button', { name: botao }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: botao }).click();
  await esperar(page.getByRole('dialog')).toBeHidden();
}

test('Ana schedules a session with Maria\'s process; Maria signs up for sustentação oral; Ana records julgado; Maria sees it', async ({ browser }) => {
  test.setTimeout(240_000);
  const ana = await novaSessao(browser, DEMO.ana);

  // Free 2026.000102 from the demo session (idempotent across runs).
  await ana.goto(SESSAO_DEMO);
  await esperar(ana.getByTestId('status-sessao')).toBeVisible();
  if ((await ana.getByTestId('status-sessao').textContent()) === 'Agendada') {
    await confirmar(ana, 'Abrir sessão');
    await esperar(ana.getByTestId('status-sessao')).toHaveText('Aberta');
  }
  const itemDemo = ana.getByTestId('item-pauta').filter({ hasText: `Processo ${NUMERO}` });
  if (await itemDemo.getByRole('button', { name: 'Registrar resultado' }).isVisible()) {
    await itemDemo.getByRole('button', { name: 'Registrar resultado' }).click();
    await ana.getByRole('combobox', { name: 'Resultado' }).click();
    await ana.getByRole('option', { name: 'Adiado' }).click();
    await ana.getByRole('dialog').getByRole('button', { name: 'Registrar resultado' }).click();
    await esperar(itemDemo.getByText('Adiado', { exact: true })).toBeVisible();
  }

  // The list, then a new session.
  await ana.goto('/area-restrita/sessoes');
  await conferir(ana, async () => {
    await esperar(ana.getByRole('heading', { level: 1, name: 'Sessões de julgamento' })).toBeVisible();
  });
  await ana.getByRole('link', { name: 'Nova sessão' }).click();
  await conferir(ana, async () => {
    await esperar(ana.getByRole('heading', { level: 1, name: 'Nova sessão' })).toBeVisible();
  });
  await ana.getByLabel(/^Data/).fill(dataRelativa(5).iso);
  await ana.getByRole('textbox', { name: 'Local' }).fill('Plenário da Seccional');
  await ana.getByRole('button', { name: 'Criar sessão' }).click();
  await esperar(ana.getByTestId('status-sessao')).toHaveText('Agendada');
  const urlSessao = ana.url();
  await conferir(ana, async () => {
    await esperar(ana.getByRole('heading', { level: 2, name: 'Pauta' })).toBeVisible();
  });

  // Add the process.
  await ana.getByRole('link', { name: 'Adicionar processo' }).click();
  await conferir(ana, async () => {
    await esperar(ana.getByRole('heading', { level: 1, name: 'Adicionar processo à pauta' })).toBeVisible();
  });
  await ana.getByRole('textbox', { name: 'Número do processo ou nome da parte' }).fill(NUMERO);
  await ana.getByRole('button', { name: 'Buscar' }).click();
  await ana.getByRole('button', { name: `Incluir na pauta o processo ${NUMERO}` }).click();
  await esperar(ana.getByText('Processo incluído na pauta.')).toBeVisible();

  // Maria signs up on /sessoes.
  const maria = await novaSessao(browser, DEMO.maria);
  await maria.goto('/sessoes');
  await esperar(maria.getByRole('heading', { level: 1, name: 'Sessões de julgamento' })).toBeVisible();
  const inscrever = maria.getByRole('button', { name: 'Inscrever-me para sustentação oral' });
  const meuItem = maria.getByTestId('item-pauta-membro').filter({ has: inscrever });
  await esperar(meuItem).toHaveCount(1);
  await esperar(meuItem).toContainText(NUMERO);
  await esperar(maria.getByText(/Inscrições para sustentação oral até/).first()).toBeVisible();
  await conferir(maria, async () => {
    await esperar(meuItem).toBeVisible();
  });
  await meuItem.getByRole('button', { name: 'Inscrever-me para sustentação oral' }).click();
  const inscrito = maria.getByTestId('item-pauta-membro').filter({ has: maria.getByRole('button', { name: 'Cancelar inscrição' }) });
  await esperar(inscrito).toContainText('Você está inscrito(a) para sustentação oral');

  // Ana sees the sign-up, opens the session and records julgado.
  await ana.goto(urlSessao);
  const item = ana.getByTestId('item-pauta').filter({ hasText: `Processo ${NUMERO}` });
  await esperar(item).toContainText(DEMO.maria.nome);
  await confirmar(ana, 'Abrir sessão');
  await esperar(ana.getByTestId('status-sessao')).toHaveText('Aberta');
  await item.getByRole('button', { name: 'Registrar resultado' }).click();
  await ana.getByRole('textbox', { name: 'Decisão' }).fill('Representação julgada improcedente por unanimidade.');
  await ana.getByRole('textbox', { name: 'Ementa' }).fill('Ausência de prova da retenção de valores. Improcedência.');
  await ana.getByRole('dialog').getByRole('button', { name: 'Registrar resultado' }).click();
  await esperar(item.getByText('Julgado', { exact: true })).toBeVisible();

  // Maria sees the outcome.
  await maria.reload();
  const julgado = maria.getByTestId('item-pauta-membro').filter({ hasText: NUMERO }).filter({ hasText: 'Resultado: Julgado' });
  await esperar(julgado.first()).toBeVisible();
  // …and the movement in the process's timeline.
  await maria.goto('/meus-processos');
  await maria.getByRole('link', { name: `Processo ${NUMERO}` }).click();
  await esperar(maria.getByText(/Julgado na sessão|Julgado na/).first()).toBeVisible();
  await esperar(maria.getByText(/Representação julgada improcedente por unanimidade/).first()).toBeVisible();

  // Ana closes the session (nothing pending).
  await confirmar(ana, 'Encerrar sessão');
  await esperar(ana.getByTestId('status-sessao')).toHaveText('Encerrada');
});
