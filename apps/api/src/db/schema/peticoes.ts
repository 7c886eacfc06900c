import { sql } from 'drizzle-orm';
import { check, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * The petitions' protocol counter ('PET-AAAA/NNNNNN'), one row per year: the filing's transaction takes the
 * next number with INSERT … ON CONFLICT DO UPDATE … RETURNING, so concurrent filings queue on the row lock and
 * each gets its own number (a rollback gives it back). Kept apart from the requests' protocolo_sequencias,
 * whose series are the requests' own.
 */
export const peticaoSequencias = pgTable(
  'peticao_sequencias',
  {
    ano: integer('ano').primaryKey(),
    ultimo: integer('ultimo').notNull(),
  },
  (t) => [check('peticao_sequencias_ultimo', sql`${t.ultimo} between 1 and 999999`)],
);
