import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { pessoas } from './pessoas.js';

/** Login account of a person. Permission flags granted are listed; absent flags are false. */
export const usuarios = pgTable(
  'usuarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pessoaId: uuid('pessoa_id')
      .notNull()
      .references(() => pessoas.id, { onDelete: 'cascade' }),
    senhaHash: text('senha_hash').notNull(),
    permissoes: text('permissoes').array().notNull().default(sql`'{}'::text[]`),
    ativo: boolean('ativo').notNull().default(true),
    /** Null until the address is confirmed through the e-mailed link; such an account cannot sign in. */
    emailConfirmadoEm: timestamp('email_confirmado_em', { withTimezone: true }),
    senhaAlteradaEm: timestamp('senha_alterada_em', { withTimezone: true }),
    /** Base32 TOTP secret; active only when totpAtivadoEm is set. */
    totpSegredo: text('totp_segredo'),
    totpAtivadoEm: timestamp('totp_ativado_em', { withTimezone: true }),
    avisoPrivacidadeVersao: varchar('aviso_privacidade_versao', { length: 20 }),
    avisoPrivacidadeAceitoEm: timestamp('aviso_privacidade_aceito_em', { withTimezone: true }),
    preferenciasNotificacao: jsonb('preferencias_notificacao').$type<Record<string, boolean>>().notNull().default({}),
    /** The usability recorder (ADR 027) for this member: null = never chosen (on when the portal records). */
    gravacaoUsabilidade: boolean('gravacao_usabilidade'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('usuarios_pessoa_key').on(t.pessoaId)],
);
