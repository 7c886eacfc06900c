import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DEMO } from './support';
import { novaSessao } from './support-financeiro';
import { axe, conferir, dataRelativa } from './support-requerimentos';

// Commissions and attendance end to end: Ana creates a commission of its own (so a re-run works on the same
// data), appoints Maria and schedules a meeting; Maria sees it on /comissoes; Ana opens the meeting's
// attendance list and shows the room QR; Maria opens the URL the QR encodes and checks in.


test('Ana appoints Maria and opens an attendance list; Maria sees the commission and checks in with the room code', async ({ browser }) => {
  test.setTimeout(180_000);
  const nome = `Comissão E2E ${randomUUID().slice(0, 6)}`;
  const ana = await novaSessao(browser, DEMO.ana);

  await ana.goto('/area-restrita/comissoes');
  await conferir(ana, async () => {
    await expect(ana.getByRole('heading', { level: 1, name: 'Comissões' })).toBeVisible();
    await expect(ana.getByText('Comissão de Direitos Humanos')).toBeVisible();
  });
  await ana.getByRole('textbox', { name: 'Nome' }).fill(nome);
  await ana.getByRole('textbox', { name: 'Finalidade' }).fill('Comissão criada pelo teste de ponta a ponta.');
  await ana.getByRole('button', { name: 'Criar comissão' }).click();
  await expect(ana.getByRole('heading', { level: 1, name: nome })).toBeVisible();

  // An unknown person first: the Portuguese message, nothing appointed.
  await ana.getByRole('button', { name: 'Nomear membro' }).click();
  const dialogo = ana.getByRole('dialog', { name: 'Nomear membro' });
  await dialogo.getByRole('textbox', { name: 'CPF ou inscrição' }).fill('000.000.001-91');
  await dialogo.getByRole('textbox', { name: 'Portaria (número e data)' }).fill('Portaria nº 99/2026');
  await dialogo.getByRole('button', { name: 'Nomear' }).click();
  await expect(dialogo.getByText('Não encontramos ninguém com este CPF ou inscrição.').first()).toBeVisible();
  await dialogo.getByRole('textbox', { name: 'CPF ou inscrição' }).fill(DEMO.maria.usuario);
  await dialogo.getByRole('button', { name: 'Nomear' }).click();
  await expect(dialogo).toBeHidden();
  await expect(ana.getByTestId('membro')).toContainText(DEMO.maria.nome);

  await ana.getByRole('textbox', { name: 'Data', exact: true }).fill(dataRelativa(0).iso);
  await ana.getByRole('textbox', { name: 'Local' }).fill('Sala E2E');
  await ana.getByRole('button', { name: 'Agendar reunião' }).click();
  await expect(ana.getByText('Sala E2E').first()).toBeVisible();
  await conferir(ana, async () => {
    await expect(ana.getByTestId('membro')).toBeVisible();
  });

  // Maria sees the commission among hers.
  const maria = await novaSessao(browser, DEMO.maria);
  await maria.goto('/comissoes');
  await conferir(maria, async () => {
    await expect(maria.getByTestId('minha-comissao').filter({ hasText: nome })).toContainText('Membro');
  });
  // The demo commission, with its closed list where she was present.
  await expect(maria.getByTestId('minha-comissao').filter({ hasText: 'Comissão de Direitos Humanos' })).toContainText('100% (1 de 1)');

  // Ana opens the meeting's list and shows the room QR.
  await ana.goto('/area-restrita/presenca');
  await conferir(ana, async () => {
    await expect(ana.getByRole('heading', { level: 1, name: 'Listas de presença' })).toBeVisible();
    await expect(ana.getByRole('combobox', { name: 'Reunião ou sessão' })).toBeVisible();
  });
  await ana.getByRole('combobox', { name: 'Reunião ou sessão' }).click();
  await ana.getByRole('option', { name: new RegExp(nome) }).click();
  await ana.getByRole('button', { name: 'Abrir lista' }).click();
  await expect(ana.getByTestId('lista-detalhe')).toContainText(nome);
  await ana.getByRole('button', { name: 'Mostrar QR da sala' }).click();
  await expect(ana.getByRole('img', { name: 'QR de presença da sala' })).toBeVisible();
  const url = (await ana.getByTestId('url-presenca').textContent()) ?? '';
  const caminho = new URL(url).pathname;
  expect(caminho).toMatch(/^\/presenca\//);
  await axe(ana);

  // Maria opens the URL the QR encodes and confirms.
  await maria.goto(caminho);
  await conferir(maria, async () => {
    await expect(maria.getByRole('heading', { level: 1, name: 'Registrar presença' })).toBeVisible();
  });
  await maria.getByRole('button', { name: 'Confirmar presença' }).click();
  await expect(maria.getByTestId('presenca-registrada')).toContainText('Presença registrada');

  // The room screen counts her; the list shows her.
  await expect(ana.getByRole('status').filter({ hasText: '1 presente' })).toBeVisible({ timeout: 15_000 });
  await ana.getByRole('button', { name: 'Sair da tela da sala' }).click();
  await expect(ana.getByTestId('presentes')).toContainText(DEMO.maria.nome);
});
