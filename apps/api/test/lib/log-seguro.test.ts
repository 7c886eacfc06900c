import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erroParaLog, urlParaLog } from '../../src/lib/log-seguro.js';
import { criarAppDeTeste, type AppDeTeste } from '../helpers/app.js';

const SEGREDO = 'q3v8K2mZ_x7Lr0aTfYb9wE4pN6sJcH1uG5dQkV-iOoA';

describe('urlParaLog', () => {
  it('drops the query and masks secret-looking path segments, keeping UUIDs and ordinary words', () => {
    expect(urlParaLog(`/resetpass/${SEGREDO}`)).toBe('/resetpass/[oculto]');
    expect(urlParaLog(`/cadastro/confirmar/${SEGREDO}?x=1`)).toBe('/cadastro/confirmar/[oculto]');
    expect(urlParaLog(`/login-callback?token=${SEGREDO}`)).toBe('/login-callback');
    expect(urlParaLog('/wsapp/usuario/sessoes/6f1c2b9e-2f4a-4c1e-9d2b-0a1b2c3d4e5f')).toBe('/wsapp/usuario/sessoes/6f1c2b9e-2f4a-4c1e-9d2b-0a1b2c3d4e5f');
    expect(urlParaLog('/atualizacao-cadastral')).toBe('/atualizacao-cadastral');
  });
});

describe('erroParaLog', () => {
  it('keeps what explains the failure and drops the query parameters', () => {
    const causa = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021', detail: 'rua da maria 123' });
    const err = Object.assign(new Error('Failed query: update pessoas set logradouro = $1 where id = $2\nparams: Rua Secreta 123,abc'), {
      cause: causa,
    });
    const r = erroParaLog(err);
    const texto = JSON.stringify(r);
    expect(texto).toContain('Failed query: update pessoas');
    expect(texto).toContain('22021');
    expect(texto).not.toContain('Rua Secreta');
    expect(texto).not.toContain('rua da maria');
  });
});

describe('request logs', () => {
  let t: AppDeTeste;
  beforeAll(async () => {
    t = await criarAppDeTeste();
  });
  afterAll(() => t.close());

  it('never carry a one-time secret of a page path', async () => {
    for (const url of [`/resetpass/${SEGREDO}`, `/cadastro/confirmar/${SEGREDO}`, `/atualizacao-cadastral/confirmar-email/${SEGREDO}`, `/login-callback?token=${SEGREDO}`]) {
      await t.app.inject({ method: 'GET', url });
    }
    expect(t.logs()).toContain('/resetpass/[oculto]');
    expect(t.logs()).not.toContain(SEGREDO);
  });

  it('never carry the anonymous report\'s id nor the address, even for a path the router refuses before any route', async () => {
    const id = '3f2c1a9e-8d7b-4c6a-9e5f-1a2b3c4d5e6f';
    const antes = t.logs().length;
    // A badly percent-encoded segment (refused by the router) and an unknown method: both are logged by Fastify itself.
    await t.app.inject({ method: 'DELETE', url: `/wsapp/ouvidoria/anonima/${id}/documentos/%E0%A4%A`, remoteAddress: '203.0.113.77' });
    await t.app.inject({ method: 'PATCH', url: `/wsapp/ouvidoria/anonima/${id}`, remoteAddress: '203.0.113.77' });
    const novos = t.logs().slice(antes);
    expect(novos).toContain('/wsapp/ouvidoria/anonima/[oculto]');
    expect(novos).not.toContain(id);
    expect(novos).not.toContain('203.0.113.77');
  });
});
