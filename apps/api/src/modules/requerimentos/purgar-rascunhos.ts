/**
 * Anonymous drafts nobody sent: anyone may start a 301 and attach files without an account, so a draft left
 * unsent is removed, with its files, after DIAS_RASCUNHO_ANONIMO days. Scheduled as a job by ouvidoria-anonima.jobs.ts.
 */
import { dataEmSaoPaulo, somarDias } from '@portal/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { documentosRequerimento, requerimentos } from '../../db/schema/index.js';
import { erroParaLog } from '../../lib/log-seguro.js';
import { opcoesRemocao } from './documentos.js';
import { CODIGO_DENUNCIA_ANONIMA } from './denuncia-anonima.js';
import type { Contexto } from '../../lib/contexto.js';

/**
 * Whole days an unsent anonymous draft is kept after the day it was made (its time is kept to the day): one
 * made on the 10th goes on the 12th, so it lives at least 24 hours and at most 48.
 */
export const DIAS_RASCUNHO_ANONIMO = 1;

/** Drafts removed per batch (the next batch takes the rest). */
const LOTE = 200;

export type ContextoLimpeza = Pick<Contexto, 'db' | 'armazenamento' | 'log'>;

/**
 * Removes every anonymous draft (301, rascunho) made before `hoje` minus DIAS_RASCUNHO_ANONIMO days (Sao Paulo
 * calendar: one made on the 10th lives through the 11th), rows and stored files. Each draft in its own
 * transaction, re-checked under the row lock, so a report being sent meanwhile wins. Logs no id (the report
 * has no identity to leak, and no time either). Returns how many drafts were removed.
 */
export async function purgarRascunhosAnonimos(ctx: ContextoLimpeza, hoje: string = dataEmSaoPaulo()): Promise<number> {
  // Midnight (Sao Paulo) of the first day that is kept.
  const limite = sql`(${somarDias(hoje, -DIAS_RASCUNHO_ANONIMO)}::date)::timestamp at time zone 'America/Sao_Paulo'`;
  const velhos = and(eq(requerimentos.codigo, CODIGO_DENUNCIA_ANONIMA), eq(requerimentos.status, 'rascunho'), sql`${requerimentos.criadoEm} < ${limite}`);
  let removidos = 0;
  for (;;) {
    const lote = await ctx.db.select({ id: requerimentos.id }).from(requerimentos).where(velhos).orderBy(asc(requerimentos.id)).limit(LOTE);
    let nesteLote = 0;
    for (const { id } of lote) {
      try {
        const arquivos = await ctx.db.transaction(async (tx) => {
          const [linha] = await tx
            .select({ id: requerimentos.id })
            .from(requerimentos)
            .where(and(eq(requerimentos.id, id), velhos))
            .for('update');
          if (!linha) return null;
          const docs = await tx
            .select({ chave: documentosRequerimento.armazenamentoChave })
            .from(documentosRequerimento)
            .where(eq(documentosRequerimento.requerimentoId, id));
          // Documents and andamentos go with the row (on delete cascade).
          await tx.delete(requerimentos).where(eq(requerimentos.id, id));
          return docs.map((d) => d.chave);
        });
        if (arquivos === null) continue;
        removidos++;
        nesteLote++;
        for (const chave of arquivos) {
          await ctx.armazenamento.remover(chave, opcoesRemocao(chave)).catch((err: unknown) => {
            ctx.log.error({ erro: erroParaLog(err) }, 'falha ao remover arquivo de rascunho de denúncia anônima');
          });
        }
      } catch (err) {
        ctx.log.error({ erro: erroParaLog(err) }, 'falha ao remover rascunho de denúncia anônima não enviado');
      }
    }
    // A short batch was the last one; a batch where nothing could be removed would repeat forever.
    if (lote.length < LOTE || nesteLote === 0) return removidos;
  }
}
