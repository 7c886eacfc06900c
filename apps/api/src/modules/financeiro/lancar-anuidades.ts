/**
 * The year's anuidade of every lawyer, lançada by the portal itself (ADR 035): a lawyer owes it whether or not they
 * ever open /annuity, and every screen that asks whether they are up to date (the homes, the requests, the club's
 * invitations, the defaulters' list) must see it. Same título as /annuity makes (condicoesAnuidade: the bracket
 * by seniority, the early-payment discount, the due date, later for someone inscribed during the year), from the
 * year's table in force (ADR 045): a year without a table is never billed.
 */
import { situacoesQuePermitem } from '@portal/contracts';
import { and, asc, gt, inArray, min, ne, sql } from 'drizzle-orm';
import { inscricoes, titulos } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';
import { condicoesAnuidade, faixaDoAdvogado, tabelaDoExercicio, type FaixaAnuidade, type TabelaDoExercicio } from './anuidade-tabela.js';

/** The row of a lawyer's single anuidade of an exercício: what this job and /annuity both insert. */
export function novaAnuidade(pessoaId: string, tabela: TabelaDoExercicio, faixa: FaixaAnuidade, dataInscricao: string) {
  const exercicio = tabela.exercicio;
  const c = condicoesAnuidade(tabela, faixa, dataInscricao);
  return {
    pessoaId,
    origem: 'anuidade' as const,
    descricao: `Anuidade ${exercicio}`,
    exercicio,
    vencimento: c.vencimento,
    valorCentavos: c.valorCentavos,
    descontoCentavos: c.descontoCentavos,
    descontoAte: c.descontoAte,
  };
}

/** Lawyers handled per statement pair (one read, one insert). */
const LOTE = 500;

/**
 * Lança this exercício's single anuidade for every lawyer (an active inscrição that is not an intern's) who has none
 * yet — in any status: one paid, split, renegotiated or cancelled by staff is never made again. Idempotent and
 * safe beside /annuity's own lançamento: the partial unique index (one anuidade per member and exercício outside
 * plans) turns a concurrent second insert into nothing. Answers how many títulos it made, or null when the
 * exercício has no table (then it makes none: the job logs it and staff see it). `somente`: these people
 * only (tests on a database other test files share); `lote`: people per read (500).
 */
export async function lancarAnuidadesDoAno(ex: Executor, hoje: string, opcoes: { somente?: readonly string[]; lote?: number } = {}): Promise<number | null> {
  const exercicio = Number(hoje.slice(0, 4));
  const tabela = await tabelaDoExercicio(ex, exercicio);
  if (!tabela) return null;
  const tamanho = opcoes.lote ?? LOTE;
  let depoisDe = '00000000-0000-0000-0000-000000000000';
  let lancadas = 0;
  for (;;) {
    const lote = await ex
      .select({ pessoaId: inscricoes.pessoaId, dataInscricao: min(inscricoes.dataInscricao) })
      .from(inscricoes)
      .where(
        and(
          gt(inscricoes.pessoaId, depoisDe),
          opcoes.somente ? inArray(inscricoes.pessoaId, [...opcoes.somente]) : undefined,
          ne(inscricoes.tipo, 'estagiario'),
          inArray(inscricoes.situacao, situacoesQuePermitem('anuidade')), // not during a licence (ADR 042)
          sql`not exists (select 1 from ${titulos} where ${titulos.pessoaId} = ${inscricoes.pessoaId} and ${titulos.origem} = 'anuidade' and ${titulos.exercicio} = ${exercicio} and ${titulos.planoId} is null)`,
        ),
      )
      .groupBy(inscricoes.pessoaId)
      .orderBy(asc(inscricoes.pessoaId))
      .limit(tamanho);
    const linhas = lote.filter((l): l is { pessoaId: string; dataInscricao: string } => l.dataInscricao !== null && l.dataInscricao.slice(0, 4) <= String(exercicio));
    if (linhas.length > 0) {
      const feitas = await ex
        .insert(titulos)
        .values(
          linhas.map((l) => novaAnuidade(l.pessoaId, tabela, faixaDoAdvogado(tabela, l.dataInscricao), l.dataInscricao)),
        )
        .onConflictDoNothing()
        .returning({ id: titulos.id });
      lancadas += feitas.length;
    }
    if (lote.length < tamanho) return lancadas;
    depoisDe = lote[lote.length - 1]!.pessoaId;
  }
}
