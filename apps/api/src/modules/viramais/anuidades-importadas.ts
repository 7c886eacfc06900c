/**
 * ViraMais for the anuidades paid in the former system (DOMAIN "Títulos CSV", ADR 055): an imported paid anuidade
 * earns what a payment in the portal earns (creditoDaAnuidade, validadeDoCredito: the rules in REGRAS_VIRAMAIS, the
 * only ones the portal has had), dated on the day it was paid, and only when that credit would still be valid today
 * (older years' credits had already expired). Each título earns once: its credit entry names it as the settlement
 * hook's does (`titulo_anuidade`), so a staff reversal takes it back the usual way, and a título that already has a
 * credit entry (paid in the portal, or credited by an earlier import) is skipped. Set-based: one query finds the
 * candidates, the lots and entries go in by batches. Runs inside the títulos import's transaction (both the command
 * line and the staff screen: importarTitulosComViraMais).
 */
import { creditoDaAnuidade, dataEmSaoPaulo, hojeSaoPaulo, REGRAS_VIRAMAIS, validadeDoCredito } from '@portal/contracts';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { titulos, viramaisLotes, viramaisMovimentos, viramaisPendencias } from '../../db/schema/index.js';
import type { Tx } from '../../db/transacao.js';
import { quitarPendencias } from './ledger.js';
import { REFERENCIA_TITULO_ANUIDADE } from './viramais.financeiro.js';

/** The origin of a lot earned by an imported paid anuidade (its id: the título). */
export const ORIGEM_ANUIDADE_IMPORTADA = 'anuidade_importada';

const LOTE = 1000;

/** Credits every imported paid anuidade still worth a valid credit on `hoje` that has none yet. Answers how many. */
export async function creditarAnuidadesImportadas(tx: Tx, hoje: string = hojeSaoPaulo()): Promise<number> {
  // A credit earned in year Y is valid until Y + anosDeValidade: only payments from that year on still count.
  const primeiroAno = Number(hoje.slice(0, 4)) - REGRAS_VIRAMAIS.anosDeValidade;
  const desde = new Date(`${primeiroAno}-01-01T00:00:00-03:00`);
  const candidatos = await tx
    .select({ id: titulos.id, pessoaId: titulos.pessoaId, exercicio: titulos.exercicio, pagoEm: titulos.pagoEm, pago: titulos.valorPagoCentavos })
    .from(titulos)
    .where(
      and(
        sql`${titulos.idExterno} is not null`,
        eq(titulos.origem, 'anuidade'),
        eq(titulos.status, 'pago'),
        sql`${titulos.planoId} is null`,
        // Paid in the portal (a provider's means): the settlement hook credits it.
        sql`${titulos.meioPagamento} is null`,
        sql`${titulos.pagoEm} >= ${desde}`,
        sql`not exists (select 1 from ${viramaisMovimentos} m where m.tipo = 'credito' and m.referencia_tipo = ${REFERENCIA_TITULO_ANUIDADE} and m.referencia_id = ${titulos.id})`,
      ),
    );
  const creditos = candidatos.flatMap((c) => {
    const dia = dataEmSaoPaulo(c.pagoEm!);
    const valor = creditoDaAnuidade(Number(c.pago ?? 0));
    const validoAte = validadeDoCredito(dia);
    if (valor <= 0 || validoAte < hoje) return [];
    const ano = c.exercicio ?? Number(dia.slice(0, 4));
    return [{ ...c, valor, validoAte, descricao: `Anuidade ${ano} paga` }];
  });
  let creditados = 0;
  for (let i = 0; i < creditos.length; i += LOTE) {
    const parte = creditos.slice(i, i + LOTE);
    const lotes = await tx
      .insert(viramaisLotes)
      .values(parte.map((c) => ({ pessoaId: c.pessoaId, origemTipo: ORIGEM_ANUIDADE_IMPORTADA, origemId: c.id, valorCentavos: c.valor, saldoCentavos: c.valor, validoAte: c.validoAte, criadoEm: c.pagoEm! })))
      .onConflictDoNothing()
      .returning({ id: viramaisLotes.id, origemId: viramaisLotes.origemId });
    if (lotes.length === 0) continue;
    const porTitulo = new Map(parte.map((c) => [c.id, c]));
    await tx.insert(viramaisMovimentos).values(
      lotes.map((l) => {
        const c = porTitulo.get(l.origemId)!;
        return { pessoaId: c.pessoaId, loteId: l.id, tipo: 'credito' as const, valorCentavos: c.valor, referenciaTipo: REFERENCIA_TITULO_ANUIDADE, referenciaId: c.id, descricao: c.descricao, em: c.pagoEm! };
      }),
    );
    creditados += lotes.length;
    // What a member owes from a reversed credit is settled first from the new credits, as for any credit.
    const pessoas = [...new Set(lotes.map((l) => porTitulo.get(l.origemId)!.pessoaId))];
    const devedores = await tx
      .selectDistinct({ pessoaId: viramaisPendencias.pessoaId })
      .from(viramaisPendencias)
      .where(and(inArray(viramaisPendencias.pessoaId, pessoas), gt(viramaisPendencias.saldoCentavos, 0)));
    for (const d of devedores) await quitarPendencias(tx, d.pessoaId, hoje);
  }
  return creditados;
}
