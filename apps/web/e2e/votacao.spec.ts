import { expect, test, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEMO, type Demo } from './support';
import { novaSessao } from './support-financeiro';
import { conferir } from './support-requerimentos';

// The encrypted ballot end to end (issue 36, ADR 058): Ana creates a poll restricted to the demo commission with
// three guardians (quorum 2) and starts the key ceremony; the three guardians, each in their own browser, generate
// their keys (Carlos protects his file with a passphrase), send and check the parts; Ana opens the poll; Maria
// checks the encryption (Benaloh) before casting, Joana votes; Ana closes; Carlos and Diego decrypt the tally; Ana publishes; Maria finds her code and downloads the public record,
// which `npm run votacao:verificar` accepts, and refuses once one ballot is altered.

const GUARDIOES: Demo[] = [
  { modo: 'Colaborador', usuario: '111.444.777-35', senha: 'colaborador-demo-2026', nome: 'Carlos Pereira' },
  { modo: 'Colaborador', usuario: '274.583.916-00', senha: 'colaboradora-demo-2026', nome: 'Beatriz Nogueira' },
  { modo: 'Colaborador', usuario: '618.290.374-04', senha: 'colaborador-demo-2026', nome: 'Diego Martins' },
];
const SENHA_CARLOS = 'guarda-chuva de papel 2026';
const COMISSAO = 'Comissão de Direitos Humanos';
const RAIZ = path.resolve(import.meta.dirname, '../../..');
const PASTA = path.join(RAIZ, `.tmp/e2e-votacao-${Number(process.env.E2E_PORT ?? 3210)}`);

async function confirmarAcao(page: Page, titulo: string, botao: string) {
  await page.getByTestId('votacao-admin').filter({ hasText: titulo }).getByRole('button', { name: botao }).click();
  const dialogo = page.getByRole('dialog');
  await dialogo.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialogo).toBeHidden();
}

async function abrirPaginaDeGuardiao(page: Page, titulo: string) {
  await page.goto('/voting');
  await page.getByTestId('tarefas-guardiao').getByRole('link', { name: `Abrir a página de guardião(ã) de ${titulo}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Guardião(ã) da votação' })).toBeVisible();
  await expect(page.getByTestId('titulo-votacao')).toHaveText(titulo);
}

/** The guardian page polls every few seconds: waits for the step to come. */
async function esperarEtapa(page: Page, rotulo: string) {
  await expect(page.getByRole('heading', { name: `Sua etapa: ${rotulo}` })).toBeVisible({ timeout: 90_000 });
}

async function carregarArquivo(page: Page, arquivo: string, senha?: string) {
  await page.getByTestId('arquivo-guardiao').setInputFiles(arquivo);
  if (senha) {
    await page.getByLabel('Senha do arquivo').fill(senha);
    await page.getByRole('button', { name: 'Abrir o arquivo' }).click();
  }
  await expect(page.getByText(/^Arquivo carregado: guardião\(ã\) \d desta votação\.$/)).toBeVisible({ timeout: 30_000 });
}

async function gerarChave(page: Page, arquivo: string, senha?: string) {
  await esperarEtapa(page, 'Gerar e publicar a chave');
  if (senha) {
    await page.getByRole('checkbox', { name: 'Proteger o arquivo com uma senha' }).check();
    await page.getByLabel('Senha do arquivo').fill(senha);
    await page.getByLabel('Confirme a senha').fill(senha);
  }
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Gerar minha chave' }).click()]);
  await download.saveAs(arquivo);
  await expect(page.getByText(/foi baixado\. Guarde-o em lugar seguro/)).toBeVisible();
  await page.getByRole('button', { name: 'Publicar minha chave' }).click();
}

async function votar(page: Page, titulo: string, opcao: string, conferirCriptografia: boolean): Promise<string> {
  await page.goto('/voting');
  const cartao = page.getByTestId('votacao').filter({ hasText: titulo });
  await cartao.getByRole('button', { name: 'Votar' }).click();
  const dialogo = page.getByRole('dialog');
  await dialogo.getByRole('radio', { name: opcao }).check();
  await dialogo.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialogo.getByText('Confirma seu voto em')).toBeVisible();
  if (conferirCriptografia) {
    await dialogo.getByRole('button', { name: 'Conferir a criptografia' }).click();
    await expect(dialogo.getByTestId('conferencia-cedula')).toHaveText(`A cédula conferida continha: ${opcao}.`);
    await conferir(page, async () => {
      await expect(dialogo.getByRole('button', { name: 'Cifrar de novo e continuar' })).toBeVisible();
    });
    await foto(page, 'voto-conferencia');
    await dialogo.getByRole('button', { name: 'Cifrar de novo e continuar' }).click();
  }
  await dialogo.getByRole('button', { name: 'Confirmar voto' }).click();
  const codigoEl = dialogo.getByTestId('codigo-voto');
  await expect(codigoEl).toHaveText(/^([0-9a-f]{4} ){15}[0-9a-f]{4}$/);
  const codigo = (await codigoEl.textContent())!.replace(/\s/g, '');
  await dialogo.getByRole('button', { name: 'Guardei meu código' }).click();
  await expect(cartao.getByTestId('motivo')).toHaveText('Você já votou.');
  return codigo;
}

/** A phone-sized picture (360×780) of the page, beside the run's files, to look at. */
async function foto(page: Page, nome: string) {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: path.join(PASTA, `${nome}.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

function verificar(arquivo: string) {
  const r = spawnSync('npm', ['run', '--silent', 'votacao:verificar', '--', arquivo], { cwd: RAIZ, encoding: 'utf8' });
  return { codigo: r.status, saida: `${r.stdout}${r.stderr}` };
}

test('a poll with three guardians: ceremony in three browsers, encrypted votes, quorum decryption and a verifiable record', async ({ browser }) => {
  test.setTimeout(900_000);
  fs.mkdirSync(PASTA, { recursive: true });
  const titulo = `Enquete cifrada E2E ${randomUUID().slice(0, 6)}`;
  const arquivos = [1, 2, 3].map((i) => path.join(PASTA, `guardiao-${i}-${titulo.slice(-6)}.json`));

  // Ana creates the poll with Carlos, Beatriz and Diego as guardians 1, 2 and 3, quorum 2.
  const ana = await novaSessao(browser, DEMO.ana);
  await ana.goto('/voting-admin');
  await ana.getByRole('textbox', { name: 'Título' }).fill(titulo);
  await ana.getByRole('combobox', { name: /^Quem pode votar/ }).click();
  await ana.getByRole('option', { name: 'Membros de uma comissão' }).click();
  await ana.getByRole('combobox', { name: /^Comissão/ }).click();
  await ana.getByRole('option', { name: new RegExp(COMISSAO) }).click();
  await ana.getByRole('textbox', { name: 'Opção 1' }).fill('Sim');
  await ana.getByRole('textbox', { name: 'Opção 2' }).fill('Não');
  const novaVotacao = ana.getByRole('form', { name: 'Nova votação' });
  for (const g of GUARDIOES) await novaVotacao.getByRole('checkbox', { name: g.nome }).check();
  await expect(novaVotacao.getByRole('spinbutton', { name: 'Quórum' })).toHaveValue('2');
  await conferir(ana, async () => {
    await expect(novaVotacao.getByRole('checkbox', { name: `${GUARDIOES[2]!.nome} (guardião(ã) 3)` })).toBeChecked();
  });
  await ana.getByRole('button', { name: 'Criar votação' }).click();
  await expect(ana.getByText('Votação criada como rascunho.')).toBeVisible();
  const cartaoAna = ana.getByTestId('votacao-admin').filter({ hasText: titulo });
  await expect(cartaoAna.getByRole('button', { name: 'Abrir' })).toHaveCount(0);
  await confirmarAcao(ana, titulo, 'Iniciar cerimônia das chaves');
  await expect(cartaoAna.getByTestId('progresso-guardioes')).toContainText('cerimônia das chaves em andamento');

  // The ceremony, each guardian in their own browser.
  const guardioes = await Promise.all(GUARDIOES.map((g) => novaSessao(browser, g)));
  for (const g of guardioes) await abrirPaginaDeGuardiao(g, titulo);
  await conferir(guardioes[0]!, async () => {
    await expect(guardioes[0]!.getByRole('button', { name: 'Gerar minha chave' })).toBeVisible();
  });
  await foto(guardioes[0]!, 'guardiao-gerar-chave');
  await gerarChave(guardioes[0]!, arquivos[0]!, SENHA_CARLOS);
  await gerarChave(guardioes[1]!, arquivos[1]!);
  await gerarChave(guardioes[2]!, arquivos[2]!);
  for (const [i, g] of guardioes.entries()) {
    await esperarEtapa(g, 'Enviar as partes aos outros guardiões');
    if (i === 0) {
      // A file of another guardian is refused with a clear message.
      await g.getByTestId('arquivo-guardiao').setInputFiles(arquivos[1]!);
      await expect(g.getByText('Este arquivo é de outro(a) guardião(ã) desta votação. Escolha o seu arquivo.')).toBeVisible();
      // A wrong passphrase too.
      await g.getByTestId('arquivo-guardiao').setInputFiles(arquivos[0]!);
      await g.getByLabel('Senha do arquivo').fill('senha errada');
      await g.getByRole('button', { name: 'Abrir o arquivo' }).click();
      await expect(g.getByText('Senha incorreta. Confira e tente de novo.')).toBeVisible({ timeout: 30_000 });
      await g.getByLabel('Senha do arquivo').fill(SENHA_CARLOS);
      await g.getByRole('button', { name: 'Abrir o arquivo' }).click();
      await expect(g.getByText('Arquivo carregado: guardião(ã) 1 desta votação.')).toBeVisible({ timeout: 30_000 });
    } else await carregarArquivo(g, arquivos[i]!);
    await g.getByRole('button', { name: 'Enviar as partes' }).click();
  }
  for (const [i, g] of guardioes.entries()) {
    await esperarEtapa(g, 'Conferir as partes recebidas');
    await carregarArquivo(g, arquivos[i]!, i === 0 ? SENHA_CARLOS : undefined);
    if (i === 2) await foto(g, 'guardiao-conferir-partes');
    await g.getByRole('button', { name: 'Conferir as partes recebidas' }).click();
  }
  for (const g of guardioes) await esperarEtapa(g, 'Cerimônia concluída');
  await foto(guardioes[1]!, 'guardiao-cerimonia-concluida');
  await conferir(guardioes[1]!, async () => {
    await expect(guardioes[1]!.getByTestId('guardioes')).toContainText('Cerimônia concluída');
  });

  // Ana opens the poll, now that the ceremony is complete.
  await ana.reload();
  await expect(cartaoAna.getByTestId('progresso-guardioes')).toContainText('cerimônia concluída');
  await conferir(ana, async () => {
    await expect(cartaoAna.getByRole('button', { name: 'Abrir' })).toBeVisible();
  });
  await foto(ana, 'admin-cerimonia-concluida');
  await confirmarAcao(ana, titulo, 'Abrir');
  await expect(cartaoAna.getByTestId('comparecimento')).toContainText('Comparecimento: 0 de');

  // Maria checks the encryption first, then votes; Joana votes (both members of the commission).
  const maria = await novaSessao(browser, DEMO.maria);
  const codigoMaria = await votar(maria, titulo, 'Sim', true);
  const joana = await novaSessao(browser, DEMO.joana);
  await votar(joana, titulo, 'Não', false);

  // Ana closes; Carlos (with his passphrase) and Diego decrypt the tally.
  await ana.reload();
  await expect(cartaoAna.getByTestId('comparecimento')).toContainText('Comparecimento: 2 de');
  await confirmarAcao(ana, titulo, 'Encerrar');
  await expect(cartaoAna.getByTestId('progresso-apuracao')).toContainText('0 de 2 guardiões decifraram');
  for (const i of [0, 2]) {
    const g = guardioes[i]!;
    await esperarEtapa(g, 'Decifrar a apuração');
    await carregarArquivo(g, arquivos[i]!, i === 0 ? SENHA_CARLOS : undefined);
    await g.getByRole('button', { name: 'Decifrar e publicar' }).click();
    await expect(g.getByRole('heading', { name: /^Sua etapa: (Decifração publicada|Apuração concluída)/ })).toBeVisible({ timeout: 60_000 });
  }
  await ana.reload();
  await expect(cartaoAna.getByTestId('progresso-apuracao')).toContainText('2 de 2 guardiões decifraram a apuração.');
  await conferir(ana, async () => {
    await expect(cartaoAna.getByText('Resultado (2 votos)')).toBeVisible();
  });
  await confirmarAcao(ana, titulo, 'Publicar resultado');
  await expect(cartaoAna.getByText('Resultado publicado')).toBeVisible();

  // Maria sees the result, finds her code, downloads the record.
  await maria.goto('/voting');
  const cartao = maria.getByTestId('votacao').filter({ hasText: titulo });
  await expect(cartao.getByText('Resultado (2 votos)')).toBeVisible();
  await expect(cartao.getByTestId('votos-opcao')).toHaveText(['1 (50%)', '1 (50%)']);
  await cartao.getByRole('textbox', { name: 'Código de confirmação' }).fill(codigoMaria.toUpperCase().match(/.{4}/g)!.join('-'));
  await cartao.getByRole('button', { name: 'Procurar' }).click();
  await expect(cartao.getByTestId('codigo-encontrado')).toContainText('sua cédula cifrada está entre as contadas');
  await conferir(maria, async () => {
    await expect(cartao.getByTestId('codigo-encontrado')).toBeVisible();
  });
  const [download] = await Promise.all([maria.waitForEvent('download'), cartao.getByRole('button', { name: 'Baixar o registro público (JSON)' }).click()]);
  const registroArquivo = path.join(PASTA, `registro-${titulo.slice(-6)}.json`);
  await download.saveAs(registroArquivo);
  const registro = JSON.parse(fs.readFileSync(registroArquivo, 'utf8')) as { cedulas: { codigo: string; selecoes: { alfa: string }[] }[] };
  expect(registro.cedulas.map((c) => c.codigo)).toContain(codigoMaria);

  // The independent verifier accepts the record, and refuses it with one ballot altered.
  const certo = verificar(registroArquivo);
  expect(certo.codigo, certo.saida).toBe(0);
  const alterado = structuredClone(registro);
  alterado.cedulas[0]!.selecoes[0]!.alfa = registro.cedulas[1]!.selecoes[0]!.alfa;
  const alteradoArquivo = registroArquivo.replace(/\.json$/, '-alterado.json');
  fs.writeFileSync(alteradoArquivo, JSON.stringify(alterado, null, 2));
  const errado = verificar(alteradoArquivo);
  expect(errado.codigo, errado.saida).toBe(1);
});

test('Maria may not administer votes; Joana, not up to date at the opening of the demo poll, sees why she cannot vote', async ({ browser }) => {
  test.setTimeout(180_000);
  const maria = await novaSessao(browser, DEMO.maria);
  await maria.goto('/voting-admin');
  await expect(maria.getByTestId('sem-permissao')).toHaveText('Você não tem permissão para administrar votações.');
  const joana = await novaSessao(browser, DEMO.joana);
  await joana.goto('/voting');
  await conferir(joana, async () => {
    await expect(joana.getByRole('heading', { level: 1, name: 'Votações' })).toBeVisible();
    await expect(joana.getByTestId('votacao').first()).toBeVisible();
  });
  await expect(joana.getByTestId('votacao').filter({ hasText: 'Horário de atendimento da sala da OAB no fórum' }).getByTestId('motivo')).toHaveText(
    'Sua inscrição não está em dia com a anuidade na data de abertura.',
  );
});
