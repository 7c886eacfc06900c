/**
 * The wire shapes of the encrypted ballot, the ceremony and the tally, for the routes' bodies: 64 lowercase hex
 * digits for every point, scalar and hash, bounded lists. Shape only: the cryptographic checks (valid points,
 * scalars below q, proofs) are `problemaDaCedula`, `verificarGuardiao`, `parteConfere` and `verificarParcial`.
 */
import { z } from 'zod';

export const MAX_OPCOES_CIFRADAS = 50;
export const MAX_GUARDIOES = 15;

export const hex32Schema = z.string().regex(/^[0-9a-f]{64}$/, 'Valor criptográfico malformado.');

const parSchema = z.object({ c: hex32Schema, v: hex32Schema });
const provaIntervaloSchema = z.array(parSchema).min(1).max(MAX_OPCOES_CIFRADAS + 1);

export const cedulaCifradaSchema = z.object({
  selecoes: z
    .array(z.object({ alfa: hex32Schema, beta: hex32Schema, prova: provaIntervaloSchema }))
    .min(2)
    .max(MAX_OPCOES_CIFRADAS),
  provaTotal: provaIntervaloSchema,
});

export const guardiaoPublicoSchema = z.object({
  indice: z.number().int().min(1).max(MAX_GUARDIOES),
  compromissos: z.array(hex32Schema).min(2).max(MAX_GUARDIOES),
  prova: z.object({ c: hex32Schema, v: z.array(hex32Schema).min(2).max(MAX_GUARDIOES) }),
});

export const parteCifradaSchema = z.object({
  de: z.number().int().min(1).max(MAX_GUARDIOES),
  para: z.number().int().min(1).max(MAX_GUARDIOES),
  alfa: hex32Schema,
  c1: hex32Schema,
  c2: hex32Schema,
});

export const decifracaoParcialSchema = z.object({
  guardiao: z.number().int().min(1).max(MAX_GUARDIOES),
  m: hex32Schema,
  prova: parSchema,
});
