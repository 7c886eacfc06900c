/**
 * The member's finance at a glance (GET /financeiro/resumo), for the entity homes: up to date or what is overdue,
 * what falls due next, and this year's anuidade. Reads only: unlike GET /financeiro/anuidade it issues nothing.
 */
import type { ResumoFinanceiro } from '@portal/contracts';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { titulos } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';
import { devidoDoTitulo, pendenciasDeAdimplencia } from './titulo.js';
import { inscricoesAtivas } from './titulos.repository.js';

async function anuidadeDoAno(ex: Executor, pessoaId: string, hoje: string, adimplente: boolean): Promise<ResumoFinanceiro['anuidade']> {
  const exercicio = Number(hoje.slice(0, 4));
  const linhas = await ex
    .select()
    .from(titulos)
    .where(
      and(eq(titulos.pessoaId, pessoaId), eq(titulos.origem, 'anuidade'), eq(titulos.exercicio, exercicio), inArray(titulos.status, ['aberto', 'pago', 'renegociado'])),
    )
    .orderBy(asc(titulos.vencimento), asc(titulos.nufin));
  const parcelada = linhas.some((t) => t.planoId !== null);
  const proximo = linhas.find((t) => t.status === 'aberto');
  if (proximo) {
    return {
      exercicio,
      situacao: proximo.vencimento < hoje ? 'vencida' : 'em_aberto',
      vencimento: proximo.vencimento,
      // What paying it costs today: the early-payment discount while it holds, fine and interest once past due.
      valorCentavos: devidoDoTitulo(proximo, hoje, adimplente).totalCentavos,
      parcelada,
    };
  }
  const paga = linhas.some((t) => t.status === 'pago');
  return { exercicio, situacao: paga ? 'paga' : 'nao_emitida', vencimento: null, valorCentavos: null, parcelada };
}

export async function resumoFinanceiro(ex: Executor, pessoaId: string, hoje: string): Promise<ResumoFinanceiro> {
  const [pendencias, aVencer, inscricoes] = await Promise.all([
    pendenciasDeAdimplencia(ex, pessoaId, hoje),
    ex
      .select()
      .from(titulos)
      .where(and(eq(titulos.pessoaId, pessoaId), eq(titulos.status, 'aberto'), gte(titulos.vencimento, hoje)))
      .orderBy(asc(titulos.vencimento)),
    inscricoesAtivas(ex, pessoaId),
  ]);
  const emDia = pendencias.vencidos.quantidade === 0 && pendencias.entradas.length === 0;
  return {
    emDia,
    vencidos: pendencias.vencidos,
    entradasEmAberto: pendencias.entradas.length,
    aVencer: {
      quantidade: aVencer.length,
      // What paying them costs today, as /financeiro shows each one: an anuidade's early-payment discount while it
      // holds (and the member is up to date).
      totalCentavos: aVencer.reduce((soma, t) => soma + devidoDoTitulo(t, hoje, emDia).totalCentavos, 0),
      proximoVencimento: aVencer[0]?.vencimento ?? null,
    },
    anuidade: inscricoes.length > 0 ? await anuidadeDoAno(ex, pessoaId, hoje, emDia) : null,
  };
}
