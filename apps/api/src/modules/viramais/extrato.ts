/** The member's ViraMais page: balance, what expires when, the statement (newest first) and the rule. */
import { REGRAS_VIRAMAIS, type ViraMais } from '@portal/contracts';
import { and, asc, count, desc, eq, gt, gte, sql } from 'drizzle-orm';
import { viramaisLotes, viramaisMovimentos } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';
import { pendenciaViraMais, saldoViraMais } from './ledger.js';

export const POR_PAGINA_EXTRATO = 20;

export async function verViraMais(ex: Executor, pessoaId: string, hoje: string, pagina: number): Promise<ViraMais> {
  const [saldoCentavos, pendenciaCentavos, vencimentos, itens, [total]] = await Promise.all([
    saldoViraMais(ex, pessoaId, hoje),
    pendenciaViraMais(ex, pessoaId),
    ex
      .select({ validoAte: viramaisLotes.validoAte, saldo: sql<string>`sum(${viramaisLotes.saldoCentavos})` })
      .from(viramaisLotes)
      .where(and(eq(viramaisLotes.pessoaId, pessoaId), gte(viramaisLotes.validoAte, hoje), gt(viramaisLotes.saldoCentavos, 0)))
      .groupBy(viramaisLotes.validoAte)
      .orderBy(asc(viramaisLotes.validoAte)),
    ex
      .select({
        id: viramaisMovimentos.id,
        tipo: viramaisMovimentos.tipo,
        valorCentavos: viramaisMovimentos.valorCentavos,
        descricao: viramaisMovimentos.descricao,
        em: viramaisMovimentos.em,
        loteValidoAte: viramaisLotes.validoAte,
      })
      .from(viramaisMovimentos)
      .innerJoin(viramaisLotes, eq(viramaisLotes.id, viramaisMovimentos.loteId))
      .where(eq(viramaisMovimentos.pessoaId, pessoaId))
      .orderBy(desc(viramaisMovimentos.em), desc(viramaisMovimentos.id))
      .limit(POR_PAGINA_EXTRATO)
      .offset((pagina - 1) * POR_PAGINA_EXTRATO),
    ex.select({ n: count() }).from(viramaisMovimentos).where(eq(viramaisMovimentos.pessoaId, pessoaId)),
  ]);
  return {
    saldoCentavos,
    pendenciaCentavos,
    vencimentos: vencimentos.map((v) => ({ validoAte: v.validoAte, saldoCentavos: Number(v.saldo) })),
    extrato: {
      itens: itens.map((m) => ({ ...m, em: m.em.toISOString() })),
      total: total?.n ?? 0,
      pagina,
      porPagina: POR_PAGINA_EXTRATO,
    },
    regras: {
      percentualAnuidade: REGRAS_VIRAMAIS.percentualAnuidadeBp / 100,
      validade: `até 31 de dezembro do ano seguinte ao pagamento`,
      ondeUsar: [...REGRAS_VIRAMAIS.ondeUsar],
    },
  };
}
