/**
 * GET /area-restrita/financeiro/anuidade/tabelas: every year's anuidade table with its versions (ADR 045), which
 * years are already billed, and the warnings the staff must see — this year without a table (nothing is being
 * billed), next year not entered yet from October on.
 */
import {
  ANOS_A_FRENTE_TABELA,
  EXERCICIO_MINIMO_TABELA,
  mensagemSemTabelaAnuidade,
  type AnoTabelaAnuidade,
  type AvisoTabelaAnuidade,
  type ListaTabelasAnuidade,
  type TabelaAnuidade,
} from '@portal/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { anuidadeTabelas, pessoas, titulos, usuarios } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';
import type { LinhaTabelaAnuidade } from './anuidade-tabela.js';

/** From this day of the year on, staff are told next year's table is missing. */
const AVISAR_PROXIMO_ANO_DESDE = '10-01';

export function tabelaAnuidadeDto(l: LinhaTabelaAnuidade, criadaPor: string | null): TabelaAnuidade {
  return {
    id: l.id,
    exercicio: l.exercicio,
    versao: l.versao,
    resolucao: l.resolucao,
    vencimento: l.vencimento,
    descontoBp: l.descontoBp,
    descontoAte: l.descontoAte,
    parcelasMaximo: l.parcelasMaximo,
    faixas: l.faixas,
    valorEstagiarioCentavos: l.valorEstagiarioCentavos,
    criadaPor,
    criadaEm: l.criadaEm.toISOString(),
  };
}

/** The years of anuidade_tabelas that already have anuidade títulos (any status, imported ones too). */
export async function exerciciosLancados(ex: Executor, exercicios: readonly number[]): Promise<Set<number>> {
  if (exercicios.length === 0) return new Set();
  const linhas = await ex
    .selectDistinct({ exercicio: titulos.exercicio })
    .from(titulos)
    .where(and(eq(titulos.origem, 'anuidade'), inArray(titulos.exercicio, [...exercicios])));
  return new Set(linhas.map((l) => l.exercicio).filter((e): e is number => e !== null));
}

/** The warnings about missing tables on `hoje`: this year's (an error: nothing is billed), next year's from October. */
export function avisosTabelaAnuidade(comTabela: ReadonlySet<number>, hoje: string): AvisoTabelaAnuidade[] {
  const ano = Number(hoje.slice(0, 4));
  const avisos: AvisoTabelaAnuidade[] = [];
  if (!comTabela.has(ano)) avisos.push({ exercicio: ano, gravidade: 'erro', mensagem: mensagemSemTabelaAnuidade(ano) });
  if (!comTabela.has(ano + 1) && hoje.slice(5) >= AVISAR_PROXIMO_ANO_DESDE) {
    avisos.push({
      exercicio: ano + 1,
      gravidade: 'aviso',
      mensagem: `A tabela da anuidade de ${ano + 1} ainda não foi cadastrada: sem ela, a anuidade de ${ano + 1} não será lançada em 1º de janeiro.`,
    });
  }
  return avisos;
}

export async function listarTabelasAnuidade(ex: Executor, hoje: string): Promise<ListaTabelasAnuidade> {
  const linhas = await ex
    .select({ tabela: anuidadeTabelas, nome: pessoas.nome, nomeSocial: pessoas.nomeSocial })
    .from(anuidadeTabelas)
    .leftJoin(usuarios, eq(usuarios.id, anuidadeTabelas.criadaPor))
    .leftJoin(pessoas, eq(pessoas.id, usuarios.pessoaId))
    .orderBy(desc(anuidadeTabelas.exercicio), desc(anuidadeTabelas.versao));
  const porAno = new Map<number, TabelaAnuidade[]>();
  for (const l of linhas) {
    const lista = porAno.get(l.tabela.exercicio) ?? [];
    lista.push(tabelaAnuidadeDto(l.tabela, l.nomeSocial ?? l.nome ?? null));
    porAno.set(l.tabela.exercicio, lista);
  }
  const lancados = await exerciciosLancados(ex, [...porAno.keys()]);
  const anos: AnoTabelaAnuidade[] = [];
  for (const [exercicio, [vigente, ...anteriores]] of porAno) {
    if (vigente) anos.push({ exercicio, lancada: lancados.has(exercicio), vigente, anteriores });
  }
  const ano = Number(hoje.slice(0, 4));
  const comTabela = new Set(porAno.keys());
  return {
    anos,
    avisos: avisosTabelaAnuidade(comTabela, hoje),
    proximoExercicio: [ano, ano + 1].find((e) => !comTabela.has(e)) ?? ano + 1,
    exercicioMinimo: EXERCICIO_MINIMO_TABELA,
    exercicioMaximo: ano + ANOS_A_FRENTE_TABELA,
  };
}
