import { aplicarBp, dividirEmParcelas, formatarDataBr, somarDias, ultimoDiaUtilDoMes, vencimentosMensais, type Anuidade, type Plano } from '@portal/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cobrancas, inscricoes, planos, titulos } from '../../../src/db/schema/index.js';
import { anuidadeDoMembro as anuidadeNoDia } from '../../../src/modules/financeiro/anuidade.js';
import {
  anosCompletos,
  condicoesAnuidade,
  faixaDoAdvogado,
  faixasDaTabela,
  tabelaDoExercicio,
  vencimentoDaAnuidade as vencimentoDaTabela,
  vencimentoDaAnuidadeDoAdvogado as vencimentoDoAdvogadoNaTabela,
  type TabelaDoExercicio,
} from '../../../src/modules/financeiro/anuidade-tabela.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { inserirTitulo } from '../../helpers/financeiro-membro.js';
import { chamar, hoje } from '../../helpers/requerimentos.js';
import { garantirTabelaAnuidade } from '../../helpers/tabela-anuidade.js';

let t: AppDeTeste;
/** The tables read in this file, by year (this year's made when the migration did not bring it). */
const tabelas = new Map<number, TabelaDoExercicio>();
beforeAll(async () => {
  t = await criarAppDeTeste();
  const ano = Number(hoje().slice(0, 4));
  tabelas.set(ano, await garantirTabelaAnuidade(t.db, ano));
  for (const outro of [2024, 2025, 2026]) {
    const tab = await tabelaDoExercicio(t.db, outro);
    if (tab) tabelas.set(outro, tab);
  }
});
const tabela = (ano: number) => tabelas.get(ano)!;
const vencimentoDaAnuidade = (ano: number) => vencimentoDaTabela(tabela(ano));
const vencimentoDaAnuidadeDoAdvogado = (ano: number, data?: string) => vencimentoDoAdvogadoNaTabela(tabela(ano), data);
/** The anuidade of a lawyer on a day (a year with a table: always 'devida'). */
const anuidadeDoMembro = async (...args: Parameters<typeof anuidadeNoDia>) => (await anuidadeNoDia(...args)) as Anuidade;
afterAll(() => t.close());

const ANO = () => Number(hoje().slice(0, 4));

/**
 * Runs the block's tests on 10 February of this year (Brasília, only Date is faked): the anuidade made on a
 * first visit is then open, not yet due, with its discount and the split — whatever day the suite runs.
 */
function emFevereiro() {
  const ano = Number(hoje().slice(0, 4));
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${ano}-02-10T12:00:00-03:00`));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
const plena = (ano: number) => faixasDaTabela(tabela(ano)).at(-1)!;

async function anuidade(p: PessoaCriada): Promise<Anuidade> {
  const res = await chamar(t, p, 'GET', '/wsapp/financeiro/anuidade');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Anuidade;
}

async function anuidadesNoBanco(pessoaId: string) {
  return t.db.select().from(titulos).where(and(eq(titulos.pessoaId, pessoaId), eq(titulos.origem, 'anuidade')));
}

const parcelar = (p: PessoaCriada, parcelas: unknown) => chamar(t, p, 'POST', '/wsapp/financeiro/anuidade/parcelamento', { parcelas });

describe('anuidade table', () => {
  it('brackets by whole years of inscription on the exercício\'s first day: 50 %, 75 %, 100 % of R$ 985,00 in 2026 (the migration\'s table)', () => {
    expect(faixasDaTabela(tabela(2026)).map((f) => [f.codigo, f.descricao, f.valorCentavos])).toEqual([
      ['0-1', 'Até 2 anos de inscrição (50%)', 49_250],
      ['2-4', 'De 2 a 5 anos de inscrição (75%)', 73_875],
      ['5-mais', 'Mais de 5 anos de inscrição (100%)', 98_500],
    ]);
    expect(anosCompletos('2024-01-02', '2026-01-01')).toBe(1);
    expect(anosCompletos('2024-01-01', '2026-01-01')).toBe(2);
    expect(anosCompletos('2027-05-01', '2026-01-01')).toBe(0);
    expect(faixaDoAdvogado(tabela(2026), '2025-08-01').codigo).toBe('0-1');
    expect(faixaDoAdvogado(tabela(2026), '2024-01-02').codigo).toBe('0-1');
    expect(faixaDoAdvogado(tabela(2026), '2024-01-01').codigo).toBe('2-4');
    expect(faixaDoAdvogado(tabela(2026), '2021-01-02').codigo).toBe('2-4');
    expect(faixaDoAdvogado(tabela(2026), '2021-01-01').codigo).toBe('5-mais');
  });

  it('the migration brought 2024–2026 as they were in code; a year without a table has none (never last year\'s values)', async () => {
    expect(faixasDaTabela(tabela(2024)).map((f) => f.valorCentavos)).toEqual([44_900, 67_350, 89_800]);
    expect(faixasDaTabela(tabela(2025)).map((f) => f.valorCentavos)).toEqual([47_000, 70_500, 94_000]);
    for (const ano of [2024, 2025, 2026]) expect(tabela(ano)).toMatchObject({ descontoBp: 1500, descontoAte: `${ano}-03-31`, parcelasMaximo: 12 });
    expect(await tabelaDoExercicio(t.db, 2099)).toBeNull();
  });

  it('one rule for the due date: the table\'s date (the last business day of April until 2026), whatever day the título is made; the discount until the table\'s date', () => {
    const f = plena(2026);
    expect(condicoesAnuidade(tabela(2026), f)).toEqual({ valorCentavos: 98_500, descontoBp: 1500, descontoCentavos: 14_775, descontoAte: '2026-03-31', vencimento: '2026-04-30' });
    expect(vencimentoDaAnuidade(2024)).toBe('2024-04-30');
    expect(vencimentoDaAnuidade(2025)).toBe('2025-04-30');
    // 30/04/2022 was a Saturday, 30/04/2028 is a Sunday: the Friday before (the demo's and the tests' copies use it).
    expect(ultimoDiaUtilDoMes(2022, 4)).toBe('2022-04-29');
    expect(ultimoDiaUtilDoMes(2028, 4)).toBe('2028-04-28');
    // The business-day helper skips national holidays too: 31/12/2028 is a Sunday, 29/12 a Friday; 25/12 is Christmas.
    expect(ultimoDiaUtilDoMes(2028, 12)).toBe('2028-12-29');
    expect(ultimoDiaUtilDoMes(2021, 4)).toBe('2021-04-30');
  });
});

describe('GET /wsapp/financeiro/anuidade (on 10 February)', () => {
  emFevereiro();

  it('makes this year\'s single título on the first visit (once), with bracket, table, discount and split options', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const h = hoje();
    const ano = ANO();
    expect(h).toBe(`${ano}-02-10`);
    const c = condicoesAnuidade(tabela(ano), plena(ano));
    expect(c.vencimento).toBe(ultimoDiaUtilDoMes(ano, 4));
    const a = await anuidade(p);
    expect(a).toMatchObject({
      exercicio: ano,
      faixa: { codigo: '5-mais', valorCentavos: c.valorCentavos },
      adimplente: true,
      descontoAntecipado: { percentualBp: 1500, valorCentavos: aplicarBp(c.valorCentavos, 1500), ate: `${ano}-03-31` },
      anteriores: [],
    });
    expect(a.faixas.map((f) => f.codigo)).toEqual(['0-1', '2-4', '5-mais']);
    expect(a.titulos).toHaveLength(1);
    expect(a.titulos[0]).toMatchObject({ origem: 'anuidade', exercicio: ano, descricao: `Anuidade ${ano}`, vencimento: c.vencimento, valorCentavos: c.valorCentavos, status: 'aberto', acoes: ['pagar'] });
    // The discount holds until 31/03 only.
    expect(a.descontoAntecipado.disponivel).toBe(h <= `${ano}-03-31`);
    if (h > `${ano}-03-31`) expect(a.descontoAntecipado.motivo).toBe(`O desconto por pagamento antecipado valia até 31/03/${ano}.`);

    const opcoes = a.parcelamento!.opcoes;
    expect(a.parcelamento!.parcelasMaximo).toBe(12);
    expect(opcoes.map((o) => o.parcelas)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(opcoes[1]).toEqual({
      parcelas: 3,
      valorParcelaCentavos: dividirEmParcelas(c.valorCentavos, 3)[0],
      primeiroVencimento: somarDias(h, 7),
      ultimoVencimento: vencimentosMensais(somarDias(h, 7), 3)[2],
    });

    const outra = await anuidade(p);
    expect(outra.titulos[0]!.nufin).toBe(a.titulos[0]!.nufin);
    expect(await anuidadesNoBanco(p.pessoaId)).toHaveLength(1);
  });
});

describe('GET /wsapp/financeiro/anuidade (after the due date)', () => {
  it('a first visit after April: the anuidade that fell due on the last business day of April, already overdue — negotiate it, no split', async () => {
    const ano = ANO();
    const p = await criarPessoa(t.db, { advogado: true });
    const novembro = `${ano}-11-25`;
    const a = await anuidadeDoMembro(t.db, p.pessoaId, novembro);
    expect(a.titulos).toHaveLength(1);
    expect(a.titulos[0]).toMatchObject({ vencimento: vencimentoDaAnuidade(ano), status: 'aberto', vencido: true, acoes: ['pagar', 'negociar'] });
    expect(a.adimplente).toBe(false);
    expect(a.parcelamento).toBeNull();
    expect(a.descontoAntecipado).toMatchObject({ disponivel: false, motivo: `O desconto por pagamento antecipado valia até 31/03/${ano}.` });
    const [linha] = await anuidadesNoBanco(p.pessoaId);
    expect(linha?.vencimento).toBe(vencimentoDaAnuidade(ano));
    expect(formatarDataBr(linha!.vencimento)).not.toBe(`31/12/${ano}`);
  });

  it('a lawyer inscribed after April owes this year\'s anuidade 30 days after the inscription, not since April', async () => {
    const ano = ANO();
    const p = await criarPessoa(t.db, { advogado: true });
    await t.db.update(inscricoes).set({ dataInscricao: `${ano}-06-10` }).where(eq(inscricoes.pessoaId, p.pessoaId));
    const a = await anuidadeDoMembro(t.db, p.pessoaId, `${ano}-06-20`);
    expect(a.titulos[0]).toMatchObject({ vencimento: `${ano}-07-10`, vencido: false });
    expect(a.adimplente).toBe(true);
    // Inscribed in January: the regular date (the later of the two) stands.
    expect(vencimentoDaAnuidadeDoAdvogado(ano, `${ano}-01-15`)).toBe(vencimentoDaAnuidade(ano));
    // Inscribed in an earlier year: the regular date.
    expect(vencimentoDaAnuidadeDoAdvogado(ano, `${ano - 3}-09-01`)).toBe(vencimentoDaAnuidade(ano));
  });
});

describe('GET /wsapp/financeiro/anuidade', () => {

  it('several first visits at the same time make one título', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const respostas = await Promise.all(Array.from({ length: 5 }, () => chamar(t, p, 'GET', '/wsapp/financeiro/anuidade')));
    expect(respostas.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(respostas.map((r) => r.json().titulos[0].nufin)).size).toBe(1);
    expect(await anuidadesNoBanco(p.pessoaId)).toHaveLength(1);
  });

  it('charges by the bracket of the earliest active inscrição', async () => {
    const ano = ANO();
    const p = await criarPessoa(t.db, { advogado: true });
    // Inscribed last year (the active one); an older cancelled inscrição does not count.
    await t.db.update(inscricoes).set({ dataInscricao: `${ano - 1}-06-01` }).where(eq(inscricoes.pessoaId, p.pessoaId));
    await t.db.insert(inscricoes).values({ pessoaId: p.pessoaId, numero: String(Date.now() % 9_000_000), uf: 'SP', tipo: 'principal', situacao: 'cancelado', dataInscricao: '1990-01-01' });
    const a = await anuidade(p);
    const inicial = faixasDaTabela(tabela(ano))[0]!;
    expect(a.faixa).toEqual({ codigo: '0-1', descricao: 'Até 2 anos de inscrição (50%)', valorCentavos: inicial.valorCentavos });
    expect(a.titulos[0]!.valorCentavos).toBe(inicial.valorCentavos);

    const q = await criarPessoa(t.db, { advogado: true });
    await t.db.update(inscricoes).set({ dataInscricao: `${ano - 3}-01-01` }).where(eq(inscricoes.pessoaId, q.pessoaId));
    expect((await anuidade(q)).faixa.codigo).toBe('2-4');
  });

  it('someone without an active lawyer\'s inscrição: the anuidade answers 200 with the state nao_aplicavel (not an error); the split → 409; nothing is made', async () => {
    const colaborador = await criarPessoa(t.db);
    const estagiario = await criarPessoa(t.db, { advogado: true });
    await t.db.update(inscricoes).set({ tipo: 'estagiario' }).where(eq(inscricoes.pessoaId, estagiario.pessoaId));
    const cancelado = await criarPessoa(t.db, { advogado: true });
    await t.db.update(inscricoes).set({ situacao: 'cancelado' }).where(eq(inscricoes.pessoaId, cancelado.pessoaId));
    for (const p of [colaborador, estagiario, cancelado]) {
      const consulta = await chamar(t, p, 'GET', '/wsapp/financeiro/anuidade');
      expect(consulta.statusCode, consulta.body).toBe(200);
      expect(consulta.json()).toEqual({ situacao: 'nao_aplicavel', motivo: 'A anuidade é devida por advogados e advogadas inscritos na OAB.' });
      // Splitting is an action: refused as before.
      const split = await parcelar(p, 3);
      expect(split.statusCode).toBe(409);
      expect(split.json()).toEqual({ codigo: 'SEM_INSCRICAO', mensagem: 'A anuidade é devida por advogados e advogadas inscritos na OAB.' });
      expect(await anuidadesNoBanco(p.pessoaId)).toHaveLength(0);
    }
  });

  it('before 31/03: due at the end of April, with the discount for a member up to date; not for one with an overdue debt', async () => {
    const ano = ANO();
    const fevereiro = `${ano}-02-10`;
    const emDia = await criarPessoa(t.db, { advogado: true });
    const a = await anuidadeDoMembro(t.db, emDia.pessoaId, fevereiro);
    expect(a.titulos[0]).toMatchObject({ vencimento: vencimentoDaAnuidade(ano), descontoAte: `${ano}-03-31`, devido: { descontoCentavos: aplicarBp(plena(ano).valorCentavos, 1500) } });
    expect(a.descontoAntecipado).toMatchObject({ disponivel: true, motivo: null });

    const devedor = await criarPessoa(t.db, { advogado: true });
    await inserirTitulo(t.db, { pessoaId: devedor.pessoaId, vencimento: `${ano - 1}-06-30`, descricao: 'Multa disciplinar' });
    const b = await anuidadeDoMembro(t.db, devedor.pessoaId, fevereiro);
    expect(b.adimplente).toBe(false);
    expect(b.titulos[0]!.devido).toMatchObject({ descontoCentavos: 0, totalCentavos: plena(ano).valorCentavos });
    expect(b.descontoAntecipado).toEqual({
      percentualBp: 1500,
      valorCentavos: aplicarBp(plena(ano).valorCentavos, 1500),
      ate: `${ano}-03-31`,
      disponivel: false,
      motivo: 'O desconto é só para quem está em dia com a OAB: há títulos vencidos em aberto. Pague ou negocie esses títulos para ter o desconto.',
    });
  });

  it('lists earlier anuidades newest first; a paid one says so and offers no split', async () => {
    const ano = ANO();
    const p = await criarPessoa(t.db, { advogado: true });
    const velha = await inserirTitulo(t.db, { pessoaId: p.pessoaId, origem: 'anuidade', vencimento: `${ano - 2}-03-31`, status: 'pago' });
    const passada = await inserirTitulo(t.db, { pessoaId: p.pessoaId, origem: 'anuidade', vencimento: `${ano - 1}-03-31` });
    await inserirTitulo(t.db, { pessoaId: p.pessoaId, origem: 'anuidade', vencimento: somarDias(hoje(), 10), exercicio: ano, status: 'pago' });
    const a = await anuidade(p);
    expect(a.anteriores.map((x) => x.nufin)).toEqual([passada.nufin, velha.nufin]);
    expect(a.adimplente).toBe(false);
    expect(a.titulos[0]).toMatchObject({ status: 'pago', acoes: ['recibo'] });
    expect(a.parcelamento).toBeNull();
    expect(a.descontoAntecipado).toMatchObject({ disponivel: false, motivo: `A anuidade de ${ano} já foi paga.` });
  });

  it('an overdue anuidade that went into an agreement shows as renegociado with the agreement\'s number, not as split into its payments', async () => {
    const ano = ANO();
    const p = await criarPessoa(t.db, { advogado: true });
    const unico = await inserirTitulo(t.db, { pessoaId: p.pessoaId, origem: 'anuidade', exercicio: ano, descricao: `Anuidade ${ano}`, vencimento: somarDias(hoje(), -10), valorCentavos: 98_500 });
    const multa = await inserirTitulo(t.db, { pessoaId: p.pessoaId, vencimento: somarDias(hoje(), -60), valorCentavos: 50_000 });
    const pedido = { nufins: [unico.nufin, multa.nufin], parcelas: 3, entradaCentavos: 50_000 };
    const simulacao = await chamar(t, p, 'POST', '/wsapp/financeiro/negociacao/simular', pedido);
    expect(simulacao.statusCode, simulacao.body).toBe(200);
    const { termoSha256, versaoTermo } = simulacao.json() as { termoSha256: string; versaoTermo: string };
    const res = await chamar(t, p, 'POST', '/wsapp/financeiro/negociacao', { ...pedido, aceiteTermo: true, versaoTermo, termoSha256 });
    expect(res.statusCode, res.body).toBe(201);
    const acordo = res.json() as Plano;

    const a = await anuidade(p);
    // The agreement's payments also carry the fine and interest of the other debt: they are not this year's anuidade.
    expect(a.titulos.map((x) => [x.nufin, x.status, x.plano, x.acoes])).toEqual([[unico.nufin, 'renegociado', null, []]]);
    expect(a.parcelamento).toBeNull();
    const renegociada = `A anuidade de ${ano} foi renegociada no acordo nº ${acordo.numero}: pague as parcelas do acordo em Plano de pagamento.`;
    expect(a.descontoAntecipado).toMatchObject({ disponivel: false, motivo: renegociada });

    const split = await parcelar(p, 3);
    expect(split.statusCode).toBe(409);
    expect(split.json().mensagem).toBe(renegociada);
  });
});

describe('POST /wsapp/financeiro/anuidade/parcelamento (on 10 February)', () => {
  emFevereiro();

  it('splits the single título into a plan: exact installments, first in 7 days then monthly; the original renegociado, its charges cancelled', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const h = hoje();
    const antes = await anuidade(p);
    const unico = antes.titulos[0]!;
    const [cobranca] = await t.db
      .insert(cobrancas)
      .values({ tituloId: unico.id, meio: 'pix', provedor: 'sandbox', txid: `T${Date.now()}`, valorCentavos: unico.devido!.totalCentavos, principalCentavos: unico.valorCentavos })
      .returning();

    const res = await parcelar(p, 3);
    expect(res.statusCode, res.body).toBe(201);
    const plano = res.json() as Plano;
    const valores = dividirEmParcelas(unico.valorCentavos, 3);
    const datas = vencimentosMensais(somarDias(h, 7), 3);
    expect(plano).toMatchObject({
      tipo: 'parcelamento_anuidade',
      status: 'ativo',
      principalCentavos: unico.valorCentavos,
      multaCentavos: 0,
      jurosCentavos: 0,
      descontoCentavos: 0,
      totalCentavos: unico.valorCentavos,
      entradaCentavos: 0,
      termo: null,
    });
    expect(plano.numero).toBeGreaterThanOrEqual(5001);
    expect(plano.originais).toEqual([expect.objectContaining({ nufin: unico.nufin, status: 'renegociado' })]);
    expect(plano.parcelas.map((x) => [x.plano?.parcela, x.plano?.parcelas, x.valorCentavos, x.vencimento, x.origem, x.exercicio, x.status])).toEqual(
      [0, 1, 2].map((i) => [i + 1, 3, valores[i], datas[i], 'anuidade', unico.exercicio, 'aberto']),
    );
    expect(plano.parcelas.reduce((s, x) => s + x.valorCentavos, 0)).toBe(unico.valorCentavos);
    expect(plano.parcelas[0]!.descricao).toBe(`Anuidade ${unico.exercicio} — parcela 1 de 3`);
    expect(plano.parcelas.every((x) => x.plano?.id === plano.id && x.plano.tipo === 'parcelamento_anuidade' && x.acoes.includes('pagar'))).toBe(true);

    const [original] = await t.db.select().from(titulos).where(eq(titulos.id, unico.id));
    expect(original).toMatchObject({ status: 'renegociado', renegociadoEmPlanoId: plano.id });
    const [cob] = await t.db.select().from(cobrancas).where(eq(cobrancas.id, cobranca!.id));
    expect(cob?.status).toBe('cancelada');

    // The anuidade now shows the installments, no split option and why there is no discount.
    const depois = await anuidade(p);
    expect(depois.titulos.map((x) => x.nufin)).toEqual(plano.parcelas.map((x) => x.nufin));
    expect(depois.parcelamento).toBeNull();
    expect(depois.descontoAntecipado).toMatchObject({ disponivel: false, motivo: 'O desconto vale só para o pagamento em cota única: esta anuidade foi parcelada.' });
    // And the plans list has it.
    const lista = (await chamar(t, p, 'GET', '/wsapp/financeiro/planos')).json() as { itens: Plano[] };
    expect(lista.itens.map((x) => x.id)).toEqual([plano.id]);
    expect(lista.itens[0]).toEqual(plano);

    const de_novo = await parcelar(p, 2);
    expect(de_novo.statusCode).toBe(409);
    expect(de_novo.json().mensagem).toBe(`A anuidade de ${unico.exercicio} já foi parcelada. Veja as parcelas em Plano de pagamento.`);
  });

  it('works without a previous visit (the single título is made first)', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const res = await parcelar(p, 12);
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as Plano).parcelas).toHaveLength(12);
    const linhas = await anuidadesNoBanco(p.pessoaId);
    expect(linhas.filter((l) => l.planoId === null).map((l) => l.status)).toEqual(['renegociado']);
  });

  it('two splits at the same time make one plan; the other is told it is already split', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    await anuidade(p);
    const respostas = await Promise.all([parcelar(p, 2), parcelar(p, 4), parcelar(p, 6)]);
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const [n] = await t.db.select({ n: count() }).from(planos).where(eq(planos.pessoaId, p.pessoaId));
    expect(n?.n).toBe(1);
    const criado = respostas.find((r) => r.statusCode === 201)!.json() as Plano;
    const parcelas = (await anuidadesNoBanco(p.pessoaId)).filter((l) => l.planoId !== null);
    expect(parcelas).toHaveLength(criado.parcelas.length);
  });

  it('refuses a bad number of installments (400 on the field), an overdue or paid anuidade (409)', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    for (const [parcelas, mensagem] of [
      [1, 'Parcele em pelo menos 2 vezes (ou pague em cota única).'],
      [13, 'Parcele em no máximo 12 vezes.'],
      [2.5, 'Informe um número inteiro de parcelas.'],
      ['muitas', 'Informe em quantas parcelas.'],
    ] as const) {
      const res = await parcelar(p, parcelas);
      expect(res.statusCode, String(parcelas)).toBe(400);
      expect(res.json().campos?.parcelas, String(parcelas)).toBe(mensagem);
    }

    const ano = ANO();
    const atrasado = await criarPessoa(t.db, { advogado: true });
    await inserirTitulo(t.db, { pessoaId: atrasado.pessoaId, origem: 'anuidade', exercicio: ano, vencimento: somarDias(hoje(), -1) });
    const r1 = await parcelar(atrasado, 3);
    expect(r1.statusCode).toBe(409);
    expect(r1.json().mensagem).toMatch(new RegExp(`^A anuidade de ${ano} venceu em .* e não pode mais ser parcelada\\. Negocie o débito em atraso\\.$`));

    const pago = await criarPessoa(t.db, { advogado: true });
    await inserirTitulo(t.db, { pessoaId: pago.pessoaId, origem: 'anuidade', exercicio: ano, vencimento: somarDias(hoje(), 10), status: 'pago' });
    const r2 = await parcelar(pago, 3);
    expect(r2.statusCode).toBe(409);
    expect(r2.json().mensagem).toBe(`A anuidade de ${ano} já foi paga.`);
    const [n] = await t.db.select({ n: count() }).from(planos).where(eq(planos.pessoaId, pago.pessoaId));
    expect(n?.n).toBe(0);
  });
});

describe('GET /wsapp/financeiro/planos (on 10 February)', () => {
  emFevereiro();

  it('shows only the caller\'s plans', async () => {
    const a = await criarPessoa(t.db, { advogado: true });
    const b = await criarPessoa(t.db, { advogado: true });
    expect((await parcelar(a, 2)).statusCode).toBe(201);
    const deB = await chamar(t, b, 'GET', '/wsapp/financeiro/planos');
    expect(deB.statusCode).toBe(200);
    expect(deB.json()).toEqual({ itens: [] });
    expect((await chamar(t, a, 'GET', '/wsapp/financeiro/planos')).json().itens).toHaveLength(1);
  });
});
