/**
 * The situação effects (ADR 042) as the API's services ask them: the table itself is in the contracts
 * (situacao-inscricao.ts); here, what a service needs to read it against the database.
 */
import { motivoDaSituacao, situacoesQuePermitem, type CapacidadeInscricao, type SituacaoInscricao } from '@portal/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/transacao.js';
import { AppError } from '../../lib/app-error.js';

/**
 * `coluna in (…the situações that open capacidade…)`, for a query over inscrições (the voters' list, the
 * anuidade's lançamento).
 */
export function situacaoPermiteNaConsulta(capacidade: CapacidadeInscricao, coluna: SQL): SQL {
  return sql`${coluna} in (${sql.join(
    situacoesQuePermitem(capacidade).map((s) => sql`${s}`),
    sql`, `,
  )})`;
}

/**
 * The situação a person is taken by: that of the inscrição they are shown with (an active one first, then the
 * principal, the oldest), as the sign-in reads it. Null for someone without an inscrição.
 */
export async function situacaoDaPessoa(ex: Executor, pessoaId: string): Promise<SituacaoInscricao | null> {
  const r = await ex.execute<{ situacao: SituacaoInscricao }>(sql`
    select situacao from inscricoes
     where pessoa_id = ${pessoaId}
     order by (situacao not in ('cancelado', 'falecido')) desc, (tipo = 'principal') desc, data_inscricao, numero
     limit 1`);
  return r.rows[0]?.situacao ?? null;
}

/** Why this person's situação closes `capacidade` (null when it does not, or they have no inscrição). */
export async function motivoDaSituacaoDaPessoa(ex: Executor, pessoaId: string, capacidade: CapacidadeInscricao): Promise<string | null> {
  return motivoDaSituacao(await situacaoDaPessoa(ex, pessoaId), capacidade);
}

/** 403 SITUACAO_NAO_PERMITE, with the reason, when the person's situação closes `capacidade`. */
export async function exigirSituacao(ex: Executor, pessoaId: string, capacidade: CapacidadeInscricao): Promise<void> {
  const motivo = await motivoDaSituacaoDaPessoa(ex, pessoaId, capacidade);
  if (motivo) throw new AppError('SITUACAO_NAO_PERMITE', motivo);
}
