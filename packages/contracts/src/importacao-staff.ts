import { z } from 'zod';
import { erroDaImportacaoSchema } from './importacao.js';

/**
 * The staff import screens (ADR 041): one facility for every CSV import of the institution's data. A file is
 * sent, checked by its engine without writing (the preview), confirmed, and run by a background job whose
 * progress and report the screen follows.
 */
export const SITUACOES_IMPORTACAO = [
  /** The preview found errors: it cannot be confirmed (the file is discarded). */
  'com_erros',
  /** The preview found no error: it waits for the confirmation. */
  'analisada',
  'na_fila',
  'executando',
  'concluida',
  /** The real run found errors (the data changed since the preview): nothing was written. */
  'recusada',
  /** The job failed (or was interrupted and its retries ran out): nothing was written. */
  'falhou',
  /** A preview never confirmed; its file was discarded. */
  'expirada',
] as const;
export type SituacaoImportacao = (typeof SITUACOES_IMPORTACAO)[number];

/** Still moving: the screen keeps polling. */
export const SITUACOES_EM_ANDAMENTO: readonly SituacaoImportacao[] = ['na_fila', 'executando'];

/** How many error lines a preview or a status shows (the CSV report carries every one). */
export const MAX_ERROS_NA_TELA = 50;

export const resumoImportacaoSchema = z.object({
  linhasLidas: z.number().int(),
  novos: z.number().int(),
  alterados: z.number().int(),
  inalterados: z.number().int(),
  comErro: z.number().int(),
  /** The first errors by line (at most MAX_ERROS_NA_TELA). */
  erros: z.array(erroDaImportacaoSchema),
  /** How many errors there are in all. */
  totalErros: z.number().int(),
});
export type ResumoImportacao = z.infer<typeof resumoImportacaoSchema>;

export const importacaoSchema = z.object({
  id: z.uuid(),
  tipo: z.string(),
  situacao: z.enum(SITUACOES_IMPORTACAO),
  arquivoNome: z.string(),
  arquivoBytes: z.number().int(),
  enviadaPor: z.string(),
  criadaEm: z.string(),
  confirmadaEm: z.string().nullable(),
  concluidaEm: z.string().nullable(),
  /** What the file would do (the engine run without writing). */
  previa: resumoImportacaoSchema,
  /** Lines read by the real run so far (the preview's linhasLidas is the total). */
  linhasLidas: z.number().int(),
  /** The real run's outcome, once it ended. */
  relatorio: resumoImportacaoSchema.nullable(),
  /** Why the job failed (situação falhou). */
  falha: z.string().nullable(),
});
export type Importacao = z.infer<typeof importacaoSchema>;

export const tipoDeImportacaoSchema = z.object({
  tipo: z.string(),
  titulo: z.string(),
  /** The header the file must have, in order. */
  colunas: z.array(z.string()),
  /** The largest file accepted. */
  maxBytes: z.number().int(),
  /** The manual that explains each column. */
  manual: z.string(),
  /** The import queued or running now, if any. */
  emAndamento: importacaoSchema.nullable(),
  /** The last imports of this kind (newest first, at most 10). */
  recentes: z.array(importacaoSchema),
});
export type TipoDeImportacao = z.infer<typeof tipoDeImportacaoSchema>;

export const importacaoParamsSchema = z.object({ id: z.string() });
