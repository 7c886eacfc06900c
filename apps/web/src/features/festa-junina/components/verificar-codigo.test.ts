import { describe, expect, it } from 'vitest';
import { importarChave, verificarCodigo } from './verificar-codigo';

const ID = '5d1c2b3a-4e5f-4a6b-9c7d-8e9f0a1b2c3d';

const b64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

async function chaves() {
  const par = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const raw = b64url(await crypto.subtle.exportKey('raw', par.publicKey));
  const assinar = async (corpo: string) => `${corpo}.${b64url(await crypto.subtle.sign({ name: 'Ed25519' }, par.privateKey, new TextEncoder().encode(corpo)))}`;
  return { raw, assinar };
}

describe('verificarCodigo (the gate checks a signed code offline)', () => {
  it('accepts a code signed by the published key, and tells forged, altered, other kinds and revoked versions apart', async () => {
    const { raw, assinar } = await chaves();
    const outra = await chaves();
    const chave = await importarChave(raw);
    expect(chave).not.toBeNull();
    const bom = await assinar(`PU1.I.${ID}.2`);
    expect(await verificarCodigo(bom, chave, [])).toEqual({ estado: 'ok', id: ID, versao: 2 });
    // Signed by another key (forged), the version changed after signing (altered), malformed.
    expect(await verificarCodigo(await outra.assinar(`PU1.I.${ID}.2`), chave, [])).toEqual({ estado: 'forjado' });
    expect(await verificarCodigo(bom.replace(`.${ID}.2.`, `.${ID}.3.`), chave, [])).toEqual({ estado: 'forjado' });
    expect(await verificarCodigo('PU1.I.abc', chave, [])).toEqual({ estado: 'forjado' });
    // The signature's last character swapped for one that decodes to the same bytes (its 4 low bits are unused):
    // one valid text per code, as on the server.
    const alfabeto = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const outraGrafia = bom.slice(0, -1) + alfabeto[alfabeto.indexOf(bom.slice(-1)) ^ 1];
    expect(await verificarCodigo(outraGrafia, chave, [])).toEqual({ estado: 'forjado' });
    expect(await verificarCodigo(await assinar(`PU1.V.${ID}.1`), chave, [])).toEqual({ estado: 'outro_tipo' });
    const revogados = [{ tipo: 'I' as const, id: ID, versao: 2, motivo: 'substituido' as const, revogadoEm: '2026-06-01T10:00:00Z' }];
    expect(await verificarCodigo(bom, chave, revogados)).toEqual({ estado: 'revogado', motivo: 'substituido', revogadoEm: '2026-06-01T10:00:00Z' });
    // Without a key (no Ed25519 in this browser) a well-formed code is left to the server.
    expect(await verificarCodigo(bom, null, [])).toEqual({ estado: 'sem_verificacao' });
  });
});
