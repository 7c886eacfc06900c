import { REGRAS_ANUIDADE, ultimoDiaUtilDoMes, type NovaTabelaAnuidade } from '@portal/contracts';
import { desc, lt } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { anuidadeTabelas } from '../../src/db/schema/index.js';
import { tabelaDoExercicio, type TabelaDoExercicio } from '../../src/modules/financeiro/anuidade-tabela.js';

/** A valid body for POST /area-restrita/financeiro/anuidade/tabelas: 2026's values, moved to `exercicio`. */
export function corpoTabelaAnuidade(exercicio: number, alterar: Partial<NovaTabelaAnuidade> = {}): NovaTabelaAnuidade {
  return {
    exercicio,
    resolucao: `Resolução ${exercicio}-01`,
    vencimento: `${exercicio}-04-30`,
    descontoBp: 1500,
    descontoAte: `${exercicio}-03-31`,
    parcelasMaximo: 12,
    faixas: [
      { anosDe: 0, anosAte: 1, valorCentavos: 52_000 },
      { anosDe: 2, anosAte: 4, valorCentavos: 78_000 },
      { anosDe: 5, anosAte: null, valorCentavos: 104_000 },
    ],
    valorEstagiarioCentavos: 20_000,
    ...alterar,
  };
}

/**
 * The table of `ano`, made (a copy of the newest earlier one, due on the last business day of April) when the
 * migration did not bring it: the suite runs in any year, and a year without a table bills nothing (ADR 045).
 */
export async function garantirTabelaAnuidade(db: Db, ano: number): Promise<TabelaDoExercicio> {
  const existente = await tabelaDoExercicio(db, ano);
  if (existente) return existente;
  const [anterior] = await db.select().from(anuidadeTabelas).where(lt(anuidadeTabelas.exercicio, ano)).orderBy(desc(anuidadeTabelas.exercicio), desc(anuidadeTabelas.versao)).limit(1);
  if (!anterior) throw new Error('sem tabela da anuidade anterior');
  await db
    .insert(anuidadeTabelas)
    .values({
      exercicio: ano,
      versao: 1,
      resolucao: `Teste ${ano}`,
      vencimento: ultimoDiaUtilDoMes(ano, REGRAS_ANUIDADE.vencimentoMes),
      descontoBp: anterior.descontoBp,
      descontoAte: `${ano}-${REGRAS_ANUIDADE.descontoAteMesDia}`,
      parcelasMaximo: anterior.parcelasMaximo,
      faixas: anterior.faixas,
    })
    .onConflictDoNothing();
  const criada = await tabelaDoExercicio(db, ano);
  if (!criada) throw new Error('tabela da anuidade de teste');
  return criada;
}
