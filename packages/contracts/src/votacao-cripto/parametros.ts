/** The poll's hashes (ElectionGuard 2.x §3.1, adapted, ADR 058): manifest H_M, base H_B and extended base H_E. */
import { H, H_P, type Ponto } from './grupo.js';

/** What a ballot is for: the options in order and how many may be selected (minimo = maximo: exactly). */
export interface Manifesto {
  votacaoId: string;
  titulo: string;
  opcoes: readonly string[];
  minimo: number;
  maximo: number;
  guardioes: number;
  quorum: number;
}

/** H_M = H(H_P; 0x20, id, título, nº de opções, opções…, mínimo, máximo). */
export function hashManifesto(m: Manifesto): Uint8Array {
  return H(H_P, [
    { b: 0x20 },
    { s: m.votacaoId },
    { s: m.titulo },
    { n: m.opcoes.length },
    ...m.opcoes.map((s) => ({ s })),
    { n: m.minimo },
    { n: m.maximo },
  ]);
}

/** H_B = H(H_P; 0x01, H_M, n, k). */
export function hashBase(m: Manifesto): Uint8Array {
  return H(H_P, [{ b: 0x01 }, { h: hashManifesto(m) }, { n: m.guardioes }, { n: m.quorum }]);
}

/** H_E = H(H_B; 0x12, K). */
export function hashEstendido(hB: Uint8Array, K: Ponto): Uint8Array {
  return H(hB, [{ b: 0x12 }, { p: K }]);
}

/** Checks the manifest's numbers; a message in Portuguese, or null. */
export function problemaDoManifesto(m: Manifesto): string | null {
  if (m.opcoes.length < 2) return 'A votação precisa de ao menos duas opções.';
  if (!Number.isInteger(m.minimo) || !Number.isInteger(m.maximo) || m.minimo < 0 || m.maximo < Math.max(1, m.minimo))
    return 'O número de escolhas permitido é inválido.';
  if (m.maximo > m.opcoes.length) return 'O número máximo de escolhas passa do número de opções.';
  if (!Number.isInteger(m.guardioes) || m.guardioes < 3) return 'A votação precisa de ao menos três guardiões.';
  if (!Number.isInteger(m.quorum) || m.quorum < 2 || m.quorum > m.guardioes)
    return 'O quórum deve ser de ao menos dois e no máximo o número de guardiões.';
  return null;
}
