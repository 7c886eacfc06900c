import type { EventoBody, EventoStaff, LoteBody } from '@portal/contracts';
import { desc, eq } from 'drizzle-orm';
import { festaEventos, festaLotes } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';
import { AppError } from '../../lib/app-error.js';
import type { Contexto } from '../../lib/contexto.js';
import { loteDto, lotesDo, numerosDoEvento, type LinhaEvento } from './festa.repository.js';

type EventoValido = Required<EventoBody>;
type LoteValido = Required<LoteBody>;

const eventoNaoEncontrado = () => new AppError('EVENTO_INVALIDO', 'Evento não encontrado.');

export async function eventoStaff(ex: Executor, e: LinhaEvento): Promise<EventoStaff> {
  const [lotes, numeros] = await Promise.all([lotesDo(ex, e.id), numerosDoEvento(ex, e.id)]);
  return {
    id: e.id,
    nome: e.nome,
    data: e.data,
    local: e.local,
    capacidade: e.capacidade,
    limiteProprio: e.limiteProprio,
    limiteConvidados: e.limiteConvidados,
    lotes: lotes.map(loteDto),
    ...numeros,
  };
}

export async function listarEventosStaff(ex: Executor): Promise<EventoStaff[]> {
  const eventos = await ex.select().from(festaEventos).orderBy(desc(festaEventos.data)).limit(50);
  return Promise.all(eventos.map((e) => eventoStaff(ex, e)));
}

export async function carregarEventoStaff(ex: Executor, id: string): Promise<EventoStaff> {
  const [e] = await ex.select().from(festaEventos).where(eq(festaEventos.id, id)).limit(1);
  if (!e) throw eventoNaoEncontrado();
  return eventoStaff(ex, e);
}

export async function criarEvento(ctx: Pick<Contexto, 'db'>, b: EventoValido): Promise<EventoStaff> {
  const [e] = await ctx.db.insert(festaEventos).values(b).returning();
  return eventoStaff(ctx.db, e!);
}

/** Changes an event; the capacity never below what is already sold or reserved. */
export async function alterarEvento(ctx: Pick<Contexto, 'db'>, id: string, b: EventoValido): Promise<EventoStaff> {
  return ctx.db.transaction(async (tx) => {
    const [e] = await tx.select().from(festaEventos).where(eq(festaEventos.id, id)).for('update');
    if (!e) throw eventoNaoEncontrado();
    const vendidos = (await lotesDo(tx, id)).reduce((s, l) => s + l.vendidos, 0);
    if (b.capacidade < vendidos) throw new AppError('ABAIXO_DO_VENDIDO', `A capacidade não pode ficar abaixo dos ${vendidos} ingressos já vendidos ou reservados.`);
    const [novo] = await tx.update(festaEventos).set(b).where(eq(festaEventos.id, id)).returning();
    return eventoStaff(tx, novo!);
  });
}

function valoresDoLote(b: LoteValido) {
  return {
    nome: b.nome,
    ordem: b.ordem,
    quantidade: b.quantidade,
    abreEm: b.abreEm,
    precoAdvogadoCentavos: b.precos.advogado,
    precoConvidadoCentavos: b.precos.convidado,
    precoCriancaCentavos: b.precos.crianca,
  };
}

function validarDataDoLote(b: LoteValido, e: LinhaEvento) {
  if (b.abreEm !== null && b.abreEm >= e.data) throw new AppError('PRAZO_INVALIDO', 'O lote precisa abrir antes da data do evento.', { campos: { abreEm: 'Antes da data do evento.' } });
}

function ordemRepetida(e: unknown): boolean {
  const texto = String((e as { cause?: unknown }).cause ?? '') + String(e);
  return texto.includes('festa_lotes_ordem_key');
}

export async function criarLote(ctx: Pick<Contexto, 'db'>, eventoId: string, b: LoteValido): Promise<EventoStaff> {
  return ctx.db.transaction(async (tx) => {
    const [e] = await tx.select().from(festaEventos).where(eq(festaEventos.id, eventoId)).for('update');
    if (!e) throw eventoNaoEncontrado();
    validarDataDoLote(b, e);
    const lotes = await lotesDo(tx, eventoId);
    if (lotes.some((l) => l.ordem === b.ordem)) throw new AppError('REGISTRO_REPETIDO', `Já existe um lote na ordem ${b.ordem}.`);
    await tx.insert(festaLotes).values({ eventoId, ...valoresDoLote(b) });
    return eventoStaff(tx, e);
  }).catch((erro: unknown) => {
    if (ordemRepetida(erro)) throw new AppError('REGISTRO_REPETIDO', `Já existe um lote na ordem ${b.ordem}.`);
    throw erro;
  });
}

/** Changes a lot; its quantity never below what it already sold or reserved (under the lot's lock). */
export async function alterarLote(ctx: Pick<Contexto, 'db'>, eventoId: string, loteId: string, b: LoteValido): Promise<EventoStaff> {
  return ctx.db.transaction(async (tx) => {
    const [e] = await tx.select().from(festaEventos).where(eq(festaEventos.id, eventoId)).for('update');
    if (!e) throw eventoNaoEncontrado();
    const [l] = await tx.select().from(festaLotes).where(eq(festaLotes.id, loteId)).for('update');
    if (l?.eventoId !== eventoId) throw new AppError('NAO_ENCONTRADO', 'Lote não encontrado.');
    validarDataDoLote(b, e);
    if (b.quantidade < l.vendidos) throw new AppError('ABAIXO_DO_VENDIDO', `A quantidade não pode ficar abaixo dos ${l.vendidos} ingressos já vendidos ou reservados neste lote.`);
    const lotes = await lotesDo(tx, eventoId);
    if (lotes.some((x) => x.ordem === b.ordem && x.id !== loteId)) throw new AppError('REGISTRO_REPETIDO', `Já existe um lote na ordem ${b.ordem}.`);
    await tx.update(festaLotes).set(valoresDoLote(b)).where(eq(festaLotes.id, loteId));
    return eventoStaff(tx, e);
  });
}
