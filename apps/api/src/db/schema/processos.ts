import type { ClasseProcesso, ModalidadeSessao, OrgaoProcesso, PapelParte, ResultadoPauta, SituacaoPeticao, SituacaoProcesso, StatusSessao } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { pessoas } from './pessoas.js';
import { usuarios } from './usuarios.js';

/**
 * The section's own administrative processes (issue 13). A confidential process (`sigiloso`) is seen only by
 * its parties, their lawyers and staff with CLI_PermissaoProcessos; to anyone else it does not exist.
 * Who may see what is decided in one place: modules/processos/acesso-processo.ts.
 */
export const processos = pgTable(
  'processos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'AAAA.NNNNNN'. */
    numero: varchar('numero', { length: 11 }).notNull(),
    classe: varchar('classe', { length: 20 }).$type<ClasseProcesso>().notNull(),
    assunto: varchar('assunto', { length: 200 }).notNull(),
    orgao: varchar('orgao', { length: 20 }).$type<OrgaoProcesso>().notNull(),
    /** The rapporteur (a councillor, a person of the portal). */
    relatorPessoaId: uuid('relator_pessoa_id').references(() => pessoas.id, { onDelete: 'set null' }),
    fase: varchar('fase', { length: 80 }).notNull(),
    situacao: varchar('situacao', { length: 15 }).$type<SituacaoProcesso>().notNull().default('em-andamento'),
    sigiloso: boolean('sigiloso').notNull().default(false),
    autuadoEm: date('autuado_em', { mode: 'string' }).notNull(),
    criadoPor: uuid('criado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('processos_numero_key').on(t.numero),
    // The consulta processual by the start of a number ('2026.0001…'): LIKE 'prefix%' needs the pattern operator class.
    index('processos_numero_prefixo_idx').on(t.numero.op('varchar_pattern_ops')),
    check('processos_numero_formato', sql`${t.numero} ~ '^[0-9]{4}\\.[0-9]{6}$'`),
    check('processos_classe', sql`${t.classe} in ('etico-disciplinar', 'inscricao', 'beneficio', 'recurso', 'prerrogativas', 'outros')`),
    check('processos_situacao', sql`${t.situacao} in ('em-andamento', 'suspenso', 'arquivado', 'transitado')`),
  ],
);

/**
 * Parties. A party may be a person of the portal (`pessoaId`) or someone outside it (name only, CPF when known).
 * `nomeBusca` is the name through textoDeBusca (lower case, no accents), the column the party-name search reads.
 */
export const processoPartes = pgTable(
  'processo_partes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processoId: uuid('processo_id')
      .notNull()
      .references(() => processos.id, { onDelete: 'cascade' }),
    papel: varchar('papel', { length: 15 }).$type<PapelParte>().notNull(),
    pessoaId: uuid('pessoa_id').references(() => pessoas.id, { onDelete: 'set null' }),
    nome: varchar('nome', { length: 150 }).notNull(),
    nomeBusca: varchar('nome_busca', { length: 150 }).notNull(),
    cpf: varchar('cpf', { length: 11 }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('processo_partes_processo_idx').on(t.processoId),
    index('processo_partes_pessoa_idx').on(t.pessoaId),
    // A person is a party at most once in each role: the key the CSV import's re-run relies on (ADR 049).
    uniqueIndex('processo_partes_processo_pessoa_papel_key').on(t.processoId, t.pessoaId, t.papel).where(sql`pessoa_id IS NOT NULL`),
    // The consulta processual by party name: word-prefix full-text search (built into PostgreSQL and PGlite).
    index('processo_partes_nome_busca_fts_idx').using('gin', sql`to_tsvector('simple', ${t.nomeBusca})`),
    check('processo_partes_papel', sql`${t.papel} in ('representante', 'representado', 'interessado')`),
  ],
);

/** A party's lawyers (people of the portal). A lawyer of a party sees the process as the party does. */
export const processoAdvogados = pgTable(
  'processo_advogados',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processoId: uuid('processo_id')
      .notNull()
      .references(() => processos.id, { onDelete: 'cascade' }),
    parteId: uuid('parte_id')
      .notNull()
      .references(() => processoPartes.id, { onDelete: 'cascade' }),
    pessoaId: uuid('pessoa_id')
      .notNull()
      .references(() => pessoas.id, { onDelete: 'cascade' }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('processo_advogados_parte_pessoa_key').on(t.parteId, t.pessoaId), index('processo_advogados_pessoa_idx').on(t.pessoaId), index('processo_advogados_processo_idx').on(t.processoId)],
);

/** The timeline. Non-public movements are seen by staff only (never by parties or lawyers). */
export const processoMovimentos = pgTable(
  'processo_movimentos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processoId: uuid('processo_id')
      .notNull()
      .references(() => processos.id, { onDelete: 'cascade' }),
    em: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
    /** Short kind: 'autuacao', 'despacho', 'peticao', 'pauta', 'julgamento', 'intimacao', 'documento'… */
    tipo: varchar('tipo', { length: 30 }).notNull(),
    texto: text('texto').notNull(),
    publico: boolean('publico').notNull().default(true),
    autorUsuarioId: uuid('autor_usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    /** Display name of who did it ('Secretaria da 1ª Câmara', the petitioner's name…). */
    autorNome: varchar('autor_nome', { length: 150 }).notNull(),
    peticaoId: uuid('peticao_id').references((): AnyPgColumn => processoPeticoes.id, { onDelete: 'set null' }),
    pautaItemId: uuid('pauta_item_id').references((): AnyPgColumn => pautaItens.id, { onDelete: 'set null' }),
  },
  (t) => [index('processo_movimentos_processo_idx').on(t.processoId, t.em)],
);

/** Peças. Bytes in the storage (local or S3) under `armazenamentoChave`, received by the streaming upload. */
export const processoDocumentos = pgTable(
  'processo_documentos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processoId: uuid('processo_id')
      .notNull()
      .references(() => processos.id, { onDelete: 'cascade' }),
    peticaoId: uuid('peticao_id').references((): AnyPgColumn => processoPeticoes.id, { onDelete: 'cascade' }),
    nome: varchar('nome', { length: 200 }).notNull(),
    formato: varchar('formato', { length: 4 }).notNull(),
    tamanho: integer('tamanho').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    armazenamentoChave: text('armazenamento_chave').notNull(),
    /** Seen by parties and lawyers (and, on a public process, by anyone who may see the process). */
    publico: boolean('publico').notNull().default(true),
    juntadoPorUsuarioId: uuid('juntado_por_usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    juntadoPorNome: varchar('juntado_por_nome', { length: 150 }).notNull(),
    juntadoEm: timestamp('juntado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('processo_documentos_processo_idx').on(t.processoId), index('processo_documentos_peticao_idx').on(t.peticaoId)],
);

/**
 * Deadlines. `fim` is the last day (inclusive: a filing counts on time until 24:00 of that day in São Paulo,
 * Lei 11.419 art. 10); `diasUteis` says whether it was counted in business days (national holidays).
 * `parteId` when the deadline is one party's (defesa prévia of the representado).
 */
export const processoPrazos = pgTable(
  'processo_prazos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processoId: uuid('processo_id')
      .notNull()
      .references(() => processos.id, { onDelete: 'cascade' }),
    parteId: uuid('parte_id').references(() => processoPartes.id, { onDelete: 'set null' }),
    descricao: varchar('descricao', { length: 150 }).notNull(),
    inicio: date('inicio', { mode: 'string' }).notNull(),
    dias: integer('dias').notNull(),
    diasUteis: boolean('dias_uteis').notNull().default(true),
    fim: date('fim', { mode: 'string' }).notNull(),
    cumpridoEm: timestamp('cumprido_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('processo_prazos_processo_idx').on(t.processoId, t.fim), check('processo_prazos_datas', sql`${t.fim} >= ${t.inicio} AND ${t.dias} > 0`)],
);

/** Petitions filed by a party or a party's lawyer: stored whole (with its documents) or not at all. */
export const processoPeticoes = pgTable(
  'processo_peticoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processoId: uuid('processo_id')
      .notNull()
      .references(() => processos.id, { onDelete: 'cascade' }),
    /** 'PET-AAAA/NNNNNN', unique. */
    protocolo: varchar('protocolo', { length: 20 }).notNull(),
    tipo: varchar('tipo', { length: 40 }).notNull(),
    texto: text('texto').notNull(),
    autorUsuarioId: uuid('autor_usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    autorPessoaId: uuid('autor_pessoa_id').references(() => pessoas.id, { onDelete: 'set null' }),
    autorNome: varchar('autor_nome', { length: 150 }).notNull(),
    /** 'parte' or 'advogado' at the time of filing. */
    autorQualidade: varchar('autor_qualidade', { length: 10 }).notNull(),
    recebidaEm: timestamp('recebida_em', { withTimezone: true }).notNull().defaultNow(),
    prazoId: uuid('prazo_id').references(() => processoPrazos.id, { onDelete: 'set null' }),
    /** Filed after 24:00 of the deadline's last day: accepted and marked late. */
    intempestiva: boolean('intempestiva').notNull().default(false),
    situacao: varchar('situacao', { length: 10 }).$type<SituacaoPeticao>().notNull().default('recebida'),
    analisadaPor: uuid('analisada_por').references(() => usuarios.id, { onDelete: 'set null' }),
    analisadaEm: timestamp('analisada_em', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('processo_peticoes_protocolo_key').on(t.protocolo),
    index('processo_peticoes_processo_idx').on(t.processoId),
    index('processo_peticoes_fila_idx').on(t.situacao, t.recebidaEm),
    check('processo_peticoes_situacao', sql`${t.situacao} in ('recebida', 'juntada', 'rejeitada')`),
    check('processo_peticoes_qualidade', sql`${t.autorQualidade} in ('parte', 'advogado')`),
  ],
);

/** Judgment sessions (not to confuse with `sessoes`, the login sessions). */
export const sessoesJulgamento = pgTable(
  'sessoes_julgamento',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgao: varchar('orgao', { length: 20 }).$type<OrgaoProcesso>().notNull(),
    inicio: timestamp('inicio', { withTimezone: true }).notNull(),
    modalidade: varchar('modalidade', { length: 10 }).$type<ModalidadeSessao>().notNull(),
    local: varchar('local', { length: 200 }),
    link: varchar('link', { length: 500 }),
    status: varchar('status', { length: 10 }).$type<StatusSessao>().notNull().default('agendada'),
    observacoes: text('observacoes').notNull().default(''),
    abertaEm: timestamp('aberta_em', { withTimezone: true }),
    encerradaEm: timestamp('encerrada_em', { withTimezone: true }),
    criadoPor: uuid('criado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessoes_julgamento_inicio_idx').on(t.inicio),
    check('sessoes_julgamento_status', sql`${t.status} in ('agendada', 'aberta', 'encerrada', 'cancelada')`),
    check('sessoes_julgamento_modalidade', sql`${t.modalidade} in ('presencial', 'virtual', 'hibrida')`),
  ],
);

/**
 * The agenda (pauta): ordered items. `emAberto` is true while the item waits for its outcome in a session
 * that is neither closed nor cancelled; a partial unique index on it holds "a process sits on one open
 * agenda at a time" in the database, whatever two staff members do at once.
 */
export const pautaItens = pgTable(
  'pauta_itens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessaoId: uuid('sessao_id')
      .notNull()
      .references(() => sessoesJulgamento.id, { onDelete: 'cascade' }),
    processoId: uuid('processo_id')
      .notNull()
      .references(() => processos.id, { onDelete: 'cascade' }),
    ordem: integer('ordem').notNull(),
    relatorPessoaId: uuid('relator_pessoa_id').references(() => pessoas.id, { onDelete: 'set null' }),
    emAberto: boolean('em_aberto').notNull().default(true),
    resultado: varchar('resultado', { length: 12 }).$type<ResultadoPauta>(),
    decisao: text('decisao'),
    ementa: text('ementa'),
    resultadoEm: timestamp('resultado_em', { withTimezone: true }),
    resultadoPor: uuid('resultado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    incluidoPor: uuid('incluido_por').references(() => usuarios.id, { onDelete: 'set null' }),
    incluidoEm: timestamp('incluido_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pauta_itens_sessao_processo_key').on(t.sessaoId, t.processoId),
    uniqueIndex('pauta_itens_um_em_aberto').on(t.processoId).where(sql`${t.emAberto}`),
    index('pauta_itens_sessao_idx').on(t.sessaoId, t.ordem),
    check('pauta_itens_resultado', sql`${t.resultado} is null or ${t.resultado} in ('julgado', 'adiado', 'vista', 'diligencia', 'retirado')`),
    check('pauta_itens_aberto_sem_resultado', sql`not (${t.emAberto} and ${t.resultado} is not null)`),
  ],
);

/** Sustentação oral sign-ups: one live sign-up per lawyer and item (cancelled ones stay, with the time). */
export const sustentacoesOrais = pgTable(
  'sustentacoes_orais',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pautaItemId: uuid('pauta_item_id')
      .notNull()
      .references(() => pautaItens.id, { onDelete: 'cascade' }),
    advogadoPessoaId: uuid('advogado_pessoa_id')
      .notNull()
      .references(() => pessoas.id, { onDelete: 'cascade' }),
    parteId: uuid('parte_id')
      .notNull()
      .references(() => processoPartes.id, { onDelete: 'cascade' }),
    inscritoEm: timestamp('inscrito_em', { withTimezone: true }).notNull().defaultNow(),
    canceladaEm: timestamp('cancelada_em', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sustentacoes_orais_ativa_key').on(t.pautaItemId, t.advogadoPessoaId).where(sql`${t.canceladaEm} is null`)],
);
