import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ResumoFinanceiro, TituloResumo } from '@portal/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cobrancas, pagamentos, titulos } from '../../../src/db/schema/index.js';
import { importarTitulos } from '../../../src/modules/financeiro/index.js';
import { todosInadimplentes } from '../../../src/modules/financeiro/inadimplencia.repository.js';
import { lancarAnuidadesDoAno } from '../../../src/modules/financeiro/lancar-anuidades.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, formatar, gerarCpf, type PessoaCriada } from '../../helpers/fabrica.js';
import { textoDoPdf } from '../../helpers/financeiro-membro.js';
import { pagarPeloWebhook } from '../../helpers/pagamentos.js';
import { chamar, hoje, linhas, tokenDe } from '../../helpers/requerimentos.js';

// The import of the institution's títulos (issue 34, DOMAIN "Going live"; docs/titulos.md; ADRs 043, 044).

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => t.close());

const ano = () => Number(hoje().slice(0, 4));
const CABECALHO = 'id_externo;cpf;origem;exercicio;descricao;vencimento;valor;situacao;pago_em;valor_pago';

interface Linha {
  id: string;
  cpf: string;
  origem: string;
  exercicio: string;
  descricao: string;
  vencimento: string;
  valor: string;
  situacao: string;
  pagoEm: string;
  valorPago: string;
}

/** A line of the file: an open fee of 2024 unless told otherwise; ids unique to the test run. */
function linha(o: Partial<Linha> & { cpf: string }): Linha {
  return { id: `ext-${randomUUID()}`, origem: 'taxa', exercicio: '', descricao: 'Taxa de certidão', vencimento: '2024-06-10', valor: '45,50', situacao: 'aberto', pagoEm: '', valorPago: '', ...o };
}
/** A field as a spreadsheet writes it: quoted, with its quotes doubled, when it has a ';' or a '"'. */
const campo = (v: string) => (/[;"]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const texto = (l: Linha) => [l.id, l.cpf, l.origem, l.exercicio, l.descricao, l.vencimento, l.valor, l.situacao, l.pagoEm, l.valorPago].map(campo).join(';');
const arquivo = (ls: (Linha | string)[]) => Readable.from([Buffer.from(`\uFEFF${[CABECALHO, ...ls.map((l) => (typeof l === 'string' ? l : texto(l)))].join('\r\n')}\r\n`)]);
const importar = (ls: (Linha | string)[], simular = false) => importarTitulos(t.db, arquivo(ls), { simular });

/** The títulos of these ids, in the ids' order. */
async function titulosDe(...ids: string[]) {
  const ls = await t.db.select().from(titulos).where(inArray(titulos.idExterno, ids));
  return ls.sort((a, b) => ids.indexOf(a.idExterno!) - ids.indexOf(b.idExterno!));
}

async function resumo(p: PessoaCriada): Promise<ResumoFinanceiro> {
  const res = await chamar(t, p, 'GET', '/wsapp/financeiro/resumo');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ResumoFinanceiro;
}

describe('importarTitulos', () => {
  it('a good file makes ordinary títulos (open, paid, cancelled; anuidade, taxa, outro); the same file again changes nothing', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const q = await criarPessoa(t.db, { advogado: true });
    const ls = [
      linha({ cpf: formatar(p.cpf), origem: 'anuidade', exercicio: '2021', descricao: 'Anuidade 2021', vencimento: '2021-03-31', valor: '850', situacao: 'pago', pagoEm: '2021-03-15', valorPago: '807.50' }),
      linha({ cpf: p.cpf, origem: 'anuidade', exercicio: '2022', descricao: 'Anuidade 2022', vencimento: '2022-03-31', valor: '1.234,5'.replace('.', ''), situacao: 'aberto' }),
      linha({ cpf: p.cpf, origem: 'taxa', descricao: 'Taxa de certidão', vencimento: '2022-06-10', valor: '45.5', situacao: 'cancelado' }),
      linha({ cpf: q.cpf, origem: 'outro', exercicio: '2020', descricao: 'Contribuição "extra"; 2020', vencimento: '2020-08-31', valor: '120', situacao: 'pago', pagoEm: '2020-09-02', valorPago: '120,00' }),
    ];
    const progresso: number[] = [];
    const r = await importarTitulos(t.db, arquivo(ls), { aoLer: (n) => progresso.push(n) });
    expect(r).toEqual({ simulacao: false, gravado: true, linhasLidas: 4, novos: 4, alterados: 0, inalterados: 0, comErro: 0, erros: [] });
    expect(progresso).toEqual([4]);

    const [a21, a22, taxa, outro] = await titulosDe(...ls.map((l) => l.id));
    expect(a21).toMatchObject({ pessoaId: p.pessoaId, origem: 'anuidade', exercicio: 2021, descricao: 'Anuidade 2021', vencimento: '2021-03-31', valorCentavos: 85_000, status: 'pago', valorPagoCentavos: 80_750, meioPagamento: null, descontoCentavos: 0 });
    // The day of the payment, whatever the zone: noon in São Paulo.
    expect(a21!.pagoEm!.toISOString()).toBe('2021-03-15T15:00:00.000Z');
    expect(a22).toMatchObject({ origem: 'anuidade', exercicio: 2022, valorCentavos: 123_450, status: 'aberto', pagoEm: null, valorPagoCentavos: null });
    expect(taxa).toMatchObject({ origem: 'taxa', exercicio: null, valorCentavos: 4_550, status: 'cancelado' });
    expect(outro).toMatchObject({ pessoaId: q.pessoaId, origem: 'outro', exercicio: 2020, descricao: 'Contribuição "extra"; 2020', status: 'pago', valorPagoCentavos: 12_000 });
    // No payment row: no provider was involved.
    expect(await t.db.select().from(pagamentos).where(inArray(pagamentos.tituloId, [a21!.id, outro!.id]))).toEqual([]);

    const denovo = await importar(ls);
    expect(denovo).toMatchObject({ gravado: true, linhasLidas: 4, novos: 0, alterados: 0, inalterados: 4, comErro: 0 });
    expect(await titulosDe(...ls.map((l) => l.id))).toEqual([a21, a22, taxa, outro]);

    // The member's own list reads them as any other título.
    const res = await chamar(t, p, 'GET', '/wsapp/financeiro/titulos');
    expect(res.statusCode, res.body).toBe(200);
    const corpo = res.json() as { itens: TituloResumo[] };
    const doImportado = corpo.itens.find((i) => i.nufin === a22!.nufin);
    expect(doImportado).toMatchObject({ origem: 'anuidade', status: 'aberto', vencido: true, exercicio: 2022 });
  });

  it('every bad line is named with its reason, and nothing of the file is written', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const boa = linha({ cpf: p.cpf });
    const repetida = linha({ cpf: p.cpf, id: boa.id });
    const ls: (Linha | string)[] = [
      boa,
      linha({ cpf: '111.111.111-11' }),
      linha({ cpf: p.cpf, origem: 'anuidade', exercicio: '' }),
      linha({ cpf: p.cpf, valor: '1.234,56' }),
      linha({ cpf: p.cpf, situacao: 'pago' }),
      linha({ cpf: p.cpf, situacao: 'aberto', pagoEm: '2024-01-01', valorPago: '10' }),
      linha({ cpf: p.cpf, origem: 'multa', vencimento: '2024-02-30', situacao: 'vencido' }),
      repetida,
      linha({ cpf: p.cpf, origem: 'anuidade', exercicio: '2019' }),
      linha({ cpf: p.cpf, origem: 'anuidade', exercicio: '2019' }),
      linha({ cpf: gerarCpf() }),
      `x;${p.cpf};taxa`,
    ];
    const r = await importar(ls);
    expect(r.gravado).toBe(false);
    expect(r.novos).toBe(0);
    const motivo = (n: number) => r.erros.filter((e) => e.linha === n).map((e) => e.motivo).join(' | ');
    expect(r.erros.map((e) => e.linha)).toEqual([3, 4, 5, 6, 7, 8, 9, 11, 12, 13]);
    expect(r.comErro).toBe(10);
    expect(motivo(3)).toBe('CPF inválido. Confira os dígitos.');
    expect(motivo(4)).toBe('Uma anuidade precisa do exercício (o ano).');
    expect(motivo(5)).toContain('Valor inválido');
    expect(motivo(6)).toBe('Um título pago precisa da data de pagamento (pago_em). Um título pago precisa do valor pago (valor_pago).');
    expect(motivo(7)).toBe('Um título aberto não tem pagamento: deixe pago_em e valor_pago em branco.');
    expect(motivo(8)).toContain('Origem inválida: use anuidade, taxa, outro.');
    expect(motivo(8)).toContain('Vencimento inválido');
    expect(motivo(8)).toContain('Situação inválida: use aberto, pago, cancelado.');
    expect(motivo(9)).toBe(`o id_externo "${boa.id}" já aparece na linha 2.`);
    expect(motivo(11)).toBe('a anuidade de 2019 deste CPF já aparece na linha 10 (uma anuidade por pessoa e exercício).');
    expect(motivo(12)).toBe('o CPF não está no cadastro do portal; importe antes o cadastro de inscritos (importar-inscritos).');
    expect(motivo(13)).toBe('a linha tem 3 colunas; o cabeçalho tem 10.');
    expect(await titulosDe(boa.id)).toEqual([]);
  });

  it('a file-level problem (a wrong header, no lines) is one error without a line', async () => {
    const semLinhas = await importar([]);
    expect(semLinhas.erros).toEqual([{ linha: null, motivo: 'O arquivo não tem nenhuma linha abaixo do cabeçalho.' }]);
    const cabecalho = await importarTitulos(t.db, Readable.from(['id;cpf\n1;2\n']), {});
    expect(cabecalho.gravado).toBe(false);
    expect(cabecalho.erros).toEqual([{ linha: 1, motivo: expect.stringContaining('Cabeçalho inválido') }]);
  });

  it('a CPF of a person without an inscrição is refused (the registry comes first)', async () => {
    const semInscricao = await criarPessoa(t.db);
    const r = await importar([linha({ cpf: semInscricao.cpf })]);
    expect(r.erros).toEqual([{ linha: 2, motivo: 'o CPF é de uma pessoa sem inscrição no cadastro do portal; importe antes a inscrição (importar-inscritos).' }]);
  });

  it('--simular checks and counts but writes nothing', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const l = linha({ cpf: p.cpf });
    const r = await importar([l], true);
    expect(r).toEqual({ simulacao: true, gravado: false, linhasLidas: 1, novos: 1, alterados: 0, inalterados: 0, comErro: 0, erros: [] });
    expect(await titulosDe(l.id)).toEqual([]);
    await importar([l]);
    const mudada = { ...l, valor: '99' };
    expect(await importar([mudada], true)).toMatchObject({ novos: 0, alterados: 1, gravado: false });
    expect((await titulosDe(l.id))[0]?.valorCentavos).toBe(4_550);
  });

  it('a changed line updates an open título (amount, due date, description, then paid); its charges stop being valid', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const l = linha({ cpf: p.cpf, origem: 'anuidade', exercicio: '2018', descricao: 'Anuidade 2018', vencimento: '2018-03-31', valor: '700' });
    const fixa = linha({ cpf: p.cpf });
    await importar([l, fixa]);
    const [antes] = await titulosDe(l.id);
    // A charge made in the portal for the old amount.
    const cobrar = await t.app.inject({ method: 'POST', url: `/wsapp/financeiro/titulos/${antes!.nufin}/cobrancas`, headers: { authorization: `Bearer ${await tokenDe(t, p)}` }, payload: { meio: 'pix' } });
    expect(cobrar.statusCode, cobrar.body).toBeLessThan(300);
    const [cobranca] = await t.db.select().from(cobrancas).where(eq(cobrancas.tituloId, antes!.id));
    expect(cobranca?.status).toBe('ativa');

    const mudada = { ...l, descricao: 'Anuidade 2018 (corrigida)', vencimento: '2018-04-30', valor: '720,10' };
    expect(await importar([mudada, fixa])).toMatchObject({ gravado: true, novos: 0, alterados: 1, inalterados: 1 });
    const [depois] = await titulosDe(l.id);
    expect(depois).toMatchObject({ id: antes!.id, nufin: antes!.nufin, descricao: 'Anuidade 2018 (corrigida)', vencimento: '2018-04-30', valorCentavos: 72_010, status: 'aberto' });
    expect((await t.db.select().from(cobrancas).where(eq(cobrancas.id, cobranca!.id)))[0]?.status).toBe('cancelada');

    const paga = { ...mudada, situacao: 'pago', pagoEm: '2024-05-02', valorPago: '900' };
    expect(await importar([paga, fixa])).toMatchObject({ novos: 0, alterados: 1, inalterados: 1 });
    expect((await titulosDe(l.id))[0]).toMatchObject({ status: 'pago', valorPagoCentavos: 90_000 });
    expect(await importar([paga, fixa])).toMatchObject({ novos: 0, alterados: 0, inalterados: 2 });
  });

  it('a paid título never changes: a line that would change it is an error; one still "aberto" (paid in the portal since) is unchanged', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const paga = linha({ cpf: p.cpf, situacao: 'pago', pagoEm: '2024-06-01', valorPago: '45,50' });
    const aberta = linha({ cpf: p.cpf, vencimento: '2024-07-10' });
    const cancelada = linha({ cpf: p.cpf, situacao: 'cancelado' });
    await importar([paga, aberta, cancelada]);
    const [tituloPago] = await titulosDe(paga.id);
    // Paid in the portal after the import (as settlement records it).
    await t.db.update(titulos).set({ status: 'pago', pagoEm: new Date('2024-07-01T13:00:00Z'), valorPagoCentavos: 4_550, meioPagamento: 'pix' }).where(eq(titulos.idExterno, aberta.id));

    // The former system's file, unchanged, still says the second one is open: nothing changes, no error.
    expect(await importar([paga, aberta, cancelada])).toMatchObject({ gravado: true, novos: 0, alterados: 0, inalterados: 3, erros: [] });

    const r = await importar([
      { ...paga, valor: '50' },
      { ...aberta, situacao: 'cancelado' },
      { ...cancelada, situacao: 'aberto', valor: '10' },
      { ...paga, id: `ext-${randomUUID()}`, cpf: p.cpf },
    ]);
    expect(r.gravado).toBe(false);
    expect(r.erros).toEqual([
      { linha: 2, motivo: `o título nº ${tituloPago!.nufin} está pago no portal e não muda mais; deixe a linha como foi importada.` },
      { linha: 3, motivo: expect.stringMatching(/^o título nº \d+ está pago no portal e não muda mais/) },
      { linha: 4, motivo: expect.stringMatching(/^o título nº \d+ está cancelado no portal e não muda mais/) },
    ]);
    expect((await titulosDe(paga.id))[0]).toEqual(tituloPago);
  });

  it('an id_externo keeps its person, origin and exercício', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const q = await criarPessoa(t.db, { advogado: true });
    const l = linha({ cpf: p.cpf, origem: 'anuidade', exercicio: '2017' });
    await importar([l]);
    const [titulo] = await titulosDe(l.id);
    const r = await importar([{ ...l, cpf: q.cpf }]);
    expect(r.erros).toEqual([{ linha: 2, motivo: `o id_externo já é do título nº ${titulo!.nufin}, de outro CPF (${formatar(p.cpf)}); um título não muda de pessoa.` }]);
    const r2 = await importar([{ ...l, exercicio: '2016' }]);
    expect(r2.erros).toEqual([{ linha: 2, motivo: `o id_externo já é do título nº ${titulo!.nufin}, importado como anuidade de 2017; a origem e o exercício de um título não mudam.` }]);
  });
});

describe('imported títulos in the rest of the portal', () => {
  it("an imported paid anuidade of the current year: the member is em dia, /annuity shows it paid and issues nothing, the daily job issues nothing, the IRPF statement lists it", async () => {
    const p = await criarPessoa(t.db, { advogado: true, nome: 'Helena Importada' });
    const l = linha({ cpf: p.cpf, origem: 'anuidade', exercicio: String(ano()), descricao: `Anuidade ${ano()}`, vencimento: `${ano()}-03-31`, valor: '980', situacao: 'pago', pagoEm: `${ano()}-01-20`, valorPago: '931,00' });
    expect(await importar([l])).toMatchObject({ gravado: true, novos: 1 });
    const [importada] = await titulosDe(l.id);

    const r = await resumo(p);
    expect(r.emDia).toBe(true);
    expect(r.anuidade).toMatchObject({ exercicio: ano(), situacao: 'paga' });
    expect(await lancarAnuidadesDoAno(t.db, hoje(), { somente: [p.pessoaId] })).toBe(0);
    const anuidade = await chamar(t, p, 'GET', '/wsapp/financeiro/anuidade');
    expect(anuidade.statusCode, anuidade.body).toBe(200);
    const doAno = await linhas<{ id: string }>(t.db, sql`select id from titulos where pessoa_id = ${p.pessoaId} and origem = 'anuidade' and exercicio = ${ano()}`);
    expect(doAno).toEqual([{ id: importada!.id }]);

    const pdf = await chamar(t, p, 'GET', `/wsapp/financeiro/demonstrativo/${ano()}`);
    expect(pdf.statusCode).toBe(200);
    const textoPdf = textoDoPdf(pdf.rawPayload);
    for (const esperado of [String(importada!.nufin), `20/01/${ano()}`, `Anuidade ${ano()}`, 'R$ 931,00', `Total pago em ${ano()}`]) expect(textoPdf, esperado).toContain(esperado);
    // And its receipt, without a payment provider behind it.
    const recibo = await chamar(t, p, 'GET', `/wsapp/financeiro/titulos/${importada!.nufin}/recibo`);
    expect(recibo.statusCode, recibo.body).toBe(200);
    expect(textoDoPdf(recibo.rawPayload)).toContain('R$ 931,00');
  });

  it('the daily job never issues a year the import brought, in any situation (open or cancelled)', async () => {
    const aberta = await criarPessoa(t.db, { advogado: true });
    const cancelada = await criarPessoa(t.db, { advogado: true });
    const sem = await criarPessoa(t.db, { advogado: true });
    const ex = String(ano());
    await importar([
      linha({ cpf: aberta.cpf, origem: 'anuidade', exercicio: ex, descricao: `Anuidade ${ex}`, vencimento: `${ex}-12-31`, valor: '980' }),
      linha({ cpf: cancelada.cpf, origem: 'anuidade', exercicio: ex, descricao: `Anuidade ${ex}`, vencimento: `${ex}-12-31`, valor: '980', situacao: 'cancelado' }),
    ]);
    // Only the lawyer the import brought nothing for gets one.
    expect(await lancarAnuidadesDoAno(t.db, hoje(), { somente: [aberta.pessoaId, cancelada.pessoaId, sem.pessoaId] })).toBe(1);
    const porPessoa = await linhas<{ pessoa_id: string; n: number }>(
      t.db,
      sql`select pessoa_id, count(*)::int as n from titulos where origem = 'anuidade' and exercicio = ${ano()} and pessoa_id in (${aberta.pessoaId}, ${cancelada.pessoaId}, ${sem.pessoaId}) group by pessoa_id`,
    );
    expect(porPessoa.map((l) => l.n)).toEqual([1, 1, 1]);

    // And an anuidade the portal lançou first is an error of the file, never a second one.
    const r = await importar([linha({ cpf: sem.cpf, origem: 'anuidade', exercicio: ex, descricao: `Anuidade ${ex}`, vencimento: `${ex}-03-31`, valor: '980' })]);
    expect(r.erros).toEqual([{ linha: 2, motivo: expect.stringMatching(new RegExp(`^a pessoa já tem no portal a anuidade de ${ex} \\(título nº \\d+\\)`)) }]);
  });

  it('an imported open overdue anuidade: not em dia, on the defaulters list, and payable by PIX through the normal flow', async () => {
    const nome = `Otávio Devedor ${randomUUID().slice(0, 8)}`;
    const p = await criarPessoa(t.db, { advogado: true, nome });
    const ex = ano() - 2;
    const l = linha({ cpf: p.cpf, origem: 'anuidade', exercicio: String(ex), descricao: `Anuidade ${ex}`, vencimento: `${ex}-03-31`, valor: '850' });
    await importar([l]);
    const [importada] = await titulosDe(l.id);

    const r = await resumo(p);
    expect(r.emDia).toBe(false);
    expect(r.vencidos.quantidade).toBe(1);
    const lista = await todosInadimplentes(t.db, hoje(), { busca: nome, ordem: 'valor' });
    expect(lista.map((i) => i.pessoaId)).toEqual([p.pessoaId]);
    expect(lista[0]).toMatchObject({ titulos: 1, vencimentoMaisAntigo: `${ex}-03-31` });

    const { webhook } = await pagarPeloWebhook(t, await tokenDe(t, p), importada!.nufin, 'pix');
    expect(webhook.statusCode).toBe(200);
    const [paga] = await titulosDe(l.id);
    expect(paga).toMatchObject({ status: 'pago', meioPagamento: 'pix' });
    // Fine and interest were charged on the imported amount.
    expect(paga!.valorPagoCentavos).toBeGreaterThan(85_000);
    expect((await resumo(p)).emDia).toBe(true);
    // The former system's file, still saying open, changes nothing now.
    expect(await importar([l])).toMatchObject({ gravado: true, alterados: 0, inalterados: 1 });
  });
});
