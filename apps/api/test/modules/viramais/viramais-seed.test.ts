import { creditoDaAnuidade, dataEmSaoPaulo, hojeSaoPaulo } from '@portal/contracts';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pessoas, titulos, usuarios, viramaisMovimentos } from '../../../src/db/schema/index.js';
import { semearDemo } from '../../../src/seed/demo.js';
import { semearViraMais } from '../../../src/seed/viramais.js';
import { criarAppDeTeste, type AppDeTeste, type DatabaseDeTeste } from '../../helpers/app.js';
import { bancoIsolado } from '../../helpers/banco-isolado.js';
import { chamar } from '../../helpers/requerimentos.js';

// The seed fills an empty database: a database of its own.
let banco: DatabaseDeTeste;
let t: AppDeTeste;

beforeAll(async () => {
  banco = await bancoIsolado();
  t = await criarAppDeTeste({}, { banco });
  await semearDemo(t.db);
}, 300_000);
afterAll(async () => {
  await t?.close();
  await banco?.close();
});

describe('demo ViraMais', () => {
  it('Maria earned credits from her two paid anuidades: the older expired, the newer valid until Dec 31 of this year; running it again adds nothing', async () => {
    const [maria] = await t.db
      .select({ pessoaId: pessoas.id, usuarioId: usuarios.id })
      .from(pessoas)
      .innerJoin(usuarios, eq(usuarios.pessoaId, pessoas.id))
      .where(eq(pessoas.cpf, '52998224725'));
    const pagos = await t.db
      .select({ pago: titulos.valorPagoCentavos, pagoEm: titulos.pagoEm, exercicio: titulos.exercicio })
      .from(titulos)
      .where(and(eq(titulos.pessoaId, maria!.pessoaId), eq(titulos.origem, 'anuidade'), eq(titulos.status, 'pago'), isNull(titulos.planoId)))
      .orderBy(titulos.exercicio);
    expect(pagos).toHaveLength(2);
    const hoje = hojeSaoPaulo();
    const ano = Number(hoje.slice(0, 4));
    const membro = { ...maria!, cpf: '52998224725', nome: 'Maria', email: '', senha: '', inscricao: null };
    const body = (await chamar(t, membro, 'GET', '/wsapp/viramais')).json();
    const novo = creditoDaAnuidade(Number(pagos[1]!.pago));
    expect(body.saldoCentavos).toBe(novo);
    expect(body.vencimentos).toEqual([{ validoAte: `${ano}-12-31`, saldoCentavos: novo }]);
    expect(body.extrato.itens.map((i: { tipo: string; descricao: string; em: string }) => [i.tipo, i.descricao])).toEqual([
      ['expiracao', `Créditos vencidos em 31/12/${ano - 1}`],
      ['credito', `Anuidade ${ano - 1} paga`],
      ['credito', `Anuidade ${ano - 2} paga`],
    ]);
    expect(dataEmSaoPaulo(body.extrato.itens[1].em)).toBe(dataEmSaoPaulo(pagos[1]!.pagoEm!));
    // The expiry is dated when the credits stopped counting (1 January), not when the seed ran.
    expect(body.extrato.itens[0].em).toBe(new Date(`${ano}-01-01T03:00:00Z`).toISOString());

    const antes = (await t.db.select({ n: count() }).from(viramaisMovimentos))[0]!.n;
    await t.db.transaction((tx) => semearViraMais(tx, maria!.pessoaId, hoje));
    expect((await t.db.select({ n: count() }).from(viramaisMovimentos))[0]!.n).toBe(antes);
  });
});
