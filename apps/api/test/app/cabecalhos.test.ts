import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../helpers/app.js';

/**
 * Security headers (plugins/external/cabecalhos-seguranca.ts, ADR 026 sixth pass): a JSON answer carries the
 * headers that protect data (OWASP's REST list), a page helmet's whole set; a header a route set itself
 * stays (a download's sandboxed policy: requerimentos-documentos.test.ts).
 */
let t: AppDeTeste;
let https: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste({}, { paginas: true });
  https = await criarAppDeTeste({ PUBLIC_URL: 'https://portal.oabgo.org.br' }, { paginas: true });
});
afterAll(async () => {
  await t.close();
  await https.close();
});

const DOCUMENTO_SOMENTE = ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection'];

describe('security headers', () => {
  it('a JSON answer, success or error: a policy that allows nothing, no framing, nosniff, no referrer, same-origin reads', async () => {
    for (const r of [
      await t.app.inject({ method: 'GET', url: '/wsapp/health' }),
      await t.app.inject({ method: 'GET', url: '/wsapp/usuario/me' }),
      await t.app.inject({ method: 'GET', url: '/wsapp/nao-existe' }),
    ]) {
      expect(r.headers['content-type']).toMatch(/^application\/json/);
      expect(r.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(r.headers['x-frame-options']).toBe('DENY');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['referrer-policy']).toBe('no-referrer');
      expect(r.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const h of DOCUMENTO_SOMENTE) expect(r.headers[h], h).toBeUndefined();
      expect(r.headers['strict-transport-security']).toBeUndefined();
    }
    expect((await https.app.inject({ method: 'GET', url: '/wsapp/health' })).headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it("a page keeps helmet's whole set: the app's script, style and connect sources, COOP, and the rest", async () => {
    const r = await t.app.inject({ method: 'GET', url: '/home' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    for (const h of DOCUMENTO_SOMENTE) expect(r.headers[h], h).toBeDefined();
    expect((await https.app.inject({ method: 'GET', url: '/home' })).headers['strict-transport-security']).toBe('max-age=31536000');
  });
});
