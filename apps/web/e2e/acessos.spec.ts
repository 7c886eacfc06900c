import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import { codigoTotp, DEMO, entrar, preencherLogin, semViolacoesGraves } from './support';

async function gerenciarCarlos(page: Page) {
  const busca = page.getByLabel('Nome, CPF ou inscrição');
  await busca.fill('carlos pereira');
  await busca.press('Enter');
  await page.getByRole('button', { name: 'Gerenciar permissões de Carlos Pereira' }).click();
  return page.getByRole('region', { name: 'Permissões de Carlos Pereira' });
}

test('Ana grants Carlos the contacts with a reason, he uses it, she revokes it, and the CSV lists the holders', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await entrar(page, DEMO.ana);
  await page.getByRole('link', { name: /^Acessos/ }).first().click();
  await expect(page).toHaveURL(/\/area-restrita\/acessos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Acessos' })).toBeVisible();

  // Grant: Contatos (the restricted area comes with it), with a reason.
  let editor = await gerenciarCarlos(page);
  await expect(editor.getByText('Consulta o diretório de contatos e exporta em CSV (com auditoria).')).toBeVisible();
  await editor.getByRole('checkbox', { name: /^Contatos/ }).check();
  await expect(editor.getByText('A permissão Área restrita também será concedida: as outras dependem dela.')).toBeVisible();
  await editor.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(editor.getByText('Informe o motivo da alteração (pelo menos 5 caracteres).')).toBeVisible();
  await editor.getByLabel(/Motivo da alteração/).fill('Passa a atender o setor de contatos');
  await editor.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByTestId('acessos-resultado')).toContainText('Concedidas: Área restrita, Contatos.');
  await expect(page.getByTestId('titulares-CLI_PermissaoContatos')).toContainText('Carlos Pereira');
  await semViolacoesGraves(page);

  // The CSV of the holders.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^acessos-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFPermissão;Nome da permissão;Nome;CPF;Inscrição;Conta ativa\r\n')).toBe(true);
  expect(csv).toContain('CLI_PermissaoContatos;Contatos;Carlos Pereira;111.444.777-35;;Sim');
  expect(csv).toContain('CLI_PermissaoAcessos;Acessos;Ana Lima;935.411.347-80;;Sim');

  // Carlos now has the restricted area without a second factor: his login walks him through setting it up.
  const contexto = await browser.newContext();
  const carlos = await contexto.newPage();
  await carlos.goto('/login');
  await preencherLogin(carlos, DEMO.carlos);
  await expect(carlos.getByRole('heading', { name: 'Configure a verificação em duas etapas' })).toBeVisible();
  const segredo = (await carlos.getByTestId('segredo-2fa').getAttribute('data-segredo'))!;
  await carlos.getByLabel('Código de verificação').fill(await codigoTotp(segredo));
  await carlos.getByRole('button', { name: 'Ativar e entrar' }).click();
  await carlos.getByRole('button', { name: 'Já guardei os códigos' }).click();
  await carlos.goto('/area-restrita');
  await carlos.getByRole('link', { name: /^Contatos/ }).first().click();
  await expect(carlos.getByRole('heading', { level: 1, name: 'Contatos' })).toBeVisible();
  await carlos.getByLabel('Nome, CPF ou inscrição').fill('beatriz avila');
  await carlos.getByLabel('Nome, CPF ou inscrição').press('Enter');
  await expect(carlos.getByTestId('contatos-total')).toHaveText('1 pessoa encontrada.');

  // Ana takes it all back; his next request no longer has it.
  editor = await gerenciarCarlos(page);
  await editor.getByRole('checkbox', { name: /^Contatos/ }).uncheck();
  await editor.getByRole('checkbox', { name: /^Área restrita/ }).uncheck();
  await editor.getByLabel(/Motivo da alteração/).fill('Voltou ao setor de origem');
  await editor.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByTestId('acessos-resultado')).toContainText('Retiradas: Área restrita, Contatos.');
  await expect(page.getByTestId('titulares-CLI_PermissaoContatos')).not.toContainText('Carlos Pereira');

  await carlos.getByLabel('Nome, CPF ou inscrição').fill('renato');
  await carlos.getByLabel('Nome, CPF ou inscrição').press('Enter');
  await expect(carlos.getByText(/Você não tem permissão para consultar os contatos/)).toBeVisible();

  // The demo account as it was: no longer staff, he may turn the second factor off.
  await carlos.goto('/settings');
  const secao = carlos.getByRole('region', { name: 'Verificação em duas etapas' });
  await secao.getByRole('button', { name: 'Desativar' }).click();
  await secao.getByLabel('Senha', { exact: true }).fill(DEMO.carlos.senha);
  await secao.getByLabel('Código de verificação').fill(await codigoTotp(segredo));
  await secao.getByRole('button', { name: 'Desativar' }).click();
  await expect(secao.getByText('Verificação em duas etapas desativada.')).toBeVisible();
  await contexto.close();

  // 360 px: no sideways scrolling.
  await page.setViewportSize({ width: 360, height: 780 });
  const largura = await page.evaluate(() => document.documentElement.scrollWidth);
  const largos = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > 361)
      .slice(-5)
      .map((e) => `${e.tagName}.${e.className} ${e.getAttribute('data-testid') ?? ''} ${Math.round(e.getBoundingClientRect().right)}`),
  );
  expect(largura, largos.join('\n')).toBeLessThanOrEqual(360);
});
