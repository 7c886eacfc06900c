/**
 * Exponential ElGamal to the joint key K and its proofs (ElectionGuard 2.x §3.3, adapted, ADR 058): a value σ
 * encrypted with nonce ξ is (α, β) = (g^ξ, g^σ·K^ξ); the range proof shows that σ is one of a list of allowed
 * values (0 or 1 for a selection; 0…L, or exactly L, for the ballot's total) without telling which.
 */
import {
  desafio,
  ErroCripto,
  escalarAleatorio,
  escalarDeHex,
  escalarParaHex,
  G,
  gElevado,
  IDENTIDADE,
  modQ,
  mult,
  multiSoma,
  pontoDeHex,
  pontoParaHex,
  type Ponto,
} from './grupo.js';

export interface Cifra {
  alfa: Ponto;
  beta: Ponto;
}

/** A ciphertext as it travels: two points in hex. */
export interface CifraJson {
  alfa: string;
  beta: string;
}

/** A range proof: one (challenge, response) pair per allowed value, in the order of the allowed values. */
export type ProvaIntervaloJson = { c: string; v: string }[];

export function cifrar(K: Ponto, valor: number, xi: bigint): Cifra {
  return {
    alfa: gElevado(xi, true),
    beta: gElevado(BigInt(valor)).add(mult(K, xi, true)),
  };
}

export function somarCifras(cifras: readonly Cifra[]): Cifra {
  let alfa = IDENTIDADE;
  let beta = IDENTIDADE;
  for (const c of cifras) {
    alfa = alfa.add(c.alfa);
    beta = beta.add(c.beta);
  }
  return { alfa, beta };
}

export function cifraParaJson(c: Cifra): CifraJson {
  return { alfa: pontoParaHex(c.alfa), beta: pontoParaHex(c.beta) };
}

export function cifraDeJson(c: CifraJson): Cifra {
  return { alfa: pontoDeHex(c.alfa), beta: pontoDeHex(c.beta) };
}

/** The commitments (a_j, b_j) a verifier recomputes from (c_j, v_j): a_j = g^v_j·α^c_j, b_j = K^v_j·(β/g^j)^c_j. */
function compromisso(K: Ponto, cifra: Cifra, valor: number, c: bigint, v: bigint): [Ponto, Ponto] {
  const a = multiSoma([G, cifra.alfa], [v, c]);
  const b = multiSoma([K, cifra.beta.subtract(gElevado(BigInt(valor)))], [v, c]);
  return [a, b];
}

/** The challenge c = H(H_E; 0x21, K, α, β, a_0, b_0, …, a_R, b_R). */
function desafioIntervalo(hE: Uint8Array, K: Ponto, cifra: Cifra, compromissos: readonly [Ponto, Ponto][]): bigint {
  return desafio(hE, [
    { b: 0x21 },
    { p: K },
    { p: cifra.alfa },
    { p: cifra.beta },
    ...compromissos.flatMap(([a, b]) => [{ p: a }, { p: b }]),
  ]);
}

/** Proves that `cifra` (nonce ξ) encrypts `valor`, one of `permitidos`. */
export function provarIntervalo(
  hE: Uint8Array,
  K: Ponto,
  cifra: Cifra,
  xi: bigint,
  valor: number,
  permitidos: readonly number[],
): ProvaIntervaloJson {
  const verdadeiro = permitidos.indexOf(valor);
  if (verdadeiro < 0) throw new ErroCripto('valor fora do intervalo permitido');
  const u = escalarAleatorio();
  const cs: bigint[] = [];
  const vs: bigint[] = [];
  const compromissos: [Ponto, Ponto][] = permitidos.map((j, idx) => {
    if (idx === verdadeiro) {
      cs.push(0n);
      vs.push(0n);
      return [gElevado(u, true), mult(K, u, true)];
    }
    const c = escalarAleatorio();
    const v = escalarAleatorio();
    cs.push(c);
    vs.push(v);
    return compromisso(K, cifra, j, c, v);
  });
  const c = desafioIntervalo(hE, K, cifra, compromissos);
  const cVerdadeiro = modQ(c - cs.reduce((t, x) => t + x, 0n));
  cs[verdadeiro] = cVerdadeiro;
  vs[verdadeiro] = modQ(u - cVerdadeiro * xi);
  return cs.map((ci, idx) => ({
    c: escalarParaHex(ci),
    v: escalarParaHex(vs[idx] ?? 0n),
  }));
}

/** Checks a range proof; false on any malformed value. */
export function verificarIntervalo(
  hE: Uint8Array,
  K: Ponto,
  cifra: Cifra,
  prova: ProvaIntervaloJson,
  permitidos: readonly number[],
): boolean {
  if (!Array.isArray(prova) || prova.length !== permitidos.length) return false;
  try {
    let soma = 0n;
    const compromissos = permitidos.map((j, idx) => {
      const par = prova[idx];
      if (!par) throw new ErroCripto('prova incompleta');
      const c = escalarDeHex(par.c);
      soma += c;
      return compromisso(K, cifra, j, c, escalarDeHex(par.v));
    });
    return modQ(soma) === desafioIntervalo(hE, K, cifra, compromissos);
  } catch (e) {
    if (e instanceof ErroCripto) return false;
    throw e;
  }
}

/** The allowed totals of a ballot: minimo…maximo selections. */
export function totaisPermitidos(minimo: number, maximo: number): number[] {
  const out: number[] = [];
  for (let t = minimo; t <= maximo; t++) out.push(t);
  return out;
}
