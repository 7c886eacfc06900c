import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { hojeSaoPaulo } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { titulos, viramaisLotes, viramaisMovimentos } from '../../../src/db/schema/index.js';
import { creditarAnuidadesImportadas, importarTitulosComViraMais, ORIGEM_ANUIDADE_IMPORTADA } from '../../../src/modules/viramais/index.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa } from '../../helpers/fabrica.js';
import { chamar } from '../../helpers/requerimentos.js';

// Imported paid anuidades earn ViraMais as a payment in the portal does, only for years still valid (DOMAIN
// "Títulos CSV", ADR 055). The command line and the staff screen run this same engine.

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => t.close());

const CAB = 'id_externo;cpf;origem;exercicio;descricao;vencimento;valor;situacao;pago_em;valor_pago';
const ano = Number(hojeSaoPaulo().slice(0, 4));
const arquivo = (...linhas: string[]) => Readable.from([`${[CAB, ...linhas].join('\n')}\n`]);
const anuidade = (cpf: string, exercicio: number, o: { situacao?: string; pagoEm?: string; pago?: string; id?: string } = {}) =>
  `${o.id ?? `ext-${randomUUID()}`};${cpf};anuidade;${exercicio};Anuidade ${exercicio};${exercicio}-03-31;1000,00;${o.situacao ?? 'pago'};${o.situacao === 'aberto' ? '' : (o.pagoEm ?? `${exercicio}-02-10`)};${o.situacao === 'aberto' ? '' : (o.pago ?? '900,00')}`;

const creditosDe = (pessoaId: string) =>
  t.db
    .select({ valor: viramaisLotes.valorCentavos, validoAte: viramaisLotes.validoAte, origem: viramaisLotes.origemTipo, descricao: viramaisMovimentos.descricao, em: viramaisMovimentos.em, referencia: viramaisMovimentos.referenciaTipo })
    .from(viramaisLotes)
    .innerJoin(viramaisMovimentos, and(eq(viramaisMovimentos.loteId, viramaisLotes.id), eq(viramaisMovimentos.tipo, 'credito')))
    .where(eq(viramaisLotes.pessoaId, pessoaId));

describe('ViraMais for imported paid anuidades', () => {
  it('credits the years whose credit is still valid, once, dated on the payment; older years and open ones earn nothing', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const r = await importarTitulosComViraMais(t.db, arquivo(anuidade(p.cpf, ano - 1), anuidade(p.cpf, ano - 2), anuidade(p.cpf, ano - 5), anuidade(p.cpf, ano, { situacao: 'aberto' })));
    expect(r).toMatchObject({ gravado: true, novos: 4, erros: [] });
    const c = await creditosDe(p.pessoaId);
    expect(c).toEqual([
      { valor: 9_000, validoAte: `${ano}-12-31`, origem: ORIGEM_ANUIDADE_IMPORTADA, descricao: `Anuidade ${ano - 1} paga`, em: new Date(`${ano - 1}-02-10T15:00:00.000Z`), referencia: 'titulo_anuidade' },
    ]);
    // Simulating credits nothing; running again credits nothing more.
    expect(await t.db.transaction((tx) => creditarAnuidadesImportadas(tx))).toBe(0);
    const q = await criarPessoa(t.db, { advogado: true });
    const simulado = await importarTitulosComViraMais(t.db, arquivo(anuidade(q.cpf, ano - 1)), { simular: true });
    expect(simulado).toMatchObject({ simulacao: true, novos: 1 });
    expect(await creditosDe(q.pessoaId)).toEqual([]);
  });

  it('an open anuidade the file later says paid earns then; one paid in the portal (a means of payment) is left to settlement', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const id = `ext-${randomUUID()}`;
    await importarTitulosComViraMais(t.db, arquivo(anuidade(p.cpf, ano - 1, { id, situacao: 'aberto' })));
    expect(await creditosDe(p.pessoaId)).toEqual([]);
    const r = await importarTitulosComViraMais(t.db, arquivo(anuidade(p.cpf, ano - 1, { id, pagoEm: `${ano - 1}-12-01`, pago: '1000' })));
    expect(r).toMatchObject({ gravado: true, alterados: 1 });
    expect((await creditosDe(p.pessoaId)).map((c) => c.valor)).toEqual([10_000]);

    const q = await criarPessoa(t.db, { advogado: true });
    await importarTitulosComViraMais(t.db, arquivo(anuidade(q.cpf, ano - 1, { situacao: 'aberto' })));
    await t.db.update(titulos).set({ status: 'pago', pagoEm: new Date(), valorPagoCentavos: 100_000, meioPagamento: 'pix' }).where(eq(titulos.pessoaId, q.pessoaId));
    expect(await t.db.transaction((tx) => creditarAnuidadesImportadas(tx))).toBe(0);
  });

  it("finance staff reversing an imported paid anuidade takes its credit back, and no later import gives it again", async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const financeiro = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoFinanceiro'] });
    const linha = anuidade(p.cpf, ano, { pagoEm: `${ano}-01-05`, pago: '500' });
    await importarTitulosComViraMais(t.db, arquivo(linha));
    expect((await chamar(t, p, 'GET', '/wsapp/viramais')).json().saldoCentavos).toBe(5_000);
    const [titulo] = await t.db.select({ nufin: titulos.nufin }).from(titulos).where(eq(titulos.pessoaId, p.pessoaId));
    const r = await chamar(t, financeiro, 'POST', `/wsapp/area-restrita/financeiro/titulos/${titulo!.nufin}/estornar-pagamento`, { motivo: 'Pagamento lançado por engano no sistema anterior' });
    expect(r.statusCode, r.body).toBeLessThan(300);
    expect((await chamar(t, p, 'GET', '/wsapp/viramais')).json().saldoCentavos).toBe(0);
    expect(await t.db.transaction((tx) => creditarAnuidadesImportadas(tx))).toBe(0);
  });
});
