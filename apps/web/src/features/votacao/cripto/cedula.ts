/**
 * The ballot's cryptography as the vote dialog uses it, loaded on demand (dynamic import) when the dialog needs it,
 * so /voting's first load does not carry the curve (ADR 060).
 */
import { cedulaConfere, cifrarCedula, type CedulaCifradaJson, type ContextoCedula, type SegredoCedula } from '@portal/contracts/votacao-cripto';

export type { CedulaCifradaJson, ContextoCedula, SegredoCedula };

export interface CedulaPreparada {
  cedula: CedulaCifradaJson;
  segredo: SegredoCedula;
}

/** Encrypts the chosen options (0-based indices) to the poll's joint key, with its proofs. */
export function prepararCedula(ctx: ContextoCedula, escolhas: readonly number[]): CedulaPreparada {
  return cifrarCedula(ctx, escolhas);
}

/**
 * Benaloh's check ("conferir a criptografia"): which options the ballot encrypts, recomputed from its revealed
 * nonces, or null when it encrypts none of the possible choices with them (a tampered page).
 */
export function conferirCedula(ctx: ContextoCedula, preparada: CedulaPreparada): number[] | null {
  return cedulaConfere(ctx, preparada.cedula, preparada.segredo) ? preparada.segredo.escolhas : null;
}
