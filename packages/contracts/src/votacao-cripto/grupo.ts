/**
 * The group and the hash of the encrypted ballot (ADR 058): ristretto255 (prime order q, generator g = the
 * RFC 9496 base point) and ElectionGuard 2.x's hash H(key; parts) = HMAC-SHA-256(key, encoded parts), with
 * challenges reduced from HMAC-SHA-512 so that they are uniform modulo q (q is close to 2^252, not 2^256).
 */
import { mulAddUnsafe } from '@noble/curves/abstract/curve.js';
import { ristretto255 } from '@noble/curves/ed25519.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256, sha512 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

export const Ponto = ristretto255.Point;
export type Ponto = InstanceType<typeof ristretto255.Point>;

/** The order q of the group. */
export const Q: bigint = ristretto255.Point.Fn.ORDER;
export const G: Ponto = ristretto255.Point.BASE;
export const IDENTIDADE: Ponto = ristretto255.Point.ZERO;

export function modQ(x: bigint): bigint {
  const r = x % Q;
  return r < 0n ? r + Q : r;
}

/** k·P (written P^k in ElectionGuard's multiplicative notation). `secreto` uses the constant-time path. */
export function mult(p: Ponto, k: bigint, secreto = false): Ponto {
  const e = modQ(k);
  if (e === 0n) return IDENTIDADE;
  return secreto ? p.multiply(e) : p.multiplyUnsafe(e);
}

/** Π P_i^k_i for public values, in one interleaved pass (Strauss–Shamir): what proof checks spend their time on. */
export function multiSoma(pontos: Ponto[], escalares: bigint[]): Ponto {
  return mulAddUnsafe(Ponto, pontos, escalares.map(modQ));
}

/** g^k. */
export function gElevado(k: bigint, secreto = false): Ponto {
  return mult(G, k, secreto);
}

function bytesParaInteiro(b: Uint8Array): bigint {
  let x = 0n;
  for (const byte of b) x = (x << 8n) | BigInt(byte);
  return x;
}

/** A uniform scalar in [1, q): 64 random bytes reduced modulo q. */
export function escalarAleatorio(): bigint {
  for (;;) {
    const x = modQ(bytesParaInteiro(randomBytes(64)));
    if (x !== 0n) return x;
  }
}

export function escalarParaBytes(x: bigint): Uint8Array {
  const out = new Uint8Array(32);
  let v = modQ(x);
  for (let i = 31; i >= 0; i--) {
    out[i] = Number(v & 0xffn);
    v >>= 8n;
  }
  return out;
}

export function escalarParaHex(x: bigint): string {
  return bytesParaHex(escalarParaBytes(x));
}

const HEX64 = /^[0-9a-f]{64}$/;

/** A scalar from its 64 hex digits (big-endian); throws on anything else, including values ≥ q. */
export function escalarDeHex(h: string): bigint {
  if (!HEX64.test(h)) throw new ErroCripto('escalar malformado');
  const x = bytesParaInteiro(hexToBytes(h));
  if (x >= Q) throw new ErroCripto('escalar fora do intervalo');
  return x;
}

export function pontoParaHex(p: Ponto): string {
  return bytesParaHex(p.toBytes());
}

/** A point from its canonical ristretto255 encoding (64 hex digits); throws on a non-canonical encoding. */
export function pontoDeHex(h: string): Ponto {
  if (!HEX64.test(h)) throw new ErroCripto('ponto malformado');
  try {
    return Ponto.fromBytes(hexToBytes(h));
  } catch {
    throw new ErroCripto('ponto inválido');
  }
}

export function bytesParaHex(b: Uint8Array): string {
  return bytesToHex(b);
}

export function hexParaBytes(h: string): Uint8Array {
  return hexToBytes(h);
}

/** A malformed or invalid value in a ballot, a proof or a key. */
export class ErroCripto extends Error {}

/** One part of a hash input: a domain byte, a 4-byte integer, a point, a scalar, a 32-byte hash or a string. */
export type Parte = { b: number } | { n: number } | { p: Ponto } | { e: bigint } | { h: Uint8Array } | { s: string };

/** The encoding of the parts, concatenated (see docs/votacao-registro.md, "Codificação"). */
export function codificar(partes: readonly Parte[]): Uint8Array {
  const pedacos: Uint8Array[] = [];
  for (const parte of partes) {
    if ('b' in parte) pedacos.push(Uint8Array.of(parte.b & 0xff));
    else if ('n' in parte) pedacos.push(u32(parte.n));
    else if ('p' in parte) pedacos.push(parte.p.toBytes());
    else if ('e' in parte) pedacos.push(escalarParaBytes(parte.e));
    else if ('h' in parte) pedacos.push(parte.h);
    else {
      const s = utf8ToBytes(parte.s);
      pedacos.push(u32(s.length), s);
    }
  }
  const total = pedacos.reduce((t, p) => t + p.length, 0);
  const out = new Uint8Array(total);
  let i = 0;
  for (const p of pedacos) {
    out.set(p, i);
    i += p.length;
  }
  return out;
}

function u32(n: number): Uint8Array {
  if (!Number.isInteger(n) || n < 0 || n > 0xffffffff) throw new ErroCripto('inteiro fora do intervalo');
  return Uint8Array.of((n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff);
}

/** ElectionGuard's H(key; parts): HMAC-SHA-256, 32 bytes. */
export function H(chave: Uint8Array, partes: readonly Parte[]): Uint8Array {
  return hmac(sha256, chave, codificar(partes));
}

/** A Fiat–Shamir challenge: HMAC-SHA-512(key, parts) as a big-endian integer, modulo q. */
export function desafio(chave: Uint8Array, partes: readonly Parte[]): bigint {
  return modQ(bytesParaInteiro(hmac(sha512, chave, codificar(partes))));
}

/** The parameter base hash H_P: the version and the group, in place of ElectionGuard's (p, q, g). */
export const H_P: Uint8Array = sha256(
  codificar([{ s: 'portal-votacao/1' }, { s: 'ristretto255' }, { s: Q.toString(10) }, { p: G }]),
);

/** XOR of two byte arrays of equal length. */
export function xor(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length !== b.length) throw new ErroCripto('tamanhos diferentes');
  return a.map((x, i) => x ^ (b[i] ?? 0));
}

export function hmacSha256(chave: Uint8Array, dados: Uint8Array): Uint8Array {
  return hmac(sha256, chave, dados);
}

export function iguaisEmTempoConstante(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let d = 0;
  for (let i = 0; i < a.length; i++) d |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return d === 0;
}
