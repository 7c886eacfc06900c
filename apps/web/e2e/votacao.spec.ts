import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DEMO, type Demo } from './support';
import { novaSessao } from './support-financeiro';
import { conferir } from './support-requerimentos';

// Secret voting end to end: Ana creates a poll of its own (so a re-run starts clean) and opens it; Maria votes
// with the confirmation step and keeps her receipt; Ana closes and publishes; Maria finds her receipt in the
// published list. Joana (not up to date) sees why she cannot vote; Maria cannot administer votes. Then a poll
// restricted to the demo commission (Maria is a member, Rafael is not): Maria votes, Rafael sees why he cannot.

const RAFAEL: Demo = { modo: 'Usuário', usuario: '526.018.159-06', senha: 'viramais-demo-2026', nome: 'Rafael Nogueira Campos' };
const COMISSAO = 'Comissão de Direitos Humanos';
const QUEM_VOTA = `Quem vota: Membros da ${COMISSAO} com mandato vigente na abertura`;


async function confirmarAcao(page: Page, titulo: string, botao: string) {
  await page.getByTestId('votacao-admin').filter({ hasText: titulo }).getByRole('button', { name: botao }).click();
  const dialogo = page.getByRole('dialog');
  await dialogo.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialogo).toBeHidden();
}

test('Ana creates and opens a poll, Maria votes and finds her receipt after Ana publishes; Joana sees why she cannot vote', async ({ browser }) => {
  test.setTimeout(300_000);
  const titulo = `Enquete E2E ${randomUUID().slice(0, 6)}`;

  const ana = await novaSessao(browser, DEMO.ana);
  await ana.goto('/voting-admin');
  await conferir(ana, async () => {
    await expect(ana.getByRole('heading', { level: 1, name: 'Administrar votações' })).toBeVisible();
    await expect(ana.getByTestId('votacao-admin').first()).toBeVisible();
    // Like every staff page, the way back to the hub.
    await expect(ana.getByRole('link', { name: 'Voltar para a área restrita' })).toHaveAttribute('href', '/area-restrita');
  });
  // Created with a typo in its title and an option, then the draft is corrected before it opens.
  await ana.getByRole('textbox', { name: 'Título' }).fill(`${titulo} (rascunho)`);
  await ana.getByRole('textbox', { name: 'Opção 1' }).fill('Sim');
  await ana.getByRole('textbox', { name: 'Opção 2' }).fill('Nao');
  await ana.getByRole('button', { name: 'Criar votação' }).click();
  await expect(ana.getByText('Votação criada como rascunho.')).toBeVisible();
  await ana.getByRole('button', { name: `Editar o rascunho ${titulo} (rascunho)` }).click();
  const edicao = ana.getByRole('form', { name: `Alterar o rascunho ${titulo} (rascunho)` });
  await conferir(ana, async () => {
    await expect(edicao.getByRole('textbox', { name: 'Título' })).toHaveValue(`${titulo} (rascunho)`);
  });
  await edicao.getByRole('textbox', { name: 'Título' }).fill(titulo);
  await edicao.getByRole('textbox', { name: 'Opção 2' }).fill('Não');
  await edicao.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(ana.getByText('Rascunho alterado.')).toBeVisible();
  const rascunho = ana.getByTestId('votacao-admin').filter({ hasText: titulo });
  await expect(rascunho.getByRole('heading', { level: 3 })).toHaveText(titulo);
  await confirmarAcao(ana, titulo, 'Abrir');
  // Opened: no longer editable.
  await expect(rascunho.getByRole('button', { name: /^Editar o rascunho/ })).toHaveCount(0);
  const cartaoAna = ana.getByTestId('votacao-admin').filter({ hasText: titulo });
  await expect(cartaoAna.getByTestId('comparecimento')).toContainText('Comparecimento: 0 de');

  // Maria votes: choose, confirm, receipt shown once.
  const maria = await novaSessao(browser, DEMO.maria);
  await maria.goto('/voting');
  const cartao = maria.getByTestId('votacao').filter({ hasText: titulo });
  await conferir(maria, async () => {
    await expect(maria.getByRole('heading', { level: 1, name: 'Votações' })).toBeVisible();
    await expect(cartao).toBeVisible();
  });
  await cartao.getByRole('button', { name: 'Votar' }).click();
  const dialogo = maria.getByRole('dialog');
  // The option as Ana corrected it in the draft.
  await expect(dialogo.getByRole('radio', { name: 'Não' })).toBeVisible();
  await dialogo.getByRole('radio', { name: 'Sim' }).check();
  await dialogo.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialogo.getByText('Confirma seu voto em')).toBeVisible();
  await dialogo.getByRole('button', { name: 'Confirmar voto' }).click();
  const reciboEl = dialogo.getByTestId('recibo-voto');
  await expect(reciboEl).toHaveText(/^([0-9A-Z]{4}-){6}[0-9A-Z]{4}$/);
  const recibo = (await reciboEl.textContent())!.trim();
  await expect(dialogo.getByText('Este recibo é mostrado só agora.')).toBeVisible();
  await dialogo.getByRole('button', { name: 'Guardei meu recibo' }).click();
  await expect(cartao.getByTestId('motivo')).toHaveText('Você já votou.');

  // Ana closes and publishes.
  await ana.reload();
  await expect(cartaoAna.getByTestId('comparecimento')).toContainText('Comparecimento: 1 de');
  await confirmarAcao(ana, titulo, 'Encerrar');
  await expect(cartaoAna.getByText('Resultado (1 voto)')).toBeVisible();
  await confirmarAcao(ana, titulo, 'Publicar resultado');
  await expect(cartaoAna.getByText('Resultado publicado')).toBeVisible();

  // Maria finds her receipt in the published list.
  await maria.reload();
  await expect(cartao.getByText('Resultado (1 voto)')).toBeVisible();
  await cartao.getByRole('textbox', { name: 'Código do recibo' }).fill(recibo.toLowerCase());
  await cartao.getByRole('button', { name: 'Procurar' }).click();
  await expect(cartao.getByTestId('recibo-encontrado')).toContainText('seu voto foi contado');
  await cartao.getByRole('button', { name: 'Ver a lista publicada de recibos' }).click();
  await expect(cartao.getByRole('list', { name: 'Recibos publicados' })).toContainText(recibo);

  // Maria may not administer votes: the page says so.
  await maria.goto('/voting-admin');
  await expect(maria.getByTestId('sem-permissao')).toHaveText('Você não tem permissão para administrar votações.');

  // Joana, not up to date at the opening of the demo poll, sees why.
  const joana = await novaSessao(browser, DEMO.joana);
  await joana.goto('/voting');
  await expect(
    joana.getByTestId('votacao').filter({ hasText: 'Horário de atendimento da sala da OAB no fórum' }).getByTestId('motivo'),
  ).toHaveText('Sua inscrição não está em dia com a anuidade na data de abertura.');
  await expect(joana.getByRole('button', { name: 'Votar' })).toHaveCount(0);
});

test('Ana restricts a poll to the demo commission: Maria, a member, votes; Rafael, not a member, sees why he cannot', async ({ browser }) => {
  test.setTimeout(300_000);
  const titulo = `Enquete da comissão E2E ${randomUUID().slice(0, 6)}`;

  const ana = await novaSessao(browser, DEMO.ana);
  await ana.goto('/voting-admin');
  await ana.getByRole('textbox', { name: 'Título' }).fill(titulo);
  await ana.getByRole('combobox', { name: /^Quem pode votar/ }).click();
  await ana.getByRole('option', { name: 'Membros de uma comissão' }).click();
  await ana.getByRole('textbox', { name: 'Opção 1' }).fill('Sim');
  await ana.getByRole('textbox', { name: 'Opção 2' }).fill('Não');
  const picker = ana.getByRole('combobox', { name: /^Comissão/ });
  await expect(picker).toBeEnabled();
  await conferir(ana, async () => {
    await expect(picker).toBeVisible();
  });
  // Without a commission the server says what is missing, beside the picker.
  await ana.getByRole('button', { name: 'Criar votação' }).click();
  await expect(ana.getByText('Escolha a comissão cujos membros votam.')).toBeVisible();
  await expect(ana.getByRole('form', { name: 'Nova votação' }).getByRole('alert')).toHaveText('Confira os campos destacados.');
  // The picker by keyboard: open it, move to the commission, choose it.
  await picker.focus();
  await ana.keyboard.press('Enter');
  const opcao = ana.getByRole('option', { name: new RegExp(COMISSAO) });
  await expect(opcao).toContainText('membros com mandato vigente');
  await opcao.focus();
  await ana.keyboard.press('Enter');
  await expect(picker).toContainText(COMISSAO);
  await ana.getByRole('button', { name: 'Criar votação' }).click();
  await expect(ana.getByText('Votação criada como rascunho.')).toBeVisible();
  const cartaoAna = ana.getByTestId('votacao-admin').filter({ hasText: titulo });
  await expect(cartaoAna.getByTestId('elegibilidade')).toHaveText(QUEM_VOTA);
  await confirmarAcao(ana, titulo, 'Abrir');
  await expect(cartaoAna.getByTestId('comparecimento')).toContainText('Comparecimento: 0 de');

  const maria = await novaSessao(browser, DEMO.maria);
  await maria.goto('/voting');
  const cartao = maria.getByTestId('votacao').filter({ hasText: titulo });
  await expect(cartao.getByTestId('elegibilidade')).toHaveText(QUEM_VOTA);
  await cartao.getByRole('button', { name: 'Votar' }).click();
  const dialogo = maria.getByRole('dialog');
  await dialogo.getByRole('radio', { name: 'Sim' }).check();
  await dialogo.getByRole('button', { name: 'Continuar' }).click();
  await dialogo.getByRole('button', { name: 'Confirmar voto' }).click();
  await expect(dialogo.getByTestId('recibo-voto')).toHaveText(/^([0-9A-Z]{4}-){6}[0-9A-Z]{4}$/);
  await dialogo.getByRole('button', { name: 'Guardei meu recibo' }).click();
  await expect(cartao.getByTestId('motivo')).toHaveText('Você já votou.');

  const rafael = await novaSessao(browser, RAFAEL);
  await rafael.goto('/voting');
  const cartaoRafael = rafael.getByTestId('votacao').filter({ hasText: titulo });
  await conferir(rafael, async () => {
    await expect(cartaoRafael.getByTestId('motivo')).toHaveText(`Votação restrita aos membros da ${COMISSAO} com mandato vigente na abertura.`);
  });
  await expect(cartaoRafael.getByRole('button', { name: 'Votar' })).toHaveCount(0);

  await ana.reload();
  await expect(cartaoAna.getByTestId('comparecimento')).toContainText('Comparecimento: 1 de');
});
