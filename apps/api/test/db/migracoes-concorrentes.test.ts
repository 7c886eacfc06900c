import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase, runMigrations, type Database } from '../../src/db/client.js';
import { comandoSql } from '../helpers/comando-sql.js';

/**
 * Several instances starting together on a fresh PostgreSQL database each run the migrations at start-up
 * (server.ts). Without a lock they race: two `create ... if not exists` at once fail on a duplicate catalog
 * key (pg_namespace, pg_type), or two transactions apply the same migration. Needs a server every instance
 * reaches, so it runs with DATABASE_URL (the PostgreSQL stage of CI); the embedded PGlite has one owner.
 */
const NO_POSTGRESQL = Boolean(process.env.DATABASE_URL);
const INSTANCIAS = 4;
const diario = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../drizzle/meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

async function consultar<T extends pg.QueryResultRow>(url: string, texto: string): Promise<T[]> {
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  try {
    return (await cliente.query<T>(texto)).rows;
  } finally {
    await cliente.end();
  }
}

const TABELAS = `select table_schema || '.' || table_name as nome from information_schema.tables
  where table_schema in ('public', 'drizzle') order by 1`;

describe.runIf(NO_POSTGRESQL)('migrations started by several instances at once (PostgreSQL)', () => {
  const url = process.env.DATABASE_URL as string;
  const criados: string[] = [];
  const abertos: Database[] = [];
  afterAll(async () => {
    for (const d of abertos) await d.close();
    for (const nome of criados) await comandoSql(url, `drop database if exists ${nome} with (force)`);
  });

  async function bancoVazio(): Promise<string> {
    const nome = `portal_teste_mig_${randomBytes(6).toString('hex')}`;
    await comandoSql(url, `create database ${nome}`);
    criados.push(nome);
    const alvo = new URL(url);
    alvo.pathname = `/${nome}`;
    return alvo.toString();
  }

  it(`${INSTANCIAS} instances migrating a fresh database at once all succeed, each migration applied once`, async () => {
    const alvo = await bancoVazio();
    const instancias = Array.from({ length: INSTANCIAS }, () => connectDatabase(alvo, 2));
    abertos.push(...instancias);

    const resultados = await Promise.allSettled(instancias.map((d) => runMigrations(d.db)));
    const falhas = resultados.flatMap((r) => (r.status === 'rejected' ? [String((r.reason as Error).message)] : []));
    expect(falhas).toEqual([]);

    const aplicadas = await consultar<{ n: number; distintas: number }>(
      alvo,
      'select count(*)::int as n, count(distinct hash)::int as distintas from drizzle.__drizzle_migrations',
    );
    expect(aplicadas[0]).toEqual({ n: diario.entries.length, distintas: diario.entries.length });
    // The schema is the one a single migrator makes (the worker's database, migrated by global-setup).
    expect(await consultar(alvo, TABELAS)).toEqual(await consultar(url, TABELAS));
    // And no instance kept the lock: the pools are still open, yet no advisory lock is held on that database.
    const travas = await consultar<{ n: number }>(
      alvo,
      "select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database where l.locktype = 'advisory' and d.datname = current_database()",
    );
    expect(travas[0]?.n).toBe(0);
  });

  it('a later start on the migrated database applies nothing and does not wait', async () => {
    const alvo = await bancoVazio();
    const primeira = connectDatabase(alvo, 1);
    abertos.push(primeira);
    await runMigrations(primeira.db);
    const segunda = connectDatabase(alvo, 1);
    abertos.push(segunda);
    await runMigrations(segunda.db);
    const aplicadas = await consultar<{ n: number }>(alvo, 'select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(aplicadas[0]?.n).toBe(diario.entries.length);
  });
});
