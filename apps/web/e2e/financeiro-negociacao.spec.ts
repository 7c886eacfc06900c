import { expect, test } from '@playwright/test';
import { DEMO, entrar } from './support';
import { ANO, cartaoDoTitulo, nufinDe } from './support-financeiro';
import { axe, conferir, dataRelativa } from './support-requerimentos';

// Joana owes the anuidades of the two previous years (and this year's, once it is due: ADR 035). She negotiates only
// last year's: the others stay overdue, so she is still inadimplente for the specs that come after this one
// (requerimentos.spec.ts refuses her the 262).

test('Joana negotiates last year’s overdue anuidade in 3 payments: simulation, term, agreement, plan; the título is renegotiated', async ({ page }) => {
  test.setTimeout(90_000);
  await entrar(page, DEMO.joana);
  await page.goto('/financeiro?situacao=vencido');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus títulos' })).toBeVisible();
  const vencidos = page.getByTestId('titulo-card');
  await expect(vencidos.first()).toBeVisible();
  // The two previous years', and this year's once its due date has passed.
  const devidas = await vencidos.count();
  expect([2, 3]).toContain(devidas);
  const cartao = vencidos.filter({ has: page.getByRole('heading', { name: `Anuidade ${ANO - 1}`, exact: true }) });
  await expect(cartao.getByTestId('situacao-titulo')).toHaveText('Vencido');
  const nufin = await nufinDe(cartao);
  const outro = await nufinDe(vencidos.filter({ has: page.getByRole('heading', { name: `Anuidade ${ANO - 2}`, exact: true }) }));

  await cartao.getByRole('link', { name: 'Negociar' }).click();
  await expect(page).toHaveURL(new RegExp(`/negociacao/${nufin}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Negociar débitos' })).toBeVisible();
  // Every overdue anuidade can go in; the one she came from is already chosen, the others are not.
  const elegiveis = page.getByTestId('titulo-elegivel');
  await expect(elegiveis).toHaveCount(devidas);
  await expect(page.getByRole('checkbox', { name: `Anuidade ${ANO - 1} — título nº ${nufin}` })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: `Anuidade ${ANO - 2} — título nº ${outro}` })).not.toBeChecked();
  await expect(page.getByTestId('total-selecionado')).toContainText('1 título escolhido');
  await axe(page);

  // Out of the rules: 24 payments leave installments under R$ 100,00 after the default entry. The API says so
  // under the field, and nothing is simulated.
  const pagamentos = page.getByRole('combobox', { name: 'Número de pagamentos' });
  await pagamentos.selectOption('24');
  await page.getByRole('button', { name: 'Simular' }).click();
  await expect(pagamentos).toHaveAttribute('aria-invalid', 'true');
  const campoPagamentos = page.locator('.MuiFormControl-root').filter({ has: pagamentos });
  await expect(campoPagamentos).toContainText(/Em 24 parcelas, cada parcela depois da entrada ficaria em R\$\s[\d.,]+, abaixo do mínimo de R\$\s100,00\. Escolha no máximo \d+ parcelas, contando a entrada\./);
  await expect(page.getByRole('heading', { name: 'Resumo do acordo' })).toHaveCount(0);
  await axe(page);

  // 3 payments, the entry the form proposes (the minimum), simulate.
  await pagamentos.selectOption('3');
  await expect(pagamentos).not.toHaveAttribute('aria-invalid', 'true');
  const entrada = page.getByRole('textbox', { name: 'Valor da entrada' });
  await expect(entrada).toHaveValue(/^R\$\s[\d.]+,\d{2}$/);
  const valorEntrada = await entrada.inputValue();
  await page.getByRole('button', { name: 'Simular' }).click();
  await expect(page.getByRole('heading', { name: 'Resumo do acordo' })).toBeVisible();
  const resumo = page.getByTestId('resumo-simulacao');
  await expect(resumo).toContainText('Principal');
  await expect(resumo).toContainText(/Desconto− R\$\s[\d.,]+ \(50% de juros e multa\)/);
  await expect(resumo).toContainText(`Entrada${valorEntrada}`);
  const cronograma = page.getByTestId('cronograma').locator('tbody tr');
  await expect(cronograma).toHaveCount(3);
  await expect(cronograma.nth(0)).toContainText(`Entrada${dataRelativa(3).br}${valorEntrada}`);
  await expect(cronograma.nth(1)).toContainText('Parcela 1');
  await expect(cronograma.nth(2)).toContainText('Parcela 2');
  const termo = page.getByTestId('texto-termo');
  await expect(termo).toContainText(`DEVEDOR(A): ${DEMO.joana.nome}, inscrito(a) no CPF sob o nº ${DEMO.joana.usuario}`);
  await expect(termo).toContainText(`Título nº ${nufin} — Anuidade ${ANO - 1}`);
  await expect(termo).not.toContainText(`Título nº ${outro}`);
  await axe(page);

  // The term must be accepted.
  await page.getByRole('button', { name: 'Confirmar acordo' }).click();
  await expect(page.getByTestId('erro-aceite')).toHaveText('Leia e aceite o termo de confissão de dívida para continuar.');
  await page.getByRole('checkbox', { name: 'Li e aceito o termo de confissão de dívida' }).check();
  await page.getByRole('button', { name: 'Confirmar acordo' }).click();
  const criado = page.getByTestId('acordo-criado');
  await expect(criado).toContainText(/Acordo nº \d+ criado/);
  await expect(criado).toContainText(`Pague a entrada de ${valorEntrada} até ${dataRelativa(3).br}.`);
  const numero = /Acordo nº (\d+)/.exec((await criado.textContent()) ?? '')?.[1] ?? '';
  // The entry can be paid right there.
  await expect(page.getByRole('region', { name: 'Pagar a entrada' }).getByRole('button', { name: 'PIX', exact: true })).toBeVisible();
  await axe(page);

  // /payment-plan: the agreement, the título it replaced, its three installments and the accepted term.
  await page.getByRole('link', { name: 'Ver plano de pagamento' }).click();
  await expect(page).toHaveURL(/\/payment-plan$/);
  const plano = page.getByRole('region', { name: `Acordo nº ${numero}` });
  await expect(plano).toBeVisible();
  await expect(plano.getByTestId('resumo-plano').getByTestId('situacao-plano')).toHaveText('Em andamento');
  await expect(plano.getByRole('list', { name: `Títulos substituídos — Acordo nº ${numero}` })).toContainText(`Anuidade ${ANO - 1} · Título nº ${nufin}`);
  const parcelas = plano.getByTestId('parcela');
  await expect(parcelas).toHaveCount(3);
  await expect(parcelas.nth(0)).toContainText(`Entrada`);
  await expect(parcelas.nth(0)).toContainText(`Vence em ${dataRelativa(3).br} · ${valorEntrada}`);
  await expect(parcelas.nth(1)).toContainText('Parcela 1 de 2');
  await expect(parcelas.nth(2)).toContainText('Parcela 2 de 2');
  await expect(plano.getByTestId('termo-aceito')).toContainText('Termo de confissão de dívida');
  // On a desktop and at 360 px: axe, and no sideways scroll.
  await conferir(page, async () => {
    await expect(plano.getByTestId('parcela')).toHaveCount(3);
  });

  // /financeiro: the original is renegotiated (no Pagar, no Negociar); the other anuidade is still overdue.
  await page.goto('/financeiro');
  const original = cartaoDoTitulo(page, nufin);
  await expect(original.getByTestId('situacao-titulo')).toHaveText('Renegociado');
  await expect(original.getByRole('button', { name: 'Pagar' })).toHaveCount(0);
  await expect(original.getByRole('link', { name: 'Negociar' })).toHaveCount(0);
  await expect(cartaoDoTitulo(page, outro).getByTestId('situacao-titulo')).toHaveText('Vencido');
  // Its negotiation page now explains it cannot be negotiated again (a state, not an error: no failed request).
  const falhas: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) falhas.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(`/negociacao/${nufin}`);
  await expect(page.getByTestId('negociacao-indisponivel')).toContainText('já foi renegociado');
  expect(falhas).toEqual([]);
  await axe(page);

  // An agreement is only a promise until its entry is paid: the benefits that require being up to date still
  // refuse her, saying to pay the entry, with the link to it (and the other anuidades, still overdue).
  await page.goto('/home/casag/requerimentos/262');
  const recusa = page.getByTestId('inelegivel');
  await expect(recusa).toContainText(`O acordo nº ${numero} só deixa você em dia depois que a entrada de`);
  await expect(recusa).toContainText(valorEntrada.replace(/^R\$\s/, ''));
  await expect(recusa).toContainText('pague a entrada do acordo');
  await expect(recusa).toContainText(devidas - 1 === 1 ? '1 título vencido' : `${devidas - 1} títulos vencidos`);
  await expect(page.getByRole('button', { name: 'Salvar e continuar' })).toHaveCount(0);
  await axe(page);
  await recusa.getByRole('link', { name: 'Pagar a entrada do acordo' }).click();
  await expect(page).toHaveURL(/\/payment-plan$/);
  await expect(page.getByRole('region', { name: `Acordo nº ${numero}` }).getByTestId('parcela').nth(0)).toContainText('Entrada');
});
