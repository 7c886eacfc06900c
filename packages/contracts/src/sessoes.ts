import { z } from 'zod';
import { dentroDoIntervaloDeDatas, instanteComDataDoCalendario, REGRA_INTERVALO_DE_DATAS, isoDataNoIntervalo } from './intervalo-de-datas.js';
import { CLASSES_PROCESSO, MODALIDADES_SESSAO, ORGAOS_PROCESSO, PAPEIS_PARTE, RESULTADOS_PAUTA, STATUS_SESSAO } from './processos-vocabulario.js';
import { textoLivre } from './texto.js';

/**
 * Shapes of the judgment sessions API (issue 13 items 4 and 5): the staff agenda and the member's /sessoes with
 * sustentação oral sign-ups. Instants are ISO 8601 strings; the web shows them in São Paulo time.
 */

const instante = z.string();
const MENSAGEM_INICIO = 'Informe a data e a hora da sessão.';

/** When the session starts: an ISO 8601 instant with its offset (the web sends São Paulo time, -03:00). */
const inicioSchema = z
  .string({ error: MENSAGEM_INICIO })
  .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && instanteComDataDoCalendario(v) && !Number.isNaN(Date.parse(v)), { error: MENSAGEM_INICIO, abort: true })
  .refine(dentroDoIntervaloDeDatas, REGRA_INTERVALO_DE_DATAS);

const linkSchema = textoLivre()
  .max(500, 'O link deve ter no máximo 500 caracteres.')
  .refine((v) => v === '' || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(v), 'Informe o link da sessão virtual começando com https://.');

/** Creating or editing a session (staff). Place required for presencial/híbrida, link for virtual/híbrida. */
export const sessaoBodySchema = z
  .object({
    orgao: z.enum(ORGAOS_PROCESSO, { error: 'Escolha o órgão.' }),
    inicio: inicioSchema,
    modalidade: z.enum(MODALIDADES_SESSAO, { error: 'Escolha a modalidade.' }),
    local: textoLivre().max(200, 'O local deve ter no máximo 200 caracteres.').default(''),
    link: linkSchema.default(''),
    observacoes: textoLivre({ multilinha: true }).max(2000, 'As observações devem ter no máximo 2000 caracteres.').default(''),
  })
  .superRefine((d, ctx) => {
    if (d.modalidade !== 'virtual' && d.local === '') ctx.addIssue({ code: 'custom', path: ['local'], message: 'Informe o local da sessão presencial ou híbrida.' });
    if (d.modalidade !== 'presencial' && d.link === '') ctx.addIssue({ code: 'custom', path: ['link'], message: 'Informe o link da sessão virtual ou híbrida.' });
  });
export type SessaoBody = z.input<typeof sessaoBodySchema>;

export const sessoesFiltroSchema = z.object({
  orgao: z.enum(ORGAOS_PROCESSO).optional(),
  status: z.enum(STATUS_SESSAO).optional(),
  /** 'YYYY-MM-DD', São Paulo dates, inclusive. */
  de: isoDataNoIntervalo.optional(),
  ate: isoDataNoIntervalo.optional(),
});
export type SessoesFiltro = z.infer<typeof sessoesFiltroSchema>;

const sessaoBase = {
  id: z.uuid(),
  orgao: z.enum(ORGAOS_PROCESSO),
  inicio: instante,
  modalidade: z.enum(MODALIDADES_SESSAO),
  local: z.string().nullable(),
  link: z.string().nullable(),
  status: z.enum(STATUS_SESSAO),
};

export const sessaoResumoSchema = z.object({ ...sessaoBase, observacoes: z.string(), itens: z.number().int(), pendentes: z.number().int() });
export type SessaoResumo = z.infer<typeof sessaoResumoSchema>;
export const sessoesStaffSchema = z.object({ itens: z.array(sessaoResumoSchema) });

export const parteResumoSchema = z.object({ papel: z.enum(PAPEIS_PARTE), nome: z.string() });

export const inscricaoSustentacaoSchema = z.object({ id: z.uuid(), advogado: z.string(), parte: z.string(), inscritoEm: instante });
export type InscricaoSustentacao = z.infer<typeof inscricaoSustentacaoSchema>;

export const itemPautaStaffSchema = z.object({
  id: z.uuid(),
  ordem: z.number().int(),
  processoId: z.uuid(),
  numero: z.string(),
  classe: z.enum(CLASSES_PROCESSO),
  assunto: z.string(),
  sigiloso: z.boolean(),
  partes: z.array(parteResumoSchema),
  relator: z.string().nullable(),
  emAberto: z.boolean(),
  resultado: z.enum(RESULTADOS_PAUTA).nullable(),
  decisao: z.string().nullable(),
  ementa: z.string().nullable(),
  resultadoEm: instante.nullable(),
  inscricoes: z.array(inscricaoSustentacaoSchema),
});
export type ItemPautaStaff = z.infer<typeof itemPautaStaffSchema>;

export const sessaoStaffSchema = z.object({
  ...sessaoBase,
  observacoes: z.string(),
  abertaEm: instante.nullable(),
  encerradaEm: instante.nullable(),
  itens: z.array(itemPautaStaffSchema),
});
export type SessaoStaff = z.infer<typeof sessaoStaffSchema>;

/** A process that may go on this agenda (not on another open agenda). */
export const candidatoPautaSchema = z.object({
  processoId: z.uuid(),
  numero: z.string(),
  classe: z.enum(CLASSES_PROCESSO),
  assunto: z.string(),
  orgao: z.enum(ORGAOS_PROCESSO),
  sigiloso: z.boolean(),
  relator: z.string().nullable(),
  partes: z.array(parteResumoSchema),
});
export type CandidatoPauta = z.infer<typeof candidatoPautaSchema>;
export const candidatosPautaSchema = z.object({ itens: z.array(candidatoPautaSchema) });
export const candidatosQuerySchema = z.object({ q: textoLivre().max(100).default('') });

export const adicionarPautaBodySchema = z.object({
  processoId: z.uuid({ error: 'Escolha um processo.' }),
  /** The item's rapporteur; the process's own when absent. */
  relatorPessoaId: z.uuid().nullish(),
});
export type AdicionarPautaBody = z.input<typeof adicionarPautaBodySchema>;

export const reordenarPautaBodySchema = z.object({ itens: z.array(z.uuid()).min(1).max(500) });

export const resultadoBodySchema = z
  .object({
    resultado: z.enum(RESULTADOS_PAUTA, { error: 'Escolha o resultado.' }),
    decisao: textoLivre({ multilinha: true }).max(10_000, 'A decisão deve ter no máximo 10000 caracteres.').default(''),
    ementa: textoLivre({ multilinha: true }).max(10_000, 'A ementa deve ter no máximo 10000 caracteres.').default(''),
  })
  .superRefine((d, ctx) => {
    if (d.resultado !== 'julgado') return;
    if (d.decisao === '') ctx.addIssue({ code: 'custom', path: ['decisao'], message: 'Informe a decisão do julgamento.' });
    if (d.ementa === '') ctx.addIssue({ code: 'custom', path: ['ementa'], message: 'Informe a ementa do julgamento.' });
  });
export type ResultadoBody = z.input<typeof resultadoBodySchema>;

/**
 * An item of a public agenda, as a member sees it. A confidential process the viewer is not in shows its
 * number and place in the agenda only: no class, subject, parties, rapporteur or outcome.
 */
export const itemPautaMembroSchema = z.object({
  id: z.uuid(),
  ordem: z.number().int(),
  numero: z.string(),
  sigiloso: z.boolean(),
  /** Null for a confidential process the viewer is not in. */
  processoId: z.uuid().nullable(),
  classe: z.enum(CLASSES_PROCESSO).nullable(),
  assunto: z.string().nullable(),
  partes: z.array(parteResumoSchema).nullable(),
  relator: z.string().nullable(),
  resultado: z.enum(RESULTADOS_PAUTA).nullable(),
  /** The viewer's own item: as a party or as a party's lawyer. */
  meu: z.enum(['parte', 'advogado']).nullable(),
  /** A party's lawyer, before the sign-up deadline, on an item still waiting. */
  podeInscrever: z.boolean(),
  /** The viewer's live sustentação oral sign-up on this item. */
  inscrito: z.boolean(),
});
export type ItemPautaMembro = z.infer<typeof itemPautaMembroSchema>;

export const sessaoMembroSchema = z.object({
  ...sessaoBase,
  /** Sign-ups close at this instant (HORAS_LIMITE_SUSTENTACAO before the start). */
  limiteInscricao: instante,
  itens: z.array(itemPautaMembroSchema),
});
export type SessaoMembro = z.infer<typeof sessaoMembroSchema>;
export const sessoesMembroSchema = z.object({ itens: z.array(sessaoMembroSchema) });

export const sustentacaoRespostaSchema = z.object({ inscrito: z.boolean() });
