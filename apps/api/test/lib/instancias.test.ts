import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { instancias } from '../../src/db/schema/index.js';
import {
  anunciarInstancia,
  conflitosDeInstancias,
  InstanciaEmConflito,
  type DescricaoInstancia,
  type OpcoesAnuncio,
} from '../../src/lib/instancias.js';
import type { DatabaseDeTeste } from '../helpers/app.js';
import { bancoIsolado } from '../helpers/banco-isolado.js';

/** Instances announce themselves in the database; several with local folders on different machines conflict (ADR 047). */

const local = (maquina: string, diretorio = '/srv/portal/data'): DescricaoInstancia => ({
  maquina,
  pid: 100,
  armazenamento: 'local',
  correio: 'smtp',
  diretorio,
});
const nuvem = (maquina: string): DescricaoInstancia => ({ maquina, pid: 200, armazenamento: 's3', correio: 'smtp', diretorio: '/srv/portal/data' });

describe('conflitosDeInstancias', () => {
  it('local documents on two machines conflict, naming S3_BUCKET; the outbox names SMTP_URL', () => {
    const [c] = conflitosDeInstancias(local('a'), [{ id: 'x', ...local('b') }], false);
    expect(c).toMatch(/máquina b.*DATA_DIR\/uploads \(defina S3_BUCKET\)/);
    const [d] = conflitosDeInstancias({ ...nuvem('a'), correio: 'outbox' }, [{ id: 'x', ...nuvem('b') }], false);
    expect(d).toMatch(/DATA_DIR\/outbox \(defina SMTP_URL\)/);
    // One local side is enough.
    expect(conflitosDeInstancias(nuvem('a'), [{ id: 'x', ...local('b') }], false)).toHaveLength(1);
  });

  it('no conflict: S3 and SMTP on both, the same machine and folder, or a folder declared shared', () => {
    expect(conflitosDeInstancias(nuvem('a'), [{ id: 'x', ...nuvem('b') }], false)).toEqual([]);
    expect(conflitosDeInstancias(local('a'), [{ id: 'x', ...local('a') }], false)).toEqual([]);
    expect(conflitosDeInstancias(local('a'), [{ id: 'x', ...local('a', '/outra') }], false)).toHaveLength(1);
    expect(conflitosDeInstancias(local('a'), [{ id: 'x', ...local('b') }], true)).toEqual([]);
  });
});

describe('anunciarInstancia', () => {
  let banco: DatabaseDeTeste;
  const opcoes = (o: Partial<OpcoesAnuncio> = {}): OpcoesAnuncio => ({
    compartilhado: false,
    recusarConflito: true,
    aoVerConflito: () => {},
    aoFalhar: (err) => {
      throw err;
    },
    ...o,
  });
  const linhas = () => banco.db.select().from(instancias);

  beforeAll(async () => {
    banco = await bancoIsolado();
  });
  afterAll(() => banco?.close());
  beforeEach(async () => {
    await banco.db.delete(instancias);
  });

  it('writes its row, beats it, and removes it when it stops', async () => {
    const a = await anunciarInstancia(banco.db, local('a'), opcoes({ batimentoMs: 50 }));
    const [antes] = await linhas();
    expect(antes).toMatchObject({ id: a.id, maquina: 'a', armazenamento: 'local', correio: 'smtp' });
    await banco.db.execute(sql`update instancias set visto_em = now() - interval '30 seconds'`);
    await expect
      .poll(async () => (await linhas())[0]!.vistoEm.getTime(), { timeout: 5_000, interval: 50 })
      .toBeGreaterThan(Date.now() - 10_000);
    await a.parar();
    expect(await linhas()).toEqual([]);
  });

  it('production: a second instance with local documents on another machine is refused, and writes nothing', async () => {
    const a = await anunciarInstancia(banco.db, local('a'), opcoes());
    try {
      const recusa = anunciarInstancia(banco.db, local('b'), opcoes());
      await expect(recusa).rejects.toBeInstanceOf(InstanciaEmConflito);
      await expect(recusa).rejects.toThrow(/INSTANCIAS_DIRETORIO_COMPARTILHADO=true/);
      expect((await linhas()).map((l) => l.id)).toEqual([a.id]);
      // S3 and SMTP on both: several instances are fine.
    } finally {
      await a.parar();
    }
  });

  it('S3 and SMTP on every instance: no conflict', async () => {
    const a = await anunciarInstancia(banco.db, nuvem('a'), opcoes());
    const b = await anunciarInstancia(banco.db, nuvem('b'), opcoes());
    expect(b.conflitos).toEqual([]);
    expect(await linhas()).toHaveLength(2);
    await a.parar();
    await b.parar();
  });

  it('demonstration: it starts with the conflict returned, and the instance already running hears of it on its next beat', async () => {
    const ouvidos: string[] = [];
    const a = await anunciarInstancia(banco.db, local('a'), opcoes({ recusarConflito: false, batimentoMs: 50, aoVerConflito: (m) => ouvidos.push(m) }));
    const b = await anunciarInstancia(banco.db, local('b'), opcoes({ recusarConflito: false }));
    try {
      expect(b.conflitos).toHaveLength(1);
      expect(b.conflitos[0]).toMatch(/máquina a/);
      await expect.poll(() => ouvidos.length, { timeout: 5_000, interval: 50 }).toBe(1);
      expect(ouvidos[0]).toMatch(/máquina b/);
    } finally {
      await a.parar();
      await b.parar();
    }
  });

  it('an instance that stopped beating expires: it no longer counts, and its row goes', async () => {
    const velha = await anunciarInstancia(banco.db, local('a'), opcoes());
    await banco.db.execute(sql`update instancias set visto_em = now() - interval '5 minutes' where id = ${velha.id}`);
    const nova = await anunciarInstancia(banco.db, local('b'), opcoes());
    expect(nova.conflitos).toEqual([]);
    expect(await banco.db.select().from(instancias).where(eq(instancias.id, velha.id))).toEqual([]);
    await nova.parar();
    await velha.parar();
  });
});
