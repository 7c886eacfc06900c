import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { pessoas } from './pessoas.js';

/** Kinship of a dependant (DOMAIN.md, "dependants registry"). */
export const PARENTESCOS = ['conjuge', 'filho', 'enteado', 'pai_mae', 'tutelado'] as const;

/**
 * A member's dependants, chosen by vaccines, tickets and the funeral aid. Removal is logical (`removidoEm`)
 * so purchases and requests that named a dependant keep pointing at who they named; changes go to the
 * registration history like the rest of the profile.
 */
export const dependentes = pgTable(
  'dependentes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pessoaId: uuid('pessoa_id')
      .notNull()
      .references(() => pessoas.id, { onDelete: 'cascade' }),
    nome: varchar('nome', { length: 150 }).notNull(),
    cpf: varchar('cpf', { length: 11 }),
    parentesco: varchar('parentesco', { length: 20, enum: PARENTESCOS }).notNull(),
    nascimento: date('nascimento', { mode: 'string' }).notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
    removidoEm: timestamp('removido_em', { withTimezone: true }),
  },
  (t) => [
    index('dependentes_pessoa_idx').on(t.pessoaId),
    // The same CPF once among a member's current dependants.
    uniqueIndex('dependentes_pessoa_cpf_key').on(t.pessoaId, t.cpf).where(sql`${t.cpf} IS NOT NULL AND ${t.removidoEm} IS NULL`),
    // At most one current spouse or partner per member.
    uniqueIndex('dependentes_pessoa_conjuge_key').on(t.pessoaId).where(sql`${t.parentesco} = 'conjuge' AND ${t.removidoEm} IS NULL`),
    check('dependentes_parentesco', sql`${t.parentesco} in ('conjuge', 'filho', 'enteado', 'pai_mae', 'tutelado')`),
  ],
);
