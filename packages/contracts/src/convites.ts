import { z } from 'zod';
import { dataIsoDoCalendario } from './cadastro.js';
import { cpfValido, somenteDigitos } from './cpf.js';
import { dentroDoIntervaloDeDatas, REGRA_INTERVALO_DE_DATAS } from './intervalo-de-datas.js';
import { textoLivre } from './texto.js';

/**
 * CEL guest invitations (ADR 018). A member up to date invites a guest for a date: a monthly quota, more paid
 * with ViraMais credits. `/convite/{codemp}/{hash}` is the invitation; `/convite/validar/{hash}` is what the
 * gate opens from the QR.
 */

/** Issuing entities of invitations (the `codemp` of the link). */
export const CODEMPS_CONVITE = ['cel'] as const;
export type CodempConvite = (typeof CODEMPS_CONVITE)[number];
export const CODEMP_PADRAO: CodempConvite = 'cel';

/** The link's token: 24 bytes (192 bits) in base64url. */
export const FORMATO_HASH_CONVITE = /^[A-Za-z0-9_-]{32}$/;

/** Status kept in the database; `expirado` is shown for an issued invitation whose date has passed. */
export const STATUS_CONVITE = ['emitido', 'utilizado', 'cancelado'] as const;
export type StatusConvite = (typeof STATUS_CONVITE)[number];
export const SITUACOES_CONVITE = ['emitido', 'utilizado', 'cancelado', 'expirado'] as const;
export type SituacaoConvite = (typeof SITUACOES_CONVITE)[number];

export const ROTULO_SITUACAO_CONVITE: Record<SituacaoConvite, string> = {
  emitido: 'Emitido',
  utilizado: 'Utilizado',
  cancelado: 'Cancelado',
  expirado: 'Expirado',
};

/** The gates of the club (where a guest is admitted). */
export const PORTARIAS_CEL = ['Portaria principal', 'Portaria social', 'Portaria de serviço'] as const;

/** The short typed code: 10 characters of Crockford base32, shown as XXXXX-XXXXX. */

export const criarConviteBodySchema = z.object({
  nome: textoLivre({ error: 'Informe o nome do convidado.' })
    .pipe(z.string().min(3, 'Informe o nome completo do convidado.').max(120, 'No máximo 120 caracteres.')),
  cpf: z
    .string()
    .trim()
    .max(14, 'CPF inválido.')
    .refine((v) => v === '' || (/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(v) && cpfValido(v)), 'CPF inválido. Confira os dígitos.')
    .transform((v) => (v === '' ? null : somenteDigitos(v)))
    .optional()
    .transform((v) => v ?? null),
  // An empty field is a missing date, not a wrong one.
  data: z
    .string({ error: 'Informe a data da visita.' })
    .refine(dataIsoDoCalendario, { error: (issue) => (issue.input === '' ? 'Informe a data da visita.' : 'Data inválida.'), abort: true })
    .refine(dentroDoIntervaloDeDatas, REGRA_INTERVALO_DE_DATAS),
  /** Pay with ViraMais credits when the month's quota is used up. */
  usarCreditos: z.boolean().optional().default(false),
});
export type CriarConviteBody = z.input<typeof criarConviteBodySchema>;

export const admitirConviteBodySchema = z.object({
  portaria: z.enum(PORTARIAS_CEL, { error: 'Escolha a portaria.' }),
});
export type AdmitirConviteBody = z.infer<typeof admitirConviteBodySchema>;

const admissaoSchema = z.object({ em: z.string(), portaria: z.string(), por: z.string() });
export type AdmissaoConvite = z.infer<typeof admissaoSchema>;

/** What the owner sees: everything, with the link, QR and codes. */
export const conviteDonoSchema = z.object({
  visao: z.literal('dono'),
  id: z.string(),
  codemp: z.enum(CODEMPS_CONVITE),
  hash: z.string(),
  convidado: z.object({ nome: z.string(), cpf: z.string().nullable() }),
  data: z.string(),
  situacao: z.enum(SITUACOES_CONVITE),
  pagoCom: z.enum(['cota', 'viramais']),
  creditosCentavos: z.number().int(),
  /** /convite/{codemp}/{hash}: the invitation itself. */
  link: z.string(),
  /** /convite/validar/{hash}#<signed code>: what the QR encodes. */
  linkValidacao: z.string(),
  codigoAssinado: z.string(),
  codigoCurto: z.string(),
  /** Only on the invitation itself (null in the list). */
  qrCodeSvg: z.string().nullable(),
  criadoEm: z.string(),
  canceladoEm: z.string().nullable(),
  admissao: admissaoSchema.nullable(),
  podeCancelar: z.boolean(),
});
export type ConviteDono = z.infer<typeof conviteDonoSchema>;

/** What gate staff see: whether it is valid today, the guest, and the admission when there is one. */
export const convitePortariaSchema = z.object({
  visao: z.literal('portaria'),
  codemp: z.enum(CODEMPS_CONVITE),
  data: z.string(),
  convidado: z.object({ nome: z.string() }),
  anfitriao: z.string(),
  situacao: z.enum(['valido', 'outra_data', 'cancelado', 'admitido']),
  admissao: admissaoSchema.nullable(),
  codigoCurto: z.string(),
});
export type ConvitePortaria = z.infer<typeof convitePortariaSchema>;

/** What anyone else sees: only that it exists and its date. */
export const convitePublicoSchema = z.object({ visao: z.literal('publica'), codemp: z.enum(CODEMPS_CONVITE), data: z.string() });
export type ConvitePublico = z.infer<typeof convitePublicoSchema>;

export const conviteVistaSchema = z.discriminatedUnion('visao', [conviteDonoSchema, convitePortariaSchema, convitePublicoSchema]);
export type ConviteVista = z.infer<typeof conviteVistaSchema>;

export const admissaoRespostaSchema = z.object({
  resultado: z.enum(['admitido', 'ja_admitido']),
  convite: convitePortariaSchema,
});
export type AdmissaoResposta = z.infer<typeof admissaoRespostaSchema>;

export const cotaMesSchema = z.object({ mes: z.string(), limite: z.number().int(), usados: z.number().int(), restantes: z.number().int() });
export type CotaMes = z.infer<typeof cotaMesSchema>;

export const meusConvitesSchema = z.object({
  hoje: z.string(),
  dataMaxima: z.string(),
  /** The quota of each month from today's to the last date one may choose. */
  cotas: z.array(cotaMesSchema),
  precoCreditosCentavos: z.number().int(),
  saldoViraMaisCentavos: z.number().int(),
  /** Why the member may not invite now (not a lawyer, not up to date), with where to fix it; empty = may invite. */
  impedimentos: z.array(z.object({ mensagem: z.string(), link: z.object({ rotulo: z.string(), href: z.string() }).nullable() })),
  itens: z.array(conviteDonoSchema),
});
export type MeusConvites = z.infer<typeof meusConvitesSchema>;

/** What a gate types or pastes: the short code (XXXXX-XXXXX), the QR's text (signed code) or the whole QR link. */
export const consultaPortariaBodySchema = z.object({
  codigo: textoLivre({ error: 'Informe o código do convite.' }).pipe(z.string().min(1, 'Informe o código do convite.').max(400, 'Código inválido.')),
});
export type ConsultaPortariaBody = z.infer<typeof consultaPortariaBodySchema>;

export const consultaPortariaRespostaSchema = z.object({ hash: z.string(), convite: convitePortariaSchema });
export type ConsultaPortariaResposta = z.infer<typeof consultaPortariaRespostaSchema>;

