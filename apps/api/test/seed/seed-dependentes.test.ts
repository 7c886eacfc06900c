import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpfValido } from '@portal/contracts';
import { dependentes, pessoas } from '../../src/db/schema/index.js';
import { DEPENDENTE_DEMO_MARIA, semearDependentes } from '../../src/seed/dependentes.js';
import type { DatabaseDeTeste } from '../helpers/app.js';
import { bancoIsolado } from '../helpers/banco-isolado.js';

// Maria's CPF is the demo's: a database of its own, so no other test's person can hold it.
let banco: DatabaseDeTeste;
beforeAll(async () => {
  banco = await bancoIsolado();
}, 60_000);
afterAll(() => banco?.close());

describe('demo seed: dependants', () => {
  it("gives Maria exactly Pedro (filho, 2015-03-10, a valid CPF); running again neither duplicates nor restores him", async () => {
    const { db } = banco;
    expect(cpfValido(DEPENDENTE_DEMO_MARIA.cpf)).toBe(true);
    await db.transaction((tx) => semearDependentes(tx)); // no Maria yet: nothing
    expect(await db.select().from(dependentes)).toEqual([]);

    const [maria] = await db.insert(pessoas).values({ cpf: '52998224725', nome: 'Maria Aparecida Souza', email: 'maria@demo.local' }).returning();
    await db.transaction((tx) => semearDependentes(tx));
    await db.transaction((tx) => semearDependentes(tx));
    const atuais = await db.select().from(dependentes).where(and(eq(dependentes.pessoaId, maria!.id), isNull(dependentes.removidoEm)));
    expect(atuais).toEqual([expect.objectContaining({ nome: 'Pedro Souza Lima', parentesco: 'filho', nascimento: '2015-03-10', cpf: DEPENDENTE_DEMO_MARIA.cpf })]);

    await db.update(dependentes).set({ removidoEm: new Date() }).where(eq(dependentes.pessoaId, maria!.id));
    await db.transaction((tx) => semearDependentes(tx));
    expect(await db.select().from(dependentes).where(and(eq(dependentes.pessoaId, maria!.id), isNull(dependentes.removidoEm)))).toEqual([]);
  });
});
