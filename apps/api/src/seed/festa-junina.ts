/**
 * The demo's festa junina: the next 20 June (at least two weeks ahead, else the following year's), on sale
 * with two lots (the 1º lote now, the 2º lote from 30 days before the party or when the first sells out) and
 * a price per ticket kind. Idempotent: an event already there with the same name and date is left alone.
 */
import { hojeSaoPaulo, somarDias } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { festaEventos, festaLotes } from '../db/schema/index.js';
import type { Db } from '../db/client.js';

export function dataDaFestaDemo(hoje: string): string {
  const ano = Number(hoje.slice(0, 4));
  const nesteAno = `${ano}-06-20`;
  return somarDias(hoje, 14) <= nesteAno ? nesteAno : `${ano + 1}-06-20`;
}

export async function semearFestaJunina(db: Db, hoje = hojeSaoPaulo()): Promise<void> {
  const data = dataDaFestaDemo(hoje);
  const nome = `Arraiá do CEL ${data.slice(0, 4)}`;
  await db.transaction(async (tx) => {
    const [existe] = await tx.select({ id: festaEventos.id }).from(festaEventos).where(and(eq(festaEventos.nome, nome), eq(festaEventos.data, data))).limit(1);
    if (existe) return;
    const [evento] = await tx
      .insert(festaEventos)
      .values({ nome, data, local: 'Sede campestre do CEL — Goiânia', capacidade: 1200, limiteProprio: 1, limiteConvidados: 4 })
      .returning({ id: festaEventos.id });
    const abre2 = somarDias(data, -30);
    await tx.insert(festaLotes).values([
      { eventoId: evento!.id, nome: '1º lote', ordem: 1, quantidade: 600, precoAdvogadoCentavos: 6000, precoConvidadoCentavos: 8000, precoCriancaCentavos: 4000 },
      {
        eventoId: evento!.id,
        nome: '2º lote',
        ordem: 2,
        quantidade: 600,
        abreEm: abre2 > hoje ? abre2 : null,
        precoAdvogadoCentavos: 7500,
        precoConvidadoCentavos: 10000,
        precoCriancaCentavos: 5000,
      },
    ]);
  });
}
