import type { Importacao, TipoDeImportacao } from '@portal/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, importacoes, inscricoes, pessoas } from '../../../src/db/schema/index.js';
import { ArquivoNaoEncontrado } from '../../../src/lib/armazenamento/armazenamento.js';
import { expirarPrevias } from '../../../src/modules/importacoes/expirar-previas.js';
import { criarAppDeTeste, type AppDeTeste, type DatabaseDeTeste } from '../../helpers/app.js';
import { bancoIsolado } from '../../helpers/banco-isolado.js';
import { criarPessoa, gerarCpf, type PessoaCriada } from '../../helpers/fabrica.js';
import { chamar, multipart, tokenDe } from '../../helpers/requerimentos.js';

/**
 * The staff import screens' API (ADR 041) with the registry's engine: upload → preview → confirm → the job
 * runs → the registry is written → the report. A database of its own (the one-running-per-kind rule looks at
 * every import of the kind); jobs on, polling fast.
 */
let banco: DatabaseDeTeste;
let t: AppDeTeste;
let ana: PessoaCriada;
let semPermissao: PessoaCriada;

const BASE = '/wsapp/area-restrita/importacoes/inscritos';
const CABECALHO = 'numero;uf;tipo;situacao;data_inscricao;cpf;nome;nome_social;nascimento;email;celular';
const numeros = new Set<number>();
function numeroNovo(): number {
  for (;;) {
    const n = randomInt(8_000_000, 9_999_999);
    if (!numeros.has(n)) {
      numeros.add(n);
      return n;
    }
  }
}
const linha = (n = numeroNovo(), cpf = gerarCpf(), situacao = 'regular') =>
  `${n};GO;principal;${situacao};2012-03-04;${cpf};Importado ${n};;1985-06-07;imp${n}@exemplo.org;62988887777`;
const csv = (linhas: string[]) => `${[CABECALHO, ...linhas].join('\n')}\n`;

async function enviar(p: PessoaCriada, conteudo: string | Buffer, nome = 'inscritos.csv') {
  const corpo = multipart([{ campo: 'arquivo', arquivo: nome, tipo: 'text/csv', conteudo }]);
  return t.app.inject({ method: 'POST', url: BASE, payload: corpo.payload, headers: { authorization: `Bearer ${await tokenDe(t, p)}`, ...corpo.headers } });
}

async function esperarFim(id: string): Promise<Importacao> {
  const limite = Date.now() + 60_000;
  for (;;) {
    const r = await chamar(t, ana, 'GET', `${BASE}/${id}`);
    expect(r.statusCode, r.body).toBe(200);
    const i: Importacao = r.json();
    if (i.situacao !== 'na_fila' && i.situacao !== 'executando') return i;
    if (Date.now() > limite) throw new Error(`a importação ficou em ${i.situacao}`);
    await new Promise((ok) => setTimeout(ok, 200));
  }
}

const contarImportacoes = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(importacoes))[0]!.n;

beforeAll(async () => {
  banco = await bancoIsolado();
  t = await criarAppDeTeste({}, { banco, jobs: { consultaS: 0.5, somente: ['importacoes.executar'] } });
  ana = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoInscritos'], nome: 'Ana Importadora' });
  semPermissao = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoAcessos'] });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await banco?.close();
});

describe('the registry import from the staff screen', () => {
  it('describes the format; upload → preview → confirm → the job writes the registry → the report', { timeout: 120_000 }, async () => {
    const info = await chamar(t, ana, 'GET', BASE);
    expect(info.statusCode, info.body).toBe(200);
    const tipo: TipoDeImportacao = info.json();
    expect(tipo).toMatchObject({ tipo: 'inscritos', titulo: 'Cadastro de inscritos', manual: 'docs/inscritos.md', emAndamento: null });
    expect(tipo.colunas.join(';')).toBe(CABECALHO);

    const [a, b, c] = [numeroNovo(), numeroNovo(), numeroNovo()];
    const cpfs = [gerarCpf(), gerarCpf(), gerarCpf()];
    const arquivo = csv([linha(a, cpfs[0]), linha(b, cpfs[1]), linha(c, cpfs[2])]);
    const previa = await enviar(ana, arquivo, 'cadastro de inscritos.csv');
    expect(previa.statusCode, previa.body).toBe(201);
    const p: Importacao = previa.json();
    expect(p).toMatchObject({ situacao: 'analisada', arquivoNome: 'cadastro de inscritos.csv', enviadaPor: 'Ana Importadora', relatorio: null });
    expect(p.previa).toMatchObject({ linhasLidas: 3, novos: 3, alterados: 0, inalterados: 0, comErro: 0, erros: [], totalErros: 0 });
    // The preview wrote nothing.
    expect(await t.db.select().from(inscricoes).where(inArray(inscricoes.numero, [String(a), String(b), String(c)]))).toEqual([]);
    const [guardada] = await t.db.select().from(importacoes).where(eq(importacoes.id, p.id));
    expect(guardada!.arquivoChave).toBe(`importacoes/inscritos/${p.id}`);

    const confirmada = await chamar(t, ana, 'POST', `${BASE}/${p.id}/confirmar`);
    expect(confirmada.statusCode, confirmada.body).toBe(202);
    expect(['na_fila', 'executando', 'concluida']).toContain(confirmada.json().situacao);

    const fim = await esperarFim(p.id);
    expect(fim.situacao).toBe('concluida');
    expect(fim.linhasLidas).toBe(3);
    expect(fim.relatorio).toMatchObject({ linhasLidas: 3, novos: 3, alterados: 0, inalterados: 0, comErro: 0 });
    const gravadas = await t.db
      .select({ numero: inscricoes.numero, cpf: pessoas.cpf })
      .from(inscricoes)
      .innerJoin(pessoas, eq(pessoas.id, inscricoes.pessoaId))
      .where(inArray(inscricoes.numero, [String(a), String(b), String(c)]));
    expect(gravadas.map((g) => g.cpf).sort()).toEqual([...cpfs].sort());

    // The stored file is gone once the job ended.
    const [depois] = await t.db.select().from(importacoes).where(eq(importacoes.id, p.id));
    expect(depois!.arquivoChave).toBeNull();
    await expect.poll(() => t.armazenamento.ler(`importacoes/inscritos/${p.id}`).then(() => 'ainda lá', (e: unknown) => e instanceof ArquivoNaoEncontrado), { timeout: 10_000 }).toBe(true);

    // Preview, confirmation and outcome are audited, with who, the file and the counts.
    const eventos = await t.db.select().from(auditoria).where(sql`${auditoria.detalhes}->>'importacaoId' = ${p.id}`);
    const porAcao = Object.fromEntries(eventos.map((e) => [e.acao, e]));
    expect(Object.keys(porAcao).sort()).toEqual(['importacao_analisada', 'importacao_concluida', 'importacao_confirmada']);
    expect(porAcao.importacao_analisada!.usuarioId).toBe(ana.usuarioId);
    expect(porAcao.importacao_concluida!.usuarioId).toBe(ana.usuarioId);
    expect(porAcao.importacao_concluida!.detalhes).toMatchObject({ arquivo: 'cadastro de inscritos.csv', novos: 3, linhas: 3 });

    const relatorio = await chamar(t, ana, 'GET', `${BASE}/${p.id}/relatorio`);
    expect(relatorio.statusCode).toBe(200);
    expect(relatorio.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(relatorio.headers['content-disposition']).toMatch(/^attachment; filename="relatorio-inscritos-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(relatorio.body).toContain('Situação;concluída (gravada)');
    expect(relatorio.body).toContain('Novos;3\r\n');

    // The same file again changes nothing: all unchanged.
    const denovo: Importacao = (await enviar(ana, arquivo)).json();
    expect(denovo.previa).toMatchObject({ novos: 0, alterados: 0, inalterados: 3 });

    // A confirmed import cannot be confirmed again.
    const outra = await chamar(t, ana, 'POST', `${BASE}/${p.id}/confirmar`);
    expect(outra.statusCode).toBe(409);
    expect(outra.json()).toMatchObject({ codigo: 'IMPORTACAO_NAO_CONFIRMAVEL', mensagem: 'Esta importação já foi confirmada.' });
  });

  it('a file with errors: the preview lists them by line, it cannot be confirmed, nothing is written', { timeout: 60_000 }, async () => {
    const [boa, outra] = [numeroNovo(), numeroNovo()];
    const r = await enviar(ana, csv([linha(boa), linha(numeroNovo(), '111.111.111-11'), linha(outra, gerarCpf(), 'aposentado')]));
    expect(r.statusCode, r.body).toBe(201);
    const p: Importacao = r.json();
    expect(p.situacao).toBe('com_erros');
    expect(p.previa.comErro).toBe(2);
    expect(p.previa.erros).toEqual([
      { linha: 3, motivo: 'CPF inválido. Confira os dígitos.' },
      { linha: 4, motivo: expect.stringContaining('Situação inválida') },
    ]);
    const [guardada] = await t.db.select().from(importacoes).where(eq(importacoes.id, p.id));
    expect(guardada!.arquivoChave).toBeNull();

    const confirmar = await chamar(t, ana, 'POST', `${BASE}/${p.id}/confirmar`);
    expect(confirmar.statusCode).toBe(409);
    expect(confirmar.json()).toEqual({
      codigo: 'IMPORTACAO_COM_ERROS',
      mensagem: 'O arquivo tem erros e não pode ser importado. Corrija as linhas indicadas e envie o arquivo de novo.',
    });
    expect(await t.db.select().from(inscricoes).where(eq(inscricoes.numero, String(boa)))).toEqual([]);

    const relatorio = await chamar(t, ana, 'GET', `${BASE}/${p.id}/relatorio`);
    expect(relatorio.body).toContain('linha;motivo\r\n3;CPF inválido. Confira os dígitos.\r\n4;Situação inválida');
  });

  it('one import of a kind queued or running at a time: the second confirmation is a 409, by the database', { timeout: 90_000 }, async () => {
    const a: Importacao = (await enviar(ana, csv([linha()]))).json();
    const b: Importacao = (await enviar(ana, csv([linha()]))).json();
    expect([a.situacao, b.situacao]).toEqual(['analisada', 'analisada']);
    // Both at once: exactly one joins the queue.
    const [ra, rb] = await Promise.all([chamar(t, ana, 'POST', `${BASE}/${a.id}/confirmar`), chamar(t, ana, 'POST', `${BASE}/${b.id}/confirmar`)]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([202, 409]);
    const perdeu = ra.statusCode === 409 ? ra : rb;
    expect(perdeu.json()).toEqual({
      codigo: 'IMPORTACAO_EM_ANDAMENTO',
      mensagem: 'Já há uma importação de cadastro de inscritos em andamento. Espere ela terminar e confirme de novo.',
    });
    const ganhou = ra.statusCode === 202 ? a : b;
    const outra = ra.statusCode === 202 ? b : a;
    expect((await esperarFim(ganhou.id)).situacao).toBe('concluida');
    // Once it ended, the other one can go.
    expect((await chamar(t, ana, 'POST', `${BASE}/${outra.id}/confirmar`)).statusCode).toBe(202);
    expect((await esperarFim(outra.id)).situacao).toBe('concluida');
    // A running import (as the job marks it) holds the kind: the confirmation of another one is refused.
    const c: Importacao = (await enviar(ana, csv([linha()]))).json();
    const d: Importacao = (await enviar(ana, csv([linha()]))).json();
    await t.db.update(importacoes).set({ situacao: 'executando', confirmadaEm: new Date() }).where(eq(importacoes.id, c.id));
    const recusada = await chamar(t, ana, 'POST', `${BASE}/${d.id}/confirmar`);
    expect(recusada.statusCode).toBe(409);
    expect(recusada.json().codigo).toBe('IMPORTACAO_EM_ANDAMENTO');

    // Restart safety: a "running" import pg-boss knows nothing of (its process died before the send, say) is
    // marked failed once the tolerance passed, and stops holding the kind.
    await t.db.update(importacoes).set({ confirmadaEm: new Date(Date.now() - 5 * 60_000) }).where(eq(importacoes.id, c.id));
    const info: TipoDeImportacao = (await chamar(t, ana, 'GET', BASE)).json();
    expect(info.emAndamento).toBeNull();
    const falhou: Importacao = (await chamar(t, ana, 'GET', `${BASE}/${c.id}`)).json();
    expect(falhou.situacao).toBe('falhou');
    expect(falhou.falha).toMatch(/nada foi gravado/);
    expect((await chamar(t, ana, 'POST', `${BASE}/${d.id}/confirmar`)).statusCode).toBe(202);
    expect((await esperarFim(d.id)).situacao).toBe('concluida');
  });

  it('refuses empty, non-CSV, garbage and too large files with a Portuguese message, writing nothing', { timeout: 60_000 }, async () => {
    const antes = await contarImportacoes();
    const casos: { conteudo: string | Buffer; nome?: string; status: number; codigo: string; mensagem: RegExp }[] = [
      { conteudo: '', status: 422, codigo: 'ARQUIVO_VAZIO', mensagem: /^O arquivo está vazio/ },
      { conteudo: '\uFEFF  \n\n', status: 422, codigo: 'ARQUIVO_VAZIO', mensagem: /^O arquivo está vazio/ },
      { conteudo: csv([linha()]), nome: 'inscritos.xlsx', status: 422, codigo: 'FORMATO_NAO_ACEITO', mensagem: /Envie um arquivo \.csv/ },
      { conteudo: Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(5000, 7)]), status: 422, codigo: 'FORMATO_NAO_ACEITO', mensagem: /não é texto/ },
      { conteudo: Buffer.from([0x61, 0x00, 0x62, 0x0a]), status: 422, codigo: 'FORMATO_NAO_ACEITO', mensagem: /não é texto/ },
      { conteudo: 'isto não é um cadastro\nnem tem colunas\n', status: 400, codigo: 'IMPORTACAO_RECUSADA', mensagem: /^Cabeçalho inválido/ },
      { conteudo: `${CABECALHO}\n`, status: 400, codigo: 'IMPORTACAO_RECUSADA', mensagem: /nenhuma linha abaixo do cabeçalho/ },
      { conteudo: Buffer.concat([Buffer.from(`${CABECALHO}\n`), Buffer.from([0xe9, 0x0a])]), status: 400, codigo: 'IMPORTACAO_RECUSADA', mensagem: /não está em UTF-8/ },
      { conteudo: Buffer.alloc(20 * 1024 * 1024 + 10, 'a'), status: 413, codigo: 'ARQUIVO_GRANDE_DEMAIS', mensagem: /passa do limite de 20 MB/ },
    ];
    for (const c of casos) {
      const r = await enviar(ana, c.conteudo, c.nome);
      expect(r.statusCode, `${c.codigo}: ${r.body}`).toBe(c.status);
      expect(r.json().codigo).toBe(c.codigo);
      expect(r.json().mensagem).toMatch(c.mensagem);
    }
    expect(await contarImportacoes()).toBe(antes);
    // Nothing left in the storage either.
    const fs = await import('node:fs');
    const path = await import('node:path');
    const pasta = path.join(t.config.dataDir, 'uploads', 'importacoes', 'inscritos');
    const restos = fs.existsSync(pasta) ? fs.readdirSync(pasta).filter((f) => !(f.startsWith('.'))) : [];
    const ativos = (await t.db.select({ id: importacoes.id }).from(importacoes).where(and(eq(importacoes.tipo, 'inscritos'), sql`${importacoes.arquivoChave} is not null`))).map((x) => x.id);
    expect(restos.filter((f) => !ativos.includes(f))).toEqual([]);
  });

  it('a preview not confirmed within a day expires: its file is removed and it can no longer be confirmed', { timeout: 60_000 }, async () => {
    const p: Importacao = (await enviar(ana, csv([linha()]))).json();
    const chave = `importacoes/inscritos/${p.id}`;
    await expect(t.armazenamento.ler(chave)).resolves.toBeDefined();
    // A fresh preview stays.
    await expirarPrevias(t.app, t.app.log);
    expect((await chamar(t, ana, 'GET', `${BASE}/${p.id}`)).json().situacao).toBe('analisada');
    await t.db.update(importacoes).set({ criadaEm: new Date(Date.now() - 25 * 3600_000) }).where(eq(importacoes.id, p.id));
    await expirarPrevias(t.app, t.app.log);
    expect((await chamar(t, ana, 'GET', `${BASE}/${p.id}`)).json().situacao).toBe('expirada');
    await expect(t.armazenamento.ler(chave)).rejects.toBeInstanceOf(ArquivoNaoEncontrado);
    const r = await chamar(t, ana, 'POST', `${BASE}/${p.id}/confirmar`);
    expect(r.statusCode).toBe(409);
    expect(r.json().mensagem).toBe('Esta prévia expirou e o arquivo foi descartado. Envie o arquivo de novo.');
  });

  it('without CLI_PermissaoInscritos: 403 on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [m, url] of [
      ['GET', BASE],
      ['POST', BASE],
      ['GET', `${BASE}/${id}`],
      ['POST', `${BASE}/${id}/confirmar`],
      ['GET', `${BASE}/${id}/relatorio`],
    ] as const) {
      const r = await chamar(t, semPermissao, m, url);
      expect(r.statusCode, `${m} ${url}`).toBe(403);
    }
    const r = await enviar(semPermissao, csv([linha()]));
    expect(r.statusCode).toBe(403);
  });
});
