import { sql } from 'drizzle-orm';
import { char, check, date, index, integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { pessoas } from './pessoas.js';
import { usuarios } from './usuarios.js';

/**
 * CEL guest invitations (ADR 018). The link's token is never stored: only its SHA-256 (`hashSha256`), to find
 * the invitation a link names; the owner's links are derived again from the id with the server's HMAC secret.
 * The monthly quota is taken under a lock of the member's row (see criar-convite.ts); `pagoCom` says whether
 * it counted in the quota or was paid with ViraMais credits.
 */
export const convites = pgTable(
  'convites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pessoaId: uuid('pessoa_id')
      .notNull()
      .references(() => pessoas.id, { onDelete: 'cascade' }),
    codemp: varchar('codemp', { length: 10 }).notNull().default('cel'),
    convidadoNome: varchar('convidado_nome', { length: 120 }).notNull(),
    convidadoCpf: varchar('convidado_cpf', { length: 11 }),
    /** The day of the visit (São Paulo calendar). */
    data: date('data', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 12, enum: ['emitido', 'utilizado', 'cancelado'] }).notNull().default('emitido'),
    /** SHA-256 (hex) of the link's token. */
    hashSha256: char('hash_sha256', { length: 64 }).notNull(),
    /** Version of the signed code (PU1.C.<id>.<versao>…). */
    codigoVersao: integer('codigo_versao').notNull().default(1),
    /** The short code staff can type (Crockford base32). */
    codigoCurto: varchar('codigo_curto', { length: 10 }).notNull(),
    pagoCom: varchar('pago_com', { length: 10, enum: ['cota', 'viramais'] }).notNull(),
    creditosCentavos: integer('creditos_centavos').notNull().default(0),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    canceladoEm: timestamp('cancelado_em', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('convites_hash_key').on(t.hashSha256),
    uniqueIndex('convites_codigo_curto_key').on(t.codigoCurto),
    index('convites_pessoa_data_idx').on(t.pessoaId, t.data),
    check('convites_codemp', sql`${t.codemp} in ('cel')`),
    check('convites_status', sql`${t.status} in ('emitido', 'utilizado', 'cancelado')`),
    check('convites_pago_com', sql`${t.pagoCom} in ('cota', 'viramais')`),
    check('convites_creditos', sql`(${t.pagoCom} = 'cota' AND ${t.creditosCentavos} = 0) OR (${t.pagoCom} = 'viramais' AND ${t.creditosCentavos} > 0)`),
    check('convites_cancelado', sql`(${t.status} = 'cancelado') = (${t.canceladoEm} IS NOT NULL)`),
    check('convites_cpf', sql`${t.convidadoCpf} IS NULL OR ${t.convidadoCpf} ~ '^[0-9]{11}$'`),
  ],
);

/** The one admission of an invitation at the gate: the unique invitation id admits it once, whatever the race. */
export const convitesAdmissoes = pgTable('convites_admissoes', {
  conviteId: uuid('convite_id')
    .primaryKey()
    .references(() => convites.id, { onDelete: 'cascade' }),
  portaria: varchar('portaria', { length: 60 }).notNull(),
  staffUsuarioId: uuid('staff_usuario_id')
    .notNull()
    .references(() => usuarios.id),
  em: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
});
