import { z } from 'zod';
import { textoLivre } from './texto.js';

/** Shapes of the attendance API (issue 14, item 2). */

/** The room code changes every 30 s; a code older than 60 s is refused. */
export const SEGUNDOS_JANELA_PRESENCA = 30;
export const SEGUNDOS_VALIDADE_PRESENCA = 60;

export const FORMAS_PRESENCA = ['qr', 'manual'] as const;
export type FormaPresenca = (typeof FORMAS_PRESENCA)[number];

export const abrirListaBodySchema = z
  .strictObject({
    reuniaoId: z.uuid({ error: 'Escolha a reunião.' }).nullable().default(null),
    sessaoId: z.uuid({ error: 'Escolha a sessão.' }).nullable().default(null),
  })
  .refine((v) => (v.reuniaoId === null) !== (v.sessaoId === null), { message: 'Escolha uma reunião de comissão ou uma sessão de julgamento.', path: ['reuniaoId'] });
export type AbrirListaBody = z.input<typeof abrirListaBodySchema>;

export const marcarPresencaBodySchema = z.strictObject({
  pessoa: textoLivre({ error: 'Informe o CPF ou a inscrição.' }).min(1, 'Informe o CPF ou a inscrição.').max(20, 'Informe o CPF ou a inscrição.'),
  motivo: textoLivre({ multilinha: true, error: 'Informe o motivo.' }).min(3, 'Informe o motivo.').max(500, 'Use no máximo 500 caracteres.'),
});
export type MarcarPresencaBody = z.input<typeof marcarPresencaBodySchema>;

export const checkInBodySchema = z.strictObject({
  codigo: z.string({ error: 'Código de presença inválido.' }).min(1, 'Código de presença inválido.').max(200, 'Código de presença inválido.'),
});

export const registroPresencaSchema = z.object({
  pessoaId: z.uuid(),
  nome: z.string(),
  cpf: z.string(),
  inscricao: z.string().nullable(),
  forma: z.enum(FORMAS_PRESENCA),
  motivo: z.string().nullable(),
  registradoEm: z.string(),
});
export type RegistroPresenca = z.infer<typeof registroPresencaSchema>;

export const listaPresencaResumoSchema = z.object({
  id: z.uuid(),
  /** What the list is for: "Reunião — Comissão X" or "Sessão de julgamento — ...". */
  titulo: z.string(),
  origem: z.enum(['reuniao', 'sessao']),
  comissaoId: z.uuid().nullable(),
  data: z.string(),
  abertaEm: z.string(),
  encerradaEm: z.string().nullable(),
  presentes: z.number().int(),
});
export type ListaPresencaResumo = z.infer<typeof listaPresencaResumoSchema>;
export const listasPresencaSchema = z.object({ itens: z.array(listaPresencaResumoSchema) });

export const listaPresencaSchema = listaPresencaResumoSchema.extend({ registros: z.array(registroPresencaSchema) });
export type ListaPresenca = z.infer<typeof listaPresencaSchema>;

export const opcoesListaSchema = z.object({
  reunioes: z.array(z.object({ id: z.uuid(), comissao: z.string(), inicio: z.string(), local: z.string() })),
  sessoes: z.array(z.object({ id: z.uuid(), orgao: z.string(), inicio: z.string(), local: z.string().nullable() })),
});
export type OpcoesLista = z.infer<typeof opcoesListaSchema>;

/** GET …/codigo: the room QR's current code and the member URL it encodes. */
export const codigoPresencaSchema = z.object({
  codigo: z.string(),
  url: z.string(),
  /** When the next code replaces this one. */
  trocaEm: z.string(),
});
export type CodigoPresenca = z.infer<typeof codigoPresencaSchema>;

export const checkInSchema = z.object({
  titulo: z.string(),
  /** False when this person was already on the list (nothing changed). */
  novo: z.boolean(),
  registradoEm: z.string(),
});
export type CheckIn = z.infer<typeof checkInSchema>;
