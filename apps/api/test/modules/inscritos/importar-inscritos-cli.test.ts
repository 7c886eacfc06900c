import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comandoAdmin } from '../../helpers/comando-admin.js';
import { comandoSql } from '../../helpers/comando-sql.js';
import { gerarCpf } from '../../helpers/fabrica.js';

const admin = comandoAdmin;

const CABECALHO = 'numero;uf;tipo;situacao;data_inscricao;cpf;nome;nome_social;nascimento;email;celular';
const linha = (n: number, cpf = gerarCpf(), situacao = 'regular') =>
  `${n};GO;principal;${situacao};2010-01-0${(n % 9) + 1};${cpf};Advogado ${n};;1980-02-03;adv${n}@exemplo.org;62999990000`;

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-inscritos-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function escrever(nome: string, linhas: string[]): string {
  const f = path.join(dir, nome);
  fs.writeFileSync(f, `${[CABECALHO, ...linhas].join('\n')}\n`);
  return f;
}

/** The whole story on one database: simulate, import, import again, a bad file. */
async function roteiro(env: Record<string, string>) {
  const cpfs = [gerarCpf(), gerarCpf(), gerarCpf()];
  const bom = escrever('bom.csv', [linha(101, cpfs[0]), linha(102, cpfs[1]), linha(103, cpfs[2])]);

  const simulado = await admin(['importar-inscritos', bom, '--simular'], env);
  expect(simulado.codigo).toBe(0);
  expect(simulado.saida).toContain('Simulação: nada foi gravado.');
  expect(simulado.saida).toMatch(/novos: +3\n/);

  const importado = await admin(['importar-inscritos', bom], env);
  expect(importado.codigo).toBe(0);
  expect(importado.saida).toContain('Importação concluída:');
  expect(importado.saida).toMatch(/linhas lidas: 3\n/);
  expect(importado.saida).toMatch(/novos: +3\n/);
  expect(importado.erro).toContain('3 linhas lidas…');

  const denovo = await admin(['importar-inscritos', bom], env);
  expect(denovo.codigo).toBe(0);
  expect(denovo.saida).toMatch(/novos: +0\n +alterados: +0\n +inalterados: +3\n/);

  const ruim = escrever('ruim.csv', [linha(104), linha(105, '111.111.111-11'), linha(101, gerarCpf()), linha(106, gerarCpf(), 'aposentado')]);
  const recusado = await admin(['importar-inscritos', ruim], env);
  expect(recusado.codigo).toBe(1);
  expect(recusado.saida).toContain('O arquivo tem erros em 3 linhas; nada foi gravado.');
  expect(recusado.saida).toContain('linha 3: CPF inválido. Confira os dígitos.');
  expect(recusado.saida).toMatch(/linha 4: a inscrição 101\/GO pertence no portal a outro CPF/);
  expect(recusado.saida).toContain('linha 5: Situação inválida');
  // Nothing of it was written: line 2 (104) is still new.
  const depois = await admin(['importar-inscritos', escrever('so-104.csv', [linha(104)]), '--simular'], env);
  expect(depois.saida).toMatch(/novos: +1\n/);
}

describe('npm run admin -- importar-inscritos', () => {
  // Its own embedded database (or none): the PostgreSQL run would repeat it unchanged (ADR 062).
  it.skipIf(process.env.DATABASE_URL)('usage errors exit 2 with the usage; a missing file too', { timeout: 60_000 }, async () => {
    const semArquivo = await admin(['importar-inscritos'], { DATA_DIR: '/nonexistent-h8' });
    expect(semArquivo.codigo).toBe(2);
    expect(semArquivo.erro).toContain('Informe o arquivo CSV.');
    expect(semArquivo.erro).toContain('Uso: npm run admin -- importar-inscritos <arquivo.csv> [--simular]');
    const opcao = await admin(['importar-inscritos', 'x.csv', '--gravar'], { DATA_DIR: '/nonexistent-h8' });
    expect(opcao.codigo).toBe(2);
    const inexistente = await admin(['importar-inscritos', path.join(dir, 'nao-existe.csv')], { DATA_DIR: '/nonexistent-h8' });
    expect(inexistente.codigo).toBe(2);
    expect(inexistente.erro).toContain('não existe.');
    const ajuda = await admin(['--help'], {});
    expect(ajuda.saida).toContain('importar-inscritos');
  });

  // Its own embedded database (or none): the PostgreSQL run would repeat it unchanged (ADR 062).
  it.skipIf(process.env.DATABASE_URL)('on the embedded database: simulate, import, re-import, a file with errors', { timeout: 300_000 }, async () => {
    const dados = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-inscritos-dados-'));
    try {
      await roteiro({ DATA_DIR: dados });
    } finally {
      fs.rmSync(dados, { recursive: true, force: true });
    }
  });

  it.runIf(process.env.DATABASE_URL)('on PostgreSQL: the same', { timeout: 300_000 }, async () => {
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
