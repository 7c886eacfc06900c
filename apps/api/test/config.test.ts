import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/env.js';

describe('loadConfig', () => {
  it('defaults to the embedded database on port 3000 in ./data, with demo data', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.database).toEqual({ kind: 'embedded' });
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.seedDemo).toBe(true);
    expect(c.databasePoolMax).toBe(1);
  });

  it('DATABASE_URL switches to PostgreSQL, where demo data is off unless SEED_DEMO=true', () => {
    const pg = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/portal' });
    expect(pg.database).toEqual({ kind: 'postgres', url: 'postgres://u@127.0.0.1:5432/portal' });
    expect(pg.seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x@y/z'],
    ['REDIS_URL', 'http://localhost'],
    ['SEED_DEMO', 'talvez'],
    ['JWT_SECRET', 'curto'],
    ['LOG_LEVEL', 'barulhento'],
    ['LOGIN_MAX_FAILURES_ACCOUNT', '0'],
  ])('a bad %s stops the start with a message naming it', (nome, valor) => {
    let erro: unknown;
    try {
      loadConfig({ [nome]: valor });
    } catch (e) {
      erro = e;
    }
    expect(erro).toBeInstanceOf(ConfigError);
    expect((erro as Error).message).toContain(nome);
    expect((erro as Error).message).toMatch(/^Configuração inválida/);
  });

  it('never echoes secrets or URLs in the message', () => {
    expect(() => loadConfig({ JWT_SECRET: 'segredo-curto' })).toThrow(/oculto/);
    expect(() => loadConfig({ JWT_SECRET: 'segredo-curto' })).not.toThrow(/segredo-curto/);
  });

  it('reads TRUST_PROXY as a boolean or a list of addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
  });
});
