/**
 * This year's anuidade of a lawyer: the single título (made the first time it is asked for), its early-payment
 * discount, the installment options, and the split into a parcelamento_anuidade plan.
 */
import {
  dividirEmParcelas,
  formatarDataBr,
  mensagemAnuidadeSemTabela,
  REGRAS_ANUIDADE,
  somarDias,
  vencimentosMensais,
  type Anuidade,
  type AnuidadeSemTabela,
  type Plano,
  type RespostaAnuidade,
} from '@portal/contracts';
import { and, asc, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { cobrancas, planos, titulos } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Db } from '../../db/client.js';
import type { Executor, Tx } from '../../db/transacao.js';
import { faixaDoAdvogado, faixasDaTabela, semTabela, tabelaDoExercicio, type FaixaAnuidade, type TabelaDoExercicio } from './anuidade-tabela.js';
import { planoDoMembro } from './planos.js';
import { estaAdimplente, titulosDe, type LinhaPlano, type LinhaTitulo } from './titulo.js';
import { novaAnuidade } from './lancar-anuidades.js';
import { inscricoesAtivas } from './titulos.repository.js';
import { motivoDaSituacaoDaPessoa } from '../inscritos/index.js';

/** At most this many earlier anuidades in the answer (newest first). */
const MAX_ANTERIORES = 30;

const MOTIVO_SEM_INSCRICAO = 'A anuidade é devida por advogados e advogadas inscritos na OAB.';
const semInscricao = () => new AppError('SEM_INSCRICAO', MOTIVO_SEM_INSCRICAO);

/** The earliest active inscrição's date of a lawyer; 409 SEM_INSCRICAO for anyone else. */
async function inscricaoDoMembro(ex: Executor, pessoaId: string): Promise<string> {
  const [primeira] = await inscricoesAtivas(ex, pessoaId);
  if (!primeira) throw semInscricao();
  return primeira.dataInscricao;
}

/** The single anuidade título of the exercício (not an installment), locked when `bloquear`. */
async function tituloUnico(ex: Executor, pessoaId: string, exercicio: number, bloquear = false): Promise<LinhaTitulo | null> {
  const consulta = ex
    .select()
    .from(titulos)
    .where(and(eq(titulos.pessoaId, pessoaId), eq(titulos.origem, 'anuidade'), eq(titulos.exercicio, exercicio), isNull(titulos.planoId)))
    .limit(1);
  const [t] = bloquear ? await consulta.for('update') : await consulta;
  return t ?? null;
}

/**
 * The single título of this exercício, made now if missing — from the year's table in force; with no table there
 * is nothing to make (null), unless the título already exists (issued earlier, or imported). Two first visits at
 * once make one título: the partial unique index (one anuidade per member and exercício outside plans) turns the
 * second insert into nothing.
 */
async function garantirTituloUnico(
  ex: Executor,
  pessoaId: string,
  exercicio: number,
  tabela: TabelaDoExercicio | null,
  dataInscricao: string,
  bloquear = false,
): Promise<LinhaTitulo | null> {
  const existente = await tituloUnico(ex, pessoaId, exercicio, bloquear);
  if (existente) return existente;
  // No anuidade is issued during a licence (ADR 042); one issued before it stays.
  const semAnuidade = await motivoDaSituacaoDaPessoa(ex, pessoaId, 'anuidade');
  if (semAnuidade) throw new AppError('SEM_INSCRICAO', semAnuidade);
  if (!tabela) return null;
  await ex
    .insert(titulos)
    .values(novaAnuidade(pessoaId, tabela, faixaDoAdvogado(tabela, dataInscricao), dataInscricao))
    .onConflictDoNothing();
  const criado = await tituloUnico(ex, pessoaId, exercicio, bloquear);
  if (!criado) throw new Error('Anuidade não criada.');
  return criado;
}

/**
 * Installment options (2 to the year's maximum, 12 at most) of a single título: the full value split exactly, first
 * due in 7 days, then monthly.
 */
export function opcoesParcelamento(valorCentavos: number, hoje: string, parcelasMaximo: number = REGRAS_ANUIDADE.parcelasMaximo) {
  const primeiroVencimento = somarDias(hoje, REGRAS_ANUIDADE.diasAtePrimeiraParcela);
  return Array.from({ length: Math.max(0, parcelasMaximo - 1) }, (_, i) => {
    const parcelas = i + 2;
    const datas = vencimentosMensais(primeiroVencimento, parcelas);
    return {
      parcelas,
      // The first installments carry the leftover centavos: this is the largest one.
      valorParcelaCentavos: dividirEmParcelas(valorCentavos, parcelas)[0] ?? 0,
      primeiroVencimento,
      ultimoVencimento: datas.at(-1) ?? primeiroVencimento,
    };
  });
}

/** The plan that replaced the single título (renegociado): this anuidade's split or an agreement over overdue debts. */
type PlanoSubstituto = Pick<LinhaPlano, 'id' | 'numero' | 'tipo'>;

async function planoSubstituto(ex: Executor, unico: LinhaTitulo): Promise<PlanoSubstituto | null> {
  if (!unico.renegociadoEmPlanoId) return null;
  const [plano] = await ex.select({ id: planos.id, numero: planos.numero, tipo: planos.tipo }).from(planos).where(eq(planos.id, unico.renegociadoEmPlanoId));
  return plano ?? null;
}

/**
 * The títulos shown as this year's anuidade: the installments once it was split; otherwise the single título
 * itself — also when, overdue, it went into an agreement: the agreement's installments are not this year's
 * anuidade (they may carry other debts, fine and interest), so the single título shows as renegociado.
 */
async function titulosDoAno(ex: Executor, unico: LinhaTitulo): Promise<{ linhas: LinhaTitulo[]; substituto: PlanoSubstituto | null }> {
  const substituto = await planoSubstituto(ex, unico);
  if (substituto?.tipo !== 'parcelamento_anuidade') return { linhas: [unico], substituto };
  const parcelas = await ex.select().from(titulos).where(eq(titulos.planoId, substituto.id)).orderBy(asc(titulos.parcela));
  return { linhas: parcelas.length > 0 ? parcelas : [unico], substituto };
}

/** What a renegotiated single título says about the plan that replaced it. */
function renegociadaEm(ano: number, substituto: PlanoSubstituto | null): string | null {
  return substituto?.tipo === 'negociacao' ? `A anuidade de ${ano} foi renegociada no acordo nº ${substituto.numero}: pague as parcelas do acordo em Plano de pagamento.` : null;
}

/** Why the early-payment discount does not hold today for this member (null when it does). */
function motivoSemDesconto(unico: LinhaTitulo, ate: string, hoje: string, emDiaSemEsta: boolean, substituto: PlanoSubstituto | null): string | null {
  const ano = unico.exercicio ?? Number(hoje.slice(0, 4));
  switch (unico.status) {
    case 'pago':
      return `A anuidade de ${ano} já foi paga.`;
    case 'renegociado':
      return renegociadaEm(ano, substituto) ?? 'O desconto vale só para o pagamento em cota única: esta anuidade foi parcelada.';
    case 'cancelado':
      return `A anuidade de ${ano} foi cancelada.`;
    case 'aberto':
    case 'vencido':
      break;
    default: {
      const nunca: never = unico.status;
      return nunca;
    }
  }
  if (unico.descontoCentavos <= 0) return 'Esta anuidade não tem desconto por pagamento antecipado.';
  if (hoje > ate || hoje > unico.vencimento) return `O desconto por pagamento antecipado valia até ${formatarDataBr(ate)}.`;
  if (!emDiaSemEsta) return 'O desconto é só para quem está em dia com a OAB: há títulos vencidos em aberto. Pague ou negocie esses títulos para ter o desconto.';
  return null;
}

/**
 * What GET /financeiro/anuidade answers: this year's anuidade of a lawyer, or, for someone without an active
 * lawyer's inscrição (a collaborator, an intern), the state 'nao_aplicavel' with the reason — a normal answer,
 * not an error (issue 10).
 */
export async function respostaAnuidade(db: Db, pessoaId: string, hoje: string): Promise<RespostaAnuidade> {
  const [inscricao] = await inscricoesAtivas(db, pessoaId);
  if (!inscricao) return { situacao: 'nao_aplicavel', motivo: MOTIVO_SEM_INSCRICAO };
  const semAnuidade = await motivoDaSituacaoDaPessoa(db, pessoaId, 'anuidade');
  if (semAnuidade && !(await tituloUnico(db, pessoaId, Number(hoje.slice(0, 4))))) return { situacao: 'nao_aplicavel', motivo: semAnuidade };
  return anuidadeDoMembro(db, pessoaId, hoje);
}

/** The band a título was issued in: the table's, or, without a table (an imported título), the título's own value. */
function faixaDoTitulo(tabela: TabelaDoExercicio | null, unico: LinhaTitulo, dataInscricao: string): FaixaAnuidade {
  if (tabela) return faixaDoAdvogado(tabela, dataInscricao);
  return { codigo: 'titulo', descricao: unico.descricao, valorCentavos: unico.valorCentavos };
}

/**
 * This year's anuidade of the member (409 SEM_INSCRICAO for a non-lawyer), or 'sem_tabela' when the year has no
 * table yet and no título was issued (ADR 045).
 */
export async function anuidadeDoMembro(db: Db, pessoaId: string, hoje: string): Promise<Anuidade | AnuidadeSemTabela> {
  const exercicio = Number(hoje.slice(0, 4));
  const dataInscricao = await inscricaoDoMembro(db, pessoaId);
  const tabela = await tabelaDoExercicio(db, exercicio);
  const unico = await garantirTituloUnico(db, pessoaId, exercicio, tabela, dataInscricao);
  if (!unico) return { situacao: 'sem_tabela', exercicio, motivo: mensagemAnuidadeSemTabela(exercicio) };
  const faixa = faixaDoTitulo(tabela, unico, dataInscricao);
  const parcelasMaximo = tabela?.parcelasMaximo ?? REGRAS_ANUIDADE.parcelasMaximo;
  // The título carries what it was issued with; the rate shown is the table's, or the título's own without one.
  const descontoBp = tabela ? tabela.descontoBp : unico.valorCentavos > 0 ? Math.round((unico.descontoCentavos * 10_000) / unico.valorCentavos) : 0;

  const [doAno, anteriores, adimplente, emDiaSemEsta] = await Promise.all([
    titulosDoAno(db, unico),
    db
      .select()
      .from(titulos)
      .where(and(eq(titulos.pessoaId, pessoaId), eq(titulos.origem, 'anuidade'), lt(titulos.exercicio, exercicio)))
      .orderBy(desc(titulos.exercicio), asc(titulos.parcela), asc(titulos.nufin))
      .limit(MAX_ANTERIORES),
    estaAdimplente(db, pessoaId, hoje),
    estaAdimplente(db, pessoaId, hoje, unico.id),
  ]);
  const [titulosDoAnoApi, titulosAnteriores] = await Promise.all([titulosDe(db, pessoaId, doAno.linhas, hoje), titulosDe(db, pessoaId, anteriores, hoje)]);

  const ate = unico.descontoAte ?? tabela?.descontoAte ?? unico.vencimento;
  const motivo = motivoSemDesconto(unico, ate, hoje, emDiaSemEsta, doAno.substituto);
  const podeParcelar = unico.status === 'aberto' && unico.vencimento >= hoje;
  return {
    situacao: 'devida',
    exercicio,
    faixa: { codigo: faixa.codigo, descricao: faixa.descricao, valorCentavos: faixa.valorCentavos },
    faixas: tabela ? faixasDaTabela(tabela) : [faixa],
    adimplente,
    descontoAntecipado: {
      percentualBp: descontoBp,
      valorCentavos: unico.descontoCentavos,
      ate,
      disponivel: motivo === null,
      motivo,
    },
    titulos: titulosDoAnoApi,
    parcelamento: podeParcelar && parcelasMaximo > 1 ? { parcelasMaximo, opcoes: opcoesParcelamento(unico.valorCentavos, hoje, parcelasMaximo) } : null,
    anteriores: titulosAnteriores,
  };
}

function recusaParcelamento(unico: LinhaTitulo, hoje: string, substituto: PlanoSubstituto | null): AppError | null {
  const ano = unico.exercicio ?? Number(hoje.slice(0, 4));
  const conflito = (mensagem: string) => new AppError('PARCELAMENTO_INDISPONIVEL', mensagem);
  switch (unico.status) {
    case 'pago':
      return conflito(`A anuidade de ${ano} já foi paga.`);
    case 'renegociado':
      return conflito(renegociadaEm(ano, substituto) ?? `A anuidade de ${ano} já foi parcelada. Veja as parcelas em Plano de pagamento.`);
    case 'cancelado':
      return conflito(`A anuidade de ${ano} foi cancelada.`);
    case 'aberto':
    case 'vencido':
      break;
    default: {
      const nunca: never = unico.status;
      return nunca;
    }
  }
  if (unico.vencimento < hoje) {
    return conflito(`A anuidade de ${ano} venceu em ${formatarDataBr(unico.vencimento)} e não pode mais ser parcelada. Negocie o débito em atraso.`);
  }
  return null;
}

/**
 * Splits this year's single anuidade into `parcelas` (2–12) installments of a parcelamento_anuidade plan, in
 * one transaction with the single título locked: the full value split exactly, first due in 7 days, then
 * monthly; the single título becomes renegociado and its charges are cancelled (a QR code already shown can
 * no longer settle it). A second split at the same time waits for the lock and then finds it renegociado (409).
 * After the commit, `aoRetirar` gets the txids of the cancelled charges (the route removes them at the PSP).
 */
export async function parcelarAnuidade(db: Db, pessoaId: string, parcelas: number, hoje: string, aoRetirar?: AoRetirarCobrancas): Promise<Plano> {
  const exercicio = Number(hoje.slice(0, 4));
  const { planoId, txids } = await db.transaction(async (tx) => {
    const dataInscricao = await inscricaoDoMembro(tx, pessoaId);
    const tabela = await tabelaDoExercicio(tx, exercicio);
    const unico = await garantirTituloUnico(tx, pessoaId, exercicio, tabela, dataInscricao, true);
    if (!unico) throw semTabela(exercicio);
    const recusa = recusaParcelamento(unico, hoje, unico.status === 'renegociado' ? await planoSubstituto(tx, unico) : null);
    if (recusa) throw recusa;
    const maximo = tabela?.parcelasMaximo ?? REGRAS_ANUIDADE.parcelasMaximo;
    if (parcelas > maximo) {
      throw new AppError('PARCELAMENTO_INDISPONIVEL',
        maximo > 1 ? `A anuidade de ${exercicio} pode ser parcelada em no máximo ${maximo} vezes.` : `A anuidade de ${exercicio} não pode ser parcelada: pague em cota única.`,
      );
    }
    return criarPlanoParcelamento(tx, unico, parcelas, hoje);
  });
  if (aoRetirar) await aoRetirar(txids);
  return planoDoMembro(db, pessoaId, planoId, hoje);
}

/**
 * The split itself, in the caller's transaction with the single título locked: `n` installments, the first
 * due 7 days after `hoje`, then monthly. Also used by the demo seed (a split made earlier in the year).
 */
export async function criarPlanoParcelamento(tx: Tx, unico: LinhaTitulo, n: number, hoje: string): Promise<{ planoId: string; txids: string[] }> {
  const [plano] = await tx
    .insert(planos)
    .values({
      pessoaId: unico.pessoaId,
      tipo: 'parcelamento_anuidade',
      parcelas: n,
      principalCentavos: unico.valorCentavos,
      totalCentavos: unico.valorCentavos,
    })
    .returning({ id: planos.id, numero: planos.numero });
  if (!plano) throw new Error('plano');
  const valores = dividirEmParcelas(unico.valorCentavos, n);
  const datas = vencimentosMensais(somarDias(hoje, REGRAS_ANUIDADE.diasAtePrimeiraParcela), n);
  await tx.insert(titulos).values(
    valores.map((valorCentavos, i) => ({
      pessoaId: unico.pessoaId,
      origem: 'anuidade' as const,
      descricao: `${unico.descricao} — parcela ${i + 1} de ${n}`.slice(0, 200),
      exercicio: unico.exercicio,
      vencimento: datas[i] ?? hoje,
      valorCentavos,
      multaBp: unico.multaBp,
      jurosMensalBp: unico.jurosMensalBp,
      planoId: plano.id,
      parcela: i + 1,
    })),
  );
  await tx.update(titulos).set({ status: 'renegociado', renegociadoEmPlanoId: plano.id }).where(eq(titulos.id, unico.id));
  const txids = await cancelarCobrancasAtivas(tx, [unico.id]);
  return { planoId: plano.id, txids };
}

/**
 * Called after the commit with the txids of the charges a plan cancelled: the route hands them to
 * removerCobrancasNoProvedor (best effort, never fails), so a PIX charge made at the PSP stops being payable there.
 */
export type AoRetirarCobrancas = (txids: readonly string[]) => Promise<void>;

/** Cancels the active charges of títulos that can no longer be paid as such (replaced by a plan); their txids. */
export async function cancelarCobrancasAtivas(tx: Tx, tituloIds: readonly string[]): Promise<string[]> {
  if (tituloIds.length === 0) return [];
  const canceladas = await tx
    .update(cobrancas)
    .set({ status: 'cancelada' })
    .where(and(inArray(cobrancas.tituloId, [...tituloIds]), eq(cobrancas.status, 'ativa')))
    .returning({ txid: cobrancas.txid });
  return canceladas.map((c) => c.txid);
}
