import { sql } from 'drizzle-orm';
import { date, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/** A person: lawyer or collaborator. CPF is stored as 11 digits. */
export const pessoas = pgTable(
  'pessoas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cpf: varchar('cpf', { length: 11 }).notNull(),
    nome: varchar('nome', { length: 150 }).notNull(),
    nomeSocial: varchar('nome_social', { length: 150 }),
    nascimento: date('nascimento'),
    email: varchar('email', { length: 254 }).notNull(),
    celular: varchar('celular', { length: 20 }),
    cep: varchar('cep', { length: 8 }),
    logradouro: varchar('logradouro', { length: 150 }),
    numero: varchar('numero', { length: 20 }),
    complemento: varchar('complemento', { length: 80 }),
    bairro: varchar('bairro', { length: 80 }),
    cidade: varchar('cidade', { length: 80 }),
    uf: varchar('uf', { length: 2 }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pessoas_cpf_key').on(t.cpf), uniqueIndex('pessoas_email_key').on(sql`lower(${t.email})`)],
);
