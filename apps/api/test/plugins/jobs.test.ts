import { and, eq, inArray, sql } from 'drizzle-orm';
import { createRequire } from 'node:module';
import { setTimeout as esperar } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { andamentos, requerimentos } from '../../src/db/schema/index.js';
import { cronDaAgenda } from '../../src/plugins/app/jobs.js';
import { criarAppDeTeste, type AppDeTeste, type DatabaseDeTeste } from '../helpers/app.js';
import { bancoIsolado } from '../helpers/banco-isolado.js';
import { criarPessoa } from '../helpers/fabrica.js';
import { criarRequerimento, hoje, somarDiasIso } from '../helpers/requerimentos.js';

/**
 * Background jobs on pg-boss (plugins/app/jobs.ts, ADR 014). Each describe has a database of its own: pg-boss's
 * queues live in it, and the sweep sees every request there.
 */
const VARREDURA = 'requerimentos.arquivar-diligencias-vencidas';
const PURGA = 'ouvidoria-anonima.purgar-rascunhos';
const RESERVAS_VACINA = 'vacinas.expirar-reservas';
const RESERVAS_FESTA = 'festa-junina.expirar-reservas';
const CREDITOS_VIRAMAIS = 'viramais.expirar-creditos';
const ANUIDADES = 'financeiro.lancar-anuidades';
const PREVIAS = 'importacoes.expirar-previas';
/** The staff imports' on-demand queue (ADR 041): no schedule. */
const IMPORTACOES = 'importacoes.executar';
/** Polls and cron checks every second or faster, so a tick is seen within a few seconds. */
const RAPIDO = { consultaS: 0.5, cronS: 1 };
const NO_POSTGRESQL = Boolean(process.env.DATABASE_URL);

type Db = DatabaseDeTeste['db'];

/** cron-parser as pg-boss loads it: whatever works out a schedule's ticks on this thread calls it. */
const cronParser = createRequire(createRequire(import.meta.url).resolve('pg-boss'))('cron-parser') as { parseExpression: (...a: unknown[]) => unknown };

async function linhas<T>(db: Db, consulta: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(consulta)).rows as T[];
}

/** Runs of a job: the rows pg-boss keeps for it (completed ones stay for 12 hours before the archive). */
async function execucoes(db: Db, nome: string, desde: string): Promise<Array<{ state: string }>> {
  return linhas(db, sql`select state from pgboss.job where name = ${nome} and created_on >= ${desde}::timestamptz`);
}

/** No run waiting or running in any of the portal's queues. */
async function ocioso(db: Db): Promise<boolean> {
  const [r] = await linhas<{ n: number }>(
    db,
    sql`select count(*)::int as n from pgboss.job where name in (${VARREDURA}, ${PURGA}) and state in ('created', 'retry', 'active')`,
  );
  return r!.n === 0;
}

/**
 * A schedule tick, as at a full hour: the sweep's schedule is made every minute for the time of one run (pg-boss
 * sends at most one job per schedule and minute). Starts early in a minute so the run ends inside it.
 */
async function tique(db: Db, aoTerminar: () => Promise<boolean>): Promise<string> {
  // Not in a full hour's first minute either, when the real hourly schedule sends its own run.
  const agora = new Date();
  if (agora.getSeconds() > 45 || agora.getMinutes() === 0) await esperar((61 - agora.getSeconds()) * 1000);
  const [{ inicio }] = (await linhas<{ inicio: string }>(db, sql`select now()::text as inicio`)) as [{ inicio: string }];
  await db.execute(sql`update pgboss.schedule set cron = '* * * * *' where name = ${VARREDURA}`);
  try {
    await expect.poll(aoTerminar, { timeout: 15_000, interval: 200 }).toBe(true);
  } finally {
    await db.execute(sql`update pgboss.schedule set cron = ${cronDaAgenda({ aCadaMinutos: 60 })} where name = ${VARREDURA}`);
  }
  await expect.poll(() => ocioso(db), { timeout: 10_000, interval: 200 }).toBe(true);
  return inicio;
}

async function diligenciasVencidas(db: Db, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const m = await criarPessoa(db, { advogado: true });
    const r = await criarRequerimento(db, { pessoaId: m.pessoaId, codigo: '262', status: 'em_diligencia', prazoDiligencia: somarDiasIso(hoje(), -2) });
    ids.push(r.id);
  }
  return ids;
}

async function todosArquivados(db: Db, ids: string[]): Promise<boolean> {
  const linhasStatus = await db.select({ status: requerimentos.status }).from(requerimentos).where(inArray(requerimentos.id, ids));
  return linhasStatus.every((l) => l.status === 'arquivado');
}

async function arquivamentosPorRequerimento(db: Db, ids: string[]): Promise<number[]> {
  const passos = await db
    .select({ id: andamentos.requerimentoId })
    .from(andamentos)
    .where(and(inArray(andamentos.requerimentoId, ids), eq(andamentos.acao, 'arquivar')));
  return ids.map((id) => passos.filter((p) => p.id === id).length);
}

/** Log lines of runs that archived something, after `desde` characters of each app's log. */
function relatosDeArquivamento(apps: AppDeTeste[], desde: number[]): Array<{ arquivados: number }> {
  return apps.flatMap((a, i) =>
    a
      .logs()
      .slice(desde[i])
      .split('\n')
      .filter((l) => l.includes('diligências vencidas arquivadas'))
      .map((l) => JSON.parse(l) as { arquivados: number }),
  );
}

describe('job schedules', () => {
  it('an interval is a wall-clock cron, the same on every instance', () => {
    expect(cronDaAgenda({ aCadaMinutos: 60 })).toBe('0 */1 * * *');
    expect(cronDaAgenda({ aCadaMinutos: 15 })).toBe('*/15 * * * *');
    expect(cronDaAgenda({ aCadaMinutos: 360 })).toBe('0 */6 * * *');
    expect(cronDaAgenda({ cron: '30 2 * * *' })).toBe('30 2 * * *');
    for (const m of [0, 7, 90, 420, 1.5]) expect(() => cronDaAgenda({ aCadaMinutos: m }), String(m)).toThrow(/aCadaMinutos/);
  });
});

describe('one instance (PGlite, or PostgreSQL with DATABASE_URL)', () => {
  let banco: DatabaseDeTeste;

  beforeAll(async () => {
    banco = await bancoIsolado();
  });
  afterAll(async () => {
    await banco?.close();
  });

  it('with jobs off (the test default) pg-boss is never installed nor started', async () => {
    const t = await criarAppDeTeste({}, { banco });
    try {
      // Schedules then queues, each in the order app.ts lists the modules (ADR 063).
      expect(t.app.jobs.nomes).toEqual([PREVIAS, VARREDURA, PURGA, ANUIDADES, RESERVAS_FESTA, RESERVAS_VACINA, CREDITOS_VIRAMAIS, IMPORTACOES]);
      const [r] = await linhas<{ tabela: string | null }>(banco.db, sql`select to_regclass('pgboss.version')::text as tabela`);
      expect(r!.tabela).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('runs each job at start and at a schedule tick, once; requests keep answering meanwhile; closing stops every poller', async () => {
    const atrasados = await diligenciasVencidas(banco.db, 2);
    const advogada = await criarPessoa(banco.db, { advogado: true });
    const t = await criarAppDeTeste({}, { banco, jobs: RAPIDO });
    try {
      // At start: the backlog is archived without waiting for the hour, and the year's anuidade of every lawyer is
      // lançada (ADR 035).
      await expect.poll(() => todosArquivados(banco.db, atrasados), { timeout: 10_000 }).toBe(true);
      await expect
        .poll(async () => (await linhas<{ n: number }>(banco.db, sql`select count(*)::int as n from titulos where pessoa_id = ${advogada.pessoaId} and origem = 'anuidade' and exercicio = ${Number(hoje().slice(0, 4))}`))[0]!.n, { timeout: 10_000 })
        .toBe(1);
      await expect.poll(() => ocioso(banco.db), { timeout: 10_000 }).toBe(true);
      const naPartida = await linhas<{ name: string }>(banco.db, sql`select name from pgboss.job where name in (${VARREDURA}, ${PURGA})`);
      expect(new Set(naPartida.map((j) => j.name))).toEqual(new Set([PURGA, VARREDURA]));
      const agendas = await linhas<{ name: string; cron: string; timezone: string }>(banco.db, sql`select name, cron, timezone from pgboss.schedule order by name`);
      expect(agendas).toEqual([
        { name: RESERVAS_FESTA, cron: '*/5 * * * *', timezone: 'America/Sao_Paulo' },
        { name: ANUIDADES, cron: '15 0 * * *', timezone: 'America/Sao_Paulo' },
        { name: PREVIAS, cron: '0 */1 * * *', timezone: 'America/Sao_Paulo' },
        { name: PURGA, cron: '0 */1 * * *', timezone: 'America/Sao_Paulo' },
        { name: VARREDURA, cron: '0 */1 * * *', timezone: 'America/Sao_Paulo' },
        { name: RESERVAS_VACINA, cron: '*/5 * * * *', timezone: 'America/Sao_Paulo' },
        { name: CREDITOS_VIRAMAIS, cron: '5 0 * * *', timezone: 'America/Sao_Paulo' },
      ]);

      const ids = await diligenciasVencidas(banco.db, 3);
      const desde = [t.logs().length];
      // The schedules' clock works out ticks in a thread of its own (relogio-de-agendas.ts): the cron checks of the
      // tick below (one a second here) must not compute anything on the event loop.
      const calculosNoLaco = vi.spyOn(cronParser, 'parseExpression');
      const inicio = await tique(banco.db, async () => {
        // The single embedded connection is shared with pg-boss: a request is still served while it polls.
        expect((await t.app.inject({ method: 'GET', url: '/wsapp/health' })).statusCode).toBe(200);
        return todosArquivados(banco.db, ids);
      });

      expect(await execucoes(banco.db, VARREDURA, inicio)).toEqual([{ state: 'completed' }]);
      expect(await arquivamentosPorRequerimento(banco.db, ids)).toEqual([1, 1, 1]);
      expect(relatosDeArquivamento([t], desde)).toEqual([expect.objectContaining({ arquivados: 3, job: VARREDURA })]);
      expect(calculosNoLaco).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
      await t.close();
    }

    // Closed: nothing polls the queues nor checks the schedules any longer.
    const [antes] = await linhas<{ cron: string | null }>(banco.db, sql`select cron_on::text as cron from pgboss.version`);
    await banco.db.execute(sql`insert into pgboss.job (name, singleton_key) values (${VARREDURA}, ${VARREDURA})`);
    await esperar(2500);
    const [depois] = await linhas<{ cron: string | null }>(banco.db, sql`select cron_on::text as cron from pgboss.version`);
    expect(depois!.cron).toBe(antes!.cron);
    expect(await ocioso(banco.db)).toBe(false);
    await banco.db.execute(sql`delete from pgboss.job where name = ${VARREDURA} and state = 'created'`);
  }, 60_000);
});

// Two instances need a database server both reach; the embedded PGlite belongs to one process (it runs on
// the PostgreSQL stage of CI, where DATABASE_URL is set).
describe.runIf(NO_POSTGRESQL)('two instances on one PostgreSQL', () => {
  let banco: DatabaseDeTeste;
  let a: AppDeTeste;
  let b: AppDeTeste;

  beforeAll(async () => {
    banco = await bancoIsolado();
    // Started together, as behind a load balancer after a deploy.
    [a, b] = await Promise.all([criarAppDeTeste({}, { banco, jobs: RAPIDO }), criarAppDeTeste({}, { banco, jobs: RAPIDO })]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await banco?.close();
  });

  it('a schedule tick runs the sweep once, by one instance, which archives every expired diligência once', async () => {
    await expect.poll(() => ocioso(banco.db), { timeout: 10_000 }).toBe(true);
    const ids = await diligenciasVencidas(banco.db, 4);
    const desde = [a.logs().length, b.logs().length];
    const inicio = await tique(banco.db, () => todosArquivados(banco.db, ids));

    expect(await execucoes(banco.db, VARREDURA, inicio)).toEqual([{ state: 'completed' }]);
    expect(relatosDeArquivamento([a, b], desde)).toEqual([expect.objectContaining({ arquivados: 4 })]);
    expect(await arquivamentosPorRequerimento(banco.db, ids)).toEqual([1, 1, 1, 1]);
  }, 60_000);
});
