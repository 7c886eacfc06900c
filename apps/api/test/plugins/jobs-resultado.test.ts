import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type DatabaseDeTeste } from '../helpers/app.js';
import { bancoIsolado } from '../helpers/banco-isolado.js';

/**
 * Every run of a background job leaves one log line with its outcome (job, duração, resultado) and, with the
 * metrics on, its count (plugins/app/jobs.ts, ADR 046). The anonymous drafts' purge runs once at start.
 */
const PURGA = 'ouvidoria-anonima.purgar-rascunhos';
const TOKEN = 't'.repeat(40);

interface Linha {
  msg?: string;
  job?: string;
  resultado?: string;
  duracaoMs?: number;
  erro?: unknown;
  level?: number;
}

const linhasDoJob = (logs: string) =>
  logs
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Linha)
    .filter((l) => l.job === PURGA && l.resultado !== undefined);

describe('the outcome of each job run', () => {
  let banco: DatabaseDeTeste;
  beforeAll(async () => {
    banco = await bancoIsolado();
  });
  afterAll(() => banco?.close());

  it('a run that ends well: one line with the job, its duration and resultado ok; counted in the metrics', async () => {
    const t = await criarAppDeTeste({ METRICS_TOKEN: TOKEN }, { banco, jobs: { consultaS: 0.5, cronS: 1, somente: [PURGA] } });
    try {
      await expect.poll(() => linhasDoJob(t.logs()).length, { timeout: 20_000, interval: 200 }).toBeGreaterThan(0);
      const [linha] = linhasDoJob(t.logs());
      expect(linha).toMatchObject({ msg: 'job concluído', job: PURGA, resultado: 'ok', level: 30 });
      expect(typeof linha!.duracaoMs).toBe('number');
      const m = await t.app.inject({ method: 'GET', url: '/wsapp/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(m.body).toContain(`portal_jobs_execucoes_total{job="${PURGA}",resultado="ok"} 1`);
      expect(m.body).toMatch(new RegExp(`portal_jobs_duracao_segundos_count\\{job="${PURGA}"\\} 1`));
    } finally {
      await t.close();
    }
  });

  // PostgreSQL only: on the embedded database a query that fails drops its connection (pg's pool discards the
  // client), the one-connection socket refuses the next one for a moment, and pg-boss's write of the failure
  // is lost (an unhandled rejection). Run with DATABASE_URL.
  it.runIf(process.env.DATABASE_URL)('a run that fails: one error line with resultado falha and the error; counted as falha', async () => {
    // The purge reads the requests table: it is swapped for a view whose reading raises, so the run fails as it
    // executes its query (a missing table would fail it earlier, when the statement is parsed). A stable function
    // without columns is checked once as the query starts, rows or not.
    await banco.db.execute(sql`alter table requerimentos rename to requerimentos_fora`);
    await banco.db.execute(sql.raw(`create function portal_teste_falhar() returns boolean language plpgsql stable as $$ begin raise exception 'falha de teste no job'; end $$`));
    await banco.db.execute(sql`create view requerimentos as select * from requerimentos_fora where portal_teste_falhar()`);
    const t = await criarAppDeTeste({ METRICS_TOKEN: TOKEN }, { banco, jobs: { consultaS: 0.5, cronS: 1, somente: [PURGA] } });
    try {
      await expect.poll(() => linhasDoJob(t.logs()).length, { timeout: 20_000, interval: 200 }).toBeGreaterThan(0);
      const [linha] = linhasDoJob(t.logs());
      expect(linha).toMatchObject({ msg: 'falha no job', job: PURGA, resultado: 'falha', level: 50 });
      // The database error, under the query that carried it (erroParaLog keeps the cause, never the parameters).
      expect(JSON.stringify(linha!.erro)).toContain('falha de teste no job');
      const m = await t.app.inject({ method: 'GET', url: '/wsapp/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(m.body).toContain(`portal_jobs_execucoes_total{job="${PURGA}",resultado="falha"} 1`);
      // pg-boss records the failure after the line is written: closed before, its last write would find no database.
      await expect
        .poll(async () => (await banco.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${PURGA} and state = 'failed'`)).rows[0]?.n, {
          timeout: 10_000,
          interval: 200,
        })
        .toBe(1);
    } finally {
      await t.close();
      await banco.db.execute(sql`drop view requerimentos`);
      await banco.db.execute(sql`drop function portal_teste_falhar()`);
      await banco.db.execute(sql`alter table requerimentos_fora rename to requerimentos`);
    }
  });
});
