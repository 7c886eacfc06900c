import { createHash, createHmac, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type CryptoKey } from 'jose';

export type TokenVerificado =
  | { tipo: 'app' }
  | { tipo: 'user'; usuarioId: string; sessaoId: string; /** epoch ms */ expiraEm: number };

/** Signs and verifies the portal's JWTs (HS256). App tokens open public routes only. */
export class TokenService {
  private readonly chave: Uint8Array;
  /**
   * The signing key as a WebCrypto key, imported once (on first use): jose imports a Uint8Array key again on
   * every sign and verify.
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

  async tokenApp(): Promise<string> {
    return new SignJWT({ typ: 'app' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setIssuer('portal-unificado')
      .setExpirationTime(`${this.ttl.appMin}m`)
      .sign(await this.chaveDeAssinatura());
  }

  async tokenUsuario(usuarioId: string, sessaoId: string): Promise<string> {
    return new SignJWT({ typ: 'user', sid: sessaoId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(usuarioId)
      .setIssuedAt()
      .setIssuer('portal-unificado')
      .setExpirationTime(`${this.ttl.userMin}m`)
      .sign(await this.chaveDeAssinatura());
  }

  /** null for anything not signed by us, expired or malformed. */
  async verificar(token: string): Promise<TokenVerificado | null> {
    try {
      const { payload } = await jwtVerify(token, await this.chaveDeAssinatura(), { algorithms: ['HS256'], issuer: 'portal-unificado' });
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
