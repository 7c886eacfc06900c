/**
 * Backup and restore of the embedded database (ADR 048; docs/operacao.md, "Cópias de segurança"): PGlite's own
 * data-directory tarball (`dumpDataDir`, gzip), checked by opening a copy of it in memory and querying it, and
 * restored by starting PGlite on an empty directory from it (`loadDataDir`). The caller holds the data-directory
 * lock (no portal running). PostgreSQL has pg_dump/pg_restore and is not handled here.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/** What a backup holds, as read back from it. */
export interface ConteudoDaCopia {
  /** Migrations applied in the copied database. */
  migracoes: number;
  /** Tables of the portal (schema public). */
  tabelas: number;
  /** People and accounts: the figures an operator recognises. */
  pessoas: number;
  usuarios: number;
}

export class CopiaInvalida extends Error {}

/** Whether `pgdata` holds a database (PostgreSQL writes PG_VERSION first). */
export function temBanco(pgdata: string): boolean {
  return fs.existsSync(`${pgdata}/PG_VERSION`);
}

/** Whether `dir` exists with anything in it. */
export function pastaComConteudo(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length > 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}

/** The database in `pgdata`, as one gzip tarball. A checkpoint first, so the copy needs no WAL replay. */
export async function copiarBancoEmbutido(pgdata: string): Promise<Buffer> {
  const pglite = await PGlite.create({ dataDir: pgdata });
  try {
    await pglite.exec('checkpoint');
    const arquivo = await pglite.dumpDataDir('gzip');
    return Buffer.from(await arquivo.arrayBuffer());
  } finally {
    await pglite.close();
  }
}

async function lerConteudo(pglite: PGlite): Promise<ConteudoDaCopia> {
  const contar = async (consulta: string) => (await pglite.query<{ n: number }>(consulta)).rows[0]!.n;
  const { rows } = await pglite.query<{ drizzle: boolean; pessoas: boolean; usuarios: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as drizzle,
            to_regclass('public.pessoas') is not null as pessoas,
            to_regclass('public.usuarios') is not null as usuarios`,
  );
  if (!rows[0]!.drizzle || !rows[0]!.pessoas || !rows[0]!.usuarios) {
    throw new CopiaInvalida('o arquivo é um banco PostgreSQL, mas não o do portal (faltam as tabelas do portal).');
  }
  return {
    migracoes: await contar('select count(*)::int as n from drizzle.__drizzle_migrations'),
    tabelas: await contar(`select count(*)::int as n from pg_tables where schemaname = 'public'`),
    pessoas: await contar('select count(*)::int as n from public.pessoas'),
    usuarios: await contar('select count(*)::int as n from public.usuarios'),
  };
}

/**
 * Opens a copy of the backup in memory and queries it: the file is readable, whole, and the portal's database.
 * Throws CopiaInvalida with the reason otherwise.
 */
export async function conferirCopia(arquivo: Buffer): Promise<ConteudoDaCopia> {
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(arquivo)]) });
  } catch {
    throw new CopiaInvalida('o arquivo não é uma cópia de segurança do banco embutido (não pôde ser aberto como banco).');
  }
  try {
    return await lerConteudo(pglite);
  } catch (err) {
    if (err instanceof CopiaInvalida) throw err;
    throw new CopiaInvalida(`o banco da cópia não respondeu à consulta de conferência (${(err as Error).message}).`);
  } finally {
    await pglite.close().catch(() => undefined);
  }
}

/** Writes the backup's database into `pgdata` (which must not exist or be empty) and reads it back from there. */
export async function restaurarBancoEmbutido(arquivo: Buffer, pgdata: string): Promise<ConteudoDaCopia> {
  fs.mkdirSync(pgdata, { recursive: true });
  const pglite = await PGlite.create({ dataDir: pgdata, loadDataDir: new Blob([new Uint8Array(arquivo)]) });
  try {
    return await lerConteudo(pglite);
  } finally {
    await pglite.close();
  }
}
