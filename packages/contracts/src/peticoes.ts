import { z } from 'zod';
import { SITUACOES_PETICAO } from './processos-vocabulario.js';
import { textoLivre } from './texto.js';

/**
 * Electronic petitions into the section's administrative processes (issue 13, DOMAIN "Administrative
 * processes"): the filing form's fields and limits, the member's view of their petitions, the staff queue.
 */

export const TIPOS_PETICAO = ['Manifestação', 'Defesa prévia', 'Recurso', 'Juntada de documentos', 'Pedido de vista', 'Outros'] as const;
export type TipoPeticao = (typeof TIPOS_PETICAO)[number];

/** PDFs one petition may carry. */
export const MAX_ARQUIVOS_PETICAO = 10;
/** Bytes of one PDF. */
export const MAX_BYTES_ARQUIVO_PETICAO = 10 * 1024 * 1024;
/** Bytes the PDFs of one petition may add up to. */
export const MAX_BYTES_PETICAO = 30 * 1024 * 1024;
/** Characters of the petition's text. */
export const MAX_TEXTO_PETICAO = 20_000;
/** Characters of the reason a petition is not accepted (não conhecida). */
export const MIN_MOTIVO_REJEICAO = 5;
export const MAX_MOTIVO_REJEICAO = 1000;

/** 403 PETICIONAMENTO_SO_PARTES: a process the user may see (public, or staff) but is not a party of, nor a party's lawyer. */
export const MENSAGEM_PETICIONAMENTO_SO_PARTES = 'Só as partes deste processo e os advogados delas podem peticionar nele.';

/** 'PET-AAAA/NNNNNN'. */
export const FORMATO_PROTOCOLO_PETICAO = /^PET-\d{4}\/\d{6}$/;

/** The fields of the filing form (multipart: these, then the PDFs in the field `arquivos`). */
export const camposPeticaoSchema = z.object({
  tipo: z.enum(TIPOS_PETICAO, { error: 'Escolha o tipo da petição.' }),
  texto: textoLivre({ multilinha: true, error: 'Escreva o texto da petição.' }).max(
    MAX_TEXTO_PETICAO,
    `O texto pode ter até ${MAX_TEXTO_PETICAO.toLocaleString('pt-BR')} caracteres.`,
  ),
  /** One of the filer's open deadlines in this process, or empty. */
  prazoId: z
    .union([z.uuid({ error: 'Prazo inválido.' }), z.literal('')])
    .optional()
    .transform((v) => (v ? v : null)),
});
export type CamposPeticao = z.input<typeof camposPeticaoSchema>;

const prazoPeticaoSchema = z.object({ id: z.uuid(), descricao: z.string(), fim: z.string() });
export type PrazoPeticao = z.infer<typeof prazoPeticaoSchema>;

export const documentoPeticaoSchema = z.object({ id: z.uuid(), nome: z.string(), tamanho: z.number().int(), sha256: z.string() });
export type DocumentoPeticao = z.infer<typeof documentoPeticaoSchema>;

/** A petition as its filer sees it. */
export const peticaoSchema = z.object({
  id: z.uuid(),
  processoId: z.uuid(),
  protocolo: z.string(),
  tipo: z.string(),
  texto: z.string(),
  /** Server time of receipt (ISO instant). */
  recebidaEm: z.string(),
  /** Filed after 24:00 (São Paulo) of the deadline's last day (Lei 11.419, art. 10). */
  intempestiva: z.boolean(),
  prazo: prazoPeticaoSchema.nullable(),
  situacao: z.enum(SITUACOES_PETICAO),
  documentos: z.array(documentoPeticaoSchema),
});
export type Peticao = z.infer<typeof peticaoSchema>;

/** What the filing page needs: the process, the filer's open deadlines and their petitions in it (newest first). */
export const peticionamentoSchema = z.object({
  processo: z.object({ id: z.uuid(), numero: z.string(), assunto: z.string() }),
  prazos: z.array(prazoPeticaoSchema),
  peticoes: z.array(peticaoSchema),
});
export type Peticionamento = z.infer<typeof peticionamentoSchema>;

/** The processes where the signed-in person may file (party or a party's lawyer). */
export const processosPeticionaveisSchema = z.object({ itens: z.array(z.object({ id: z.uuid(), numero: z.string(), assunto: z.string() })) });
export type ProcessosPeticionaveis = z.infer<typeof processosPeticionaveisSchema>;

/** A petition in the staff queue. */
export const peticaoStaffSchema = z.object({
  id: z.uuid(),
  processoId: z.uuid(),
  processoNumero: z.string(),
  sigiloso: z.boolean(),
  protocolo: z.string(),
  tipo: z.string(),
  texto: z.string(),
  autorNome: z.string(),
  autorQualidade: z.enum(['parte', 'advogado']),
  recebidaEm: z.string(),
  intempestiva: z.boolean(),
  prazo: prazoPeticaoSchema.nullable(),
  situacao: z.enum(SITUACOES_PETICAO),
  analisadaEm: z.string().nullable(),
  documentos: z.array(documentoPeticaoSchema),
});
export type PeticaoStaff = z.infer<typeof peticaoStaffSchema>;

export const filaPeticoesSchema = z.object({ itens: z.array(peticaoStaffSchema) });
export type FilaPeticoes = z.infer<typeof filaPeticoesSchema>;

export const filaPeticoesQuerySchema = z.object({ situacao: z.enum(SITUACOES_PETICAO).optional() });

export const rejeitarPeticaoBodySchema = z.object({
  motivo: textoLivre({ multilinha: true, error: 'Informe o motivo.' })
    .min(MIN_MOTIVO_REJEICAO, `Informe o motivo (pelo menos ${MIN_MOTIVO_REJEICAO} caracteres).`)
    .max(MAX_MOTIVO_REJEICAO, `O motivo pode ter até ${MAX_MOTIVO_REJEICAO} caracteres.`),
});
export type RejeitarPeticaoBody = z.infer<typeof rejeitarPeticaoBodySchema>;
