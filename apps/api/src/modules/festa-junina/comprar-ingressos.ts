import { hojeSaoPaulo, motivoDaSituacao, somarDias, type ComprarFestaBody, type SituacaoInscricao, type TipoIngresso } from '@portal/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { festaCompras, festaEventos, festaIngressos, festaLotes } from '../../db/schema/index.js';
import type { Tx } from '../../db/transacao.js';
import { AppError } from '../../lib/app-error.js';
import type { Contexto } from '../../lib/contexto.js';
import { emitirTitulo } from '../financeiro/index.js';
import { debitarViraMais } from '../viramais/index.js';
import { novoCodigoCurto } from '../../lib/codigos-assinados.js';
import { contagemDoMembro, loteAVenda, precoDe, REFERENCIA_COMPRA, type LinhaCompra } from './festa.repository.js';
import { emitirIngressosDaCompra } from './emitir-ingressos.js';

export interface Comprador {
  pessoaId: string;
  nome: string;
  isAdvogado: boolean;
  /** The situação of the inscrição the session carries (ADR 042: a suspended lawyer buys no ticket). */
  situacao: SituacaoInscricao | null;
}

export interface ResultadoCompra {
  compra: LinhaCompra;
  nufin: number | null;
}

const naoEncontrado = () => new AppError('EVENTO_INVALIDO', 'Evento não encontrado.');

/**
 * Buys tickets in the lot on sale, within the member's cap. In one transaction: the event's row lock (the
 * member's cap is counted under it, so two tabs of one member serialise and get the cap, not more), the
 * lots' row locks (the lot's sold counter is raised under its lock; its check keeps it ≤ quantity), the
 * reserved tickets, optional ViraMais credits, and the título for the rest (none when credits paid it all:
 * the tickets are issued at once). Anything refused changes nothing.
 */
export async function comprarIngressos(ctx: Pick<Contexto, 'db'>, quem: Comprador, body: ComprarFestaBody, hoje = hojeSaoPaulo()): Promise<ResultadoCompra> {
  const advogado = body.advogado;
  const convidados = body.convidados;
  const criancas = body.criancas;
  const quantidade = advogado + convidados + criancas;
  if (!quem.isAdvogado) {
    throw new AppError('FESTA_SOMENTE_ADVOGADOS', 'A festa junina do CEL é para advogados(as) com inscrição na OAB-GO. Convidados entram pelo ingresso de um(a) advogado(a).');
  }
  const recusa = motivoDaSituacao(quem.situacao, 'comprarIngressoFesta');
  if (recusa) throw new AppError('SITUACAO_NAO_PERMITE', recusa);
  if (quantidade === 0) throw new AppError('COMPRA_VAZIA', 'Escolha ao menos um ingresso.');
  // A rush on a sold-out lot: refused on a plain read, without queueing for the locks. Only a refusal is
  // decided here; a sale is always decided again under the locks below.
  const semLote = loteAVenda(await tx0Lotes(ctx, body.eventoId), hoje);
  if (semLote === null && (await existeEvento(ctx, body.eventoId))) throw new AppError('ESGOTADO', 'Os ingressos à venda estão esgotados.');

  return ctx.db.transaction(async (tx) => {
    const [evento] = await tx.select().from(festaEventos).where(eq(festaEventos.id, body.eventoId)).for('update');
    if (!evento) throw naoEncontrado();
    if (hoje >= evento.data) throw new AppError('VENDA_ENCERRADA', 'As vendas deste evento foram encerradas (vão até a véspera da festa).');

    const meus = await contagemDoMembro(tx, evento.id, quem.pessoaId);
    if (meus.advogado + advogado > evento.limiteProprio) {
      throw new AppError('LIMITE_INGRESSOS',
        evento.limiteProprio === 0 ? 'Este evento não vende ingresso próprio.' : meus.advogado > 0 ? 'Você já tem o seu ingresso próprio para este evento.' : `Cada advogado(a) pode ter no máximo ${evento.limiteProprio} ingresso próprio.`,
      );
    }
    const convidadosJa = meus.convidado + meus.crianca;
    if (convidadosJa + convidados + criancas > evento.limiteConvidados) {
      const resta = Math.max(0, evento.limiteConvidados - convidadosJa);
      throw new AppError('LIMITE_INGRESSOS',
        `O limite é de ${evento.limiteConvidados} convidados por advogado(a) (incluindo crianças). ${resta === 0 ? 'Você já atingiu o limite.' : `Você ainda pode comprar ${resta}.`}`,
      );
    }

    const lotes = await tx.select().from(festaLotes).where(eq(festaLotes.eventoId, evento.id)).orderBy(asc(festaLotes.ordem)).for('update');
    const lote = loteAVenda(lotes, hoje);
    if (!lote) throw new AppError('ESGOTADO', 'Os ingressos à venda estão esgotados.');
    const restantes = lote.quantidade - lote.vendidos;
    if (quantidade > restantes) throw new AppError('ESGOTADO', `Restam apenas ${restantes} ingresso(s) no ${lote.nome}.`);
    const vendidosNoEvento = lotes.reduce((s, l) => s + l.vendidos, 0);
    if (vendidosNoEvento + quantidade > evento.capacidade) {
      throw new AppError('ESGOTADO', `A capacidade do evento foi atingida: restam ${Math.max(0, evento.capacidade - vendidosNoEvento)} lugar(es).`);
    }
    await tx
      .update(festaLotes)
      .set({ vendidos: sql`${festaLotes.vendidos} + ${quantidade}` })
      .where(eq(festaLotes.id, lote.id));

    const itens: { tipo: TipoIngresso; titular: string }[] = [
      ...Array.from({ length: advogado }, () => ({ tipo: 'advogado' as const, titular: quem.nome })),
      ...Array.from({ length: convidados }, (_, i) => ({ tipo: 'convidado' as const, titular: `Convidado(a) ${meus.convidado + i + 1} de ${quem.nome}`.slice(0, 120) })),
      ...Array.from({ length: criancas }, (_, i) => ({ tipo: 'crianca' as const, titular: `Criança ${meus.crianca + i + 1} de ${quem.nome}`.slice(0, 120) })),
    ];
    const total = itens.reduce((s, i) => s + precoDe(lote, i.tipo), 0);
    const [compra] = await tx
      .insert(festaCompras)
      .values({ eventoId: evento.id, loteId: lote.id, pessoaId: quem.pessoaId, status: 'reservada', quantidade, totalCentavos: total })
      .returning();
    await inserirIngressos(
      tx,
      itens.map((i) => ({ compraId: compra!.id, eventoId: evento.id, pessoaId: quem.pessoaId, tipo: i.tipo, titular: i.titular, precoCentavos: precoDe(lote, i.tipo) })),
    );

    const referencia = { tipo: REFERENCIA_COMPRA, id: compra!.id };
    const viraMais = body.usarViraMais
      ? await debitarViraMais(tx, { pessoaId: quem.pessoaId, ateCentavos: total, hoje, referencia, descricao: `Ingressos: ${evento.nome}` })
      : 0;
    const resto = total - viraMais;
    let nufin: number | null = null;
    if (viraMais > 0) await tx.update(festaCompras).set({ viraMaisCentavos: viraMais }).where(eq(festaCompras.id, compra!.id));
    if (resto > 0) {
      const vespera = somarDias(evento.data, -1);
      const vencimento = [somarDias(hoje, 2), vespera].sort()[0]!;
      const titulo = await emitirTitulo(tx, {
        origem: 'ingresso',
        referencia,
        pessoaId: quem.pessoaId,
        descricao: `${evento.nome}: ${quantidade} ingresso(s), ${lote.nome}`,
        exercicio: null,
        vencimento: vencimento < hoje ? hoje : vencimento,
        valorCentavos: resto,
      });
      nufin = titulo.nufin;
    } else {
      await emitirIngressosDaCompra(tx, compra!.id);
    }
    const [atual] = await tx.select().from(festaCompras).where(eq(festaCompras.id, compra!.id));
    return { compra: atual!, nufin };
  });
}

const tx0Lotes = (ctx: Pick<Contexto, 'db'>, eventoId: string) => ctx.db.select().from(festaLotes).where(eq(festaLotes.eventoId, eventoId));
async function existeEvento(ctx: Pick<Contexto, 'db'>, eventoId: string): Promise<boolean> {
  const [e] = await ctx.db.select({ id: festaEventos.id }).from(festaEventos).where(eq(festaEventos.id, eventoId)).limit(1);
  return e !== undefined;
}

/** Inserts tickets, each with a fresh short code (drawn again in the rare case one is taken). */
async function inserirIngressos(tx: Tx, linhas: Omit<typeof festaIngressos.$inferInsert, 'codigoCurto' | 'status'>[]): Promise<void> {
  for (const l of linhas) {
    for (let tentativa = 1; ; tentativa++) {
      const [ok] = await tx
        .insert(festaIngressos)
        .values({ ...l, status: 'reservado', codigoCurto: novoCodigoCurto() })
        .onConflictDoNothing({ target: festaIngressos.codigoCurto })
        .returning({ id: festaIngressos.id });
      if (ok) break;
      if (tentativa === 5) throw new Error('codigo curto');
    }
  }
}
