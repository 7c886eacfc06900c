import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, lockHolder } from '../../src/db/data-dir-lock.js';
import { startEmbeddedPostgres } from '../../src/db/embedded.js';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dir-'));

// Its own embedded databases, never DATABASE_URL: the PostgreSQL run would repeat it unchanged (ADR 062).
describe.skipIf(process.env.DATABASE_URL)('data directory lock', () => {
  it('a second owner is refused with a clear message while the first holds it', async () => {
    const dir = tmp();
    // Another live process holds the lock.
    const filho = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    fs.writeFileSync(path.join(dir, 'portal.lock'), String(filho.pid));
    try {
      expect(lockHolder(dir)).toBe(filho.pid);
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(/já está em uso pelo processo \d+.*Nada foi alterado/);
      expect(fs.readFileSync(path.join(dir, 'portal.lock'), 'utf8')).toBe(String(filho.pid));
    } finally {
      filho.kill();
    }
  });

  it('takes over a lock left by a process that died, and releases it', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'portal.lock'), '999999');
    const liberar = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'portal.lock'), 'utf8')).toBe(String(process.pid));
    liberar();
    expect(fs.existsSync(path.join(dir, 'portal.lock'))).toBe(false);
  });
});

// Its own embedded databases, never DATABASE_URL: the PostgreSQL run would repeat it unchanged (ADR 062).
describe.skipIf(process.env.DATABASE_URL)('embedded PostgreSQL', () => {
  it('persists data in its directory across restarts and speaks the wire protocol to pg', async () => {
    const dir = path.join(tmp(), 'pgdata');
    const primeiro = await startEmbeddedPostgres(dir);
    const c1 = new pg.Client({ connectionString: primeiro.url });
    await c1.connect();
    await c1.query('create table persistencia (valor text)');
    await c1.query("insert into persistencia values ('ainda aqui')");
    await c1.end();
    await primeiro.stop();

    const segundo = await startEmbeddedPostgres(dir);
    const c2 = new pg.Client({ connectionString: segundo.url });
    await c2.connect();
    const r = await c2.query('select valor from persistencia');
    await c2.end();
    await segundo.stop();
    expect(r.rows).toEqual([{ valor: 'ainda aqui' }]);
  });
});
