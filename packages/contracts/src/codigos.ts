import { z } from 'zod';

/** Letters of the signed-code kinds in a QR: V vaccine voucher, I party ticket, C guest invitation. */
export const LETRAS_CODIGO = ['V', 'I', 'C'] as const;

/** GET /wsapp/codigos/chave-publica: what a gate needs to check codes offline. */
export const chavePublicaCodigosSchema = z.object({
  algoritmo: z.literal('Ed25519'),
  /** SPKI PEM. */
  chavePublicaPem: z.string(),
  /** The raw 32-byte key, base64url (WebCrypto importKey 'raw'). */
  chavePublica: z.string(),
  /** Format of a code: PU1.<letra>.<id>.<versao>.<assinatura base64url sobre "PU1.<letra>.<id>.<versao>">. */
  formato: z.string(),
  revogados: z.array(
    z.object({
      tipo: z.enum(LETRAS_CODIGO),
      id: z.string(),
      versao: z.number().int(),
      motivo: z.enum(['cancelado', 'substituido', 'expirado']),
      revogadoEm: z.string(),
    }),
  ),
});
export type ChavePublicaCodigos = z.infer<typeof chavePublicaCodigosSchema>;
