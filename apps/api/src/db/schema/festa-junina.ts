import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { pessoas } from './pessoas.js';
import { usuarios } from './usuarios.js';

/**
 * Festa junina (CEL). An event has lots sold in order (the next opens when one sells out or on its date);
 * each lot has a quantity, a `vendidos` counter kept ≤ quantidade by a check and raised in the purchase's
 * transaction under the lot's row lock, and a price per ticket kind. The per-member cap (own ticket, guests)
 * is checked under the event's row lock. A ticket is one row, issued when its purchase's título settles;
 * its admission at the gate is one row too (unique per ticket), so two gates admit it once.
 */
export const festaEventos = pgTable(
  'festa_eventos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nome: varchar('nome', { length: 120 }).notNull(),
    data: date('data', { mode: 'string' }).notNull(),
    local: varchar('local', { length: 200 }).notNull(),
    capacidade: integer('capacidade').notNull(),
    limiteProprio: integer('limite_proprio').notNull().default(1),
    limiteConvidados: integer('limite_convidados').notNull().default(4),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('festa_eventos_data_idx').on(t.data),
    check('festa_eventos_capacidade', sql`${t.capacidade} > 0`),
    check('festa_eventos_limites', sql`${t.limiteProprio} between 0 and 1 and ${t.limiteConvidados} between 0 and 20`),
  ],
);

export const festaLotes = pgTable(
  'festa_lotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventoId: uuid('evento_id')
      .notNull()
      .references(() => festaEventos.id, { onDelete: 'cascade' }),
    nome: varchar('nome', { length: 60 }).notNull(),
    ordem: integer('ordem').notNull(),
    quantidade: integer('quantidade').notNull(),
    vendidos: integer('vendidos').notNull().default(0),
    abreEm: date('abre_em', { mode: 'string' }),
    precoAdvogadoCentavos: integer('preco_advogado_centavos').notNull(),
    precoConvidadoCentavos: integer('preco_convidado_centavos').notNull(),
    precoCriancaCentavos: integer('preco_crianca_centavos').notNull(),
  },
  (t) => [
    uniqueIndex('festa_lotes_ordem_key').on(t.eventoId, t.ordem),
    check('festa_lotes_vendidos', sql`${t.vendidos} >= 0 and ${t.vendidos} <= ${t.quantidade}`),
    check('festa_lotes_precos', sql`${t.precoAdvogadoCentavos} >= 0 and ${t.precoConvidadoCentavos} >= 0 and ${t.precoCriancaCentavos} >= 0`),
  ],
);

export const festaCompras = pgTable(
  'festa_compras',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventoId: uuid('evento_id')
      .notNull()
      .references(() => festaEventos.id, { onDelete: 'cascade' }),
    loteId: uuid('lote_id')
      .notNull()
      .references(() => festaLotes.id, { onDelete: 'cascade' }),
    pessoaId: uuid('pessoa_id')
      .notNull()
      .references(() => pessoas.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 12, enum: ['reservada', 'paga', 'expirada', 'cancelada'] }).notNull(),
    quantidade: integer('quantidade').notNull(),
    totalCentavos: integer('total_centavos').notNull(),
    viraMaisCentavos: integer('viramais_centavos').notNull().default(0),
    criadaEm: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
    encerradaEm: timestamp('encerrada_em', { withTimezone: true }),
  },
  (t) => [
    index('festa_compras_pessoa_idx').on(t.pessoaId, t.eventoId),
    index('festa_compras_reservadas_idx').on(t.status, t.criadaEm),
    check('festa_compras_status', sql`${t.status} in ('reservada', 'paga', 'expirada', 'cancelada')`),
    check('festa_compras_valores', sql`${t.quantidade} > 0 and ${t.totalCentavos} >= 0 and ${t.viraMaisCentavos} between 0 and ${t.totalCentavos}`),
  ],
);

export const festaIngressos = pgTable(
  'festa_ingressos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    compraId: uuid('compra_id')
      .notNull()
      .references(() => festaCompras.id, { onDelete: 'cascade' }),
    eventoId: uuid('evento_id')
      .notNull()
      .references(() => festaEventos.id, { onDelete: 'cascade' }),
    pessoaId: uuid('pessoa_id')
      .notNull()
      .references(() => pessoas.id, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 10, enum: ['advogado', 'convidado', 'crianca'] }).notNull(),
    titular: varchar('titular', { length: 120 }).notNull(),
    precoCentavos: integer('preco_centavos').notNull(),
    status: varchar('status', { length: 10, enum: ['reservado', 'emitido', 'cancelado', 'expirado'] }).notNull(),
    /** Version of the signed code: raised when the holder changes (the old one goes to the revocation list). */
    versao: integer('versao').notNull().default(1),
    /** 10 Crockford base32 characters, typed at the gate when the camera cannot read the QR. */
    codigoCurto: varchar('codigo_curto', { length: 10 }).notNull(),
    emitidoEm: timestamp('emitido_em', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('festa_ingressos_codigo_curto_key').on(t.codigoCurto),
    index('festa_ingressos_pessoa_idx').on(t.pessoaId, t.eventoId),
    index('festa_ingressos_compra_idx').on(t.compraId),
    check('festa_ingressos_tipo', sql`${t.tipo} in ('advogado', 'convidado', 'crianca')`),
    check('festa_ingressos_status', sql`${t.status} in ('reservado', 'emitido', 'cancelado', 'expirado')`),
    check('festa_ingressos_versao', sql`${t.versao} >= 1`),
  ],
);

/** The single admission of a ticket (unique per ticket): the gate and staff member that admitted it, and when. */
export const festaCheckins = pgTable(
  'festa_checkins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ingressoId: uuid('ingresso_id')
      .notNull()
      .references(() => festaIngressos.id, { onDelete: 'cascade' }),
    eventoId: uuid('evento_id')
      .notNull()
      .references(() => festaEventos.id, { onDelete: 'cascade' }),
    portao: varchar('portao', { length: 40 }).notNull(),
    usuarioId: uuid('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    em: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('festa_checkins_ingresso_key').on(t.ingressoId), index('festa_checkins_evento_idx').on(t.eventoId)],
);
