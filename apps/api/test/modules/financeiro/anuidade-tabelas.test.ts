import { mensagemAnuidadeSemTabela, type ListaTabelasAnuidade, type NovaTabelaAnuidade, type TabelaAnuidade } from '@portal/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anuidadeTabelas, auditoria, titulos } from '../../../src/db/schema/index.js';
import { anuidadeDoMembro, parcelarAnuidade } from '../../../src/modules/financeiro/anuidade.js';
import { lancarAnuidadesDoAno } from '../../../src/modules/financeiro/lancar-anuidades.js';
import { avisosTabelaAnuidade, exerciciosLancados } from '../../../src/modules/financeiro/listar-tabelas-anuidade.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { chamar, hoje } from '../../helpers/requerimentos.js';
import { corpoTabelaAnuidade } from '../../helpers/tabela-anuidade.js';

// The yearly anuidade table (issue 34, ADR 045). The years used here are ahead of the current one (next year and
// the one after), which no other test file touches: on PostgreSQL the files share one database, and this year's
// table is what every other anuidade test bills with.

const URL = '/wsapp/area-restrita/financeiro/anuidade/tabelas';

let t: AppDeTeste;
let financeiro: PessoaCriada;
const ANO = Number(hoje().slice(0, 4));
const PROXIMO = ANO + 1;
const SEGUINTE = ANO + 2;

beforeAll(async () => {
  t = await criarAppDeTeste();
  financeiro = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoFinanceiro'] });
});
afterAll(() => t.close());

const cadastrar = (corpo: unknown, quem: PessoaCriada = financeiro) => chamar(t, quem, 'POST', URL, corpo);
const listar = async () => {
  const res = await chamar(t, financeiro, 'GET', URL);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListaTabelasAnuidade;
};
const versoesDe = async (exercicio: number) => {
  const [r] = await t.db.select({ n: count() }).from(anuidadeTabelas).where(eq(anuidadeTabelas.exercicio, exercicio));
  return r?.n ?? 0;
};
const ultimaVersao = async (exercicio: number) => {
  const [r] = await t.db.select({ v: sql<number | null>`max(${anuidadeTabelas.versao})` }).from(anuidadeTabelas).where(eq(anuidadeTabelas.exercicio, exercicio));
  return Number(r?.v ?? 0);
};

describe('POST /wsapp/area-restrita/financeiro/anuidade/tabelas', () => {
  it("enters next year's table: bands described, who and when, in the audit log; a second one is a new version, the first kept unchanged", async () => {
    const antes = await ultimaVersao(PROXIMO);
    // Another file in this worker's database may have billed next year already (the suite shares a database per worker).
    const jaLancada = (await exerciciosLancados(t.db, [PROXIMO])).has(PROXIMO);
    const res = await cadastrar(corpoTabelaAnuidade(PROXIMO, { resolucao: '  Resolução 7/2026 ' }));
    expect(res.statusCode, res.body).toBe(201);
    const criada = res.json() as TabelaAnuidade;
    expect(criada).toMatchObject({
      exercicio: PROXIMO,
      versao: antes + 1,
      resolucao: 'Resolução 7/2026',
      vencimento: `${PROXIMO}-04-30`,
      descontoBp: 1500,
      descontoAte: `${PROXIMO}-03-31`,
      parcelasMaximo: 12,
      valorEstagiarioCentavos: 20_000,
      criadaPor: financeiro.nome,
    });
    expect(criada.faixas).toEqual([
      { anosDe: 0, anosAte: 1, valorCentavos: 52_000, descricao: 'Menos de 2 anos de inscrição' },
      { anosDe: 2, anosAte: 4, valorCentavos: 78_000, descricao: 'De 2 a 4 anos de inscrição' },
      { anosDe: 5, anosAte: null, valorCentavos: 104_000, descricao: '5 anos ou mais de inscrição' },
    ]);
    const [auditado] = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'anuidade_tabela_cadastrada'), eq(auditoria.usuarioId, financeiro.usuarioId), sql`${auditoria.detalhes}->>'tabelaId' = ${criada.id}`));
    expect(auditado).toMatchObject({ sucesso: true, detalhes: expect.objectContaining({ exercicio: PROXIMO, versao: antes + 1, resolucao: 'Resolução 7/2026', anuidadeJaLancada: jaLancada }) });

    // A correction: a new version, the earlier one kept as it was. Before anything is billed, under the same resolution;
    // once billed (by another file sharing this worker's database), only under a new one.
    const resolucaoDaCorrecao = jaLancada ? 'Resolução 7-A/2026' : 'Resolução 7/2026';
    const corrigida = await cadastrar(corpoTabelaAnuidade(PROXIMO, { resolucao: resolucaoDaCorrecao, descontoBp: 1000 }));
    expect(corrigida.statusCode, corrigida.body).toBe(201);
    expect(corrigida.json()).toMatchObject({ versao: antes + 2, descontoBp: 1000 });

    const lista = await listar();
    const ano = lista.anos.find((a) => a.exercicio === PROXIMO)!;
    expect(ano).toMatchObject({ lancada: jaLancada, vigente: { versao: antes + 2, descontoBp: 1000 } });
    expect(ano.anteriores[0]).toEqual(criada);
    // Newest year first; this year and the migration's years listed too.
    const anos = lista.anos.map((a) => a.exercicio);
    expect(anos).toEqual([...anos].sort((a, b) => b - a));
    expect(anos).toEqual(expect.arrayContaining([PROXIMO, ANO, 2024, 2025, 2026]));
    expect(lista.avisos.filter((a) => a.exercicio === PROXIMO)).toEqual([]);
    expect(lista).toMatchObject({ exercicioMinimo: 2000, exercicioMaximo: ANO + 2 });
  });

  it('a year already billed: the same resolution cannot be changed (409, nothing written); a new resolution can, for the títulos issued after it', async () => {
    const antigo = await criarPessoa(t.db, { advogado: true });
    const novo = await criarPessoa(t.db, { advogado: true });
    const primeira = await cadastrar(corpoTabelaAnuidade(SEGUINTE, { resolucao: 'Resolução 1/2027' }));
    expect(primeira.statusCode, primeira.body).toBe(201);
    // The daily job bills the year (on its 1 January) for one lawyer.
    expect(await lancarAnuidadesDoAno(t.db, `${SEGUINTE}-01-01`, { somente: [antigo.pessoaId] })).toBe(1);
    expect((await listar()).anos.find((a) => a.exercicio === SEGUINTE)?.lancada).toBe(true);

    const versoes = await versoesDe(SEGUINTE);
    const recusada = await cadastrar(corpoTabelaAnuidade(SEGUINTE, { resolucao: 'resolução 1/2027', descontoBp: 500 }));
    expect(recusada.statusCode).toBe(409);
    expect(recusada.json()).toEqual({
      codigo: 'ANUIDADE_JA_LANCADA',
      mensagem: `A anuidade de ${SEGUINTE} já foi lançada com a resolução 1/2027: essa tabela não pode mais ser alterada. Para mudar os valores, cadastre uma nova resolução (com outro número); ela valerá só para os títulos lançados depois dela.`,
    });
    expect(await versoesDe(SEGUINTE)).toBe(versoes);

    const faixas: NovaTabelaAnuidade['faixas'] = [
      { anosDe: 0, anosAte: 1, valorCentavos: 40_000 },
      { anosDe: 2, anosAte: null, valorCentavos: 80_000 },
    ];
    const nova = await cadastrar(corpoTabelaAnuidade(SEGUINTE, { resolucao: 'Resolução 9/2027', faixas }));
    expect(nova.statusCode, nova.body).toBe(201);
    expect(await versoesDe(SEGUINTE)).toBe(versoes + 1);
    const [auditado] = await t.db
      .select({ detalhes: auditoria.detalhes })
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'anuidade_tabela_cadastrada'), sql`${auditoria.detalhes}->>'tabelaId' = ${(nova.json() as TabelaAnuidade).id}`));
    expect(auditado?.detalhes).toMatchObject({ anuidadeJaLancada: true, resolucao: 'Resolução 9/2027' });

    // The título already issued keeps its value; one issued now follows the new resolution.
    expect(await lancarAnuidadesDoAno(t.db, `${SEGUINTE}-02-01`, { somente: [antigo.pessoaId, novo.pessoaId] })).toBe(1);
    const valores = await t.db
      .select({ pessoaId: titulos.pessoaId, valor: titulos.valorCentavos })
      .from(titulos)
      .where(and(eq(titulos.origem, 'anuidade'), eq(titulos.exercicio, SEGUINTE)));
    // criarPessoa's lawyers were inscribed more than 5 years ago: the last band of each resolution.
    expect(valores.find((v) => v.pessoaId === antigo.pessoaId)?.valor).toBe(104_000);
    expect(valores.find((v) => v.pessoaId === novo.pessoaId)?.valor).toBe(80_000);
  });

  it('refuses what is not a valid table with a clear message on the field (400), and writes nothing', async () => {
    const exercicio = PROXIMO;
    const versoes = await versoesDe(exercicio);
    const casos: [unknown, string, string][] = [
      [corpoTabelaAnuidade(exercicio, { faixas: [{ anosDe: 0, anosAte: 1, valorCentavos: 1 }, { anosDe: 3, anosAte: null, valorCentavos: 2 }] }), 'faixas.1.anosDe', 'As faixas não podem ter buracos nem se sobrepor: esta começa em 2 anos.'],
      [corpoTabelaAnuidade(exercicio, { faixas: [{ anosDe: 0, anosAte: 4, valorCentavos: 1 }, { anosDe: 2, anosAte: null, valorCentavos: 2 }] }), 'faixas.1.anosDe', 'As faixas não podem ter buracos nem se sobrepor: esta começa em 5 anos.'],
      [corpoTabelaAnuidade(exercicio, { faixas: [{ anosDe: 1, anosAte: null, valorCentavos: 1 }] }), 'faixas.0.anosDe', 'A primeira faixa começa em 0 ano de inscrição.'],
      [corpoTabelaAnuidade(exercicio, { faixas: [{ anosDe: 0, anosAte: 4, valorCentavos: 1 }] }), 'faixas.0.anosAte', 'A última faixa vale daí em diante: deixe o fim em branco.'],
      [corpoTabelaAnuidade(exercicio, { faixas: [{ anosDe: 0, anosAte: null, valorCentavos: 0 }] }), 'faixas.0.valorCentavos', 'O valor deve ser maior que zero.'],
      [corpoTabelaAnuidade(exercicio, { faixas: [{ anosDe: 0, anosAte: null, valorCentavos: -500 }] }), 'faixas.0.valorCentavos', 'O valor deve ser maior que zero.'],
      [corpoTabelaAnuidade(exercicio, { faixas: [] }), 'faixas', 'Informe pelo menos uma faixa.'],
      [corpoTabelaAnuidade(exercicio, { descontoAte: `${exercicio}-04-30` }), 'descontoAte', 'O desconto deve terminar antes do vencimento.'],
      [corpoTabelaAnuidade(exercicio, { descontoAte: `${exercicio - 1}-12-31` }), 'descontoAte', `O desconto deve terminar em ${exercicio}.`],
      [corpoTabelaAnuidade(exercicio, { vencimento: `${exercicio + 1}-01-10` }), 'vencimento', `O vencimento deve cair em ${exercicio}.`],
      [corpoTabelaAnuidade(exercicio, { vencimento: `${exercicio}-02-30` }), 'vencimento', 'Informe uma data válida para o vencimento da cota única (DD/MM/AAAA).'],
      [corpoTabelaAnuidade(exercicio, { descontoBp: 2500 }), 'descontoBp', 'O desconto por pagamento antecipado é de no máximo 20%.'],
      [corpoTabelaAnuidade(exercicio, { parcelasMaximo: 13 }), 'parcelasMaximo', 'A anuidade pode ser parcelada em no máximo 12 vezes.'],
      [corpoTabelaAnuidade(exercicio, { parcelasMaximo: 0 }), 'parcelasMaximo', 'Informe pelo menos 1 (só cota única).'],
      [corpoTabelaAnuidade(exercicio, { resolucao: '   ' }), 'resolucao', 'Informe o número da resolução.'],
      [corpoTabelaAnuidade(exercicio, { valorEstagiarioCentavos: 0 }), 'valorEstagiarioCentavos', 'O valor deve ser maior que zero.'],
      [corpoTabelaAnuidade(1999), 'exercicio', 'O exercício deve ser 2000 ou posterior.'],
      [{ ...corpoTabelaAnuidade(exercicio), extra: 1 }, '', ''],
    ];
    for (const [corpo, campo, mensagem] of casos) {
      const res = await cadastrar(corpo);
      expect(res.statusCode, `${campo}: ${res.body}`).toBe(400);
      expect(res.json().codigo).toBe('VALIDACAO');
      if (campo) expect(res.json().campos?.[campo], campo).toBe(mensagem);
    }
    expect(await versoesDe(exercicio)).toBe(versoes);

    // Too far ahead: checked against today.
    const longe = await cadastrar(corpoTabelaAnuidade(ANO + 3));
    expect(longe.statusCode).toBe(400);
    expect(longe.json()).toEqual({ codigo: 'VALIDACAO', mensagem: `O exercício deve estar entre 2000 e ${ANO + 2}.`, campos: { exercicio: `O exercício deve estar entre 2000 e ${ANO + 2}.` } });
    expect(await versoesDe(ANO + 3)).toBe(0);
  });

  it('only finance staff: a lawyer and staff without CLI_PermissaoFinanceiro get 403, and nothing is written', async () => {
    const advogado = await criarPessoa(t.db, { advogado: true });
    const servidor = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoRequerimentos'] });
    const versoes = await versoesDe(PROXIMO);
    for (const quem of [advogado, servidor]) {
      expect((await cadastrar(corpoTabelaAnuidade(PROXIMO, { resolucao: 'Intrusa' }), quem)).statusCode).toBe(403);
      expect((await chamar(t, quem, 'GET', URL)).statusCode).toBe(403);
    }
    expect((await chamar(t, null, 'GET', URL)).statusCode).toBe(401);
    expect(await versoesDe(PROXIMO)).toBe(versoes);
  });
});

describe('a year without a table', () => {
  it('staff are warned: this year (nothing is billed) at once, next year from October', () => {
    expect(avisosTabelaAnuidade(new Set([2026]), '2027-01-01')).toEqual([
      { exercicio: 2027, gravidade: 'erro', mensagem: 'Não há tabela da anuidade de 2027: a anuidade de 2027 não será lançada até que ela seja cadastrada.' },
    ]);
    expect(avisosTabelaAnuidade(new Set([2026]), '2026-09-30')).toEqual([]);
    expect(avisosTabelaAnuidade(new Set([2026]), '2026-12-07')).toEqual([
      {
        exercicio: 2027,
        gravidade: 'aviso',
        mensagem: 'A tabela da anuidade de 2027 ainda não foi cadastrada: sem ela, a anuidade de 2027 não será lançada em 1º de janeiro.',
      },
    ]);
    expect(avisosTabelaAnuidade(new Set([2026, 2027]), '2026-12-07')).toEqual([]);
  });

  it("a lawyer's /annuity says the values are not published yet (no título made); splitting is refused with the same words", async () => {
    const exercicio = 2091;
    const p = await criarPessoa(t.db, { advogado: true });
    expect(await anuidadeDoMembro(t.db, p.pessoaId, `${exercicio}-02-10`)).toEqual({ situacao: 'sem_tabela', exercicio, motivo: mensagemAnuidadeSemTabela(exercicio) });
    expect(mensagemAnuidadeSemTabela(exercicio)).toBe(
      `Os valores da anuidade de ${exercicio} ainda não foram publicados pela seccional. A anuidade de ${exercicio} aparecerá aqui assim que for lançada.`,
    );
    await expect(parcelarAnuidade(t.db, p.pessoaId, 3, `${exercicio}-02-10`)).rejects.toMatchObject({ statusCode: 409, mensagem: mensagemAnuidadeSemTabela(exercicio) });
    const [n] = await t.db.select({ n: count() }).from(titulos).where(and(eq(titulos.pessoaId, p.pessoaId), eq(titulos.exercicio, exercicio)));
    expect(n?.n).toBe(0);
  });

  it('a year with a table: /annuity offers only the installments the table allows', async () => {
    const res = await cadastrar(corpoTabelaAnuidade(PROXIMO, { resolucao: 'Resolução 8/2026', parcelasMaximo: 4 }));
    expect(res.statusCode, res.body).toBe(201);
    const p = await criarPessoa(t.db, { advogado: true });
    const a = await anuidadeDoMembro(t.db, p.pessoaId, `${PROXIMO}-02-10`);
    expect(a).toMatchObject({ situacao: 'devida', exercicio: PROXIMO, faixa: { codigo: '5-mais', valorCentavos: 104_000 }, parcelamento: { parcelasMaximo: 4 } });
    if (a.situacao !== 'devida') throw new Error('devida');
    expect(a.parcelamento?.opcoes.map((o) => o.parcelas)).toEqual([2, 3, 4]);
    await expect(parcelarAnuidade(t.db, p.pessoaId, 6, `${PROXIMO}-02-10`)).rejects.toMatchObject({
      statusCode: 409,
      mensagem: `A anuidade de ${PROXIMO} pode ser parcelada em no máximo 4 vezes.`,
    });
  });
});
