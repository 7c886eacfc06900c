import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AcaoRequerimento, AreaRequerimento, FormatoDocumento, StatusRequerimento } from '@portal/contracts';
import { pessoas } from './pessoas.js';
import { usuarios } from './usuarios.js';

/**
 * Every requerimento, benefit claim, ombudsman report and internal request (DOMAIN.md: one engine).
 * 301 (denúncia anônima) rows hold no identity: pessoa_id and registrado_por are null, times are kept to
 * the day, and the follow-up key is stored only as a hash.
 */
export const requerimentos = pgTable(
  'requerimentos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codigo: varchar('codigo', { length: 3 }).notNull(),
    area: varchar('area', { length: 10 }).$type<AreaRequerimento>().notNull(),
    /** The member the request belongs to; null only for anonymous reports. */
    pessoaId: uuid('pessoa_id').references(() => pessoas.id, { onDelete: 'restrict' }),
    /** Staff user who filed it on the member's behalf (requerimentos-interno). */
    registradoPor: uuid('registrado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 25 }).$type<StatusRequerimento>().notNull().default('rascunho'),
    dados: jsonb('dados').$type<Record<string, unknown>>().notNull(),
    /**
     * Sensitive (267, 305, and anything filed against one, e.g. a 273 or 269 whose parent is sensitive): only
     * the requester and staff holding CLI_PermissaoRequerimentosSensiveis see it. Set when the draft is saved
     * (type.sensivel || parent.sensivel) and never cleared.
     */
    sensivel: boolean('sensivel').notNull().default(false),
    /** The request this one is filed against (269 → denied request, 273 → request in diligência). */
    paiId: uuid('pai_id').references((): AnyPgColumn => requerimentos.id, { onDelete: 'restrict' }),
    /** 'AAAA/NNNNNN', assigned when sent. */
    protocolo: varchar('protocolo', { length: 11 }),
    /** Printed on the receipt and in its QR code (public verification). */
    codigoVerificacao: varchar('codigo_verificacao', { length: 12 }),
    /** sha256 hex of the anonymous reporter's follow-up key. */
    chaveAcompanhamentoHash: varchar('chave_acompanhamento_hash', { length: 64 }),
    /** Deadline of the open diligência. */
    prazoDiligencia: date('prazo_diligencia'),
    /** When it was deferido/indeferido (269 counts its 15 business days from here). */
    decididoEm: timestamp('decidido_em', { withTimezone: true }),
    enviadoEm: timestamp('enviado_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
    /** When the current status began (queue age). */
    statusDesde: timestamp('status_desde', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('requerimentos_protocolo_key').on(t.protocolo),
    uniqueIndex('requerimentos_codigo_verificacao_key').on(t.codigoVerificacao),
    uniqueIndex('requerimentos_chave_acompanhamento_key').on(t.chaveAcompanhamentoHash),
    index('requerimentos_pessoa_idx').on(t.pessoaId, t.criadoEm.desc()),
    index('requerimentos_fila_idx').on(t.status, t.statusDesde),
    index('requerimentos_pai_idx').on(t.paiId),
    check('requerimentos_anonimo_sem_identidade', sql`${t.codigo} <> '301' OR (${t.pessoaId} IS NULL AND ${t.registradoPor} IS NULL)`),
    check('requerimentos_dono', sql`${t.codigo} = '301' OR ${t.pessoaId} IS NOT NULL`),
  ],
);

/** Files attached to a request. The bytes live in the storage (local dir or S3) under `armazenamentoChave`. */
export const documentosRequerimento = pgTable(
  'documentos_requerimento',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requerimentoId: uuid('requerimento_id')
      .notNull()
      .references(() => requerimentos.id, { onDelete: 'cascade' }),
    /** DocumentoExigido.chave of the type. */
    chave: varchar('chave', { length: 60 }).notNull(),
    /** Display name (sanitised). */
    nome: varchar('nome', { length: 200 }).notNull(),
    formato: varchar('formato', { length: 4 }).$type<FormatoDocumento>().notNull(),
    tamanho: integer('tamanho').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    armazenamentoChave: text('armazenamento_chave').notNull(),
    enviadoEm: timestamp('enviado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('documentos_requerimento_idx').on(t.requerimentoId)],
);

/** Every status change (and notes): from, to, who, text, visible to the member or not. */
export const andamentos = pgTable(
  'andamentos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requerimentoId: uuid('requerimento_id')
      .notNull()
      .references(() => requerimentos.id, { onDelete: 'cascade' }),
    acao: varchar('acao', { length: 25 }).$type<AcaoRequerimento | 'criar'>().notNull(),
    de: varchar('de', { length: 25 }).$type<StatusRequerimento>(),
    para: varchar('para', { length: 25 }).$type<StatusRequerimento>().notNull(),
    texto: text('texto'),
    visivelMembro: boolean('visivel_membro').notNull().default(true),
    autorTipo: varchar('autor_tipo', { length: 10 }).$type<'membro' | 'staff' | 'sistema'>().notNull(),
    /** Null for the system and for anonymous reports. */
    autorUsuarioId: uuid('autor_usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    prazo: date('prazo'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('andamentos_requerimento_idx').on(t.requerimentoId, t.criadoEm)],
);

/** The protocol series: 'geral' (every request, AAAA/000001…899999) and 'anonima' (the 301 report, AAAA/900001…999999). */
export const SERIES_PROTOCOLO = ['geral', 'anonima'] as const;
export type SerieProtocolo = (typeof SERIES_PROTOCOLO)[number];

/**
 * Protocol counters, one row per year and series. Incremented with INSERT … ON CONFLICT DO UPDATE … RETURNING
 * inside the transaction that sends the request: the row lock serialises concurrent senders and a rollback
 * gives the number back, so numbers are unique and without gaps. The anonymous report has its own series, so
 * its number says nothing about when it was sent relative to the members' requests.
 */
export const protocoloSequencias = pgTable(
  'protocolo_sequencias',
  {
    ano: integer('ano').notNull(),
    serie: varchar('serie', { length: 10 }).$type<SerieProtocolo>().notNull().default('geral'),
    ultimo: integer('ultimo').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ano, t.serie] }), check('protocolo_sequencias_serie', sql`${t.serie} in ('geral', 'anonima')`)],
);
