/**
 * The system archives a request whose diligência deadline passed without an answer (DOMAIN: `arquivado` when a
 * diligência deadline passes). Scheduled as a job by requerimentos/requerimentos.jobs.ts; callable from tests.
 */
import { dataEmSaoPaulo, formatarDataBr } from '@portal/contracts';
import { and, asc, eq, lt } from 'drizzle-orm';
import { requerimentos } from '../../db/schema/index.js';
import { erroParaLog } from '../../lib/log-seguro.js';
import { carregarRequerimento } from './requerimentos.repository.js';
import { transicionarLinhaBloqueada } from './transicoes.js';
import type { Contexto } from '../../lib/contexto.js';

/** Requests archived per batch (the next run takes the rest). */
const LOTE = 200;
const SISTEMA = { tipo: 'sistema', usuarioId: null } as const;

/** What the sweep needs (no storage: it only changes statuses and e-mails the members). */
export type ContextoVarredura = Pick<Contexto, 'db' | 'mailer' | 'config' | 'log'>;

/**
 * Archives every request in `em_diligencia` whose deadline is before `hoje` (Sao Paulo calendar: the deadline
 * day itself is still open). Each one in its own transaction, re-checked under the row lock, so an answer (273)
 * that arrives meanwhile wins and several instances can sweep at once. Returns how many were archived.
 */
export async function arquivarDiligenciasVencidas(ctx: ContextoVarredura, hoje: string = dataEmSaoPaulo()): Promise<number> {
  let arquivados = 0;
  for (;;) {
    const vencidos = await ctx.db
      .select({ id: requerimentos.id })
      .from(requerimentos)
      .where(and(eq(requerimentos.status, 'em_diligencia'), lt(requerimentos.prazoDiligencia, hoje)))
      .orderBy(asc(requerimentos.prazoDiligencia), asc(requerimentos.id))
      .limit(LOTE);
    let nesteLote = 0;
    for (const { id } of vencidos) {
      try {
        const resultado = await ctx.db.transaction(async (tx) => {
          const linha = await carregarRequerimento(tx, id, { tipo: 'staff' }, { bloquear: true });
          if (linha.status !== 'em_diligencia' || !linha.prazoDiligencia || linha.prazoDiligencia >= hoje) return null;
          return transicionarLinhaBloqueada(tx, ctx, linha, {
            acao: 'arquivar',
            ator: SISTEMA,
            motivo: `Prazo da diligência encerrado em ${formatarDataBr(linha.prazoDiligencia)} sem resposta.`,
          });
        });
        if (resultado) {
          ctx.mailer.enviarDepois(resultado.mensagens, ctx.log, 'falha ao enviar e-mail de requerimento');
          arquivados++;
          nesteLote++;
        }
      } catch (err) {
        ctx.log.error({ erro: erroParaLog(err), requerimentoId: id }, 'falha ao arquivar diligência vencida');
      }
    }
    // A short batch was the last one; a batch where nothing could be archived would repeat forever.
    if (vencidos.length < LOTE || nesteLote === 0) return arquivados;
  }
}
