import { randomInt } from 'node:crypto';
import type { ResumoFinanceiro } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anuidadeTabelas, inscricoes } from '../../../src/db/schema/index.js';
import { lancarAnuidadesDoAno } from '../../../src/modules/financeiro/lancar-anuidades.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { inserirTitulo } from '../../helpers/financeiro-membro.js';
import { chamar, hoje, linhas } from '../../helpers/requerimentos.js';
import { garantirTabelaAnuidade } from '../../helpers/tabela-anuidade.js';

// The year's anuidade is lançada for every lawyer by a daily job (ADR 035), not only when they open /annuity: the
// homes, the requests and the club's invitations must see it from the first page a member opens.

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
  await garantirTabelaAnuidade(t.db, Number(hoje().slice(0, 4)));
});
afterAll(() => t.close());

const ano = () => Number(hoje().slice(0, 4));

type LinhaAnuidade = {
  status: string;
  vencimento: string;
  valor_centavos: number;
  desconto_centavos: number;
  desconto_ate: string | null;
};

async function anuidadesDoAno(pessoaId: string): Promise<LinhaAnuidade[]> {
  return linhas<LinhaAnuidade>(
    t.db,
    sql`select status, vencimento::text, valor_centavos::int, desconto_centavos::int, desconto_ate::text from titulos
        where pessoa_id = ${pessoaId} and origem = 'anuidade' and exercicio = ${ano()} and plano_id is null`,
  );
}

/** The job's work for these people only: on PostgreSQL the test files share one database. */
const lancar = (...pessoas: PessoaCriada[]) => lancarAnuidadesDoAno(t.db, hoje(), { somente: pessoas.map((p) => p.pessoaId) });

async function inscrever(p: PessoaCriada, o: { tipo: 'principal' | 'estagiario'; situacao?: string; dataInscricao?: string }) {
  await t.db.insert(inscricoes).values({
    pessoaId: p.pessoaId,
    numero: String(randomInt(1_000_000, 9_999_999)),
    uf: 'GO',
    tipo: o.tipo,
    situacao: (o.situacao ?? 'regular') as 'regular',
    dataInscricao: o.dataInscricao ?? '2015-01-01',
  });
}

describe('lançamento das anuidades do ano (job financeiro.lancar-anuidades)', () => {
  it("makes each lawyer's anuidade once, the same título /annuity shows, and the home sees it before /annuity is opened", async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    expect(await anuidadesDoAno(p.pessoaId)).toEqual([]);

    expect(await lancar(p)).toBe(1);
    const [lancada, ...outras] = await anuidadesDoAno(p.pessoaId);
    expect(outras).toEqual([]);
    expect(lancada).toMatchObject({ status: 'aberto' });

    // The home's summary counts it at once: overdue after its due date, otherwise what falls due.
    const resumo = (await chamar(t, p, 'GET', '/wsapp/financeiro/resumo')).json() as ResumoFinanceiro;
    const vencida = lancada!.vencimento < hoje();
    expect(resumo.anuidade).toMatchObject({ exercicio: ano(), situacao: vencida ? 'vencida' : 'em_aberto', vencimento: lancada!.vencimento });
    expect(resumo.emDia).toBe(!vencida);

    // /annuity reads the same título (it makes none of its own), with the same value and due date.
    const anuidade = await chamar(t, p, 'GET', '/wsapp/financeiro/anuidade');
    expect(anuidade.statusCode, anuidade.body).toBe(200);
    expect((anuidade.json() as { titulos: unknown[] }).titulos).toEqual([expect.objectContaining({ vencimento: lancada!.vencimento, valorCentavos: lancada!.valor_centavos })]);
    expect(await anuidadesDoAno(p.pessoaId)).toHaveLength(1);

    // A second run makes nothing more.
    expect(await lancar(p)).toBe(0);
    expect(await anuidadesDoAno(p.pessoaId)).toEqual([lancada]);
  });

  it('never makes again one that exists in any status: paid, or cancelled by staff', async () => {
    const paga = await criarPessoa(t.db, { advogado: true });
    const cancelada = await criarPessoa(t.db, { advogado: true });
    await inserirTitulo(t.db, { pessoaId: paga.pessoaId, origem: 'anuidade', descricao: `Anuidade ${ano()}`, exercicio: ano(), vencimento: `${ano()}-04-30`, status: 'pago', valorPagoCentavos: 88_650 });
    await inserirTitulo(t.db, { pessoaId: cancelada.pessoaId, origem: 'anuidade', descricao: `Anuidade ${ano()}`, exercicio: ano(), vencimento: `${ano()}-04-30`, status: 'cancelado' });
    expect(await lancar(paga, cancelada)).toBe(0);
    expect((await anuidadesDoAno(paga.pessoaId)).map((l) => l.status)).toEqual(['pago']);
    expect((await anuidadesDoAno(cancelada.pessoaId)).map((l) => l.status)).toEqual(['cancelado']);
  });

  it('owes nothing: someone without an inscrição, an intern, a cancelled inscrição, an inscrição from a later year', async () => {
    const semInscricao = await criarPessoa(t.db);
    const estagiario = await criarPessoa(t.db);
    await inscrever(estagiario, { tipo: 'estagiario' });
    const cancelado = await criarPessoa(t.db);
    await inscrever(cancelado, { tipo: 'principal', situacao: 'cancelado' });
    const futuro = await criarPessoa(t.db);
    await inscrever(futuro, { tipo: 'principal', dataInscricao: `${ano() + 1}-02-01` });
    expect(await lancar(semInscricao, estagiario, cancelado, futuro)).toBe(0);
    for (const p of [semInscricao, estagiario, cancelado, futuro]) expect(await anuidadesDoAno(p.pessoaId)).toEqual([]);
  });

  it("a lawyer inscribed this year gets the título /annuity makes: the same bracket, discount and due date", async () => {
    const inscricao = `${ano()}-01-10`;
    const peloJob = await criarPessoa(t.db);
    await inscrever(peloJob, { tipo: 'principal', dataInscricao: inscricao });
    expect(await lancar(peloJob)).toBe(1);
    const pelaTela = await criarPessoa(t.db);
    await inscrever(pelaTela, { tipo: 'principal', dataInscricao: inscricao });
    const anuidade = await chamar(t, pelaTela, 'GET', '/wsapp/financeiro/anuidade');
    expect(anuidade.statusCode, anuidade.body).toBe(200);
    expect((anuidade.json() as { faixa: { codigo: string } }).faixa.codigo).toBe('0-1');
    const [doJob] = await anuidadesDoAno(peloJob.pessoaId);
    expect(doJob).toBeDefined();
    expect(await anuidadesDoAno(pelaTela.pessoaId)).toEqual([doJob]);
  });

  it('reaches every lawyer across batches, a lawyer with two inscrições once', async () => {
    const pessoas = await Promise.all(Array.from({ length: 5 }, () => criarPessoa(t.db, { advogado: true })));
    await inscrever(pessoas[0]!, { tipo: 'principal', dataInscricao: '2020-03-01' });
    const feitas = await lancarAnuidadesDoAno(t.db, hoje(), { somente: pessoas.map((p) => p.pessoaId), lote: 2 });
    expect(feitas).toBe(5);
    for (const p of pessoas) expect(await anuidadesDoAno(p.pessoaId)).toHaveLength(1);
  });

  it('never bills a year without a table (ADR 045): nothing is made and it says so (null); once the table is in, the next run bills with its values', async () => {
    // A year far ahead, which no other test file gives a table (on PostgreSQL they share one database).
    const exercicio = 2090;
    const dia = `${exercicio}-01-01`;
    const p = await criarPessoa(t.db);
    await inscrever(p, { tipo: 'principal', dataInscricao: '2080-06-01' });
    const doAno = () =>
      linhas<{ valor_centavos: number; desconto_centavos: number; vencimento: string }>(
        t.db,
        sql`select valor_centavos::int, desconto_centavos::int, vencimento::text from titulos where pessoa_id = ${p.pessoaId} and origem = 'anuidade' and exercicio = ${exercicio}`,
      );
    expect(await lancarAnuidadesDoAno(t.db, dia, { somente: [p.pessoaId] })).toBeNull();
    expect(await doAno()).toEqual([]);

    await t.db.insert(anuidadeTabelas).values({
      exercicio,
      versao: 1,
      resolucao: 'Resolução de teste',
      vencimento: `${exercicio}-05-15`,
      descontoBp: 1000,
      descontoAte: `${exercicio}-02-28`,
      parcelasMaximo: 6,
      faixas: [
        { anosDe: 0, anosAte: 4, valorCentavos: 60_000, descricao: 'Menos de 5 anos de inscrição' },
        { anosDe: 5, anosAte: 9, valorCentavos: 90_000, descricao: 'De 5 a 9 anos de inscrição' },
        { anosDe: 10, anosAte: null, valorCentavos: 120_000, descricao: '10 anos ou mais de inscrição' },
      ],
    });
    expect(await lancarAnuidadesDoAno(t.db, dia, { somente: [p.pessoaId] })).toBe(1);
    // 9 whole years on 1 January 2090 (inscribed in June 2080): the middle band, 10 % off.
    expect(await doAno()).toEqual([{ valor_centavos: 90_000, desconto_centavos: 9_000, vencimento: `${exercicio}-05-15` }]);
  });
});
