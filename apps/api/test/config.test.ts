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

  it('keeps documents under DATA_DIR/uploads, up to 10 MB each, unless configured', () => {
    const c = loadConfig({ DATA_DIR: '/srv/portal' });
    expect(c.uploads).toEqual({ maxBytes: 10 * 1024 * 1024 });
    expect(c.armazenamento).toEqual({ kind: 'local', dir: '/srv/portal/uploads' });
    expect(loadConfig({ UPLOAD_MAX_BYTES: '1024' }).uploads.maxBytes).toBe(1024);
    expect(loadConfig({ UPLOAD_MAX_BYTES: String(100 * 1024 * 1024) }).uploads.maxBytes).toBe(100 * 1024 * 1024);
  });

  it.each(['1023', String(100 * 1024 * 1024 + 1), '10MB', '-5'])('UPLOAD_MAX_BYTES=%s is out of bounds', (valor) => {
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: valor })).toThrow(/UPLOAD_MAX_BYTES: use um número inteiro entre 1024 e 104857600/);
  });

  it('S3_BUCKET switches documents to S3-compatible storage', () => {
    const c = loadConfig({
      S3_BUCKET: 'portal-documentos',
      S3_ENDPOINT: 'https://minio.interno:9000/',
      S3_ACCESS_KEY_ID: 'AKIAEXEMPLO',
      S3_SECRET_ACCESS_KEY: 'segredo-do-s3',
      S3_FORCE_PATH_STYLE: 'false',
      S3_REGION: 'sa-east-1',
    });
    expect(c.armazenamento).toEqual({
      kind: 's3',
      endpoint: 'https://minio.interno:9000',
      region: 'sa-east-1',
      bucket: 'portal-documentos',
      accessKeyId: 'AKIAEXEMPLO',
      secretAccessKey: 'segredo-do-s3',
      forcePathStyle: false,
    });
    const aws = loadConfig({ S3_BUCKET: 'portal-documentos', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }).armazenamento;
    expect(aws).toEqual({ kind: 's3', region: 'us-east-1', bucket: 'portal-documentos', accessKeyId: 'a', secretAccessKey: 'b', forcePathStyle: true });
  });

  it('S3_BUCKET without its keys stops the start naming the missing ones, without echoing the other', () => {
    expect(() => loadConfig({ S3_BUCKET: 'portal-documentos' })).toThrow(
      /S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY: .*\(falta: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY\)/,
    );
    let erro: unknown;
    try {
      loadConfig({ S3_BUCKET: 'portal-documentos', S3_SECRET_ACCESS_KEY: 'super-secreto' });
    } catch (e) {
      erro = e;
    }
    expect(erro).toBeInstanceOf(ConfigError);
    expect((erro as Error).message).toMatch(/falta: S3_ACCESS_KEY_ID\)/);
    expect((erro as Error).message).not.toContain('super-secreto');
  });

  it('S3 settings without S3_BUCKET stop the start instead of silently storing locally', () => {
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' })).toThrow(/S3_BUCKET: defina o bucket/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET: .*S3_ENDPOINT está definida sem ele/);
  });

  it.each([
    ['S3_BUCKET', 'Meu_Bucket'],
    ['S3_ENDPOINT', 'ftp://minio'],
    ['S3_REGION', 'Sao Paulo'],
    ['S3_FORCE_PATH_STYLE', 'talvez'],
  ])('a bad %s stops the start with a message naming it', (nome, valor) => {
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b', S3_BUCKET: 'ok-bucket', [nome]: valor })).toThrow(
      new RegExp(`^Configuração inválida[^]*${nome}:`),
    );
  });

  it('never echoes an S3 endpoint (it may carry credentials)', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'ftp://usuario:senha@minio' })).toThrow(/S3_ENDPOINT: .*\(valor recebido: oculto\)/);
    expect(() => loadConfig({ S3_ENDPOINT: 'ftp://usuario:senha@minio' })).not.toThrow(/senha/);
  });
});
