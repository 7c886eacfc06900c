import { createPublicKey, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revogarCodigo } from '../../../src/modules/codigos/index.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';

describe('GET /wsapp/codigos/chave-publica', () => {
  let t: AppDeTeste;
  beforeAll(async () => {
    t = await criarAppDeTeste();
  });
  afterAll(async () => {
    await t.close();
  });

  it('publishes the key that verifies the codes the app signs, and the revocation list', async () => {
    const id = '5d1c2b3a-4e5f-4a6b-9c7d-8e9f0a1b2c3d';
    const codigo = t.app.codigos.assinar({ tipo: 'ingresso', id, versao: 1 });
    await revogarCodigo(t.db, { tipo: 'ingresso', id, versao: 1 }, 'substituido');
    await revogarCodigo(t.db, { tipo: 'ingresso', id, versao: 1 }, 'cancelado');

    const r = await t.app.inject({ method: 'GET', url: '/wsapp/codigos/chave-publica' });
    expect(r.statusCode).toBe(200);
    const corpo = r.json();
    expect(corpo.algoritmo).toBe('Ed25519');
    const i = codigo.lastIndexOf('.');
    expect(verify(null, Buffer.from(codigo.slice(0, i)), createPublicKey(corpo.chavePublicaPem), Buffer.from(codigo.slice(i + 1), 'base64url'))).toBe(true);
    // On PostgreSQL the database is shared by every test file: look only at this code's entries.
    expect(corpo.revogados.filter((r: { id: string }) => r.id === id)).toEqual([expect.objectContaining({ tipo: 'I', id, versao: 1, motivo: 'substituido' })]);
  });
});
