import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { formatarCpf, hojeSaoPaulo, somarDias, type Importacao, type MeuProcesso, type TipoDeImportacao, type ViraMais } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comissoes, titulos } from '../../../src/db/schema/index.js';
import { criarAppDeTeste, type AppDeTeste, type DatabaseDeTeste } from '../../helpers/app.js';
import { bancoIsolado } from '../../helpers/banco-isolado.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { chamar, multipart, tokenDe } from '../../helpers/requerimentos.js';

/**
 * The títulos, processes and commission memberships imports from their staff areas (ADR 041, ADR 055): the same
 * facility as the registry's, each behind its area's permission, each with its command line's engine.
 */
let banco: DatabaseDeTeste;
let t: AppDeTeste;
let financeiro: PessoaCriada;
let processos: PessoaCriada;
let comissoesStaff: PessoaCriada;
let advogada: PessoaCriada;
let advogado: PessoaCriada;

const BASE = '/wsapp/area-restrita/importacoes';

async function enviar(p: PessoaCriada, tipo: string, conteudo: string, nome = `${tipo}.csv`) {
  const corpo = multipart([{ campo: 'arquivo', arquivo: nome, tipo: 'text/csv', conteudo }]);
  return t.app.inject({ method: 'POST', url: `${BASE}/${tipo}`, payload: corpo.payload, headers: { authorization: `Bearer ${await tokenDe(t, p)}`, ...corpo.headers } });
}

async function importarPelaTela(p: PessoaCriada, tipo: string, conteudo: string): Promise<{ previa: Importacao; fim: Importacao }> {
  const r = await enviar(p, tipo, conteudo);
  expect(r.statusCode, r.body).toBe(201);
  const previa: Importacao = r.json();
  expect(previa.situacao, JSON.stringify(previa.previa.erros)).toBe('analisada');
  const c = await chamar(t, p, 'POST', `${BASE}/${tipo}/${previa.id}/confirmar`);
  expect(c.statusCode, c.body).toBe(202);
  const limite = Date.now() + 60_000;
  for (;;) {
    const i: Importacao = (await chamar(t, p, 'GET', `${BASE}/${tipo}/${previa.id}`)).json();
    if (i.situacao !== 'na_fila' && i.situacao !== 'executando') return { previa, fim: i };
    if (Date.now() > limite) throw new Error(`a importação ficou em ${i.situacao}`);
    await new Promise((ok) => setTimeout(ok, 200));
  }
}

beforeAll(async () => {
  banco = await bancoIsolado();
  t = await criarAppDeTeste({}, { banco, jobs: { consultaS: 0.5, somente: ['importacoes.executar'] } });
  [financeiro, processos, comissoesStaff, advogada, advogado] = await Promise.all([
    criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoFinanceiro'], nome: 'Fernanda Financeiro' }),
    criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoProcessos'] }),
    criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoComissoes'] }),
    criarPessoa(t.db, { advogado: true }),
    criarPessoa(t.db, { advogado: true }),
  ]);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await banco?.close();
});

const CAB_TITULOS = 'id_externo;cpf;origem;exercicio;descricao;vencimento;valor;situacao;pago_em;valor_pago';

describe('the títulos import from /area-restrita/financeiro', () => {
  it('finance staff: format (a million lines fit), preview, confirm, the títulos written; the member sees them; ViraMais credited for a year still valid', { timeout: 120_000 }, async () => {
    const info = await chamar(t, financeiro, 'GET', `${BASE}/titulos`);
    expect(info.statusCode, info.body).toBe(200);
    const tipo: TipoDeImportacao = info.json();
    expect(tipo).toMatchObject({ tipo: 'titulos', titulo: 'Títulos', manual: 'docs/titulos.md', maxBytes: 150 * 1024 * 1024 });
    expect(tipo.colunas.join(';')).toBe(CAB_TITULOS);

    const ano = Number(hojeSaoPaulo().slice(0, 4));
    const pagoEsteAno = `${ano}-01-${hojeSaoPaulo() < `${ano}-01-10` ? '01' : '05'}`;
    const ids = [`ext-${randomUUID()}`, `ext-${randomUUID()}`, `ext-${randomUUID()}`];
    const arquivo = [
      CAB_TITULOS,
      `${ids[0]};${formatarCpf(advogada.cpf)};anuidade;${ano};Anuidade ${ano};${ano}-03-31;1000,00;pago;${pagoEsteAno};950,00`,
      `${ids[1]};${advogada.cpf};anuidade;${ano - 3};Anuidade ${ano - 3};${ano - 3}-03-31;800,00;pago;${ano - 3}-03-10;800,00`,
      `${ids[2]};${advogada.cpf};taxa;;Taxa de certidão;${ano}-12-20;45,50;aberto;;`,
    ].join('\n');
    const { previa, fim } = await importarPelaTela(financeiro, 'titulos', `${arquivo}\n`);
    expect(previa.previa).toMatchObject({ linhasLidas: 3, novos: 3, alterados: 0, inalterados: 0, comErro: 0 });
    expect(fim.situacao).toBe('concluida');
    expect(fim.relatorio).toMatchObject({ linhasLidas: 3, novos: 3 });
    const gravados = await t.db.select().from(titulos).where(eq(titulos.pessoaId, advogada.pessoaId));
    expect(gravados.map((g) => g.idExterno).sort()).toEqual([...ids].sort());

    // The member sees them; this year's paid anuidade earned 10 % of what was paid, the one of three years ago nothing.
    const meus = await chamar(t, advogada, 'GET', '/wsapp/financeiro/titulos');
    expect(meus.statusCode, meus.body).toBe(200);
    expect(JSON.stringify(meus.json())).toContain('Taxa de certidão');
    const vm: ViraMais = (await chamar(t, advogada, 'GET', '/wsapp/viramais')).json();
    expect(vm.saldoCentavos).toBe(9_500);

    // The same file again: all unchanged, no second credit.
    const denovo = await importarPelaTela(financeiro, 'titulos', `${arquivo}\n`);
    expect(denovo.fim.relatorio).toMatchObject({ novos: 0, alterados: 0, inalterados: 3 });
    expect(((await chamar(t, advogada, 'GET', '/wsapp/viramais')).json() as ViraMais).saldoCentavos).toBe(9_500);
  });

  it('a line with an unknown CPF: the preview names it, nothing can be confirmed', { timeout: 60_000 }, async () => {
    const r = await enviar(financeiro, 'titulos', `${CAB_TITULOS}\next-${randomUUID()};529.982.247-25;taxa;;Taxa;2025-01-10;10;aberto;;\n`);
    expect(r.statusCode, r.body).toBe(201);
    const p: Importacao = r.json();
    expect(p.situacao).toBe('com_erros');
    expect(p.previa.erros[0]).toMatchObject({ linha: 2, motivo: expect.stringContaining('CPF não está no cadastro') });
  });
});

describe('the processes import from /area-restrita/processos', () => {
  it('processes staff: preview, confirm; the lawyer then finds the process among hers', { timeout: 120_000 }, async () => {
    const info: TipoDeImportacao = (await chamar(t, processos, 'GET', `${BASE}/processos`)).json();
    expect(info).toMatchObject({ tipo: 'processos', titulo: 'Processos administrativos', manual: 'docs/importacoes.md' });
    const numero = `${randomInt(5000, 9999)}.${String(randomInt(0, 999_999)).padStart(6, '0')}`;
    const autuado = somarDias(hojeSaoPaulo(), -200);
    const arquivo = `${info.colunas.join(';')}\n${numero};inscricao;Pedido de inscrição suplementar;camara-1;Parecer;em-andamento;não;${autuado};${advogada.cpf}:interessado;\n`;
    const { previa, fim } = await importarPelaTela(processos, 'processos', arquivo);
    expect(previa.previa).toMatchObject({ linhasLidas: 1, novos: 1, comErro: 0 });
    expect(fim.situacao).toBe('concluida');
    const meus = ((await chamar(t, advogada, 'GET', '/wsapp/processos/meus')).json() as { itens: MeuProcesso[] }).itens;
    expect(meus.map((m) => m.numero)).toContain(numero);
  });
});

describe('the commission memberships import from /area-restrita/comissoes', () => {
  it('commissions staff: preview, confirm; the member sees the commission among hers', { timeout: 120_000 }, async () => {
    const nome = `Comissão de Direito Digital ${randomBytes(4).toString('hex')}`;
    const [c] = await t.db.insert(comissoes).values({ nome, tipo: 'permanente', finalidade: 'Testes' }).returning({ id: comissoes.id });
    const info: TipoDeImportacao = (await chamar(t, comissoesStaff, 'GET', `${BASE}/comissoes`)).json();
    expect(info).toMatchObject({ tipo: 'comissoes', titulo: 'Membros das comissões', manual: 'docs/importacoes.md' });
    const inicio = somarDias(hojeSaoPaulo(), -30);
    const arquivo = `${info.colunas.join(';')}\n${nome};${formatarCpf(advogado.cpf)};membro;Portaria 7/2026;${inicio};\n`;
    const { previa, fim } = await importarPelaTela(comissoesStaff, 'comissoes', arquivo);
    expect(previa.previa).toMatchObject({ linhasLidas: 1, novos: 1, comErro: 0 });
    expect(fim.situacao).toBe('concluida');
    const dele = (await chamar(t, advogado, 'GET', '/wsapp/comissoes')).json() as { minhas: { comissaoId: string; papel: string }[] };
    expect(dele.minhas).toEqual([expect.objectContaining({ comissaoId: c!.id, papel: 'membro' })]);
  });
});

describe('each import behind its own area', () => {
  it('403 for staff of another area, on every route of each kind', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [tipo, outro] of [
      ['titulos', processos],
      ['processos', comissoesStaff],
      ['comissoes', financeiro],
    ] as const) {
      for (const [m, url] of [
        ['GET', `${BASE}/${tipo}`],
        ['POST', `${BASE}/${tipo}`],
        ['GET', `${BASE}/${tipo}/${id}`],
        ['POST', `${BASE}/${tipo}/${id}/confirmar`],
        ['GET', `${BASE}/${tipo}/${id}/relatorio`],
      ] as const) {
        expect((await chamar(t, outro, m, url)).statusCode, `${m} ${url}`).toBe(403);
      }
    }
  });
});
