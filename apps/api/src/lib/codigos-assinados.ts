import { base64urlCanonico } from '@portal/contracts';
import { createHmac, createPrivateKey, createPublicKey, generateKeyPairSync, randomInt, sign, verify, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Signed codes: what a person shows at a door (vaccine voucher, party ticket, guest invitation). The QR
 * carries `PU1.<tipo>.<id>.<versao>.<assinatura>`, the Ed25519 signature (base64url) over
 * `PU1.<tipo>.<id>.<versao>`, so a gate holding the public key can tell a real code from a forged one
 * offline. The version changes when the code is replaced (holder renamed): the old version goes to the
 * revocation list (modules/codigos). The server still records each use once; the signature only proves
 * the portal issued the code.
 */
export const TIPOS_CODIGO = { vacina: 'V', ingresso: 'I', convite: 'C' } as const;
export type TipoCodigo = keyof typeof TIPOS_CODIGO;
export type LetraCodigo = (typeof TIPOS_CODIGO)[TipoCodigo];

export interface CodigoAssinado {
  tipo: TipoCodigo;
  id: string;
  versao: number;
}

const PREFIXO = 'PU1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ASSINATURA = /^[A-Za-z0-9_-]{86}$/;
const TIPO_DA_LETRA: Record<string, TipoCodigo> = { V: 'vacina', I: 'ingresso', C: 'convite' };
/** The short codes' alphabet (contracts/codigo-curto.ts). */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export class AssinadorDeCodigos {
  readonly chavePublica: KeyObject;
  /** HMAC key of the short codes that replace old ones, derived from the signing key (the same on every instance). */
  private readonly chaveCurtos: Buffer;

  constructor(private readonly chavePrivada: KeyObject) {
    if (chavePrivada.asymmetricKeyType !== 'ed25519') throw new Error('A chave dos códigos deve ser Ed25519.');
    this.chavePublica = createPublicKey(chavePrivada);
    this.chaveCurtos = createHmac('sha256', chavePrivada.export({ type: 'pkcs8', format: 'der' })).update('codigo-curto-seguinte').digest();
  }

  /**
   * The short code that replaces `anterior` when its code is replaced (a ticket's holder renamed): HMAC-SHA256 of the
   * old code under a key derived from the signing key, as 10 Crockford characters (50 bits). Whoever holds the old
   * code cannot work out the new one; the server, given an old code, follows it forward to the current one and can
   * answer "replaced, when" instead of "unknown" without keeping old codes.
   */
  codigoCurtoSeguinte(anterior: string): string {
    const mac = createHmac('sha256', this.chaveCurtos).update(anterior).digest();
    return Array.from(mac.subarray(0, 10), (b) => CROCKFORD[b & 31]).join('');
  }

  /** The public key as SPKI PEM (what GET /wsapp/codigos/chave-publica publishes). */
  get chavePublicaPem(): string {
    return this.chavePublica.export({ type: 'spki', format: 'pem' }).toString();
  }

  /** The raw 32-byte public key, base64url (what a browser imports with WebCrypto as 'raw'). */
  get chavePublicaRaw(): string {
    const jwk = this.chavePublica.export({ format: 'jwk' });
    return String(jwk.x);
  }

  assinar(c: CodigoAssinado): string {
    if (!UUID.test(c.id) || !Number.isInteger(c.versao) || c.versao < 1) throw new Error('Código inválido para assinar.');
    const corpo = `${PREFIXO}.${TIPOS_CODIGO[c.tipo]}.${c.id}.${c.versao}`;
    return `${corpo}.${sign(null, Buffer.from(corpo), this.chavePrivada).toString('base64url')}`;
  }

  /**
   * The code a text carries when its signature holds; null for anything else (malformed, altered, signed by
   * another key, or a signature in any base64url spelling but the canonical one: its last character has 4 unused bits,
   * and a code has exactly one valid text). Whitespace around it (a scanner's newline, a pasted space) is ignored.
   */
  ler(texto: string): CodigoAssinado | null {
    const partes = texto.trim().split('.');
    if (partes.length !== 5) return null;
    const [prefixo, letra, id, versaoTexto, assinatura] = partes as [string, string, string, string, string];
    const tipo = TIPO_DA_LETRA[letra];
    if (prefixo !== PREFIXO || !tipo || !UUID.test(id) || !/^[1-9][0-9]{0,8}$/.test(versaoTexto) || !ASSINATURA.test(assinatura) || !base64urlCanonico(assinatura)) return null;
    const corpo = `${prefixo}.${letra}.${id}.${versaoTexto}`;
    const ok = verify(null, Buffer.from(corpo), this.chavePublica, Buffer.from(assinatura, 'base64url'));
    return ok ? { tipo, id, versao: Number(versaoTexto) } : null;
  }
}

/**
 * The signing key: CODIGOS_CHAVE_PRIVADA (a PKCS#8 PEM, required to share it across instances; literal
 * newlines may be written as \n), or one generated once and kept in DATA_DIR/secrets/codigos-ed25519.pem
 * (readable by the owner only), so a restart keeps every issued code valid.
 */
export function chaveDosCodigos(configurada: string | undefined, dataDir: string): { chave: KeyObject; origem: 'env' | 'arquivo' } {
  if (configurada) return { chave: createPrivateKey(configurada.replace(/\\n/g, '\n')), origem: 'env' };
  const dir = path.join(dataDir, 'secrets');
  const caminho = path.join(dir, 'codigos-ed25519.pem');
  try {
    return { chave: createPrivateKey(fs.readFileSync(caminho, 'utf8')), origem: 'arquivo' };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const { privateKey } = generateKeyPairSync('ed25519');
  try {
    fs.writeFileSync(caminho, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
  } catch (e) {
    // Another process sharing DATA_DIR wrote it first: use theirs.
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return { chave: createPrivateKey(fs.readFileSync(caminho, 'utf8')), origem: 'arquivo' };
    throw e;
  }
  return { chave: privateKey, origem: 'arquivo' };
}


/** A new short typed code (contracts/codigo-curto.ts): 10 Crockford base32 characters from the CSPRNG (50 bits; keep it in a unique column). */
export function novoCodigoCurto(): string {
  return Array.from({ length: 10 }, () => CROCKFORD[randomInt(32)]).join('');
}
