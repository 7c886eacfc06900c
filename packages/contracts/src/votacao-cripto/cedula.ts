/**
 * The encrypted ballot (ElectionGuard 2.x §3.3 and §3.4, adapted, ADR 058): one ciphertext per option with a
 * proof that it encrypts 0 or 1, and a proof that their sum (the product of the ciphertexts) is an allowed
 * number of selections. Its confirmation code hashes its ciphertexts and proofs, chained to the previous code.
 */
import {
  cifraDeJson,
  cifraParaJson,
  cifrar,
  provarIntervalo,
  somarCifras,
  totaisPermitidos,
  verificarIntervalo,
  type Cifra,
  type CifraJson,
  type ProvaIntervaloJson,
} from './elgamal.js';
import {
  bytesParaHex,
  ErroCripto,
  escalarAleatorio,
  escalarDeHex,
  escalarParaHex,
  H,
  hexParaBytes,
  pontoDeHex,
  type Parte,
  type Ponto,
} from './grupo.js';

export interface ContextoCedula {
  /** H_E in hex. */
  hashEstendido: string;
  /** K in hex. */
  chaveConjunta: string;
  opcoes: number;
  minimo: number;
  maximo: number;
}

export interface CedulaCifradaJson {
  selecoes: (CifraJson & { prova: ProvaIntervaloJson })[];
  /** Proof that the sum of the selections is one of minimo…maximo. */
  provaTotal: ProvaIntervaloJson;
}

/** What the browser keeps to reveal on a Benaloh challenge ("conferir a criptografia"): the nonces. */
export interface SegredoCedula {
  escolhas: number[];
  nonces: string[];
}

const SELECAO = [0, 1] as const;

/** Encrypts the chosen option indices (0-based). */
export function cifrarCedula(
  ctx: ContextoCedula,
  escolhas: readonly number[],
): {
  cedula: CedulaCifradaJson;
  segredo: SegredoCedula;
} {
  const unicas = new Set(escolhas);
  if (unicas.size !== escolhas.length || escolhas.some((e) => !Number.isInteger(e) || e < 0 || e >= ctx.opcoes))
    throw new ErroCripto('escolhas inválidas');
  if (escolhas.length < ctx.minimo || escolhas.length > ctx.maximo) throw new ErroCripto('número de escolhas inválido');
  const hE = hexParaBytes(ctx.hashEstendido);
  const K = pontoDeHex(ctx.chaveConjunta);
  const nonces = Array.from({ length: ctx.opcoes }, () => escalarAleatorio());
  const cifras = nonces.map((xi, j) => cifrar(K, unicas.has(j) ? 1 : 0, xi));
  const selecoes = cifras.map((c, j) => ({
    ...cifraParaJson(c),
    prova: provarIntervalo(hE, K, c, nonces[j] ?? 0n, unicas.has(j) ? 1 : 0, SELECAO),
  }));
  const total = somarCifras(cifras);
  const xiTotal = nonces.reduce((t, x) => t + x, 0n);
  const provaTotal = provarIntervalo(hE, K, total, xiTotal, escolhas.length, totaisPermitidos(ctx.minimo, ctx.maximo));
  return {
    cedula: { selecoes, provaTotal },
    segredo: {
      escolhas: [...escolhas].sort((a, b) => a - b),
      nonces: nonces.map(escalarParaHex),
    },
  };
}

/** Checks every proof of a ballot; a message in Portuguese saying what is wrong, or null if it is valid. */
export function problemaDaCedula(ctx: ContextoCedula, cedula: CedulaCifradaJson): string | null {
  const hE = hexParaBytes(ctx.hashEstendido);
  const K = pontoDeHex(ctx.chaveConjunta);
  if (!Array.isArray(cedula.selecoes) || cedula.selecoes.length !== ctx.opcoes)
    return 'A cédula não tem uma cifra para cada opção.';
  let cifras: Cifra[];
  try {
    cifras = cedula.selecoes.map(cifraDeJson);
  } catch {
    return 'A cédula traz uma cifra malformada.';
  }
  for (let j = 0; j < cifras.length; j++) {
    const c = cifras[j] as Cifra;
    if (!verificarIntervalo(hE, K, c, cedula.selecoes[j]?.prova ?? [], SELECAO))
      return `A prova da opção ${j + 1} não confere: a cédula foi alterada ou não foi cifrada para esta votação.`;
  }
  if (!verificarIntervalo(hE, K, somarCifras(cifras), cedula.provaTotal, totaisPermitidos(ctx.minimo, ctx.maximo)))
    return 'A prova do número de escolhas não confere: a cédula foi alterada ou não foi cifrada para esta votação.';
  return null;
}

function partesDaProva(prova: ProvaIntervaloJson): Parte[] {
  return prova.flatMap((p) => [{ e: escalarDeHex(p.c) }, { e: escalarDeHex(p.v) }]);
}

/** The first link of the chain: H(H_E; 0x2A). */
export function codigoInicial(hashEstendido: string): string {
  return bytesParaHex(H(hexParaBytes(hashEstendido), [{ b: 0x2a }]));
}

/**
 * The confirmation code H(H_E; 0x29, código anterior, (α_j, β_j, prova_j)…, prova do total). Assumes a ballot that
 * `problemaDaCedula` accepted (throws ErroCripto on malformed values).
 */
export function codigoConfirmacao(hashEstendido: string, anterior: string, cedula: CedulaCifradaJson): string {
  const partes: Parte[] = [{ b: 0x29 }, { h: hexParaBytes(anterior) }];
  for (const s of cedula.selecoes)
    partes.push({ p: pontoDeHex(s.alfa) }, { p: pontoDeHex(s.beta) }, ...partesDaProva(s.prova));
  partes.push(...partesDaProva(cedula.provaTotal));
  return bytesParaHex(H(hexParaBytes(hashEstendido), partes));
}

/** Benaloh check: does the ballot encrypt exactly `segredo.escolhas` with `segredo.nonces`? */
export function cedulaConfere(ctx: ContextoCedula, cedula: CedulaCifradaJson, segredo: SegredoCedula): boolean {
  try {
    const K = pontoDeHex(ctx.chaveConjunta);
    if (segredo.nonces.length !== cedula.selecoes.length) return false;
    const escolhidas = new Set(segredo.escolhas);
    return cedula.selecoes.every((s, j) => {
      const c = cifrar(K, escolhidas.has(j) ? 1 : 0, escalarDeHex(segredo.nonces[j] ?? ''));
      return c.alfa.equals(pontoDeHex(s.alfa)) && c.beta.equals(pontoDeHex(s.beta));
    });
  } catch (e) {
    if (e instanceof ErroCripto) return false;
    throw e;
  }
}

/** The encrypted tally: per option, the product of every ballot's ciphertext. */
export function somarCedulas(opcoes: number, cedulas: readonly CedulaCifradaJson[]): Cifra[] {
  return Array.from({ length: opcoes }, (_, j) =>
    somarCifras(cedulas.map((c) => cifraDeJson(c.selecoes[j] as CifraJson))),
  );
}

export type { Ponto };
