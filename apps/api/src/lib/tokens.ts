import { base64urlCanonico } from '@portal/contracts';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { errors, jwtVerify, type CryptoKey } from 'jose';

const EMISSOR = 'portal-unificado';
/** base64url of {"alg":"HS256"}: the protected header of every token the portal signs. */
const CABECALHO_HS256 = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

export type TokenVerificado =
  | { tipo: 'app' }
  | { tipo: 'user'; usuarioId: string; sessaoId: string; /** epoch ms */ expiraEm: number };

/** Signs and verifies the portal's JWTs (HS256). App tokens open public routes only. */
export class TokenService {
  private readonly chave: Uint8Array;
  /**
   * The key as a WebCrypto key for jose's verification, imported once (on first use): jose imports a Uint8Array key
   * again on every verify.
   */
  private chaveJwt: Promise<CryptoKey> | undefined;

  constructor(
    segredo: string,
    private readonly ttl: { appMin: number; userMin: number },
  ) {
    this.chave = new TextEncoder().encode(segredo);
  }

  /**
   * A key derived from the signing secret for another purpose (HMAC-SHA256 of `rotulo`): the same on every
   * instance that shares the secret, useless for signing tokens.
   */
  chaveDerivada(rotulo: string): Buffer {
    return createHmac('sha256', this.chave).update(`derivada:${rotulo}`).digest();
  }

  private chaveDeAssinatura(): Promise<CryptoKey> {
    this.chaveJwt ??= crypto.subtle.importKey('raw', this.chave, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    return this.chaveJwt;
  }

  /**
   * A compact HS256 JWS of `claims` with iat, iss and exp, signed synchronously with node:crypto: what jose's SignJWT
   * wrote (the same header, the same claims), without its WebCrypto round trip through libuv's pool, which split each
   * login's last step on the event loop in two (ADR 026, ninth pass). jwtVerify below reads it as before.
   */
  private assinar(claims: Record<string, string>, ttlMin: number): string {
    const iat = Math.floor(Date.now() / 1000);
    const payload = Buffer.from(JSON.stringify({ ...claims, iat, iss: EMISSOR, exp: iat + ttlMin * 60 })).toString('base64url');
    const assinado = `${CABECALHO_HS256}.${payload}`;
    return `${assinado}.${createHmac('sha256', this.chave).update(assinado).digest('base64url')}`;
  }

  async tokenApp(): Promise<string> {
    return this.assinar({ typ: 'app' }, this.ttl.appMin);
  }

  async tokenUsuario(usuarioId: string, sessaoId: string): Promise<string> {
    return this.assinar({ typ: 'user', sid: sessaoId, sub: usuarioId }, this.ttl.userMin);
  }

  /**
   * null for anything not signed by us, expired or malformed. jose decodes base64url leniently (the signature's last
   * character has 2 unused bits), so a token is first required in the one spelling we write: each token has exactly
   * one valid text (the session cache is keyed by it).
   */
  async verificar(token: string): Promise<TokenVerificado | null> {
    const partes = token.split('.');
    if (partes.length !== 3 || !partes.every(base64urlCanonico)) return null;
    try {
      const { payload } = await jwtVerify(token, await this.chaveDeAssinatura(), { algorithms: ['HS256'], issuer: EMISSOR });
      if (payload.typ === 'app') return { tipo: 'app' };
      if (payload.typ === 'user' && typeof payload.sub === 'string' && typeof payload.sid === 'string' && typeof payload.exp === 'number') {
        return { tipo: 'user', usuarioId: payload.sub, sessaoId: payload.sid, expiraEm: payload.exp * 1000 };
      }
      return null;
    } catch (err) {
      if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
      throw err;
    }
  }
}

export function novoRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefresh(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
