/** What the request engine needs (the app satisfies it), who acts, whose request it is, and the Sao Paulo calendar. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import type { Armazenamento } from '../../lib/armazenamento/armazenamento.js';
import type { Mailer } from '../../plugins/app/mailer.js';
import type { ServicoPagamentos } from '../../lib/pagamentos/provedor.js';

/** The engine's dependencies. A FastifyInstance has them all, so `app` can be passed as is. */
export interface ContextoRequerimentos {
  db: Db;
  mailer: Mailer;
  armazenamento: Armazenamento;
  config: Pick<Config, 'publicUrl' | 'uploads'>;
  log: FastifyBaseLogger;
  /** The payment provider: a cancelled request's PIX charges are withdrawn there after commit. */
  pagamentos?: ServicoPagamentos;
}

/**
 * Who performs an action. 'membro' is the member (or the anonymous reporter: usuarioId null); 'staff' a
 * staff user reviewing or filing on a member's behalf; 'sistema' the engine itself (sweeps, 273 answers).
 */
export interface Ator {
  tipo: 'membro' | 'staff' | 'sistema';
  usuarioId: string | null;
}

/**
 * Whose request the caller may touch; anything outside it answers 404 'Requerimento não encontrado.'
 * - dono: the member's own requests (pessoa_id);
 * - interno: requests staff filed on a member's behalf (registrado_por set); the route checked the permission;
 * - anonimo: the 301 report whose follow-up key hashes to chaveHash;
 * - staff: any request (the staff review routes filter by permission themselves).
 */
export type Escopo =
  | { tipo: 'dono'; pessoaId: string }
  | { tipo: 'interno' }
  | { tipo: 'anonimo'; chaveHash: string }
  | { tipo: 'staff' };
