import { createHmac } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from '../../src/lib/tokens.js';

const segredo = 'um-segredo-de-teste-com-mais-de-32-caracteres';
const ttl = { appMin: 5, userMin: 15 };

afterEach(() => vi.restoreAllMocks());

describe('TokenService', () => {
  it('imports the signing key once, however many tokens it signs and verifies', async () => {
    const importKey = vi.spyOn(crypto.subtle, 'importKey');
    const tokens = new TokenService(segredo, ttl);
    const [app, usuario] = await Promise.all([tokens.tokenApp(), tokens.tokenUsuario('u-1', 's-1')]);
    for (let i = 0; i < 3; i++) {
      expect(await tokens.verificar(app)).toEqual({ tipo: 'app' });
      expect(await tokens.verificar(usuario)).toMatchObject({ tipo: 'user', usuarioId: 'u-1', sessaoId: 's-1' });
      await tokens.tokenUsuario('u-1', 's-1');
    }
    expect(importKey).toHaveBeenCalledTimes(1);
  });

  it('signs HS256 with the raw secret (tokens of the same secret verify on either side) and refuses another secret', async () => {
    const tokens = new TokenService(segredo, ttl);
    const deFora = await new SignJWT({ typ: 'app' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('portal-unificado')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(segredo));
    expect(await tokens.verificar(deFora)).toEqual({ tipo: 'app' });
    expect(await new TokenService(segredo, ttl).verificar(await tokens.tokenApp())).toEqual({ tipo: 'app' });
    expect(await new TokenService(`${segredo}-outro`, ttl).verificar(await tokens.tokenApp())).toBeNull();
  });

  it('signs what jose reads as an HS256 token of the portal: header, issuer, subject, session and lifetime', async () => {
    const tokens = new TokenService(segredo, ttl);
    const antes = Math.floor(Date.now() / 1000);
    const usuario = await tokens.tokenUsuario('u-1', 's-1');
    expect(decodeProtectedHeader(usuario)).toEqual({ alg: 'HS256' });
    const { payload } = await jwtVerify(usuario, new TextEncoder().encode(segredo), { algorithms: ['HS256'], issuer: 'portal-unificado' });
    expect(payload).toMatchObject({ typ: 'user', sub: 'u-1', sid: 's-1' });
    expect(payload.iat).toBeGreaterThanOrEqual(antes);
    expect(payload.exp! - payload.iat!).toBe(ttl.userMin * 60);
    const app = await jwtVerify(await tokens.tokenApp(), new TextEncoder().encode(segredo), { algorithms: ['HS256'] });
    expect(app.payload.exp! - app.payload.iat!).toBe(ttl.appMin * 60);
    expect(app.payload.typ).toBe('app');
    // A token whose payload was changed after signing is refused.
    const [h, , a] = usuario.split('.');
    const outro = Buffer.from(JSON.stringify({ ...payload, sub: 'u-2' })).toString('base64url');
    expect(await tokens.verificar(`${h}.${outro}.${a}`)).toBeNull();
  });

  it('refuses a token whose signature (or any part) is not in the one base64url spelling it was written in', async () => {
    const tokens = new TokenService(segredo, ttl);
    const ALFABETO = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (const token of [await tokens.tokenUsuario('u-1', 's-1'), await tokens.tokenApp()]) {
      const ultimo = ALFABETO.indexOf(token.slice(-1));
      // 43 characters carry 258 bits for 256: the last one's 2 low bits are unused; jose reads all four alike.
      for (const bits of [1, 2, 3]) {
        const variante = token.slice(0, -1) + ALFABETO[ultimo ^ bits];
        await expect(jwtVerify(variante, new TextEncoder().encode(segredo))).resolves.toBeDefined();
        expect(await tokens.verificar(variante), variante).toBeNull();
      }
      expect(await tokens.verificar(token)).not.toBeNull();
      expect(await tokens.verificar(`${token}=`)).toBeNull();
    }
  });

  it('derives keys from the raw secret bytes, as before', () => {
    const tokens = new TokenService(segredo, ttl);
    expect(tokens.chaveDerivada('rotulo')).toEqual(createHmac('sha256', segredo).update('derivada:rotulo').digest());
  });
});
