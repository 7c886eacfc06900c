import { z } from 'zod';

/**
 * What every CSV import of the institution's data reports (registry, títulos, processes, commission memberships),
 * whether run from the command line or from a staff screen: one shape, one engine signature (DOMAIN "Going live").
 */
export const erroDaImportacaoSchema = z.object({
  /** The file's line (header = 1); null for a problem of the whole file. */
  linha: z.number().int().nullable(),
  motivo: z.string(),
});
export type ErroDaImportacao = z.infer<typeof erroDaImportacaoSchema>;

export const relatorioImportacaoSchema = z.object({
  simulacao: z.boolean(),
  /** Whether the file was written (false for a simulation or a file with errors). */
  gravado: z.boolean(),
  linhasLidas: z.number().int(),
  novos: z.number().int(),
  alterados: z.number().int(),
  inalterados: z.number().int(),
  /** Lines with at least one error. */
  comErro: z.number().int(),
  /** Every error, by line. */
  erros: z.array(erroDaImportacaoSchema),
});
export type RelatorioImportacao = z.infer<typeof relatorioImportacaoSchema>;
