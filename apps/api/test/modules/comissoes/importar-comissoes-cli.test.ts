import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hojeSaoPaulo, somarDias } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../../src/db/client.js';
import { startEmbeddedPostgres } from '../../../src/db/embedded.js';
import { comissoes } from '../../../src/db/schema/index.js';
import { comandoAdmin } from '../../helpers/comando-admin.js';
import { comandoSql } from '../../helpers/comando-sql.js';
import { gerarCpf } from '../../helpers/fabrica.js';

const admin = comandoAdmin;

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-comissoes-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function escrever(nome: string, cabecalho: string, linhas: string[]): string {
  const f = path.join(dir, nome);
  fs.writeFileSync(f, `${[cabecalho, ...linhas].join('\n')}\n`);
  return f;
}

const INSCRITOS = 'numero;uf;tipo;situacao;data_inscricao;cpf;nome;nome_social;nascimento;email;celular';
const COMISSOES = 'comissao;cpf;papel;portaria;inicio;fim';
const INICIO = somarDias(hojeSaoPaulo(), -10);

/** Creates a commission in the command's database (the embedded one opened as the portal opens it, or PostgreSQL). */
async function criarComissao(env: Record<string, string>, nome: string) {
  const embutido = env.DATA_DIR ? await startEmbeddedPostgres(path.join(env.DATA_DIR, 'pgdata')) : null;
  const database = connectDatabase(embutido?.url ?? env.DATABASE_URL!, 1);
  try {
    await database.db.insert(comissoes).values({ nome, tipo: 'permanente' });
  } finally {
    await database.close();
    await embutido?.stop();
  }
}

/** The registry first, a commission, then simulate, import, import again, a bad file. */
async function roteiro(env: Record<string, string>) {
  const [a, b] = [gerarCpf(), gerarCpf()];
  const n = randomInt(100_000, 999_999);
  const inscritos = escrever('inscritos.csv', INSCRITOS, [
    `${n};GO;principal;regular;2010-01-02;${a};Ana Presidente;;1980-02-03;ana${n}@exemplo.org;`,
    `${n + 1};GO;principal;regular;2011-01-02;${b};Bruno Membro;;1981-02-03;bruno${n}@exemplo.org;`,
  ]);
  expect((await admin(['importar-inscritos', inscritos], env)).codigo).toBe(0);
  await criarComissao(env, 'Comissão de Direito Digital');

  const bom = escrever('membros.csv', COMISSOES, [
    `Comissão de Direito Digital;${a};presidente;Portaria 1/2026;${INICIO};`,
    `comissao de direito digital;${b};membro;Portaria 1/2026;${INICIO};${somarDias(INICIO, 365)}`,
  ]);
  const simulado = await admin(['importar-comissoes', bom, '--simular'], env);
  expect(simulado.codigo).toBe(0);
  expect(simulado.saida).toContain('Simulação: nada foi gravado.');
  expect(simulado.saida).toMatch(/novos: +2\n/);

  const importado = await admin(['importar-comissoes', bom], env);
  expect(importado.codigo).toBe(0);
  expect(importado.saida).toContain('Importação concluída:');
  expect(importado.saida).toMatch(/novos: +2\n/);

  const denovo = await admin(['importar-comissoes', bom], env);
  expect(denovo.codigo).toBe(0);
  expect(denovo.saida).toMatch(/novos: +0\n +alterados: +0\n +inalterados: +2\n/);

  const ruim = escrever('ruim.csv', COMISSOES, [
    `Comissão de Direito Digital;${b};secretario;Portaria 2/2026;${somarDias(INICIO, 400)};`,
    `Comissão Inexistente;${b};membro;Portaria 2/2026;${INICIO};`,
  ]);
  const recusado = await admin(['importar-comissoes', ruim], env);
  expect(recusado.codigo).toBe(1);
  expect(recusado.saida).toContain('O arquivo tem erros em 1 linha; nada foi gravado.');
  expect(recusado.saida).toContain('linha 3: a comissão "Comissão Inexistente" não existe no portal');
  const depois = await admin(['importar-comissoes', escrever('so-2.csv', COMISSOES, [`Comissão de Direito Digital;${b};secretario;Portaria 2/2026;${somarDias(INICIO, 400)};`]), '--simular'], env);
  expect(depois.saida).toMatch(/novos: +1\n/);
}

describe('npm run admin -- importar-comissoes', () => {
  // Its own embedded database (or none): the PostgreSQL run would repeat it unchanged (ADR 062).
  it.skipIf(process.env.DATABASE_URL)('usage errors exit 2 with the usage', { timeout: 60_000 }, async () => {
    const semArquivo = await admin(['importar-comissoes'], { DATA_DIR: '/nonexistent-h5' });
    expect(semArquivo.codigo).toBe(2);
    expect(semArquivo.erro).toContain('Uso: npm run admin -- importar-comissoes <arquivo.csv> [--simular]');
    const opcao = await admin(['importar-comissoes', 'x.csv', '--gravar'], { DATA_DIR: '/nonexistent-h5' });
    expect(opcao.codigo).toBe(2);
    expect((await admin(['--help'], {})).saida).toContain('importar-comissoes');
  });

  // Its own embedded database (or none): the PostgreSQL run would repeat it unchanged (ADR 062).
  it.skipIf(process.env.DATABASE_URL)('on the embedded database: registry, commission, simulate, import, re-import, a file with errors', { timeout: 600_000 }, async () => {
    const dados = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-comissoes-dados-'));
    try {
      await roteiro({ DATA_DIR: dados });
    } finally {
      fs.rmSync(dados, { recursive: true, force: true });
    }
  });

  it.runIf(process.env.DATABASE_URL)('on PostgreSQL: the same', { timeout: 600_000 }, async () => {
    const url = process.env.DATABASE_URL!;
    const nome = `portal_teste_${randomBytes(6).toString('hex')}`;
    await comandoSql(url, `create database ${nome}`);
    try {
      const alvo = new URL(url);
      alvo.pathname = `/${nome}`;
      await roteiro({ DATABASE_URL: alvo.toString(), TESTE_LOCAL: 'true' });
    } finally {
      await comandoSql(url, `drop database if exists ${nome} with (force)`);
    }
  });
});
