import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { RelatorioImportacao, SituacaoImportacao } from '@portal/contracts';
import { usuarios } from './usuarios.js';

/**
 * A staff CSV import (ADR 041): the uploaded file (kept in the storage until the job ends), its preview (the
 * engine run with `simular`), then the real run's progress and report. At most one import of each kind is
 * queued or running (the partial unique index).
 */
export const importacoes = pgTable(
  'importacoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tipo: varchar('tipo', { length: 40 }).notNull(),
    situacao: varchar('situacao', { length: 20 }).$type<SituacaoImportacao>().notNull(),
    arquivoNome: varchar('arquivo_nome', { length: 200 }).notNull(),
    /** Where the file is stored; null once removed (after the job, or when the preview expired or had errors). */
    arquivoChave: varchar('arquivo_chave', { length: 512 }),
    arquivoBytes: integer('arquivo_bytes').notNull(),
    previa: jsonb('previa').$type<RelatorioImportacao>().notNull(),
    relatorio: jsonb('relatorio').$type<RelatorioImportacao>(),
    linhasLidas: integer('linhas_lidas').notNull().default(0),
    /** Why the job failed (a generic sentence; the cause is in the log). */
    falha: text('falha'),
    enviadaPor: uuid('enviada_por')
      .notNull()
      .references(() => usuarios.id),
    confirmadaPor: uuid('confirmada_por').references(() => usuarios.id),
    criadaEm: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
    confirmadaEm: timestamp('confirmada_em', { withTimezone: true }),
    iniciadaEm: timestamp('iniciada_em', { withTimezone: true }),
    concluidaEm: timestamp('concluida_em', { withTimezone: true }),
  },
  (t) => [
    index('importacoes_tipo_criada_idx').on(t.tipo, t.criadaEm),
    uniqueIndex('importacoes_uma_em_andamento_key').on(t.tipo).where(sql`situacao in ('na_fila', 'executando')`),
    check(
      'importacoes_situacao_check',
      sql`${t.situacao} in ('com_erros', 'analisada', 'na_fila', 'executando', 'concluida', 'recusada', 'falhou', 'expirada')`,
    ),
  ],
);
