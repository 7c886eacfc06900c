import type { Db } from '../../db/client.js';

export interface Quem {
  usuarioId: string;
  pessoaId: string;
  ip: string;
  userAgent: string | null;
}

export interface AmbienteVotacao {
  db: Db;
  /** The clock (tests move it). */
  agora: () => Date;
}
