import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AssinadorDeCodigos, chaveDosCodigos } from '../../src/lib/codigos-assinados.js';

const ID = '0b9f4c1e-2d3a-4b5c-8d7e-6f5a4b3c2d1e';

describe('signed codes (Ed25519)', () => {
  const assinador = new AssinadorDeCodigos(generateKeyPairSync('ed25519').privateKey);

  it('reads back what it signed, with kind, id and version', () => {
    const codigo = assinador.assinar({ tipo: 'ingresso', id: ID, versao: 2 });
    expect(codigo).toMatch(/^PU1\.I\.0b9f4c1e-2d3a-4b5c-8d7e-6f5a4b3c2d1e\.2\.[A-Za-z0-9_-]{86}$/);
    expect(assinador.ler(codigo)).toEqual({ tipo: 'ingresso', id: ID, versao: 2 });
    expect(assinador.ler(`  ${codigo}\n`)).toEqual({ tipo: 'ingresso', id: ID, versao: 2 });
  });

  it('refuses an altered kind, id, version or signature, and a code signed by another key', () => {
    const codigo = assinador.assinar({ tipo: 'vacina', id: ID, versao: 1 });
    const [p, , id, v, sig] = codigo.split('.') as [string, string, string, string, string];
    expect(assinador.ler([p, 'I', id, v, sig].join('.'))).toBeNull();
    expect(assinador.ler([p, 'V', id.replace('0b9f', '1b9f'), v, sig].join('.'))).toBeNull();
    expect(assinador.ler([p, 'V', id, '2', sig].join('.'))).toBeNull();
    expect(assinador.ler([p, 'V', id, v, (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1)].join('.'))).toBeNull();
    const outro = new AssinadorDeCodigos(generateKeyPairSync('ed25519').privateKey);
    expect(assinador.ler(outro.assinar({ tipo: 'vacina', id: ID, versao: 1 }))).toBeNull();
    for (const lixo of ['', 'PU1', 'PU1.V.x.1.y', `${codigo}.extra`, 'PU1.X.' + id + '.1.' + sig, `PU1.V.${id}.0.${sig}`]) expect(assinador.ler(lixo)).toBeNull();
  });

  it('refuses a signature whose last character is swapped for one that decodes to the same bytes: one valid text per code', () => {
    const codigo = assinador.assinar({ tipo: 'ingresso', id: ID, versao: 1 });
    const ALFABETO = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const ultimo = ALFABETO.indexOf(codigo.slice(-1));
    // 86 characters carry 516 bits for 512: the last one's 4 low bits are unused, so 15 other texts decode alike.
    const variantes = Array.from({ length: 15 }, (_, i) => codigo.slice(0, -1) + ALFABETO[(ultimo & ~0b1111) | ((ultimo + i + 1) & 0b1111)]);
    for (const v of variantes) {
      expect(Buffer.from(v.split('.')[4]!, 'base64url').equals(Buffer.from(codigo.split('.')[4]!, 'base64url'))).toBe(true);
      expect(assinador.ler(v), v).toBeNull();
    }
    expect(assinador.ler(codigo)).toEqual({ tipo: 'ingresso', id: ID, versao: 1 });
  });

  it('derives the short code that replaces an old one: the same for the same key, unpredictable without it', () => {
    const seguinte = assinador.codigoCurtoSeguinte('ABCDE12345');
    expect(seguinte).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(assinador.codigoCurtoSeguinte('ABCDE12345')).toBe(seguinte);
    expect(new AssinadorDeCodigos(generateKeyPairSync('ed25519').privateKey).codigoCurtoSeguinte('ABCDE12345')).not.toBe(seguinte);
    expect(assinador.codigoCurtoSeguinte(seguinte)).not.toBe(seguinte);
  });

  it('signs what the published key verifies (PEM and raw), as a gate does offline', () => {
    const codigo = assinador.assinar({ tipo: 'convite', id: ID, versao: 1 });
    const corpo = codigo.slice(0, codigo.lastIndexOf('.'));
    const sig = Buffer.from(codigo.slice(codigo.lastIndexOf('.') + 1), 'base64url');
    expect(verify(null, Buffer.from(corpo), createPublicKey(assinador.chavePublicaPem), sig)).toBe(true);
    const raw = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: assinador.chavePublicaRaw }, format: 'jwk' });
    expect(verify(null, Buffer.from(corpo), raw, sig)).toBe(true);
  });

  it('keeps the key in DATA_DIR/secrets across restarts, owner-only, and takes the configured one when set', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codigos-'));
    try {
      const a = chaveDosCodigos(undefined, dir);
      const b = chaveDosCodigos(undefined, dir);
      expect(a.origem).toBe('arquivo');
      expect(new AssinadorDeCodigos(b.chave).chavePublicaPem).toBe(new AssinadorDeCodigos(a.chave).chavePublicaPem);
      expect(fs.statSync(path.join(dir, 'secrets', 'codigos-ed25519.pem')).mode & 0o077).toBe(0);
      const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      const c = chaveDosCodigos(pem.replace(/\n/g, '\\n'), dir);
      expect(c.origem).toBe('env');
      expect(new AssinadorDeCodigos(c.chave).chavePublicaPem).not.toBe(new AssinadorDeCodigos(a.chave).chavePublicaPem);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
