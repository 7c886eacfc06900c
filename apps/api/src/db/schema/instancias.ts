import { index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * The portal's running instances (ADR 047). Each one announces itself when it starts and beats every few
 * seconds (visto_em); one that stops beating for longer than the expiry is gone, and its row is removed by
 * the next instance that looks. What it records is what several instances must share: where documents are
 * kept (local: DATA_DIR/uploads, or s3), where e-mail goes (smtp, or the local outbox) and on which machine and
 * folder.
 */
export const instancias = pgTable(
  'instancias',
  {
    id: uuid('id').primaryKey(),
    maquina: varchar('maquina', { length: 255 }).notNull(),
    pid: integer('pid').notNull(),
    /** 'local' | 's3' */
    armazenamento: varchar('armazenamento', { length: 10 }).notNull(),
    /** 'smtp' | 'outbox' */
    correio: varchar('correio', { length: 10 }).notNull(),
    /** DATA_DIR, absolute. */
    diretorio: text('diretorio').notNull(),
    iniciadaEm: timestamp('iniciada_em', { withTimezone: true }).notNull().defaultNow(),
    vistoEm: timestamp('visto_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('instancias_visto_em_idx').on(t.vistoEm)],
);
