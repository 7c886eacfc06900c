import { hojeSaoPaulo, somarDias } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convites, pessoas, usuarios } from '../../src/db/schema/index.js';
import { segredoDosConvites } from '../../src/modules/convites/index.js';
import { semearDemo } from '../../src/seed/demo.js';
import { criarAppDeTeste, type AppDeTeste, type DatabaseDeTeste } from '../helpers/app.js';
import { bancoIsolado } from '../helpers/banco-isolado.js';
import type { PessoaCriada } from '../helpers/fabrica.js';
import { chamar } from '../helpers/requerimentos.js';

// The seed fills an empty database: a database of its own.
let banco: DatabaseDeTeste;
let t: AppDeTeste;
beforeAll(async () => {
  banco = await bancoIsolado();
  t = await criarAppDeTeste({}, { banco });
  await semearDemo(t.db, undefined, segredoDosConvites(t.config));
});
afterAll(async () => {
  await t.close();
  await banco.close();
});

describe('demo invitations', () => {
  it("gives Maria one invitation a few days ahead whose link opens it, and adds nothing when run again", async () => {
    const [m] = await t.db
      .select({ usuarioId: usuarios.id, pessoaId: pessoas.id })
      .from(pessoas)
      .innerJoin(usuarios, eq(usuarios.pessoaId, pessoas.id))
      .where(eq(pessoas.cpf, '52998224725'));
    const maria = m as unknown as PessoaCriada;
    const lista = (await chamar(t, maria, 'GET', '/wsapp/convites')).json();
    expect(lista.itens).toHaveLength(1);
    expect(lista.itens[0]).toMatchObject({ convidado: { nome: 'Roberto Almeida' }, data: somarDias(hojeSaoPaulo(), 3), situacao: 'emitido', pagoCom: 'cota' });
    expect(lista.impedimentos).toEqual([]);
    const aberto = await chamar(t, maria, 'GET', `/wsapp/convites/cel/${lista.itens[0].hash}`);
    expect(aberto.json()).toMatchObject({ visao: 'dono', convidado: { nome: 'Roberto Almeida' } });

    await semearDemo(t.db, undefined, segredoDosConvites(t.config));
    expect(await t.db.select({ id: convites.id }).from(convites)).toHaveLength(1);
  });
});
