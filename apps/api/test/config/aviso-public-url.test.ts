import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.js';
import { avisoSemPublicUrl } from '../../src/config/aviso-public-url.js';

/**
 * Receipts' QR codes and e-mailed links are built on PUBLIC_URL, which defaults to http://localhost:PORT: a
 * phone scanning a receipt printed from another address cannot open it. The start warns when PUBLIC_URL is
 * unset and the server listens beyond this machine.
 */
describe('avisoSemPublicUrl', () => {
  it.each(['0.0.0.0', '::', '192.168.0.10', '10.1.2.3', 'portal.interno', 'fe80::1'])('PUBLIC_URL unset, HOST=%s → warns, naming the variable and the address links would use', (host) => {
    const aviso = avisoSemPublicUrl(loadConfig({ HOST: host, PORT: '3100' }));
    expect(aviso).toContain('PUBLIC_URL');
    expect(aviso).toContain('http://localhost:3100');
    expect(aviso).toContain('QR code');
  });

  it('the default (HOST=0.0.0.0, no PUBLIC_URL) warns', () => {
    expect(avisoSemPublicUrl(loadConfig({}))).not.toBeNull();
  });

  it.each(['127.0.0.1', '127.0.1.1', 'localhost', '::1', '::ffff:127.0.0.1'])('HOST=%s (loopback only) → no warning', (host) => {
    expect(avisoSemPublicUrl(loadConfig({ HOST: host }))).toBeNull();
  });

  it('PUBLIC_URL set → no warning, whatever the host (even when it is http://localhost on purpose)', () => {
    expect(avisoSemPublicUrl(loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://portal.exemplo.org.br' }))).toBeNull();
    expect(avisoSemPublicUrl(loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'http://localhost:3000' }))).toBeNull();
  });
});
