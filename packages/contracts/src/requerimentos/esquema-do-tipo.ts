import type { z } from 'zod';
import { schemaDosCampos } from './campos.js';
import type { TipoRequerimento } from './tipos.js';

/**
 * Field schema plus the type's cross-field rules: the one validation of `dados`, on both sides. Typed with a
 * record input too, so react-hook-form's zodResolver accepts it.
 */
export function schemaDoTipo(tipo: TipoRequerimento): z.ZodType<Record<string, unknown>, Record<string, unknown>> {
  const base = schemaDosCampos(tipo.campos);
  const refinar = tipo.refinar;
  return (refinar ? base.superRefine((d, ctx) => refinar(d, ctx)) : base) as unknown as z.ZodType<Record<string, unknown>, Record<string, unknown>>;
}
