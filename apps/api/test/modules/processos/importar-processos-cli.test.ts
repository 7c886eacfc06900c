import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatarCpf, hojeSaoPaulo, somarDias } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comandoAdmin } from '../../helpers/comando-admin.js';
import { comandoSql } from '../../helpers/comando-sql.js';
import { gerarCpf } from '../../helpers/fabrica.js';

const admin = comandoAdmin;

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-processos-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function escrever(nome: string, cabecalho: string, linhas: string[]): string {
  const f = path.join(dir, nome);
  fs.writeFileSync(f, `${[cabecalho, ...linhas].join('\n')}\n`);
  return f;
}

const INSCRITOS = 'numero;uf;tipo;situacao;data_inscricao;cpf;nome;nome_social;nascimento;email;celular';
const PROCESSOS = 'numero;classe;assunto;orgao;fase;situacao;sigiloso;autuado_em;partes;relator';
const AUTUADO = somarDias(hojeSaoPaulo(), -30);

/** The whole story on one database: the registry first, then simulate, import, import again, a bad file. */
async function roteiro(env: Record<string, string>) {
  const [a, b] = [gerarCpf(), gerarCpf()];
  const n = randomInt(100_000, 999_999);
  const inscritos = escrever('inscritos.csv', INSCRITOS, [
    `${n};GO;principal;regular;2010-01-02;${a};Ana Parte;;1980-02-03;ana${n}@exemplo.org;`,
    `${n + 1};GO;principal;regular;2011-01-02;${b};Bruno Advogado;;1981-02-03;bruno${n}@exemplo.org;`,
  ]);
  expect((await admin(['importar-inscritos', inscritos], env)).codigo).toBe(0);

  const [p1, p2] = ['2019.000101', '2020.000202'];
  const bom = escrever('processos.csv', PROCESSOS, [
    `${p1};etico-disciplinar;Representação;ted-turma-1;Instrução;em-andamento;sim;${AUTUADO};${formatarCpf(a)}:representado:${formatarCpf(b)};${b}`,
    `${p2};inscricao;Inscrição suplementar;camara-1;Parecer;arquivado;não;${AUTUADO};${a}:interessado;`,
  ]);
  const simulado = await admin(['importar-processos', bom, '--simular'], env);
  expect(simulado.codigo).toBe(0);
  expect(simulado.saida).toContain('Simulação: nada foi gravado.');
  expect(simulado.saida).toMatch(/novos: +2\n/);

  const importado = await admin(['importar-processos', bom], env);
  expect(importado.codigo).toBe(0);
  expect(importado.saida).toContain('Importação concluída:');
  expect(importado.saida).toMatch(/novos: +2\n/);
  expect(importado.erro).toContain('2 linhas lidas…');

  const denovo = await admin(['importar-processos', bom], env);
  expect(denovo.codigo).toBe(0);
  expect(denovo.saida).toMatch(/novos: +0\n +alterados: +0\n +inalterados: +2\n/);

  const ruim = escrever('ruim.csv', PROCESSOS, [
    `2021.000303;recurso;Recurso;conselho-pleno;Instrução;em-andamento;não;${AUTUADO};${a}:representante;`,
    `2021.000304;recurso;Recurso;conselho-pleno;Instrução;em-andamento;não;${AUTUADO};${gerarCpf()}:representante;`,
  ]);
  const recusado = await admin(['importar-processos', ruim], env);
  expect(recusado.codigo).toBe(1);
  expect(recusado.saida).toContain('O arquivo tem erros em 1 linha; nada foi gravado.');
  expect(recusado.saida).toMatch(/linha 3: a parte [\d.-]+ \(representante\) não é uma pessoa do cadastro do portal/);
  // Nothing of it was written: line 2 is still new.
  const depois = await admin(['importar-processos', escrever('so-303.csv', PROCESSOS, [`2021.000303;recurso;Recurso;conselho-pleno;Instrução;em-andamento;não;${AUTUADO};${a}:representante;`]), '--simular'], env);
  expect(depois.saida).toMatch(/novos: +1\n/);
}

describe('npm run admin -- importar-processos', () => {
  // Its own embedded database (or none): the PostgreSQL run would repeat it unchanged (ADR 062).
  it.skipIf(process.env.DATABASE_URL)('usage errors exit 2 with the usage; a missing file too', { timeout: 60_000 }, async () => {
    const semArquivo = await admin(['importar-processos'], { DATA_DIR: '/nonexistent-h5' });
    expect(semArquivo.codigo).toBe(2);
    expect(semArquivo.erro).toContain('Informe o arquivo CSV.');
    expect(semArquivo.erro).toContain('Uso: npm run admin -- importar-processos <arquivo.csv> [--simular]');
    const inexistente = await admin(['importar-processos', path.join(dir, 'nao-existe.csv')], { DATA_DIR: '/nonexistent-h5' });
    expect(inexistente.codigo).toBe(2);
    expect(inexistente.erro).toContain('não existe.');
    expect((await admin(['--help'], {})).saida).toContain('importar-processos');
  });

  // Its own embedded database (or none): the PostgreSQL run would repeat it unchanged (ADR 062).
  it.skipIf(process.env.DATABASE_URL)('on the embedded database: registry, simulate, import, re-import, a file with errors', { timeout: 600_000 }, async () => {
    const dados = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-processos-dados-'));
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
