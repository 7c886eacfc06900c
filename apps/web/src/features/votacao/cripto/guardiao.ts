/**
 * What a guardian's browser computes at each step (ADR 058): the key, the parts sent to the others, the check of
 * the parts received, and the partial decryption of the tally. Loaded only by the guardian page, on demand
 * (dynamic import), so the crypto is not in /voting's first load.
 */
import {
  avaliarPolinomio,
  chaveDaParte,
  cifraDeJson,
  cifrar,
  cifrarParte,
  decifrarParcial,
  decifrarParte,
  ErroCripto,
  escalarDeHex,
  escalarParaHex,
  gerarPolinomio,
  hexParaBytes,
  parteConfere,
  pontoDeHex,
  publicarGuardiao,
  verificarGuardiao,
  type CifraJson,
  type DecifracaoParcialJson,
  type GuardiaoPublicoJson,
  type ParteCifradaJson,
} from '@portal/contracts/votacao-cripto';
import { criarArquivoGuardiao, ErroArquivoGuardiao, type SegredoGuardiao } from './arquivo-guardiao';

export * from './arquivo-guardiao';

export interface PollDoGuardiao {
  votacaoId: string;
  indice: number;
  hashBase: string;
  quorum: number;
}

/** Step (a): draws the polynomial, returns the file's text (encrypted with `senha` if given) and the public part. */
export async function gerarChaveGuardiao(v: PollDoGuardiao, senha?: string): Promise<{ arquivo: string; publico: GuardiaoPublicoJson }> {
  const coeficientes = gerarPolinomio(v.quorum);
  const publico = publicarGuardiao(hexParaBytes(v.hashBase), v.indice, coeficientes);
  const arquivo = await criarArquivoGuardiao({ votacaoId: v.votacaoId, indice: v.indice, hashBase: v.hashBase, coeficientes: coeficientes.map(escalarParaHex) }, senha);
  return { arquivo, publico };
}

function coeficientesDe(segredo: SegredoGuardiao): bigint[] {
  try {
    return segredo.coeficientes.map(escalarDeHex);
  } catch {
    throw new ErroArquivoGuardiao('danificado');
  }
}

/** The file must match what this guardian published (a file of a restarted ceremony does not). */
export function conferirArquivoComChave(segredo: SegredoGuardiao, meuPublico: GuardiaoPublicoJson | null): void {
  if (!meuPublico) return;
  const coef = coeficientesDe(segredo);
  const recalculado = publicarGuardiao(hexParaBytes(segredo.hashBase), segredo.indice, coef);
  if (recalculado.compromissos.join() !== meuPublico.compromissos.join()) throw new ErroArquivoGuardiao('outra-cerimonia');
}

/** The guardians whose published key does not verify (their Schnorr proofs), by number. */
export function chavesInvalidas(hashBase: string, quorum: number, publicos: readonly GuardiaoPublicoJson[]): number[] {
  const hB = hexParaBytes(hashBase);
  return publicos.filter((p) => !verificarGuardiao(hB, p, quorum)).map((p) => p.indice);
}

/** Step (b): P_i(ℓ) for every other guardian ℓ, encrypted to their K_ℓ0. */
export function prepararPartes(segredo: SegredoGuardiao, publicos: readonly GuardiaoPublicoJson[]): ParteCifradaJson[] {
  const hB = hexParaBytes(segredo.hashBase);
  const coef = coeficientesDe(segredo);
  return publicos
    .filter((p) => p.indice !== segredo.indice)
    .map((p) => cifrarParte(hB, segredo.indice, p.indice, pontoDeHex(p.compromissos[0] ?? ''), avaliarPolinomio(coef, p.indice)));
}

export type ResultadoConferencia = { confere: true; parte: bigint } | { confere: false; de: number };

/**
 * Step (c) and the first half of (d): decrypts every part sent to me, checks it against its sender's commitments,
 * and adds my own P_ℓ(ℓ): s_ℓ = Σ_i P_i(ℓ). The first sender whose part fails is named.
 */
export function conferirPartes(segredo: SegredoGuardiao, publicos: readonly GuardiaoPublicoJson[], partesParaMim: readonly ParteCifradaJson[]): ResultadoConferencia {
  const hB = hexParaBytes(segredo.hashBase);
  const coef = coeficientesDe(segredo);
  const a0 = coef[0] ?? 0n;
  let soma = avaliarPolinomio(coef, segredo.indice);
  for (const pub of publicos) {
    if (pub.indice === segredo.indice) continue;
    const parte = partesParaMim.find((p) => p.de === pub.indice && p.para === segredo.indice);
    if (!parte) return { confere: false, de: pub.indice };
    let valor: bigint;
    try {
      valor = decifrarParte(hB, a0, parte);
    } catch (e) {
      if (e instanceof ErroCripto) return { confere: false, de: pub.indice };
      throw e;
    }
    if (!parteConfere(pub, segredo.indice, valor)) return { confere: false, de: pub.indice };
    soma += valor;
  }
  return { confere: true, parte: soma };
}

/**
 * Step (d): M_ℓ = A^s_ℓ with its proof, for each option's encrypted sum. Refuses if s_ℓ does not match the public
 * g^s_ℓ (the parts received changed since the check).
 */
export function decifrarApuracao(
  segredo: SegredoGuardiao,
  publicos: readonly GuardiaoPublicoJson[],
  partesParaMim: readonly ParteCifradaJson[],
  hashEstendido: string,
  apuracao: readonly CifraJson[],
): DecifracaoParcialJson[] {
  const r = conferirPartes(segredo, publicos, partesParaMim);
  if (!r.confere) throw new ErroPartes(r.de);
  const s = r.parte;
  const esperado = chaveDaParte(publicos, segredo.indice);
  // g^s_ℓ: the α of an encryption with nonce s_ℓ (the key does not enter α).
  if (!cifrar(esperado, 0, s).alfa.equals(esperado)) throw new ErroPartes(0);
  const hE = hexParaBytes(hashEstendido);
  return apuracao.map((c) => decifrarParcial(hE, segredo.indice, s, cifraDeJson(c)));
}

export class ErroPartes extends Error {
  constructor(readonly de: number) {
    super(de > 0 ? `A parte enviada pelo(a) guardião(ã) ${de} não confere com a chave que ele(a) publicou.` : 'As partes recebidas não conferem com as chaves publicadas.');
    this.name = 'ErroPartes';
  }
}
