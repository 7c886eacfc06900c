import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viramaisLotes, viramaisMovimentos } from '../../../src/db/schema/index.js';
import { creditarViraMais, debitarViraMais, estornarViraMais, expirarViraMais, saldoViraMais } from '../../../src/modules/viramais/index.js';
import { bancoDeTeste, type DatabaseDeTeste } from '../../helpers/app.js';
import { criarPessoa } from '../../helpers/fabrica.js';

const HOJE = '2026-11-26';

describe('ViraMais ledger', () => {
  let b: DatabaseDeTeste;
  beforeAll(async () => {
    b = await bancoDeTeste();
  });
  afterAll(async () => {
    await b.close();
  });

  async function membroComCreditos(lotes: { valor: number; ate: string }[]) {
    const p = await criarPessoa(b.db);
    for (const l of lotes) {
      await b.db.transaction((tx) =>
        creditarViraMais(tx, { pessoaId: p.pessoaId, valorCentavos: l.valor, validoAte: l.ate, origem: { tipo: 'ajuste', id: randomUUID() }, descricao: 'teste' }),
      );
    }
    return p;
  }

  it('credits once per origin, spends oldest expiry first with each debit paired to its lot, and gives back once', async () => {
    const p = await membroComCreditos([
      { valor: 5_000, ate: '2027-12-31' },
      { valor: 3_000, ate: '2026-12-31' },
    ]);
    const origem = { tipo: 'anuidade', id: randomUUID() };
    const credito = () => b.db.transaction((tx) => creditarViraMais(tx, { pessoaId: p.pessoaId, valorCentavos: 1_000, validoAte: '2027-12-31', origem, descricao: 'x' }));
    expect(await credito()).not.toBeNull();
    expect(await credito()).toBeNull();
    expect(await saldoViraMais(b.db, p.pessoaId, HOJE)).toBe(9_000);

    const compra = { tipo: 'vacina_compra', id: randomUUID() };
    const debitado = await b.db.transaction((tx) => debitarViraMais(tx, { pessoaId: p.pessoaId, ateCentavos: 4_000, hoje: HOJE, referencia: compra, descricao: 'Vacina' }));
    expect(debitado).toBe(4_000);
    const debitos = await b.db
      .select({ valor: viramaisMovimentos.valorCentavos, ate: viramaisLotes.validoAte })
      .from(viramaisMovimentos)
      .innerJoin(viramaisLotes, eq(viramaisLotes.id, viramaisMovimentos.loteId))
      .where(and(eq(viramaisMovimentos.referenciaId, compra.id), eq(viramaisMovimentos.tipo, 'debito')))
      .orderBy(viramaisLotes.validoAte);
    expect(debitos).toEqual([
      { valor: -3_000, ate: '2026-12-31' },
      { valor: -1_000, ate: '2027-12-31' },
    ]);
    expect(await saldoViraMais(b.db, p.pessoaId, HOJE)).toBe(5_000);

    expect(await b.db.transaction((tx) => estornarViraMais(tx, compra, 'Cancelada'))).toBe(4_000);
    expect(await b.db.transaction((tx) => estornarViraMais(tx, compra, 'Cancelada'))).toBe(0);
    expect(await saldoViraMais(b.db, p.pessoaId, HOJE)).toBe(9_000);
  });

  it('debits only what there is, or nothing when the whole amount is required', async () => {
    const p = await membroComCreditos([{ valor: 1_500, ate: '2027-12-31' }]);
    const ref = () => ({ tipo: 'convite', id: randomUUID() });
    await expect(
      b.db.transaction((tx) => debitarViraMais(tx, { pessoaId: p.pessoaId, ateCentavos: 2_000, hoje: HOJE, referencia: ref(), descricao: 'x', exigirTudo: true })),
    ).rejects.toMatchObject({ codigo: 'SALDO_VIRAMAIS_INSUFICIENTE' });
    expect(await saldoViraMais(b.db, p.pessoaId, HOJE)).toBe(1_500);
    expect(await b.db.transaction((tx) => debitarViraMais(tx, { pessoaId: p.pessoaId, ateCentavos: 2_000, hoje: HOJE, referencia: ref(), descricao: 'x' }))).toBe(1_500);
    expect(await saldoViraMais(b.db, p.pessoaId, HOJE)).toBe(0);
  });

  it('never goes below zero when many purchases spend the same credits at once', async () => {
    const p = await membroComCreditos([
      { valor: 600, ate: '2026-12-31' },
      { valor: 400, ate: '2027-12-31' },
    ]);
    const resultados = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        b.db.transaction((tx) =>
          debitarViraMais(tx, { pessoaId: p.pessoaId, ateCentavos: 100, hoje: HOJE, referencia: { tipo: 'ingresso_compra', id: randomUUID() }, descricao: 'x', exigirTudo: true }),
        ),
      ),
    );
    expect(resultados.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(resultados.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason.codigo === 'SALDO_VIRAMAIS_INSUFICIENTE')).toBe(true);
    const [soma] = await b.db
      .select({ liquido: sql<string>`sum(${viramaisMovimentos.valorCentavos})` })
      .from(viramaisMovimentos)
      .where(eq(viramaisMovimentos.pessoaId, p.pessoaId));
    expect(Number(soma?.liquido)).toBe(0);
    expect(await saldoViraMais(b.db, p.pessoaId, HOJE)).toBe(0);
  });

  it('expires lots past their last day, and the ledger refuses updates', async () => {
    const p = await membroComCreditos([
      { valor: 700, ate: '2026-11-25' },
      { valor: 300, ate: '2026-11-26' },
    ]);
    expect(await saldoViraMais(b.db, p.pessoaId, HOJE)).toBe(300);
    await b.db.transaction((tx) => expirarViraMais(tx, HOJE));
    const movimentos = await b.db.select().from(viramaisMovimentos).where(eq(viramaisMovimentos.pessoaId, p.pessoaId));
    expect(movimentos.filter((m) => m.tipo === 'expiracao').map((m) => m.valorCentavos)).toEqual([-700]);
    await expect(b.db.update(viramaisMovimentos).set({ valorCentavos: 1 }).where(eq(viramaisMovimentos.pessoaId, p.pessoaId))).rejects.toThrow();
    await expect(b.db.update(viramaisLotes).set({ saldoCentavos: -1 }).where(eq(viramaisLotes.pessoaId, p.pessoaId))).rejects.toThrow();
  });
});
