import { describe, expect, it } from 'vitest';
import { base64urlCanonico } from '@portal/contracts';

const ALFABETO = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** What "re-encode and compare" answers: the bytes Node reads, written back, give the same text. */
const reescrito = (texto: string) => Buffer.from(texto, 'base64url').toString('base64url') === texto;

describe('base64urlCanonico', () => {
  it('accepts exactly the texts that encoding their bytes again gives, whatever the last character', () => {
    for (let n = 0; n <= 66; n++) {
      const bytes = Buffer.from(Array.from({ length: n }, (_, i) => (i * 37 + n) & 0xff));
      const canonico = bytes.toString('base64url');
      expect(base64urlCanonico(canonico)).toBe(true);
      if (canonico.length === 0) continue;
      const corpo = canonico.slice(0, -1);
      let mesmosBytes = 0;
      for (const c of ALFABETO) {
        const variante = corpo + c;
        expect(base64urlCanonico(variante), variante).toBe(reescrito(variante));
        if (Buffer.from(variante, 'base64url').equals(bytes)) mesmosBytes++;
      }
      // 64-byte Ed25519 signatures (86 characters) have 16 spellings, 32-byte HMACs (43) 4: only one is valid.
      expect(mesmosBytes).toBe(n % 3 === 1 ? 16 : n % 3 === 2 ? 4 : 1);
    }
  });

  it('refuses padding, the standard alphabet and impossible lengths', () => {
    for (const texto of ['QQ==', 'a+b/', 'ab cd', 'A', 'AAAAA', 'QQ.', 'ü']) expect(base64urlCanonico(texto), texto).toBe(false);
    expect(base64urlCanonico('')).toBe(true);
  });
});
