/**
 * The system archives a request whose diligência deadline passed without an answer (DOMAIN: `arquivado` when a
 * diligência deadline passes). Run on an interval by the server, together with the removal of unsent anonymous
 * drafts (ouvidoria-anonima/purgar-rascunhos.ts); callable from tests.
 */
import { dataEmSaoPaulo, formatarDataBr } from '@portal/contracts';
import { and, asc, eq, lt } from 'drizzle-orm';
import { requerimentos } from '../../db/schema/index.js';
import { erroParaLog } from '../../lib/log-seguro.js';
import { carregarRequerimento } from '../requerimentos/requerimentos.repository.js';
import { transicionarLinhaBloqueada } from '../requerimentos/transicoes.js';
import { purgarRascunhosAnonimos, type ContextoLimpeza } from '../ouvidoria-anonima/purgar-rascunhos.js';
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

/** One run of the periodic work: expired diligências archived, then unsent anonymous drafts removed. */
async function varrer(ctx: ContextoVarredura & ContextoLimpeza): Promise<void> {
  try {
    const n = await arquivarDiligenciasVencidas(ctx);
    if (n > 0) ctx.log.info({ arquivados: n }, 'diligências vencidas arquivadas');
  } catch (err) {
    ctx.log.error({ erro: erroParaLog(err) }, 'falha na varredura de diligências vencidas');
  }
  try {
    const n = await purgarRascunhosAnonimos(ctx);
    if (n > 0) ctx.log.info({ removidos: n }, 'rascunhos de denúncia anônima não enviados removidos');
  } catch (err) {
    ctx.log.error({ erro: erroParaLog(err) }, 'falha na limpeza de rascunhos de denúncia anônima');
  }
}

/**
 * Runs the sweep (expired diligências, then unsent anonymous drafts older than DIAS_RASCUNHO_ANONIMO days)
 * now and then every `intervaloMs` (default: hourly), never two at once in this process. Returns the stop
 * function, which waits for a run in progress.
 */
export function iniciarVarreduraDiligencias(ctx: ContextoVarredura & ContextoLimpeza, intervaloMs = 60 * 60 * 1000): () => Promise<void> {
  let emCurso: Promise<void> | null = null;
  let parado = false;
  const rodar = () => {
    if (parado || emCurso) return;
    emCurso = varrer(ctx).finally(() => {
      emCurso = null;
    });
  };
  const inicial = setTimeout(rodar, 0);
  const timer = setInterval(rodar, intervaloMs);
  inicial.unref();
  timer.unref();
  return async () => {
    parado = true;
    clearTimeout(inicial);
    clearInterval(timer);
    await emCurso;
  };
}
