/**
 * The public record of a poll (docs/votacao-registro.md): everything needed to check it without the server —
 * the manifest, the guardians' commitments and proofs, every ballot in the chain's order, the encrypted tally,
 * the partial decryptions and the counts.
 */
import { codigoConfirmacao, codigoInicial, somarCedulas, type CedulaCifradaJson } from './cedula.js';
import { cifraParaJson, type CifraJson } from './elgamal.js';
import { chaveConjunta, type DecifracaoParcialJson, type GuardiaoPublicoJson } from './guardioes.js';
import { bytesParaHex, pontoParaHex } from './grupo.js';
import { hashBase, hashEstendido, hashManifesto, type Manifesto } from './parametros.js';

export const FORMATO_REGISTRO = 'portal-votacao-registro/1';

export interface RegistroJson {
  formato: typeof FORMATO_REGISTRO;
  manifesto: Manifesto;
  hashManifesto: string;
  hashBase: string;
  chaveConjunta: string;
  hashEstendido: string;
  guardioes: (GuardiaoPublicoJson & { nome?: string })[];
  codigoInicial: string;
  cedulas: (CedulaCifradaJson & { codigo: string })[];
  apuracao: (CifraJson & { opcao: string; decifracoes: DecifracaoParcialJson[]; contagem: number })[];
}

/** The hashes and key of a poll after its ceremony. */
export function contextoDaVotacao(manifesto: Manifesto, guardioes: readonly GuardiaoPublicoJson[]) {
  const hB = hashBase(manifesto);
  const K = chaveConjunta(guardioes);
  const hE = bytesParaHex(hashEstendido(hB, K));
  return {
    hashManifesto: bytesParaHex(hashManifesto(manifesto)),
    hashBase: bytesParaHex(hB),
    chaveConjunta: pontoParaHex(K),
    hashEstendido: hE,
    codigoInicial: codigoInicial(hE),
  };
}

/** Chains the ballots' confirmation codes in the given order. */
export function encadear(hashEstendidoHex: string, cedulas: readonly CedulaCifradaJson[]): string[] {
  let anterior = codigoInicial(hashEstendidoHex);
  return cedulas.map((c) => (anterior = codigoConfirmacao(hashEstendidoHex, anterior, c)));
}

/** The encrypted tally of the record, per option, in hex. */
export function apuracaoCifrada(opcoes: number, cedulas: readonly CedulaCifradaJson[]): CifraJson[] {
  return somarCedulas(opcoes, cedulas).map(cifraParaJson);
}
