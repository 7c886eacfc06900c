import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseDeTeste } from '../helpers/app.js';
import { bancoIsolado } from '../helpers/banco-isolado.js';
import { gerarCpf } from '../helpers/fabrica.js';
import { migracoesAte, PASTA_MIGRACOES } from '../helpers/migracoes.js';
import { criarRequerimento, hoje } from '../helpers/requerimentos.js';

/**
 * 0006_referencia_titulo replaces titulos.requerimento_id with the generic reference (referencia_tipo,
 * referencia_id): a database migrated up to 0005 with a request's fee in it keeps that fee's request as
 * ('requerimento', id) once 0006 runs.
 */
const ANTERIOR = '0005_financeiro';

let banco: DatabaseDeTeste;
let pastaAnterior: string;
beforeAll(async () => {
  banco = await bancoIsolado({ migrar: false });
  pastaAnterior = migracoesAte(ANTERIOR);
});
afterAll(async () => {
  await banco?.close();
  if (pastaAnterior) fs.rmSync(pastaAnterior, { recursive: true, force: true });
});

async function linhas<T>(consulta: ReturnType<typeof sql>): Promise<T[]> {
  return (await banco.db.execute(consulta)).rows as T[];
}

describe('migration 0006_referencia_titulo', () => {
  it('keeps every request fee’s request as the reference, leaves the others without one, and drops requerimento_id', async () => {
    const db = banco.db;
    await migrate(db, { migrationsFolder: pastaAnterior });
    // A person by hand: the schema's usuarios has columns later migrations added, absent at 0005.
    const [membro] = await linhas<{ pessoaId: string }>(sql`
      insert into pessoas (cpf, nome, email) values (${gerarCpf()}, 'Membro da migração', ${`migracao-${gerarCpf()}@teste.local`}) returning id as "pessoaId"`);
    if (!membro) throw new Error('pessoa não criada');
    const req = await criarRequerimento(db, { pessoaId: membro.pessoaId, codigo: '401', status: 'aguardando_pagamento' });
    const [taxa] = await linhas<{ id: string }>(sql`
      insert into titulos (pessoa_id, origem, descricao, exercicio, vencimento, valor_centavos, requerimento_id)
      values (${membro.pessoaId}, 'taxa_requerimento', 'Taxa', 2026, ${hoje()}, 5000, ${req.id}) returning id`);
    const [anuidade] = await linhas<{ id: string }>(sql`
      insert into titulos (pessoa_id, origem, descricao, exercicio, vencimento, valor_centavos)
      values (${membro.pessoaId}, 'anuidade', 'Anuidade', 2026, ${hoje()}, 98765) returning id`);

    await migrate(db, { migrationsFolder: PASTA_MIGRACOES });

    const depois = await linhas<{ id: string; referencia_tipo: string | null; referencia_id: string | null }>(
      sql`select id, referencia_tipo, referencia_id from titulos where id in (${taxa!.id}, ${anuidade!.id})`,
    );
    expect(depois.find((t) => t.id === taxa!.id)).toEqual({ id: taxa!.id, referencia_tipo: 'requerimento', referencia_id: req.id });
    expect(depois.find((t) => t.id === anuidade!.id)).toEqual({ id: anuidade!.id, referencia_tipo: null, referencia_id: null });
    const colunas = await linhas<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'titulos' and column_name = 'requerimento_id'`,
    );
    expect(colunas).toEqual([]);

    // One título per reference (read from the catalogue: on the embedded PGlite the query after a failed one
    // loses its connection), and both or neither (the last query here, so it may fail).
    const [indice] = await linhas<{ indexdef: string }>(sql`select indexdef from pg_indexes where tablename = 'titulos' and indexname = 'titulos_referencia_key'`);
    expect(indice?.indexdef).toMatch(/^CREATE UNIQUE INDEX .* \(referencia_tipo, referencia_id\)/);
    const meiaReferencia = db.execute(sql`insert into titulos (pessoa_id, origem, descricao, vencimento, valor_centavos, referencia_tipo)
      values (${membro.pessoaId}, 'vacina', 'Vacina', ${hoje()}, 100, 'vacina')`);
    await expect(meiaReferencia).rejects.toMatchObject({ cause: { code: '23514', constraint: 'titulos_referencia' } });
  });
});
