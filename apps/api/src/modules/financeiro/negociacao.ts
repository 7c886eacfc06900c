/**
 * Negotiation of the member's overdue debts: what can go into an agreement, the simulation (with the debt
 * confession term to read), and the agreement itself (plan, installment títulos, originals renegociado).
 */
import {
  ENCARGOS_PADRAO,
  formatarCentavos,
  formatarDataBr,
  ORIGENS_DIVIDA,
  REGRAS_NEGOCIACAO,
  simularNegociacao,
  type RespostaNegociacao,
  type Plano,
  type SimulacaoNegociacao,
  type SimularNegociacaoBody,
  type Simulacao,
  VALOR_MAXIMO_TITULO_CENTAVOS,
} from '@portal/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { planos, titulos } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Executor, Tx } from '../../db/transacao.js';
import { cancelarCobrancasAtivas, type AoRetirarCobrancas } from './anuidade.js';
import { planoDoMembro } from './planos.js';
import { gerarTermoConfissao, hashDoTermo, VERSAO_TERMO } from './termo-confissao.js';
import { devidoDoTitulo, encerrarPlanoSeConcluido, titulosDe, type LinhaTitulo } from './titulo.js';
import { carregarTituloDoMembro, dividasVencidas, identificacaoDoMembro, tituloNaoEncontrado } from './titulos.repository.js';

const naoNegociavel = (mensagem: string) => new AppError('NAO_NEGOCIAVEL', mensagem);

/** Why a título cannot go into an agreement today (null when it can: an open debt past its due date). */
export function motivoNaoNegociavel(t: LinhaTitulo, hoje: string): string | null {
  const qual = `O título nº ${t.nufin}`;
  switch (t.status) {
    case 'pago':
      return `${qual} já foi pago.`;
    case 'renegociado':
      return `${qual} já foi renegociado: pague as parcelas do acordo.`;
    case 'cancelado':
      return `${qual} foi cancelado.`;
    case 'aberto':
    case 'vencido':
      break;
    default: {
      const nunca: never = t.status;
      return nunca;
    }
  }
  if (!(ORIGENS_DIVIDA as readonly string[]).includes(t.origem)) {
    return `${qual} não é uma dívida com a OAB: só anuidades, parcelas de acordo e multas vencidas podem ser negociadas. Pague-o normalmente.`;
  }
  if (t.vencimento >= hoje) {
    return `${qual} vence em ${formatarDataBr(t.vencimento)} e ainda não pode ser negociado: só títulos vencidos entram em um acordo.`;
  }
  return null;
}

/** The same reason as a 409 NAO_NEGOCIAVEL, for the actions (simulate, agree) on a título that cannot be negotiated. */
export function recusaNegociacao(t: LinhaTitulo, hoje: string): AppError | null {
  const motivo = motivoNaoNegociavel(t, hoje);
  return motivo === null ? null : naoNegociavel(motivo);
}

/**
 * What the negotiation screen starts from. The título the member came from must be theirs (else 404); one that
 * cannot be negotiated (not yet due, paid, renegotiated…) is a state the screen explains, not an error (issue 10).
 */
export async function baseNegociacao(db: Db, pessoaId: string, nufin: number, hoje: string): Promise<RespostaNegociacao> {
  const t = await carregarTituloDoMembro(db, pessoaId, nufin);
  const vencidas = await dividasVencidas(db, pessoaId, hoje);
  const motivo = motivoNaoNegociavel(t, hoje);
  if (motivo !== null) return { situacao: 'nao_negociavel', nufin: t.nufin, motivo, outrosVencidos: vencidas.length };
  const elegiveis = await titulosDe(db, pessoaId, vencidas, hoje);
  return {
    situacao: 'negociavel',
    nufin: t.nufin,
    elegiveis,
    regras: {
      parcelasMaximo: REGRAS_NEGOCIACAO.parcelasMaximo,
      parcelaMinimaCentavos: REGRAS_NEGOCIACAO.parcelaMinimaCentavos,
      entradaMinimaBp: REGRAS_NEGOCIACAO.entradaMinimaBp,
      faixasDesconto: REGRAS_NEGOCIACAO.faixasDesconto.map((f) => ({ ateParcelas: f.ateParcelas, descontoMaximoBp: f.descontoMaximoBp })),
    },
    versaoTermo: VERSAO_TERMO,
  };
}

/**
 * The chosen títulos of the member, each checked (404 if any is not theirs, 409 if any cannot be negotiated).
 * With `bloquear`, the rows are locked in id order (two agreements over overlapping títulos never deadlock).
 */
async function titulosEscolhidos(ex: Executor, pessoaId: string, nufins: readonly number[], hoje: string, bloquear = false): Promise<LinhaTitulo[]> {
  const unicos = [...new Set(nufins)];
  const consulta = ex
    .select()
    .from(titulos)
    .where(and(eq(titulos.pessoaId, pessoaId), inArray(titulos.nufin, unicos)))
    .orderBy(asc(titulos.id));
  const linhas = bloquear ? await consulta.for('update') : await consulta;
  if (linhas.length !== unicos.length) throw tituloNaoEncontrado();
  for (const t of linhas) {
    const recusa = recusaNegociacao(t, hoje);
    if (recusa) throw recusa;
  }
  return [...linhas].sort((a, b) => (a.vencimento < b.vencimento ? -1 : a.vencimento > b.vencimento ? 1 : a.nufin - b.nufin));
}

interface Calculo {
  simulacao: Simulacao;
  termo: string;
}

/**
 * 400 when a payment of the agreement would not fit one título (títulos.valor_centavos is a PostgreSQL
 * integer): said before the member reads a term that could never be stored. The plan's own totals are bigint.
 */
function recusaValorAlto(s: Simulacao): AppError | null {
  const maior = Math.max(...s.parcelas.map((p) => p.valorCentavos));
  if (maior <= VALOR_MAXIMO_TITULO_CENTAVOS) return null;
  const limite = formatarCentavos(VALOR_MAXIMO_TITULO_CENTAVOS);
  const saida = s.parcelas.length < REGRAS_NEGOCIACAO.parcelasMaximo ? 'escolha mais parcelas ou menos títulos.' : 'escolha menos títulos e negocie os outros em outro acordo.';
  const mensagem =
    s.parcelas.length === 1
      ? `À vista, o acordo de ${formatarCentavos(s.totalCentavos)} passa do valor máximo de um título (${limite}): ${saida}`
      : `Em ${s.parcelas.length} pagamentos, uma parcela ficaria em ${formatarCentavos(maior)}, acima do valor máximo de um título (${limite}): ${saida}`;
  return new AppError('NEGOCIACAO_INVALIDA', mensagem, { campos: { parcelas: mensagem } });
}

/** The simulation of the chosen títulos (400 with `campos` when a choice breaks a rule) and its term. */
async function calcular(ex: Executor, pessoaId: string, linhas: readonly LinhaTitulo[], pedido: SimularNegociacaoBody, hoje: string): Promise<Calculo> {
  // Overdue títulos never carry a discount: adimplência does not change the figures.
  const devidos = linhas.map((t) => devidoDoTitulo(t, hoje, false));
  const r = simularNegociacao({ devidos, parcelas: pedido.parcelas, entradaCentavos: pedido.entradaCentavos, hoje });
  if (!r.ok) {
    const campos: Record<string, string> = {};
    for (const e of r.erros) campos[e.campo] ??= e.mensagem;
    throw new AppError('NEGOCIACAO_INVALIDA', r.erros.map((e) => e.mensagem).join(' '), { campos });
  }
  const valorAlto = recusaValorAlto(r.simulacao);
  if (valorAlto) throw valorAlto;
  const devedor = await identificacaoDoMembro(ex, pessoaId);
  const termo = gerarTermoConfissao({
    devedor,
    titulos: linhas.map((t, i) => ({ nufin: t.nufin, descricao: t.descricao, vencimento: t.vencimento, devido: devidos[i]! })),
    simulacao: r.simulacao,
    hoje,
  });
  return { simulacao: r.simulacao, termo };
}

/** A simulation with the term the member will accept. Nothing is stored. */
export async function simularNegociacaoDoMembro(db: Db, pessoaId: string, pedido: SimularNegociacaoBody, hoje: string): Promise<SimulacaoNegociacao> {
  const linhas = await titulosEscolhidos(db, pessoaId, pedido.nufins, hoje);
  const { simulacao, termo } = await calcular(db, pessoaId, linhas, pedido, hoje);
  return { ...simulacao, termo, termoSha256: hashDoTermo(termo), versaoTermo: VERSAO_TERMO };
}

export interface Aceite {
  ip: string;
  userAgent: string | null;
  agora: Date;
}

/**
 * Makes the agreement in one transaction: the originals locked and checked again, the simulation and its term
 * again, the plan with the accepted term (text, sha256, time, IP, user agent, version), the installment títulos
 * (parcela 0 = the entry), the originals renegociado and their charges cancelled. A second agreement on the
 * same títulos at the same time waits for the locks and then finds them renegociado (409). After the commit,
 * `aoRetirar` gets the txids of the cancelled charges (the route removes the PIX ones at the PSP).
 */
export async function criarNegociacao(
  db: Db,
  pessoaId: string,
  pedido: SimularNegociacaoBody & { versaoTermo: string; termoSha256: string },
  hoje: string,
  aceite: Aceite,
  aoRetirar?: AoRetirarCobrancas,
): Promise<Plano> {
  if (pedido.versaoTermo !== VERSAO_TERMO) throw new AppError('TERMO_DESATUALIZADO', 'O termo mudou: leia a nova versão e aceite de novo.');
  const { planoId, txids } = await db.transaction(async (tx) => {
    const linhas = await titulosEscolhidos(tx, pessoaId, pedido.nufins, hoje, true);
    const { simulacao, termo } = await calcular(tx, pessoaId, linhas, pedido, hoje);
    // What is stored must be exactly the term the member read: one simulated yesterday (more interest, other
    // dates) or before a change of name is a different text, and accepting it would not be accepting this one.
    if (hashDoTermo(termo) !== pedido.termoSha256) {
      throw new AppError('TERMO_ALTERADO', 'O termo mudou desde a simulação: simule de novo, leia o novo termo e aceite.');
    }
    return gravarAcordo(tx, pessoaId, linhas, simulacao, termo, aceite);
  });
  if (aoRetirar) await aoRetirar(txids);
  return planoDoMembro(db, pessoaId, planoId, hoje);
}

async function gravarAcordo(
  tx: Tx,
  pessoaId: string,
  originais: readonly LinhaTitulo[],
  s: Simulacao,
  termo: string,
  aceite: Aceite,
): Promise<{ planoId: string; txids: string[] }> {
  const [plano] = await tx
    .insert(planos)
    .values({
      pessoaId,
      tipo: 'negociacao',
      parcelas: s.parcelas.length,
      principalCentavos: s.principalCentavos,
      multaCentavos: s.multaCentavos,
      jurosCentavos: s.jurosCentavos,
      descontoCentavos: s.descontoCentavos,
      totalCentavos: s.totalCentavos,
      entradaCentavos: s.entradaCentavos,
      termoVersao: VERSAO_TERMO,
      termoTexto: termo,
      termoSha256: hashDoTermo(termo),
      termoAceitoEm: aceite.agora,
      termoIp: aceite.ip.slice(0, 45),
      termoUserAgent: aceite.userAgent ? aceite.userAgent.slice(0, 300) : null,
    })
    .returning({ id: planos.id, numero: planos.numero });
  if (!plano) throw new Error('plano');
  const restantes = s.parcelas.length - 1;
  await tx.insert(titulos).values(
    s.parcelas.map((p) => ({
      pessoaId,
      origem: 'parcela_acordo' as const,
      descricao:
        restantes === 0
          ? `Acordo nº ${plano.numero} — pagamento à vista`
          : p.numero === 0
            ? `Acordo nº ${plano.numero} — entrada`
            : `Acordo nº ${plano.numero} — parcela ${p.numero} de ${restantes}`,
      exercicio: null,
      vencimento: p.vencimento,
      valorCentavos: p.valorCentavos,
      multaBp: ENCARGOS_PADRAO.multaBp,
      jurosMensalBp: ENCARGOS_PADRAO.jurosMensalBp,
      planoId: plano.id,
      parcela: p.numero,
    })),
  );
  const ids = originais.map((t) => t.id);
  await tx.update(titulos).set({ status: 'renegociado', renegociadoEmPlanoId: plano.id }).where(inArray(titulos.id, ids));
  const txids = await cancelarCobrancasAtivas(tx, ids);
  // An installment of an earlier plan (an anuidade split) carried into this agreement may close that plan.
  for (const anterior of new Set(originais.map((t) => t.planoId).filter((id): id is string => id !== null))) {
    await encerrarPlanoSeConcluido(tx, anterior);
  }
  return { planoId: plano.id, txids };
}
