/**
 * Threshold keys and decryption (ElectionGuard 2.x §3.2 and §3.6, adapted, ADR 058). Guardian i (1…n) draws a
 * polynomial P_i of degree k−1 (k = quorum), publishes K_ij = g^a_ij with a Schnorr proof of each a_ij, and
 * sends P_i(ℓ) to every other guardian ℓ encrypted to K_ℓ0 (hashed ElGamal). Guardian ℓ's share is
 * s_ℓ = Σ_i P_i(ℓ); g^s_ℓ = Π_i Π_j K_ij^(ℓ^j) is public. The joint key is K = Π_i K_i0. Any k guardians
 * decrypt A^s = Π M_ℓ^w_ℓ (Lagrange coefficients w_ℓ), each M_ℓ = A^s_ℓ with a Chaum-Pedersen proof.
 */
import type { Cifra } from './elgamal.js';
import {
  codificar,
  desafio,
  ErroCripto,
  escalarAleatorio,
  escalarDeHex,
  escalarParaBytes,
  escalarParaHex,
  G,
  gElevado,
  H,
  hexParaBytes,
  hmacSha256,
  IDENTIDADE,
  iguaisEmTempoConstante,
  modQ,
  mult,
  multiSoma,
  pontoDeHex,
  pontoParaHex,
  Q,
  bytesParaHex,
  type Ponto,
  xor,
} from './grupo.js';

/** What guardian i publishes at the ceremony. */
export interface GuardiaoPublicoJson {
  indice: number;
  /** K_i0 … K_i,k−1. */
  compromissos: string[];
  /** One challenge c_i for all coefficients and the responses v_ij. */
  prova: { c: string; v: string[] };
}

/** P_i(ℓ) encrypted from guardian i to guardian ℓ. */
export interface ParteCifradaJson {
  de: number;
  para: number;
  alfa: string;
  c1: string;
  c2: string;
}

/** Guardian ℓ's partial decryption M_ℓ = A^s_ℓ of one ciphertext, with its proof. */
export interface DecifracaoParcialJson {
  guardiao: number;
  m: string;
  prova: { c: string; v: string };
}

export function gerarPolinomio(quorum: number): bigint[] {
  return Array.from({ length: quorum }, () => escalarAleatorio());
}

/** P(x) = Σ_j a_j·x^j mod q. */
export function avaliarPolinomio(coeficientes: readonly bigint[], x: number): bigint {
  let r = 0n;
  for (let j = coeficientes.length - 1; j >= 0; j--) r = modQ(r * BigInt(x) + (coeficientes[j] ?? 0n));
  return r;
}

function desafioGuardiao(hB: Uint8Array, indice: number, K: readonly Ponto[], h: readonly Ponto[]): bigint {
  return desafio(hB, [{ b: 0x10 }, { n: indice }, { n: K.length }, ...K.map((p) => ({ p })), ...h.map((p) => ({ p }))]);
}

export function publicarGuardiao(hB: Uint8Array, indice: number, coeficientes: readonly bigint[]): GuardiaoPublicoJson {
  const K = coeficientes.map((a) => gElevado(a, true));
  const u = coeficientes.map(() => escalarAleatorio());
  const c = desafioGuardiao(
    hB,
    indice,
    K,
    u.map((x) => gElevado(x, true)),
  );
  return {
    indice,
    compromissos: K.map(pontoParaHex),
    prova: {
      c: escalarParaHex(c),
      v: u.map((x, j) => escalarParaHex(x - c * (coeficientes[j] ?? 0n))),
    },
  };
}

/** Checks the Schnorr proofs h_ij = g^v_ij·K_ij^c_i of a guardian's commitments. */
export function verificarGuardiao(hB: Uint8Array, pub: GuardiaoPublicoJson, quorum: number): boolean {
  try {
    if (pub.compromissos.length !== quorum || pub.prova.v.length !== quorum) return false;
    const K = pub.compromissos.map(pontoDeHex);
    const c = escalarDeHex(pub.prova.c);
    const h = pub.prova.v.map((v, j) => multiSoma([G, K[j] ?? IDENTIDADE], [escalarDeHex(v), c]));
    return c === desafioGuardiao(hB, pub.indice, K, h);
  } catch (e) {
    if (e instanceof ErroCripto) return false;
    throw e;
  }
}

/** K = Π_i K_i0. */
export function chaveConjunta(guardioes: readonly GuardiaoPublicoJson[]): Ponto {
  return guardioes.reduce((k, g) => k.add(pontoDeHex(g.compromissos[0] ?? '')), IDENTIDADE);
}

/** Π_j K_ij^(ℓ^j): g^P_i(ℓ), what P_i(ℓ) must match. */
export function compromissoEm(guardiao: GuardiaoPublicoJson, l: number): Ponto {
  let r = IDENTIDADE;
  let potencia = 1n;
  for (const k of guardiao.compromissos) {
    r = r.add(mult(pontoDeHex(k), potencia));
    potencia = modQ(potencia * BigInt(l));
  }
  return r;
}

/** g^s_ℓ = Π_i g^P_i(ℓ): the public key of guardian ℓ's share, from the commitments alone. */
export function chaveDaParte(guardioes: readonly GuardiaoPublicoJson[], l: number): Ponto {
  return guardioes.reduce((k, g) => k.add(compromissoEm(g, l)), IDENTIDADE);
}

const ROTULO_CIFRAR = codificar([{ s: 'cifrar' }]);
const ROTULO_AUTENTICAR = codificar([{ s: 'autenticar' }]);

function chavesDaParte(hB: Uint8Array, de: number, para: number, Kl: Ponto, alfa: Ponto, beta: Ponto) {
  const k = H(hB, [{ b: 0x11 }, { n: de }, { n: para }, { p: Kl }, { p: alfa }, { p: beta }]);
  return {
    k1: hmacSha256(k, ROTULO_CIFRAR),
    k2: hmacSha256(k, ROTULO_AUTENTICAR),
  };
}

/** Encrypts P_i(ℓ) to guardian ℓ's key K_ℓ0 (hashed ElGamal with a MAC). */
export function cifrarParte(hB: Uint8Array, de: number, para: number, Kl: Ponto, valor: bigint): ParteCifradaJson {
  const xi = escalarAleatorio();
  const alfa = gElevado(xi, true);
  const { k1, k2 } = chavesDaParte(hB, de, para, Kl, alfa, mult(Kl, xi, true));
  const c1 = xor(escalarParaBytes(valor), k1);
  const c2 = hmacSha256(k2, codificar([{ p: alfa }, { h: c1 }]));
  return {
    de,
    para,
    alfa: pontoParaHex(alfa),
    c1: bytesParaHex(c1),
    c2: bytesParaHex(c2),
  };
}

/** Decrypts a share sent to guardian ℓ with a_ℓ0; throws ErroCripto if it was altered or is not for ℓ. */
export function decifrarParte(hB: Uint8Array, aL0: bigint, parte: ParteCifradaJson): bigint {
  const alfa = pontoDeHex(parte.alfa);
  const { k1, k2 } = chavesDaParte(hB, parte.de, parte.para, gElevado(aL0, true), alfa, mult(alfa, aL0, true));
  if (!/^[0-9a-f]{64}$/.test(parte.c1) || !/^[0-9a-f]{64}$/.test(parte.c2)) throw new ErroCripto('parte malformada');
  const c1 = hexParaBytes(parte.c1);
  if (!iguaisEmTempoConstante(hmacSha256(k2, codificar([{ p: alfa }, { h: c1 }])), hexParaBytes(parte.c2)))
    throw new ErroCripto('parte alterada ou destinada a outro guardião');
  return escalarDeHex(bytesParaHex(xor(c1, k1)));
}

/** Whether P_i(ℓ) agrees with guardian i's commitments. */
export function parteConfere(guardiao: GuardiaoPublicoJson, l: number, valor: bigint): boolean {
  return gElevado(valor).equals(compromissoEm(guardiao, l));
}

function desafioDecifracao(hE: Uint8Array, l: number, cifra: Cifra, a: Ponto, b: Ponto, m: Ponto): bigint {
  return desafio(hE, [{ b: 0x30 }, { n: l }, { p: cifra.alfa }, { p: cifra.beta }, { p: a }, { p: b }, { p: m }]);
}

/** M_ℓ = A^s_ℓ with the Chaum-Pedersen proof that log_g(g^s_ℓ) = log_A(M_ℓ). */
export function decifrarParcial(hE: Uint8Array, l: number, sL: bigint, cifra: Cifra): DecifracaoParcialJson {
  const m = mult(cifra.alfa, sL, true);
  const u = escalarAleatorio();
  const c = desafioDecifracao(hE, l, cifra, gElevado(u, true), mult(cifra.alfa, u, true), m);
  return {
    guardiao: l,
    m: pontoParaHex(m),
    prova: { c: escalarParaHex(c), v: escalarParaHex(u - c * sL) },
  };
}

/** Checks a partial decryption against g^s_ℓ (from `chaveDaParte`). */
export function verificarParcial(hE: Uint8Array, chaveL: Ponto, cifra: Cifra, p: DecifracaoParcialJson): boolean {
  try {
    const m = pontoDeHex(p.m);
    const c = escalarDeHex(p.prova.c);
    const v = escalarDeHex(p.prova.v);
    const a = multiSoma([G, chaveL], [v, c]);
    const b = multiSoma([cifra.alfa, m], [v, c]);
    return c === desafioDecifracao(hE, p.guardiao, cifra, a, b, m);
  } catch (e) {
    if (e instanceof ErroCripto) return false;
    throw e;
  }
}

function potenciaMod(b: bigint, e: bigint): bigint {
  let r = 1n;
  let x = modQ(b);
  let k = e;
  while (k > 0n) {
    if (k & 1n) r = (r * x) % Q;
    x = (x * x) % Q;
    k >>= 1n;
  }
  return r;
}

/** The Lagrange coefficient w_ℓ = Π_{m ≠ ℓ} m / (m − ℓ) mod q over the guardians present. */
export function coeficienteLagrange(l: number, presentes: readonly number[]): bigint {
  let num = 1n;
  let den = 1n;
  for (const m of presentes) {
    if (m === l) continue;
    num = modQ(num * BigInt(m));
    den = modQ(den * BigInt(m - l));
  }
  return modQ(num * potenciaMod(den, Q - 2n));
}

/** g^t = β / Π M_ℓ^w_ℓ from the partial decryptions of a quorum (distinct guardians). */
export function combinar(cifra: Cifra, parciais: readonly DecifracaoParcialJson[]): Ponto {
  const presentes = parciais.map((p) => p.guardiao);
  if (new Set(presentes).size !== presentes.length) throw new ErroCripto('guardião repetido');
  const m = parciais.reduce(
    (acc, p) => acc.add(mult(pontoDeHex(p.m), coeficienteLagrange(p.guardiao, presentes))),
    IDENTIDADE,
  );
  return cifra.beta.subtract(m);
}

/** t with g^t = alvo and 0 ≤ t ≤ maximo, or null. */
export function logDiscreto(alvo: Ponto, maximo: number): number | null {
  let p = IDENTIDADE;
  for (let t = 0; t <= maximo; t++) {
    if (p.equals(alvo)) return t;
    p = p.add(G);
  }
  return null;
}
