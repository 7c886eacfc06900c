import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './support';
import { baixar, novaSessao } from './support-financeiro';
import { conferir } from './support-requerimentos';

// The member side of the processes: Maria finds her public process by number, reads its timeline and downloads a
// document; her confidential one is on /meus-processos; for Joana the confidential number is exactly a missing one.


async function buscarNumero(page: Page, numero: string): Promise<void> {
  await page.getByRole('radio', { name: 'Número do processo' }).check();
  await page.getByRole('textbox', { name: 'Número do processo' }).fill(numero);
  await page.getByRole('button', { name: 'Buscar' }).click();
}

test('Maria finds and opens her process, sees the timeline and downloads a document; her confidential process is on /meus-processos', async ({ browser }) => {
  test.setTimeout(240_000);
  const maria = await novaSessao(browser, DEMO.maria);
  await maria.goto('/home/oab');
  await maria.getByRole('link', { name: /Consulta processual/ }).first().click();
  await expect(maria.getByRole('heading', { level: 1, name: 'Consulta processual' })).toBeVisible();
  await buscarNumero(maria, '2026.000101');
  await expect(maria.getByTestId('resultado-processo')).toHaveCount(1);
  await conferir(maria, async () => {
    await expect(maria.getByRole('link', { name: 'Processo 2026.000101' })).toBeVisible();
  });

  await maria.getByRole('link', { name: 'Processo 2026.000101' }).click();
  await expect(maria.getByRole('heading', { level: 1, name: 'Processo 2026.000101' })).toBeVisible();
  const linha = maria.getByTestId('linha-do-tempo');
  await expect(linha).toContainText('Processo autuado e distribuído à 1ª Câmara.');
  await expect(linha).not.toContainText('Conferência interna');
  await expect(maria.getByTestId('prazo-processo').first()).toContainText(/dias? úte?is|vence hoje/);
  await expect(maria.getByRole('link', { name: 'Peticionar' })).toBeVisible();
  await conferir(maria, async () => {
    await expect(linha).toBeVisible();
  });
  const arquivo = await baixar(maria, maria.getByRole('button', { name: 'Baixar parecer-da-relatoria.pdf' }));
  expect(arquivo.nome).toBe('parecer-da-relatoria.pdf');
  expect(arquivo.conteudo.subarray(0, 5).toString()).toBe('%PDF-');

  await maria.getByRole('link', { name: 'Meus processos' }).click();
  await expect(maria.getByRole('heading', { level: 1, name: 'Meus processos' })).toBeVisible();
  const sigiloso = maria.getByTestId('meu-processo').filter({ hasText: '2026.000102' });
  await expect(sigiloso).toContainText('Sigiloso');
  await expect(sigiloso).toContainText('Defesa prévia');
  await conferir(maria, async () => {
    await expect(sigiloso).toBeVisible();
  });
  await maria.context().close();
});

test('for Joana the confidential process is exactly a number that does not exist', async ({ browser }) => {
  test.setTimeout(120_000);
  const joana = await novaSessao(browser, DEMO.joana);
  await joana.goto('/ConsultaProcessual');
  await buscarNumero(joana, '2026.999999');
  const resultado = joana.getByTestId('resultado-consulta');
  await expect(resultado).toContainText('Nenhum processo encontrado.');
  const inexistente = await resultado.innerHTML();
  await buscarNumero(joana, '2026.000102');
  await expect(joana).toHaveURL(/numero=2026\.000102/);
  await expect(resultado).toContainText('Nenhum processo encontrado.');
  expect(await resultado.innerHTML()).toBe(inexistente);
  await joana.context().close();
});
