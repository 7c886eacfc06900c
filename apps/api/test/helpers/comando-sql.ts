import pg from 'pg';

/** Runs one statement on its own connection (create or drop a database: nothing else may hold one open). */
export async function comandoSql(url: string, sql: string): Promise<void> {
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  try {
    await cliente.query(sql);
  } finally {
    await cliente.end();
  }
}
