import { expect, test, type Page } from '@playwright/test';
import { DEMO, entrar } from './support';
import { ANO, baixar, CPF, digitos, novaSessao } from './support-financeiro';
import { axe, dataRelativa, digitarData } from './support-requerimentos';

// Ana's staff pages (defaulters, fee table versions), then the member's fee table. One signed-in Ana for the file.
test.describe.configure({ mode: 'serial' });

let ana: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  ana = await novaSessao(browser, DEMO.ana);
});

test.afterAll(async () => {
  await ana.context().close();
});

/** 'R$ 1.234,56' → 123456. */
function centavos(texto: string): number {
  return Number(digitos(texto));
}

test('Ana lists the defaulters: Joana with the total of her overdue títulos, filters, CSV export', async () => {
  test.setTimeout(60_000);
  // What Joana owes, from her títulos as the staff search shows them: the face value of each overdue one.
  await ana.goto(`/area-restrita/financeiro?busca=${encodeURIComponent(CPF.joana)}`);
  const vencidos = ana.getByTestId('titulo-staff').filter({ has: ana.getByText('Vencido', { exact: true }) });
  await expect(vencidos.first()).toBeVisible();
  let esperado = 0;
  const quantos = await vencidos.count();
  for (let i = 0; i < quantos; i++) {
    const texto = await vencidos.nth(i).innerText();
    esperado += centavos(/\nValor\n(R\$\s[\d.,]+)/.exec(texto)?.[1] ?? '');
  }
  expect(esperado).toBeGreaterThan(0);

  await ana.goto('/area-restrita');
  await ana.getByRole('link', { name: /^Inadimplência/ }).click();
  await expect(ana).toHaveURL(/\/area-restrita\/inadimplencia$/);
  await expect(ana.getByRole('heading', { level: 1, name: 'Inadimplência' })).toBeVisible();
  const linhas = ana.getByTestId('inadimplente-linha');
  const joana = linhas.filter({ hasText: DEMO.joana.nome });
  await expect(joana).toHaveCount(1);
  await expect(joana).toContainText(CPF.joana);
  const celulas = joana.getByRole('cell');
  await expect(celulas.nth(3)).toHaveText(String(quantos));
  expect(centavos((await celulas.nth(4).textContent()) ?? '')).toBe(esperado);
  // Maria is up to date: not listed.
  await expect(linhas.filter({ hasText: DEMO.maria.nome })).toHaveCount(0);
  await axe(ana);

  // Filters (server side, in the URL): her name finds her; an exercício nobody owes finds no one.
  await ana.getByRole('textbox', { name: 'Buscar' }).fill('Ribeiro');
  await ana.getByRole('button', { name: 'Filtrar' }).click();
  await expect(ana).toHaveURL(/busca=Ribeiro/);
  await expect(linhas).toHaveCount(1);
  await expect(joana).toBeVisible();
  await ana.getByRole('textbox', { name: 'Exercício' }).fill(String(ANO - 10));
  await ana.getByRole('button', { name: 'Filtrar' }).click();
  await expect(ana).toHaveURL(new RegExp(`exercicio=${ANO - 10}`));
  await expect(ana.getByText('Nenhum inadimplente com estes filtros.')).toBeVisible();
  await expect(linhas).toHaveCount(0);
  await expect(ana.getByTestId('inadimplencia-totais')).toContainText('Pessoas0');
  await axe(ana);
  // Last year's exercício: Joana again (her anuidade of two years ago stays overdue all along).
  await ana.getByRole('textbox', { name: 'Exercício' }).fill(String(ANO - 2));
  await ana.getByRole('button', { name: 'Filtrar' }).click();
  await expect(joana).toHaveCount(1);
  await ana.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(ana).toHaveURL(/\/area-restrita\/inadimplencia$/);
  await expect(joana).toHaveCount(1);

  // CSV with the same filters: header line, then Joana.
  const csv = await baixar(ana, ana.getByRole('button', { name: 'Exportar CSV' }));
  expect(csv.nome).toMatch(/\.csv$/);
  const texto = csv.conteudo.toString('utf8').replace(/^\uFEFF/, '');
  const [cabecalho, ...resto] = texto.split('\r\n');
  expect(cabecalho).toBe('Nome;CPF;Inscrição;Títulos vencidos;Principal em aberto (R$);Maior atraso (dias);Vencimento mais antigo');
  const linhaJoana = resto.find((l) => l.startsWith(`${DEMO.joana.nome};`)) ?? '';
  expect(linhaJoana.split(';').slice(0, 5)).toEqual([DEMO.joana.nome, CPF.joana, '23456/GO', String(quantos), `${Math.trunc(esperado / 100)},${String(esperado % 100).padStart(2, '0')}`]);
  await expect(ana.getByRole('status').filter({ hasText: /Arquivo .+\.csv baixado\./ })).toBeVisible();
});

test('Ana imports a new fee table version from a CSV (tomorrow); a file with a bad line is refused line by line', async () => {
  test.setTimeout(60_000);
  await ana.goto('/area-restrita');
  await ana.getByRole('link', { name: /^Tabela de honorários/ }).click();
  await expect(ana).toHaveURL(/\/area-restrita\/tabela-honorarios$/);
  await expect(ana.getByRole('heading', { level: 1, name: 'Tabela de honorários' })).toBeVisible();
  const versoes = ana.getByTestId('versao-honorarios');
  await expect(versoes.first()).toBeVisible();
  const antes = await versoes.count();
  await axe(ana);
  const amanha = dataRelativa(1);
  await digitarData(ana, /Início da vigência/, amanha.digitos);

  // A bad line: both a value and a percentage. Nothing is imported; the line is named.
  const ruim = ['area;codigo;ato;valor;percentual;observacao', 'Cível;1.1;Petição inicial e2e;1500,00;;', 'Cível;1.2;Recurso e2e;2000,00;20;Valor e percentual juntos'].join('\n');
  await ana.getByTestId('arquivo-honorarios').setInputFiles({ name: 'tabela-ruim.csv', mimeType: 'text/csv', buffer: Buffer.from(ruim, 'utf8') });
  await expect(ana.getByText('Arquivo escolhido: tabela-ruim.csv')).toBeVisible();
  await ana.getByRole('button', { name: 'Importar', exact: true }).click();
  const erros = ana.getByRole('list', { name: 'Erros por linha' });
  await expect(erros).toBeVisible();
  await expect(erros.getByRole('listitem')).toHaveCount(1);
  await expect(erros.getByRole('listitem').first()).toHaveText(/^Linha 3: .+/);
  await expect(versoes).toHaveCount(antes);
  await axe(ana);

  // A good file (a quoted field holding the separator, a percentage with decimals): imported, in force tomorrow.
  const bom = [
    'area;codigo;ato;valor;percentual;observacao',
    'Cível;1.1;Petição inicial e2e;1500,00;;',
    'Família;2.1;"Divórcio; consensual e2e";;12,5;Sobre o patrimônio partilhado',
  ].join('\r\n');
  await ana.getByTestId('arquivo-honorarios').setInputFiles({ name: 'tabela-e2e.csv', mimeType: 'text/csv', buffer: Buffer.from(bom, 'utf8') });
  await ana.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(ana.getByRole('status').filter({ hasText: `Versão importada de tabela-e2e.csv: 2 itens, em vigor a partir de ${amanha.br}.` })).toBeVisible();
  await expect(erros).toHaveCount(0);
  await expect(versoes).toHaveCount(antes + 1);
  const nova = versoes.filter({ hasText: `Vigência a partir de ${amanha.br}` });
  await expect(nova.getByText('Futura', { exact: true })).toBeVisible();
  await expect(nova).toContainText('tabela-e2e.csv');
  await expect(versoes.filter({ hasText: 'Vigente' })).toHaveCount(1);
  await axe(ana);
});

test('Maria searches the fee table in force: a word (without accents) finds the act with its value or percentage; the area filter', async ({ page }) => {
  await entrar(page, DEMO.maria);
  await page.goto('/feetable');
  await expect(page.getByRole('heading', { level: 1, name: 'Tabela de honorários' })).toBeVisible();
  // Tomorrow's version (imported above) is not in force yet.
  await expect(page.getByTestId('vigencia')).toHaveText(`Vigente desde 01/01/${ANO}`);
  const atos = page.getByTestId('ato-honorario');
  await expect(atos.first()).toBeVisible();
  const total = (await page.getByTestId('honorarios-total').textContent()) ?? '';
  await expect(page.getByText('Petição inicial e2e')).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Buscar ato ou código' }).fill('divorcio litigioso');
  await expect(page).toHaveURL(/busca=divorcio\+litigioso|busca=divorcio%20litigioso/);
  await expect(atos).toHaveCount(1);
  await expect(atos.first()).toContainText('Divórcio litigioso');
  await expect(atos.first().getByTestId('valor-honorario')).toHaveText(/^(R\$\s[\d.]+,\d{2}|[\d,]+%)( ou [\d,]+%)?$/);
  await expect(page.getByTestId('honorarios-total')).toHaveText('1 ato encontrado');
  await axe(page);

  // A percentage: 'reclamação trabalhista' (20% of the award).
  await page.getByRole('searchbox', { name: 'Buscar ato ou código' }).fill('reclamacao');
  await expect(atos.filter({ hasText: 'Reclamação trabalhista (pelo empregado)' }).getByTestId('valor-honorario')).toHaveText('20%');

  // Area only.
  await page.getByRole('searchbox', { name: 'Buscar ato ou código' }).fill('');
  await expect(page).not.toHaveURL(/busca=/);
  await page.getByRole('combobox', { name: 'Área' }).selectOption('Trabalhista');
  await expect(page).toHaveURL(/area=Trabalhista/);
  await expect(atos.first()).toContainText('Trabalhista · Código 3.');
  const n = await atos.count();
  expect(n).toBeGreaterThan(1);
  for (let i = 0; i < n; i++) await expect(atos.nth(i)).toContainText(/^Trabalhista · Código/);
  await expect(page.getByTestId('honorarios-total')).not.toHaveText(total);
  await axe(page);
});
