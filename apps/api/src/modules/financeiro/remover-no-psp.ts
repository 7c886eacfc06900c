/**
 * Withdrawing PIX charges at the PSP once the portal no longer wants them paid (replaced by a charge for
 * another amount, cancelled with the request or the título, or the título was paid another way). With API
 * Pix a charge stays payable at the payer's bank until it expires unless it is removed (PATCH /cob/{txid},
 * status REMOVIDA_PELO_USUARIO_RECEBEDOR); a PIX that still arrives goes to the staff review list anyway
 * (pagamentos/liquidar.ts), so this is best effort: always after commit, never failing the action that retired the
 * charge, and a failure is only logged (the charge then expires on its own). Sandbox charges are static BR
 * Codes: there is nothing to withdraw.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { cobrancas } from '../../db/schema/index.js';
import type { LogPagamentos, ServicoPagamentos } from '../../lib/pagamentos/provedor.js';
import type { Executor } from '../../db/transacao.js';

export interface ServicosRemocao {
  pagamentos: ServicoPagamentos;
  log: LogPagamentos;
}

/** What is needed to know whether a charge exists at the PSP. */
export type CobrancaRetirada = { txid: string; meio: string; provedor: string };

/** The charges among `linhas` that live at the current PSP (PIX made by the bcb provider). */
function noPsp(s: ServicosRemocao, linhas: readonly CobrancaRetirada[]): string[] {
  const provedor = s.pagamentos.provedor;
  if (!provedor.removerCobrancaPix) return [];
  return [...new Set(linhas.filter((c) => c.meio === 'pix' && c.provedor === provedor.nome).map((c) => c.txid))];
}

/**
 * Removes at the PSP the PIX charges among `linhas` (already retired in the database and committed). Never
 * rejects: each failure is logged at warn with the txid only.
 */
export async function removerNoPsp(s: ServicosRemocao, linhas: readonly CobrancaRetirada[]): Promise<void> {
  const remover = s.pagamentos.provedor.removerCobrancaPix?.bind(s.pagamentos.provedor);
  if (!remover) return;
  for (const txid of noPsp(s, linhas)) {
    try {
      await remover(txid);
    } catch {
      // The provider already logged the operation and the PSP's status (never credentials or bodies).
      s.log.warn({ txid }, 'cobrança PIX retirada no portal mas não removida no PSP: ela vale até expirar e, se paga, vai para revisão');
    }
  }
}

/**
 * For code outside this module that retires charges itself (anuidade parcelamento, negotiation): after its
 * transaction commits, hand the txids of the charges it cancelled; the PIX ones made at the PSP are removed
 * there. Never rejects.
 */
export async function removerCobrancasNoProvedor(servicos: ServicosRemocao & { db: Executor }, txids: readonly string[]): Promise<void> {
  if (txids.length === 0 || !servicos.pagamentos.provedor.removerCobrancaPix) return;
  let linhas: CobrancaRetirada[];
  try {
    linhas = await servicos.db
      .select({ txid: cobrancas.txid, meio: cobrancas.meio, provedor: cobrancas.provedor })
      .from(cobrancas)
      // Only charges the portal really retired: an active or paid one is never withdrawn by mistake.
      .where(and(inArray(cobrancas.txid, [...new Set(txids)]), eq(cobrancas.meio, 'pix'), inArray(cobrancas.status, ['substituida', 'cancelada'])));
  } catch (err) {
    servicos.log.warn({ erro: (err as Error).message.slice(0, 200) }, 'não foi possível ler as cobranças a remover no PSP');
    return;
  }
  await removerNoPsp(servicos, linhas);
}
