import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA1, 6 digits, 30-second steps. */
const PERIODO = 30;
const EMISSOR = 'Portal unificado';

function totp(segredo: string, rotulo = 'conta'): TOTP {
  return new TOTP({
    issuer: EMISSOR,
    label: rotulo,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIODO,
    secret: Secret.fromBase32(segredo),
  });
}

/** A new 160-bit secret, base32 (what apps accept for manual entry). */
export function novoSegredoTotp(): string {
  return new Secret({ size: 20 }).base32;
}

/** The step a valid code belongs to (now, one before or one after: clock drift), or null. */
export function passoDoCodigo(segredo: string, codigo: string, agora = Date.now()): number | null {
  const delta = totp(segredo).validate({ token: codigo, timestamp: agora, window: 1 });
  if (delta === null) return null;
  return Math.floor(agora / 1000 / PERIODO) + delta;
}

export async function materialDeConfiguracao(segredo: string, rotulo: string) {
  const otpauthUrl = totp(segredo, rotulo).toString();
  const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { segredo, otpauthUrl, qrCode };
}

/** Recovery codes: 10 characters from an alphabet without look-alikes (0/o, 1/l/i), shown as xxxxx-xxxxx. */
const ALFABETO = 'abcdefghjkmnpqrstuvwxyz23456789';

export function novosCodigosRecuperacao(quantos = 10): string[] {
  return Array.from({ length: quantos }, () => {
    const s = Array.from({ length: 10 }, () => ALFABETO[randomInt(ALFABETO.length)]).join('');
    return `${s.slice(0, 5)}-${s.slice(5)}`;
  });
}

export function normalizarCodigoRecuperacao(codigo: string): string {
  return codigo.trim().toLowerCase().replace(/-/g, '');
}

export function sha256(texto: string): string {
  return createHash('sha256').update(texto).digest('hex');
}
