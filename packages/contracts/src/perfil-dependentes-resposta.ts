import { z } from 'zod';

/**
 * The dependants' kinship values and the answer schemas, apart from the input validation in perfil-dependentes.ts: the
 * LGPD export (configuracoes.ts) reads them, and it is on the login path (second factor), so it must not pull the
 * forms' validation with it.
 */
/** Kinship of a dependant to the member (the table's check constraint holds the same list). */
export const PARENTESCOS_DEPENDENTE = ['conjuge', 'filho', 'enteado', 'pai_mae', 'tutelado'] as const;
export type ParentescoDependente = (typeof PARENTESCOS_DEPENDENTE)[number];

/** One current dependant as the API answers it. */
export const dependenteSchema = z.object({
  id: z.uuid(),
  nome: z.string(),
  cpf: z.string().nullable(),
  parentesco: z.enum(PARENTESCOS_DEPENDENTE),
  nascimento: z.string(),
  criadoEm: z.string(),
  atualizadoEm: z.string(),
});
export type Dependente = z.infer<typeof dependenteSchema>;

/** A dependant in the LGPD export: current and removed ones. */
export const dependenteExportadoSchema = dependenteSchema.extend({ removidoEm: z.string().nullable() });
