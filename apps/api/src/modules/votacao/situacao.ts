import type { SituacaoVotacao } from '@portal/contracts';
import type { votacoes } from '../../db/schema/index.js';

export type LinhaVotacao = typeof votacoes.$inferSelect;

/**
 * What an election is now: the stored status, with the clock. An open one is `agendada` before its opening
 * time and `encerrada` from its closing time on (no job needed: votes check the window in their transaction;
 * the first partial decryption stores the close).
 */
export function situacaoDe(v: Pick<LinhaVotacao, 'status' | 'abreEm' | 'fechaEm'>, agora: Date): SituacaoVotacao {
  if (v.status !== 'aberta') return v.status;
  if (agora < v.abreEm) return 'agendada';
  if (agora >= v.fechaEm) return 'encerrada';
  return 'aberta';
}

/** Staff see the counts once the guardians decrypted them; members only after publication. */
export const resultadoVisivelStaff = (s: SituacaoVotacao) => s === 'apurada' || s === 'publicada';
export const resultadoVisivelMembro = (s: SituacaoVotacao) => s === 'publicada';
