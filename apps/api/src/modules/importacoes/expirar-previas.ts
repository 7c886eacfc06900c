/**
 * Files no job will read any more are removed (ADR 041): a preview not confirmed within a day expires, and a
 * file left behind by an import that ended (a removal that failed) goes too.
 */
import { and, eq, inArray, isNotNull, lt, notInArray, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { importacoes } from '../../db/schema/index.js';
import type { Contexto } from '../../lib/contexto.js';
import { erroParaLog } from '../../lib/log-seguro.js';

export const VALIDADE_PREVIA_MS = 24 * 3600_000;

export async function expirarPrevias(ctx: Pick<Contexto, 'db' | 'armazenamento'>, log: FastifyBaseLogger, agora = new Date()): Promise<number> {
  const limite = new Date(agora.getTime() - VALIDADE_PREVIA_MS);
  const restos = await ctx.db
    .select({ id: importacoes.id, chave: importacoes.arquivoChave, situacao: importacoes.situacao })
    .from(importacoes)
    .where(
      and(
        isNotNull(importacoes.arquivoChave),
        or(and(eq(importacoes.situacao, 'analisada'), lt(importacoes.criadaEm, limite)), notInArray(importacoes.situacao, ['analisada', 'na_fila', 'executando'])),
      ),
    );
  for (const r of restos) {
    const [l] = await ctx.db
      .update(importacoes)
      .set(r.situacao === 'analisada' ? { situacao: 'expirada', arquivoChave: null } : { arquivoChave: null })
      .where(and(eq(importacoes.id, r.id), inArray(importacoes.situacao, [r.situacao])))
      .returning({ id: importacoes.id });
    if (!l || !r.chave) continue;
    await ctx.armazenamento.remover(r.chave).catch((e: unknown) => log.error({ erro: erroParaLog(e), importacaoId: r.id }, 'falha ao remover o arquivo de uma importação'));
  }
  return restos.length;
}
