import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env.js';
import { iniciarServidorCertificado } from '../../src/modules/certificado/servidor-tls.js';
import { bancoDeTeste, criarAppDeTeste, type AppDeTeste, type DatabaseDeTeste } from '../helpers/app.js';

/**
 * Strict-Transport-Security: sent by the portal when its public address is https (PUBLIC_URL), and always by
 * the certificate login's own TLS listener (CERT_PORT); HSTS_MAX_AGE_S sets the max-age, 0 turns it off.
 */
let banco: DatabaseDeTeste;
const apps: AppDeTeste[] = [];
beforeAll(async () => {
  banco = await bancoDeTeste();
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await banco.close();
});

async function app(env: Record<string, string>): Promise<AppDeTeste> {
  const a = await criarAppDeTeste(env, { banco });
  apps.push(a);
  return a;
}

const hstsDe = async (a: AppDeTeste) => (await a.app.inject({ method: 'GET', url: '/wsapp/health' })).headers['strict-transport-security'];

function hstsDoListenerTls(porta: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    https
      .request({ host: '127.0.0.1', port: porta, path: '/api/certificado/entrar', rejectUnauthorized: false, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers['strict-transport-security'] as string | undefined));
      })
      .on('error', reject)
      .end();
  });
}

describe('HSTS', () => {
  it('HSTS_MAX_AGE_S: one year by default, 0 turns it off, anything else stops the start naming it', () => {
    expect(loadConfig({}).hstsMaxAgeS).toBe(31_536_000);
    expect(loadConfig({ HSTS_MAX_AGE_S: '0' }).hstsMaxAgeS).toBe(0);
    expect(loadConfig({ HSTS_MAX_AGE_S: '600' }).hstsMaxAgeS).toBe(600);
    for (const ruim of ['-1', 'um ano', '1.5']) {
      expect(() => loadConfig({ HSTS_MAX_AGE_S: ruim })).toThrow(ConfigError);
      expect(() => loadConfig({ HSTS_MAX_AGE_S: ruim })).toThrow(/HSTS_MAX_AGE_S/);
    }
  });

  it('the portal sends it when PUBLIC_URL is https, not when it is http, and not with HSTS_MAX_AGE_S=0', async () => {
    expect(await hstsDe(await app({ PUBLIC_URL: 'https://portal.exemplo.org.br' }))).toBe('max-age=31536000');
    expect(await hstsDe(await app({ PUBLIC_URL: 'https://portal.exemplo.org.br', HSTS_MAX_AGE_S: '600' }))).toBe('max-age=600');
    expect(await hstsDe(await app({ PUBLIC_URL: 'http://portal.teste' }))).toBeUndefined();
    expect(await hstsDe(await app({ PUBLIC_URL: 'https://portal.exemplo.org.br', HSTS_MAX_AGE_S: '0' }))).toBeUndefined();
  });

  it('the certificate login TLS listener always sends it (it is https whatever PUBLIC_URL says), unless HSTS_MAX_AGE_S=0', async () => {
    const a = await app({ PUBLIC_URL: 'http://portal.teste' });
    const tls = await iniciarServidorCertificado({ config: a.config, db: a.db, log: a.app.log, porta: 0, host: '127.0.0.1' });
    const desligado = await iniciarServidorCertificado({ config: { ...a.config, hstsMaxAgeS: 0 }, db: a.db, log: a.app.log, porta: 0, host: '127.0.0.1' });
    try {
      expect(await hstsDoListenerTls(tls.porta)).toBe('max-age=31536000');
      expect(await hstsDoListenerTls(desligado.porta)).toBeUndefined();
    } finally {
      await tls.fechar();
      await desligado.fechar();
    }
  });
});
