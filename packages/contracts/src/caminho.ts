import { z } from 'zod';

/**
 * Identifiers in a URL path. A malformed one names nothing, exactly as a well-formed unknown one: instead of
 * a validation error ("Dados inválidos no campo 'id'"), it becomes a value no resource has, and the route
 * answers what it answers for an unknown identifier (404 and the resource's own message). Done here once,
 * so every route that takes an identifier in its path behaves the same.
 */

/** A UUID no resource has (ours are random, version 4). */
export const UUID_INEXISTENTE = '00000000-0000-0000-0000-000000000000';

const uuidValido = z.uuid();

/** A resource's UUID in the path; a malformed one becomes UUID_INEXISTENTE. */
export const uuidDoCaminho = z
  .string()
  .transform((v) => (uuidValido.safeParse(v).success ? v.toLowerCase() : UUID_INEXISTENTE))
  .meta({ description: 'Identificador (UUID)', format: 'uuid' });

/** A positive integer identifier in the path (a título's nufin); a malformed one becomes 0, which none has. */
export const inteiroDoCaminho = z
  .string()
  .transform((v) => (/^[1-9]\d{0,14}$/.test(v) ? Number(v) : 0))
  .meta({ description: 'Identificador numérico' });

/** A code in the path that must match `formato`; a malformed one becomes '' (no code is empty). */
export const codigoDoCaminho = (formato: RegExp) => z.string().transform((v) => (formato.test(v) ? v : ''));
