import { z } from 'zod';
import { dentroDoIntervaloDeDatas, instanteComDataDoCalendario, REGRA_INTERVALO_DE_DATAS } from './intervalo-de-datas.js';
import { textoLivre } from './texto.js';

/**
 * Secret voting (issue 14, ADR 023): elections and polls of the section. Staff create them on /voting-admin;
 * members vote on /voting and get a receipt code; after the close the tally and the receipt list are published.
 */

export const TIPOS_VOTACAO = ['eleicao', 'enquete'] as const;
export type TipoVotacao = (typeof TIPOS_VOTACAO)[number];
export const ROTULO_TIPO_VOTACAO: Record<TipoVotacao, string> = { eleicao: 'Eleição', enquete: 'Enquete' };

/**
 * Who may vote (ADR 023): lawyers regular and up to date at the opening, or the members of one commission whose
 * term covers the opening date (`comissaoId`).
 */
export const ELEGIBILIDADES_VOTACAO = ['regular_em_dia', 'comissao'] as const;
export type ElegibilidadeVotacao = (typeof ELEGIBILIDADES_VOTACAO)[number];
export const ROTULO_ELEGIBILIDADE: Record<ElegibilidadeVotacao, string> = {
  regular_em_dia: 'Advogados(as) com inscrição regular e em dia com a anuidade na abertura',
  comissao: 'Membros de uma comissão',
};

/** "da Comissão de Direitos Humanos", or "da comissão Jovem Advocacia" when the name does not say it. */
export function daComissao(nome: string): string {
  return /^comiss[aã]o\b/i.test(nome.trim()) ? `da ${nome.trim()}` : `da comissão ${nome.trim()}`;
}

/** The eligibility in a sentence, with the commission's name: what /voting and /voting-admin show. */
export function descreverElegibilidade(v: { elegibilidade: ElegibilidadeVotacao; comissao: { nome: string } | null }): string {
  if (v.elegibilidade === 'comissao') return v.comissao ? `Membros ${daComissao(v.comissao.nome)} com mandato vigente na abertura` : ROTULO_ELEGIBILIDADE.comissao;
  return ROTULO_ELEGIBILIDADE[v.elegibilidade];
}

/** Why a member outside a commission's frozen list cannot vote. */
export function motivoForaDaComissao(nome: string): string {
  return `Votação restrita aos membros ${daComissao(nome)} com mandato vigente na abertura.`;
}

/**
 * What the page shows: `rascunho` (editable, list not frozen), `agendada` (list frozen, before the opening time),
 * `aberta`, `encerrada` (closed by staff or past the closing time), `publicada` (receipts and tally public).
 */
export const SITUACOES_VOTACAO = ['rascunho', 'agendada', 'aberta', 'encerrada', 'publicada'] as const;
export type SituacaoVotacao = (typeof SITUACOES_VOTACAO)[number];
export const ROTULO_SITUACAO_VOTACAO: Record<SituacaoVotacao, string> = {
  rascunho: 'Rascunho',
  agendada: 'Agendada',
  aberta: 'Aberta',
  encerrada: 'Encerrada',
  publicada: 'Resultado publicado',
};

/**
 * The receipt: 140 random bits as 28 characters of Crockford base32, shown in 7 groups of 4 (XXXX-XXXX-…).
 * Typing is forgiving: case, spaces and hyphens are ignored, O reads as 0 and I/L as 1.
 */
export const FORMATO_RECIBO = /^[0-9A-HJKMNP-TV-Z]{28}$/;

export function normalizarRecibo(texto: string): string | null {
  const limpo = texto
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return FORMATO_RECIBO.test(limpo) ? limpo : null;
}

export function formatarRecibo(codigo: string): string {
  return codigo.match(/.{1,4}/g)?.join('-') ?? codigo;
}

const DATA_HORA = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * A date and time: ISO with a zone, or as a datetime-local field sends it (YYYY-MM-DDTHH:mm), read in São Paulo
 * time (UTC−3, no daylight saving since 2019). Output: ISO in UTC.
 */
function comFuso(v: string): string {
  return /(Z|[+-]\d{2}:\d{2})$/.test(v) ? v : `${v}-03:00`;
}

export function dataHoraSaoPaulo(mensagem: string) {
  return z
    .string({ error: mensagem })
    .trim()
    .refine((v) => DATA_HORA.test(v) && instanteComDataDoCalendario(v) && !Number.isNaN(new Date(comFuso(v)).getTime()), { error: mensagem, abort: true })
    .refine(dentroDoIntervaloDeDatas, REGRA_INTERVALO_DE_DATAS)
    .transform((v) => new Date(comFuso(v)).toISOString());
}

export const votacaoBodySchema = z
  .object({
    titulo: textoLivre({ error: 'Informe o título.' }).pipe(z.string().min(3, 'Informe o título (ao menos 3 caracteres).').max(160, 'No máximo 160 caracteres.')),
    descricao: textoLivre({ multilinha: true }).pipe(z.string().max(2000, 'No máximo 2.000 caracteres.')).optional().default(''),
    tipo: z.enum(TIPOS_VOTACAO, { error: 'Escolha se é eleição ou enquete.' }),
    elegibilidade: z.enum(ELEGIBILIDADES_VOTACAO, { error: 'Escolha quem pode votar.' }),
    /** The commission whose members vote: required with elegibilidade 'comissao', refused otherwise. */
    comissaoId: z.uuid({ error: 'Escolha uma comissão da lista.' }).nullish(),
    abreEm: dataHoraSaoPaulo('Informe a data e a hora de abertura.'),
    fechaEm: dataHoraSaoPaulo('Informe a data e a hora de encerramento.'),
    opcoes: z
      .array(textoLivre({ error: 'Informe o texto da opção.' }).pipe(z.string().min(1, 'Informe o texto da opção.').max(200, 'No máximo 200 caracteres.')), {
        error: 'Informe as opções.',
      })
      .min(2, 'Informe ao menos duas opções.')
      .max(30, 'No máximo 30 opções.'),
  })
  .superRefine((v, ctx) => {
    if (v.elegibilidade === 'comissao' && !v.comissaoId) ctx.addIssue({ code: 'custom', path: ['comissaoId'], message: 'Escolha a comissão cujos membros votam.' });
    if (v.elegibilidade !== 'comissao' && v.comissaoId) {
      ctx.addIssue({ code: 'custom', path: ['comissaoId'], message: 'A comissão só se informa quando a votação é restrita aos membros de uma comissão.' });
    }
    if (v.fechaEm <= v.abreEm) ctx.addIssue({ code: 'custom', path: ['fechaEm'], message: 'O encerramento deve ser depois da abertura.' });
    const vistos = new Set<string>();
    v.opcoes.forEach((o, i) => {
      const chave = o.toLocaleLowerCase('pt-BR');
      if (vistos.has(chave)) ctx.addIssue({ code: 'custom', path: ['opcoes', i], message: 'Opção repetida.' });
      vistos.add(chave);
    });
  });
export type VotacaoBody = z.input<typeof votacaoBodySchema>;

export const votarBodySchema = z.object({ opcaoId: z.uuid({ error: 'Escolha uma opção.' }) });
export type VotarBody = z.infer<typeof votarBodySchema>;

const opcaoSchema = z.object({ id: z.string(), texto: z.string() });
export const resultadoVotacaoSchema = z.object({
  opcoes: z.array(z.object({ id: z.string(), texto: z.string(), votos: z.number().int() })),
  totalCedulas: z.number().int(),
});
export type ResultadoVotacao = z.infer<typeof resultadoVotacaoSchema>;

export const comparecimentoSchema = z.object({ votantes: z.number().int(), eleitores: z.number().int() });

const votacaoBaseSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  descricao: z.string(),
  tipo: z.enum(TIPOS_VOTACAO),
  elegibilidade: z.enum(ELEGIBILIDADES_VOTACAO),
  /** The commission whose members vote (elegibilidade 'comissao'), with its name; null otherwise. */
  comissao: z.object({ id: z.string(), nome: z.string() }).nullable(),
  abreEm: z.string(),
  fechaEm: z.string(),
  situacao: z.enum(SITUACOES_VOTACAO),
  opcoes: z.array(opcaoSchema),
  /** Voters who voted / voters in the frozen list (null before the list is frozen). */
  comparecimento: comparecimentoSchema.nullable(),
  /** Only after the close. */
  resultado: resultadoVotacaoSchema.nullable(),
});

export const votacaoMembroSchema = votacaoBaseSchema.extend({
  podeVotar: z.boolean(),
  /** Why not, in a sentence (null when the member may vote). */
  motivo: z.string().nullable(),
  jaVotou: z.boolean(),
});
export type VotacaoMembro = z.infer<typeof votacaoMembroSchema>;
export const votacoesMembroSchema = z.object({ itens: z.array(votacaoMembroSchema) });

export const votacaoStaffSchema = votacaoBaseSchema.extend({
  editavel: z.boolean(),
  podeAbrir: z.boolean(),
  podeEncerrar: z.boolean(),
  podePublicar: z.boolean(),
  abertaEm: z.string().nullable(),
  encerradaEm: z.string().nullable(),
  publicadaEm: z.string().nullable(),
});
export type VotacaoStaff = z.infer<typeof votacaoStaffSchema>;
export const votacoesStaffSchema = z.object({ itens: z.array(votacaoStaffSchema) });

export const reciboVotoSchema = z.object({ recibo: z.string(), mensagem: z.string() });
export type ReciboVoto = z.infer<typeof reciboVotoSchema>;

export const recibosPublicadosSchema = z.object({ total: z.number().int(), recibos: z.array(z.string()) });
export type RecibosPublicados = z.infer<typeof recibosPublicadosSchema>;

export const buscaReciboSchema = z.object({ recibo: z.string(), encontrado: z.boolean() });
export type BuscaRecibo = z.infer<typeof buscaReciboSchema>;

const FORMATO_DATA_HORA = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** "26/11/2026 14:30" in São Paulo time. */
export function formatarDataHoraVotacao(iso: string | Date): string {
  return FORMATO_DATA_HORA.format(typeof iso === 'string' ? new Date(iso) : iso).replace(',', '');
}
