import { z } from 'zod';
import { formatarDataBr, hojeSaoPaulo } from './calendario.js';
import { dataIso } from './intervalo-de-datas.js';
import { textoLivre } from './texto.js';

/**
 * Festa junina (CEL): an event with lots (1º lote, 2º lote…), ticket kinds with a price each per lot, a
 * per-member cap (own ticket and guests), tickets issued when the título settles, each with a holder name
 * and a signed code (QR) plus a short code typed at the gate.
 */
const isoData = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A date typed by staff: the one date schema. */
const dataDoFormulario = dataIso({ error: 'Informe uma data válida (AAAA-MM-DD).' });

export const TIPOS_INGRESSO = ['advogado', 'convidado', 'crianca'] as const;
export type TipoIngresso = (typeof TIPOS_INGRESSO)[number];
export const ROTULO_TIPO_INGRESSO: Record<TipoIngresso, string> = {
  advogado: 'Advogado(a)',
  convidado: 'Convidado(a)',
  crianca: 'Criança (meia)',
};

export const STATUS_COMPRA_FESTA = ['reservada', 'paga', 'expirada', 'cancelada'] as const;
export type StatusCompraFesta = (typeof STATUS_COMPRA_FESTA)[number];
export const STATUS_INGRESSO = ['reservado', 'emitido', 'cancelado', 'expirado'] as const;
export type StatusIngresso = (typeof STATUS_INGRESSO)[number];

/** The check-in answers a gate shows. */
export const RESULTADOS_CHECKIN = ['valido', 'ja_utilizado', 'cancelado', 'revogado', 'evento_errado', 'forjado'] as const;
export type ResultadoCheckin = (typeof RESULTADOS_CHECKIN)[number];

const DATA_HORA_PORTARIA = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * What the gate says of a ticket code that no longer admits, with when (São Paulo time) when it is known: replaced by
 * a new one (holder renamed: the guest with the old QR or PDF is no forger) or cancelled. The same words whether the
 * QR or the short code was read, on the server or offline.
 */
export function mensagemIngressoRevogado(motivo: 'substituido' | 'cancelado' | 'expirado', em: string | Date | null): string {
  const quando = em ? ` em ${DATA_HORA_PORTARIA.format(typeof em === 'string' ? new Date(em) : em).replace(', ', ' às ')}` : '';
  return motivo === 'substituido'
    ? `Ingresso substituído por um novo${quando} (o titular foi alterado): este código não vale mais. Peça o ingresso atualizado.`
    : `Ingresso cancelado${quando}. Não libere a entrada.`;
}

const centavos = z.number().int().min(0).max(100_000_00);

export const loteFestaSchema = z.object({
  id: z.uuid(),
  nome: z.string(),
  ordem: z.number().int(),
  quantidade: z.number().int(),
  vendidos: z.number().int(),
  /** The date it opens (besides opening when the previous one sells out); null = with the previous one. */
  abreEm: isoData.nullable(),
  precos: z.object({ advogado: z.number().int(), convidado: z.number().int(), crianca: z.number().int() }),
});
export type LoteFesta = z.infer<typeof loteFestaSchema>;

export const eventoFestaSchema = z.object({
  id: z.uuid(),
  nome: z.string(),
  data: isoData,
  local: z.string(),
  capacidade: z.number().int(),
  limiteProprio: z.number().int(),
  limiteConvidados: z.number().int(),
});
export type EventoFesta = z.infer<typeof eventoFestaSchema>;

export const compraFestaSchema = z.object({
  id: z.uuid(),
  status: z.enum(STATUS_COMPRA_FESTA),
  quantidade: z.number().int(),
  totalCentavos: z.number().int(),
  viraMaisCentavos: z.number().int(),
  /** The título for the rest (null when ViraMais paid it all). */
  nufin: z.number().int().nullable(),
  criadaEm: z.string(),
});
export type CompraFesta = z.infer<typeof compraFestaSchema>;

/** One upcoming event as the member sees it: its lot on sale and what this member may still buy. */
export const eventoDoMembroSchema = z.object({
  evento: eventoFestaSchema,
  loteAVenda: loteFestaSchema.omit({ vendidos: true, quantidade: true }).extend({ restantes: z.number().int() }).nullable(),
  /** Tickets this member holds or has reserved in the event, by kind. */
  meus: z.object({ advogado: z.number().int(), convidado: z.number().int(), crianca: z.number().int() }),
  podeComprar: z.object({ proprio: z.number().int(), convidados: z.number().int() }),
  /** Why the member cannot buy, when they cannot. */
  motivo: z.string().nullable(),
  compraPendente: compraFestaSchema.nullable(),
});
export type EventoDoMembro = z.infer<typeof eventoDoMembroSchema>;

/** GET /wsapp/festa-junina: the upcoming events (usually one), the earliest first, and the member's ViraMais balance. */
export const festaDoMembroSchema = z.object({
  eventos: z.array(eventoDoMembroSchema),
  saldoViraMaisCentavos: z.number().int(),
});
export type FestaDoMembro = z.infer<typeof festaDoMembroSchema>;

export const comprarFestaBodySchema = z.strictObject({
  eventoId: z.uuid({ error: 'Evento inválido.' }),
  advogado: z.number({ error: 'Informe a quantidade.' }).int('Informe um número inteiro.').min(0, 'A quantidade não pode ser negativa.').max(10, 'Quantidade acima do limite.'),
  convidados: z.number({ error: 'Informe a quantidade.' }).int('Informe um número inteiro.').min(0, 'A quantidade não pode ser negativa.').max(20, 'Quantidade acima do limite.'),
  criancas: z.number({ error: 'Informe a quantidade.' }).int('Informe um número inteiro.').min(0, 'A quantidade não pode ser negativa.').max(20, 'Quantidade acima do limite.'),
  usarViraMais: z.boolean().default(false),
});
export type ComprarFestaBody = z.input<typeof comprarFestaBodySchema>;


export const ingressoSchema = z.object({
  id: z.uuid(),
  eventoId: z.uuid(),
  eventoNome: z.string(),
  eventoData: isoData,
  eventoLocal: z.string(),
  tipo: z.enum(TIPOS_INGRESSO),
  titular: z.string(),
  status: z.enum(STATUS_INGRESSO),
  /** Signed code (QR text); null until issued. */
  codigo: z.string().nullable(),
  /** XXXXX-XXXXX, typed at the gate; null until issued. */
  codigoCurto: z.string().nullable(),
  qrSvg: z.string().nullable(),
  /** Whether the holder name may still be changed (until the day before the event). */
  titularEditavel: z.boolean(),
  utilizadoEm: z.string().nullable(),
});
export type Ingresso = z.infer<typeof ingressoSchema>;
export const listaIngressosSchema = z.object({ itens: z.array(ingressoSchema) });

export const titularBodySchema = z.strictObject({
  titular: textoLivre({ error: 'Informe o nome do titular.' })
    .min(3, 'Informe o nome do titular (ao menos 3 letras).')
    .max(120, 'O nome do titular deve ter até 120 caracteres.'),
});

// Staff
export const eventoBodySchema = z.strictObject({
  nome: textoLivre({ error: 'Informe o nome.' }).min(3, 'Informe o nome do evento.').max(120, 'Nome muito longo.'),
  data: dataDoFormulario,
  local: textoLivre({ error: 'Informe o local.' }).min(3, 'Informe o local.').max(200, 'Local muito longo.'),
  capacidade: z.number({ error: 'Informe a capacidade.' }).int('Capacidade inválida.').min(1, 'A capacidade deve ser ao menos 1.').max(100_000, 'Capacidade muito grande.'),
  limiteProprio: z.number().int().min(0, 'Limite inválido.').max(1, 'Cada membro tem no máximo 1 ingresso próprio.').default(1),
  limiteConvidados: z.number().int().min(0, 'Limite inválido.').max(20, 'No máximo 20 convidados por membro.').default(4),
});
export type EventoBody = z.input<typeof eventoBodySchema>;

/** A new event: its date is today or later (today in America/Sao_Paulo). Editing keeps the date an event already has. */
export const novoEventoBodySchema = eventoBodySchema.refine((e) => e.data >= hojeSaoPaulo(), {
  path: ['data'],
  error: () => `A data do evento deve ser hoje (${formatarDataBr(hojeSaoPaulo())}) ou depois.`,
});

export const loteBodySchema = z.strictObject({
  nome: textoLivre({ error: 'Informe o nome do lote.' }).min(2, 'Informe o nome do lote.').max(60, 'Nome muito longo.'),
  ordem: z.number().int().min(1, 'Ordem inválida.').max(50, 'Ordem inválida.'),
  quantidade: z.number({ error: 'Informe a quantidade.' }).int('Quantidade inválida.').min(0, 'A quantidade não pode ser negativa.').max(100_000, 'Quantidade muito grande.'),
  abreEm: dataDoFormulario.nullable().default(null),
  precos: z.strictObject({ advogado: centavos, convidado: centavos, crianca: centavos }),
});
export type LoteBody = z.input<typeof loteBodySchema>;

export const eventoStaffSchema = eventoFestaSchema.extend({
  lotes: z.array(loteFestaSchema),
  emitidos: z.number().int(),
  reservados: z.number().int(),
  checkins: z.number().int(),
});
export type EventoStaff = z.infer<typeof eventoStaffSchema>;
export const listaEventosStaffSchema = z.object({ itens: z.array(eventoStaffSchema) });

export const checkinBodySchema = z.strictObject({
  eventoId: z.uuid({ error: 'Escolha o evento.' }),
  codigo: z.string({ error: 'Informe o código.' }).trim().min(1, 'Informe o código.').max(400, 'Código inválido.'),
  portao: textoLivre({ error: 'Informe o portão.' }).min(1, 'Informe o portão.').max(40, 'Nome do portão muito longo.'),
});
export type CheckinBody = z.infer<typeof checkinBodySchema>;

export const respostaCheckinSchema = z.object({
  resultado: z.enum(RESULTADOS_CHECKIN),
  mensagem: z.string(),
  titular: z.string().nullable(),
  tipo: z.enum(TIPOS_INGRESSO).nullable(),
  /** already used: when and at which gate. */
  utilizadoEm: z.string().nullable(),
  portao: z.string().nullable(),
});
export type RespostaCheckin = z.infer<typeof respostaCheckinSchema>;

