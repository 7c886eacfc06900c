import { boolean, index, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.js';

/** Who did what, when and from where: every authentication event and every staff action. */
export const auditoria = pgTable(
  'auditoria',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    em: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
    usuarioId: uuid('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    acao: varchar('acao', { length: 40 }).notNull(),
    sucesso: boolean('sucesso').notNull(),
    metodo: varchar('metodo', { length: 40 }),
    motivo: varchar('motivo', { length: 60 }),
    ip: varchar('ip', { length: 45 }),
    userAgent: varchar('user_agent', { length: 300 }),
    detalhes: jsonb('detalhes'),
  },
  (t) => [index('auditoria_em_idx').on(t.em.desc()), index('auditoria_usuario_idx').on(t.usuarioId, t.em.desc())],
);
