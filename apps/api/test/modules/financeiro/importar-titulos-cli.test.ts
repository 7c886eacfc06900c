import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comandoAdmin } from '../../helpers/comando-admin.js';
import { comandoSql } from '../../helpers/comando-sql.js';
import { gerarCpf } from '../../helpers/fabrica.js';

const admin = comandoAdmin;

const CABECALHO_INSCRITOS = 'numero;uf;tipo;situacao;data_inscricao;cpf;nome;nome_social;nascimento;email;celular';
const CABECALHO = 'id_externo;cpf;origem;exercicio;descricao;vencimento;valor;situacao;pago_em;valor_pago';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-titulos-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function escrever(nome: string, cabecalho: string, linhas: string[]): string {
  const f = path.join(dir, nome);
  fs.writeFileSync(f, `${[cabecalho, ...linhas].join('\n')}\n`);
  return f;
}

/** The whole story on one database: the registry first, then simulate, import, import again, a bad file (the engine's tests cover the rest). */
async function roteiro(env: Record<string, string>) {
  const [a, b] = [gerarCpf(), gerarCpf()];
  const cadastro = escrever('inscritos.csv', CABECALHO_INSCRITOS, [
    `201;GO;principal;regular;2010-01-05;${a};Advogada A;;1980-02-03;a@exemplo.org;`,
    `202;GO;principal;regular;2012-04-09;${b};Advogado B;;1981-02-03;b@exemplo.org;`,
  ]);
  expect((await admin(['importar-inscritos', cadastro], env)).codigo).toBe(0);

  const bom = escrever('titulos.csv', CABECALHO, [
    `T-1;${a};anuidade;2022;Anuidade 2022;2022-03-31;850,00;pago;2022-03-10;807,50`,
    `T-2;${a};anuidade;2023;Anuidade 2023;2023-03-31;900.00;aberto;;`,
    `T-3;${b};taxa;;Taxa de certidão;2023-05-10;45,5;cancelado;;`,
  ]);
  const simulado = await admin(['importar-titulos', bom, '--simular'], env);
  expect(simulado.codigo).toBe(0);
  expect(simulado.saida).toContain('Simulação: nada foi gravado.');
  expect(simulado.saida).toMatch(/novos: +3\n/);

  const importado = await admin(['importar-titulos', bom], env);
  expect(importado.codigo).toBe(0);
  expect(importado.saida).toContain('Importação concluída:');
  expect(importado.saida).toMatch(/linhas lidas: 3\n +novos: +3\n/);
  expect(importado.erro).toContain('3 linhas lidas…');

  const denovo = await admin(['importar-titulos', bom], env);
  expect(denovo.codigo).toBe(0);
  expect(denovo.saida).toMatch(/novos: +0\n +alterados: +0\n +inalterados: +3\n/);

  const ruim = escrever('ruim.csv', CABECALHO, [
    `T-4;${b};anuidade;2023;Anuidade 2023;2023-03-31;900;aberto;;`,
    `T-5;${gerarCpf()};taxa;;Taxa;2023-05-10;10;aberto;;`,
    `T-1;${a};anuidade;2022;Anuidade 2022;2022-03-31;850,00;pago;2022-03-10;850,00`,
    `T-6;${a};anuidade;;Anuidade;2023-03-31;10;aberto;;`,
  ]);
  const recusado = await admin(['importar-titulos', ruim], env);
  expect(recusado.codigo).toBe(1);
  expect(recusado.saida).toContain('O arquivo tem erros em 3 linhas; nada foi gravado.');
  expect(recusado.saida).toContain('linha 3: o CPF não está no cadastro do portal');
  expect(recusado.saida).toMatch(/linha 4: o título nº \d+ está pago no portal e não muda mais/);
  expect(recusado.saida).toContain('linha 5: Uma anuidade precisa do exercício (o ano).');
}

describe('npm run admin -- importar-titulos', () => {
  // Its own embedded database (or none): the PostgreSQL run would repeat it unchanged (ADR 062).
  it.skipIf(process.env.DATABASE_URL)('usage errors exit 2 with the usage; a missing file too; --help lists it', { timeout: 60_000 }, async () => {
    const semArquivo = await admin(['importar-titulos'], { DATA_DIR: '/nonexistent-h2' });
    expect(semArquivo.codigo).toBe(2);
    expect(semArquivo.erro).toContain('Informe o arquivo CSV.');
    expect(semArquivo.erro).toContain('Uso: npm run admin -- importar-titulos <arquivo.csv> [--simular]');
    expect((await admin(['importar-titulos', 'x.csv', '--gravar'], { DATA_DIR: '/nonexistent-h2' })).codigo).toBe(2);
    const inexistente = await admin(['importar-titulos', path.join(dir, 'nao-existe.csv')], { DATA_DIR: '/nonexistent-h2' });
    expect(inexistente.codigo).toBe(2);
    expect(inexistente.erro).toContain('não existe.');
    expect((await admin(['--help'], {})).saida).toContain('importar-titulos');
  });

  // Its own embedded database (or none): the PostgreSQL run would repeat it unchanged (ADR 062).
  it.skipIf(process.env.DATABASE_URL)('on the embedded database: registry, simulate, import, re-import, a file with errors', { timeout: 300_000 }, async () => {
    const dados = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-titulos-dados-'));
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
