import { expect, test, type Browser, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { codigoTotp, preencherLogin } from './support';
import { ANO } from './support-financeiro';
import {
  cpfDe,
  formatarCpf,
  iniciarPortalDeProducao,
  iniciarPspFalso,
  iniciarServidorDeEmail,
  postgresDisponivel,
  type PortalDeProducao,
  type PspFalso,
  type ServidorDeEmail,
} from './support-implantacao';

// The go-live (issue 34): an institution installs the portal on an empty PostgreSQL as production (SEED_DEMO=false,
// its PSP's API Pix, its mail server) and moves in with nothing but the command line and the screens. Not the demo
// server the other specs use: its own portal, on E2E_PORT + 200 (+100 is the certificate port, +300 the recorder's
// fake ingest; shards are 10 apart), its own database, dropped afterwards (ADR 057).
const PORTA = Number(process.env.E2E_PORT ?? 3210) + 200;

const ADMIN = { nome: 'Helena Duarte Vasconcelos', cpf: cpfDe('318642957'), email: 'helena.vasconcelos@oabgo.test', senha: 'implantacao helena 2026' };
const COLEGA = { nome: 'Roberto Alves Tesouraria', cpf: cpfDe('274159368'), email: 'roberto.tesouraria@oabgo.test', senha: 'implantacao roberto 2026' };
/** A lawyer of the registry: the e-mail is the registry's, where the confirmation goes. */
const ADVOGADA = {
  nome: 'Lúcia Ferreira Lima',
  cpf: cpfDe('462173985'),
  numero: '40123',
  nascimento: '1985-08-14',
  email: 'lucia.lima@adv.test',
  senha: 'implantacao lucia 2026',
};

const CSV_INSCRITOS = [
  'numero;uf;tipo;situacao;data_inscricao;cpf;nome;nome_social;nascimento;email;celular',
  `${ADVOGADA.numero};GO;principal;regular;2012-03-10;${formatarCpf(ADVOGADA.cpf)};${ADVOGADA.nome};;${ADVOGADA.nascimento};${ADVOGADA.email};62991230001`,
  `40124;GO;principal;regular;2016-09-22;${cpfDe('583920147')};Marcos Antônio Teixeira;;1979-02-03;marcos.teixeira@adv.test;`,
  `40125;GO;suplementar;suspenso;2019-11-05;${cpfDe('691358024')};Fernanda Rocha Prado;;1990-06-30;fernanda.prado@adv.test;62981110002`,
].join('\n');

/** Last year's anuidade, paid in the old system, and this year's, open (external ids of the old system). */
const CSV_TITULOS = [
  'id_externo;cpf;origem;exercicio;descricao;vencimento;valor;situacao;pago_em;valor_pago',
  `SIG-${ANO - 1}-${ADVOGADA.numero};${ADVOGADA.cpf};anuidade;${ANO - 1};Anuidade ${ANO - 1};${ANO - 1}-04-30;850,00;pago;${ANO - 1}-04-12;850,00`,
  `SIG-${ANO}-${ADVOGADA.numero};${ADVOGADA.cpf};anuidade;${ANO};Anuidade ${ANO};${ANO}-04-30;910,50;aberto;;`,
].join('\n');

let email: ServidorDeEmail;
let psp: PspFalso;
let portal: PortalDeProducao;

test.use({ baseURL: `http://localhost:${PORTA}` });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  if (!(await postgresDisponivel())) {
    // CI has PostgreSQL at 127.0.0.1:5432 (.ci/run); a machine without it skips this one spec, saying why.
    if (process.env.CI) throw new Error('PostgreSQL não responde em 127.0.0.1:5432 (ou E2E_POSTGRES_URL): o teste da implantação precisa dele.');
    test.skip(true, 'sem PostgreSQL (127.0.0.1:5432 ou E2E_POSTGRES_URL)');
  }
  email = await iniciarServidorDeEmail();
  psp = await iniciarPspFalso();
  portal = await iniciarPortalDeProducao({ porta: PORTA, smtpUrl: email.url, psp });
});

test.afterAll(async () => {
  await portal?.encerrar();
  await psp?.fechar();
  await email?.fechar();
});

/** Staff sign-in (Colaborador): the first one sets the second factor up; returns the authenticator secret. */
async function entrarPrimeiraVezComoEquipe(page: Page, quem: { cpf: string; senha: string }): Promise<string> {
  await page.goto('/login');
  await preencherLogin(page, { modo: 'Colaborador', usuario: formatarCpf(quem.cpf), senha: quem.senha });
  await expect(page.getByRole('heading', { name: 'Configure a verificação em duas etapas' })).toBeVisible();
  const segredo = (await page.getByTestId('segredo-2fa').getAttribute('data-segredo'))!;
  expect(segredo).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Código de verificação').fill(await codigoTotp(segredo));
  await page.getByRole('button', { name: 'Ativar e entrar' }).click();
  await expect(page.getByTestId('codigos-recuperacao').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Já guardei os códigos' }).click();
  await expect(page).toHaveURL(/\/area-restrita$/);
  return segredo;
}

/** /cadastro as anyone fills it; the birth date is the registry's for a lawyer. */
async function cadastrar(page: Page, d: { nome: string; cpf: string; email: string; senha: string; nascimento: string }) {
  await page.goto('/cadastro');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Criar conta');
  await page.getByRole('textbox', { name: 'Nome completo' }).fill(d.nome);
  await page.getByRole('textbox', { name: 'CPF' }).fill(formatarCpf(d.cpf));
  await page.getByLabel(/Data de nascimento/).fill(d.nascimento);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(d.email);
  await page.getByRole('textbox', { name: 'Celular' }).fill('(62) 98888-1234');
  await page.getByRole('textbox', { name: 'CEP' }).fill('74000-100');
  await page.getByRole('textbox', { name: 'Logradouro' }).fill('Rua 10');
  await page.getByRole('textbox', { name: 'Número' }).fill('123');
  await page.getByRole('textbox', { name: 'Bairro' }).fill('Setor Oeste');
  await page.getByRole('textbox', { name: 'Cidade' }).fill('Goiânia');
  await page.getByRole('combobox', { name: 'UF' }).selectOption('GO');
  await page.locator('#cadastro-senha').fill(d.senha);
  await page.locator('#cadastro-confirmacao').fill(d.senha);
  await page.getByRole('checkbox', { name: 'Li e aceito o aviso de privacidade' }).check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByTestId('cadastro-recebido')).toContainText('Cadastro recebido.');
}

async function confirmarEmail(page: Page, para: string) {
  await page.goto(await email.link(para, `${portal.url}/cadastro/confirmar/`));
  await expect(page.getByTestId('confirmacao-ok')).toContainText('E-mail confirmado');
}

/** At /area-restrita/acessos: finds the person, ticks the permission, gives the reason, saves. */
async function conceder(page: Page, nome: string, rotulo: RegExp, motivo: string, concedidas: string) {
  await page.goto('/area-restrita/acessos');
  await expect(page.getByRole('heading', { level: 1, name: 'Acessos' })).toBeVisible();
  const busca = page.getByLabel('Nome, CPF ou inscrição');
  await busca.fill(nome);
  await busca.press('Enter');
  await page.getByRole('button', { name: `Gerenciar permissões de ${nome}` }).click();
  const editor = page.getByRole('region', { name: `Permissões de ${nome}` });
  await editor.getByRole('checkbox', { name: rotulo }).check();
  await editor.getByLabel(/Motivo da alteração/).fill(motivo);
  await editor.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByTestId('acessos-resultado')).toContainText(concedidas);
}

async function novaPagina(browser: Browser): Promise<Page> {
  const contexto = await browser.newContext({ baseURL: portal.url });
  return contexto.newPage();
}

test('go-live on an empty PostgreSQL as production: first administrator, registry, a grant, títulos, a lawyer registers and pays', async ({ page, browser }) => {
  test.setTimeout(420_000);

  await test.step('the first administrator, from the command line', async () => {
    const r = await portal.admin(['primeiro-administrador', '--cpf', formatarCpf(ADMIN.cpf), '--nome', ADMIN.nome, '--email', ADMIN.email]);
    expect(r.codigo, `${r.saida}\n${r.erro}`).toBe(0);
    expect(r.saida).toContain(`Conta criada para ${ADMIN.nome}`);
    const link = new RegExp(`${portal.url}/resetpass/[A-Za-z0-9_-]+`).exec(r.saida)?.[0];
    expect(link, r.saida).toBeTruthy();


    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Redefinir senha');
    await page.getByLabel('Nova senha', { exact: true }).fill(ADMIN.senha);
    await page.getByLabel('Confirme a nova senha', { exact: true }).fill(ADMIN.senha);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await entrarPrimeiraVezComoEquipe(page, ADMIN);
  });

  await test.step('she grants herself the registry and imports it from the screen', async () => {
    await conceder(page, ADMIN.nome, /^Inscritos/, 'Implantação: importar o cadastro do CNA', 'Concedidas: Inscritos.');
    await page.goto('/area-restrita/inscritos/importar');
    await expect(page.getByRole('heading', { level: 1, name: 'Importar inscritos' })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({ name: 'cna-go.csv', mimeType: 'text/csv', buffer: Buffer.from(`${CSV_INSCRITOS}\n`) });
    await page.getByRole('button', { name: 'Enviar e conferir' }).click();
    const previa = page.getByRole('region', { name: 'Prévia da importação — cna-go.csv' });
    await expect(previa.getByLabel('Números da prévia').getByText('Novos').locator('xpath=following-sibling::dd')).toHaveText('3');
    await expect(previa.getByLabel('Números da prévia').getByText('Com erro').locator('xpath=following-sibling::dd')).toHaveText('0');
    await previa.getByRole('button', { name: 'Confirmar importação' }).click();
    await expect(page.getByText(/^Importação concluída em /)).toBeVisible({ timeout: 60_000 });
    await expect(page.getByLabel('Números da importação').getByText('Novos').locator('xpath=following-sibling::dd')).toHaveText('3');
  });

  await test.step('a colleague of the treasury creates an account; she grants him the finance permission', async () => {
    const colega = await novaPagina(browser);
    await cadastrar(colega, { ...COLEGA, nascimento: '1982-03-02' });
    await confirmarEmail(colega, COLEGA.email);
    await colega.context().close();
    await conceder(page, COLEGA.nome, /^Financeiro/, 'Implantação: responsável pela tesouraria', 'Concedidas: Área restrita, Financeiro.');
    await expect(page.getByTestId('titulares-CLI_PermissaoFinanceiro')).toContainText(COLEGA.nome);
  });

  await test.step('the títulos of the old system, from the command line', async () => {
    const arquivo = path.join(portal.env.DATA_DIR!, 'titulos-sig.csv');
    fs.writeFileSync(arquivo, `${CSV_TITULOS}\n`);
    const r = await portal.admin(['importar-titulos', arquivo]);
    expect(r.codigo, `${r.saida}\n${r.erro}`).toBe(0);
    expect(r.saida).toMatch(/novos:\s+2\n/);
  });

  const advogada = await novaPagina(browser);
  await test.step('the lawyer registers at /cadastro, confirms the e-mail of the registry and signs in', async () => {
    await cadastrar(advogada, { nome: ADVOGADA.nome, cpf: ADVOGADA.cpf, email: 'lucia.pessoal@exemplo.test', senha: ADVOGADA.senha, nascimento: ADVOGADA.nascimento });
    await confirmarEmail(advogada, ADVOGADA.email);
    await advogada.goto('/login');
    await preencherLogin(advogada, { modo: 'Usuário', usuario: `${ADVOGADA.numero}/GO`, senha: ADVOGADA.senha });
    await expect(advogada).toHaveURL(/\/home$/);
  });

  await test.step('she sees the imported anuidade and pays it by PIX at the PSP', async () => {
    await advogada.goto('/annuity');
    await expect(advogada.getByRole('heading', { level: 1, name: `Anuidade ${ANO}` })).toBeVisible();
    const cartao = advogada.getByTestId('titulo-card').filter({ hasText: `Anuidade ${ANO}` }).first();
    await expect(cartao).toBeVisible();
    await cartao.getByRole('button', { name: /^Pagar/ }).first().click();
    const dialogo = advogada.getByRole('dialog');
    await dialogo.getByRole('button', { name: 'PIX', exact: true }).click();
    await expect(dialogo.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
    const copiaECola = await dialogo.getByRole('textbox', { name: 'PIX copia e cola' }).inputValue();
    expect(copiaECola.startsWith('000201')).toBe(true);
    await expect(dialogo.getByTestId('aguardando-confirmacao')).toBeVisible();

    // Her bank pays the PSP's charge; the PSP notifies the portal, which asks the PSP before it settles.
    const { cob, statusWebhook } = await psp.pagar(ADVOGADA.cpf, `${portal.url}/wsapp/pagamentos/webhook/pix`);
    expect(statusWebhook, portal.log()).toBe(200);
    expect(Number(cob.valor.original)).toBeGreaterThanOrEqual(910.5);
    await expect(dialogo.getByTestId('pagamento-confirmado')).toContainText('Pagamento confirmado', { timeout: 20_000 });
    await dialogo.getByRole('button', { name: 'Fechar' }).click();

    await advogada.goto('/financeiro');
    await expect(advogada.getByRole('heading', { level: 1, name: 'Meus títulos' })).toBeVisible();
    const pagos = advogada.getByTestId('titulo-card').filter({ has: advogada.getByTestId('situacao-titulo').getByText('Pago', { exact: true }) });
    await expect(pagos.filter({ hasText: `Anuidade ${ANO}` })).toHaveCount(1);
  });

  await test.step('the colleague signs in (second factor) and sees the payment in the finance area', async () => {
    const colega = await novaPagina(browser);
    await entrarPrimeiraVezComoEquipe(colega, COLEGA);
    await colega.goto('/area-restrita/financeiro');
    await expect(colega.getByRole('heading', { level: 1, name: 'Financeiro' })).toBeVisible();
    await colega.getByRole('textbox', { name: 'CPF ou número do título' }).fill(formatarCpf(ADVOGADA.cpf));
    await colega.getByRole('button', { name: 'Buscar', exact: true }).click();
    const titulo = colega.getByTestId('titulo-staff').filter({ hasText: `Anuidade ${ANO}` });
    await expect(titulo.getByText('Pago', { exact: true })).toBeVisible();
    // Production: no "Simular pagamento" anywhere.
    await expect(colega.getByRole('button', { name: /^Simular pagamento/ })).toHaveCount(0);
    await colega.context().close();
  });
  await advogada.context().close();
});
