import { expect, test } from '@playwright/test';
import { DEMO, entrar, semViolacoesGraves } from './support';

// Pedro Souza Lima is Maria's demo dependant and other specs (vaccines, tickets, funeral aid) choose him:
// this spec adds, edits and removes another person and never touches him.
const NOVA = { nome: 'Clara Souza Lima', cpf: '271.828.182-05' };

test.describe('/atualizacao-cadastral, Dependentes', () => {
  test('Maria adds a dependant, edits and removes her, and sees each change in the history', async ({ page }) => {
    // Several axe scans and dialogs: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    await entrar(page, DEMO.maria);
    await page.goto('/atualizacao-cadastral');
    const secao = page.getByRole('region', { name: 'Dependentes' });
    const lista = secao.getByRole('list', { name: 'Seus dependentes' });
    await expect(lista.getByText('Pedro Souza Lima')).toBeVisible();
    await expect(lista.getByText('Filho(a) · CPF 314.159.265-90 · Nascimento 10/03/2015')).toBeVisible();
    await semViolacoesGraves(page);

    // Add, by keyboard where it matters: the form's own messages first.
    await secao.getByRole('button', { name: 'Adicionar dependente' }).click();
    let dialogo = page.getByRole('dialog', { name: 'Adicionar dependente' });
    await dialogo.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialogo.getByText('Informe o nome do dependente.')).toBeVisible();
    await expect(dialogo.getByText('Escolha o parentesco.')).toBeVisible();
    await semViolacoesGraves(page);

    await dialogo.getByLabel('Nome completo').fill(NOVA.nome);
    await dialogo.getByLabel('Parentesco').selectOption('filho');
    // Maria's own CPF is refused by the server, on the field.
    await dialogo.getByLabel('CPF (opcional)').pressSequentially('52998224725');
    await dialogo.getByLabel(/Data de nascimento/).fill('2018-04-21');
    await dialogo.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialogo.getByText('Este é o seu próprio CPF. Informe o CPF do dependente.')).toBeVisible();

    await dialogo.getByLabel('CPF (opcional)').fill('');
    await dialogo.getByLabel('CPF (opcional)').pressSequentially(NOVA.cpf.replace(/\D/g, ''));
    await expect(dialogo.getByLabel('CPF (opcional)')).toHaveValue(NOVA.cpf);
    await dialogo.getByLabel('Nome completo').press('Enter');
    await expect(dialogo).toBeHidden();
    await expect(page.getByText('Dependente incluído.')).toBeVisible();
    await expect(lista.getByText(NOVA.nome, { exact: true })).toBeVisible();
    await expect(lista.getByText(`Filho(a) · CPF ${NOVA.cpf} · Nascimento 21/04/2018`)).toBeVisible();
    const historico = page.getByTestId('historico-cadastral');
    await expect(historico.getByText(`Dependente: — → ${NOVA.nome} (Filho(a); CPF ${NOVA.cpf}; nascimento 21/04/2018)`)).toBeVisible();

    // Edit: she is a stepdaughter.
    await secao.getByRole('button', { name: `Editar ${NOVA.nome}` }).click();
    dialogo = page.getByRole('dialog', { name: 'Editar dependente' });
    await expect(dialogo.getByLabel('Nome completo')).toHaveValue(NOVA.nome);
    await dialogo.getByLabel('Parentesco').selectOption('enteado');
    await dialogo.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialogo).toBeHidden();
    await expect(page.getByText('Dependente atualizado.')).toBeVisible();
    await expect(lista.getByText(`Enteado(a) · CPF ${NOVA.cpf} · Nascimento 21/04/2018`)).toBeVisible();
    await expect(
      historico.getByText(`Dependente: ${NOVA.nome} (Filho(a); CPF ${NOVA.cpf}; nascimento 21/04/2018) → ${NOVA.nome} (Enteado(a); CPF ${NOVA.cpf}; nascimento 21/04/2018)`),
    ).toBeVisible();

    // Remove, after confirming; Cancel first changes nothing.
    await secao.getByRole('button', { name: `Remover ${NOVA.nome}` }).click();
    let confirmar = page.getByRole('dialog', { name: 'Remover dependente?' });
    await expect(confirmar).toContainText(`${NOVA.nome} deixará de aparecer`);
    await semViolacoesGraves(page);
    await page.keyboard.press('Escape');
    await expect(confirmar).toBeHidden();
    await expect(lista.getByText(NOVA.nome, { exact: true })).toBeVisible();

    await secao.getByRole('button', { name: `Remover ${NOVA.nome}` }).click();
    confirmar = page.getByRole('dialog', { name: 'Remover dependente?' });
    await confirmar.getByRole('button', { name: 'Remover' }).click();
    await expect(confirmar).toBeHidden();
    await expect(page.getByText('Dependente removido.')).toBeVisible();
    await expect(lista.getByText(NOVA.nome, { exact: true })).toHaveCount(0);
    await expect(lista.getByText('Pedro Souza Lima')).toBeVisible();
    await expect(historico.getByText(`Dependente: ${NOVA.nome} (Enteado(a); CPF ${NOVA.cpf}; nascimento 21/04/2018) → —`)).toBeVisible();
    await semViolacoesGraves(page);

    // 360 px wide: no sideways scrolling, the dialog fills the screen.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.reload();
    await expect(lista.getByText('Pedro Souza Lima')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await semViolacoesGraves(page);
    await secao.getByRole('button', { name: 'Editar Pedro Souza Lima' }).click();
    dialogo = page.getByRole('dialog', { name: 'Editar dependente' });
    await expect(dialogo.getByLabel('Nome completo')).toHaveValue('Pedro Souza Lima');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: 'test-results/dependentes-360-dialogo.png' });
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialogo).toBeHidden();
    await page.screenshot({ path: 'test-results/dependentes-360.png', fullPage: true });
  });
});
