import { z } from 'zod';
import { codigoDoCaminho, uuidDoCaminho } from '../caminho.js';
import { tituloResumoSchema } from '../financeiro/api.js';
import { isoDataNoIntervalo } from '../intervalo-de-datas.js';
import { textoLivre } from '../texto.js';
import { ACOES_REQUERIMENTO, AGUARDA, STATUS_REQUERIMENTO, TRANSICOES, type AcaoRequerimento } from './status.js';
import { AREAS_REQUERIMENTO, FORMATOS_DOCUMENTO } from './tipos.js';

/**
 * Payloads of the requests API (/wsapp/requerimentos…, /wsapp/ouvidoria/anonima…, /wsapp/protocolos…,
 * /wsapp/area-restrita/requerimentos…). Form `dados` are validated per type with `schemaDoTipo` (catalogo.ts).
 */

const isoData = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const isoDataHora = z.string();
const uuid = z.uuid({ error: 'Identificador inválido.' });
/** A reason written to the member (free text, several lines allowed). */
const motivo = (max: number) => textoLivre({ error: 'Escreva o motivo.', multilinha: true }).max(max, `Use no máximo ${max} caracteres.`);

export const statusRequerimentoSchema = z.enum(STATUS_REQUERIMENTO, { error: 'Status inválido.' });
export const areaRequerimentoSchema = z.enum(AREAS_REQUERIMENTO, { error: 'Área inválida.' });
export const codigoTipoSchema = z.string({ error: 'Informe o tipo.' }).regex(/^\d{3}$/, 'Tipo de requerimento desconhecido.');

// Path parameters: a malformed identifier answers as an unknown one (see caminho.ts).
export const idParamsSchema = z.strictObject({ id: uuidDoCaminho });
export const documentoParamsSchema = z.strictObject({ id: uuidDoCaminho, documentoId: uuidDoCaminho });
export const codigoParamsSchema = z.strictObject({ codigo: codigoDoCaminho(/^\d{3}$/) });

export const resumoRequerimentoSchema = z.object({
  id: z.uuid(),
  codigo: z.string(),
  titulo: z.string(),
  area: areaRequerimentoSchema,
  status: statusRequerimentoSchema,
  /** 'AAAA/NNNNNN', null while a draft. */
  protocolo: z.string().nullable(),
  criadoEm: isoDataHora,
  atualizadoEm: isoDataHora,
  enviadoEm: isoDataHora.nullable(),
  /** Deadline of an open diligência (YYYY-MM-DD). */
  prazoDiligencia: isoData.nullable(),
  sensivel: z.boolean(),
});
export type ResumoRequerimento = z.infer<typeof resumoRequerimentoSchema>;

export const TAMANHO_PAGINA_MAXIMO = 50;
const paginacao = {
  pagina: z.coerce.number({ error: 'Página inválida.' }).int('Página inválida.').min(1, 'Página inválida.').max(100000, 'Página inválida.').default(1),
  tamanho: z.coerce
    .number({ error: 'Tamanho de página inválido.' })
    .int('Tamanho de página inválido.')
    .min(1, 'Tamanho de página inválido.')
    .max(TAMANHO_PAGINA_MAXIMO, `Use no máximo ${TAMANHO_PAGINA_MAXIMO} itens por página.`)
    .default(20),
};

export const listarRequerimentosQuerySchema = z.strictObject({
  area: areaRequerimentoSchema.optional(),
  status: statusRequerimentoSchema.optional(),
  /** Only open ones (rascunho…em_diligencia). */
  abertos: z.enum(['true', 'false']).optional(),
  ...paginacao,
});
export type ListarRequerimentosQuery = z.input<typeof listarRequerimentosQuerySchema>;

export const paginaRequerimentosSchema = z.object({
  itens: z.array(resumoRequerimentoSchema),
  total: z.number().int(),
  pagina: z.number().int(),
  tamanho: z.number().int(),
});
export type PaginaRequerimentos = z.infer<typeof paginaRequerimentosSchema>;

export const documentoSchema = z.object({
  id: z.uuid(),
  /** DocumentoExigido.chave of the type. */
  chave: z.string(),
  nome: z.string(),
  formato: z.enum(FORMATOS_DOCUMENTO),
  tamanho: z.number().int(),
  sha256: z.string(),
  enviadoEm: isoDataHora,
});
export type Documento = z.infer<typeof documentoSchema>;

export const andamentoSchema = z.object({
  id: z.uuid(),
  em: isoDataHora,
  de: statusRequerimentoSchema.nullable(),
  para: statusRequerimentoSchema,
  /** Reason / note shown to the member. */
  texto: z.string().nullable(),
  autor: z.enum(['membro', 'staff', 'sistema']),
  /** Deadline set by a diligência (YYYY-MM-DD). */
  prazo: isoData.nullable(),
});
export type Andamento = z.infer<typeof andamentoSchema>;

export const requerimentoDetalheSchema = resumoRequerimentoSchema.extend({
  dados: z.record(z.string(), z.unknown()),
  pai: z.object({ id: z.uuid(), protocolo: z.string().nullable(), titulo: z.string() }).nullable(),
  documentos: z.array(documentoSchema),
  andamentos: z.array(andamentoSchema),
  /** The fee's título once the request was sent (fee types only). */
  tituloTaxa: tituloResumoSchema.nullable(),
  /** Actions the viewer may take now (member: 'cancelar'; staff: their transitions). */
  acoes: z.array(z.enum(ACOES_REQUERIMENTO)),
  codigoVerificacao: z.string().nullable(),
});
export type RequerimentoDetalhe = z.infer<typeof requerimentoDetalheSchema>;

export const criarRequerimentoBodySchema = z.strictObject({
  codigo: codigoTipoSchema,
  dados: z.record(z.string(), z.unknown(), { error: 'Envie os dados do formulário.' }),
});
export type CriarRequerimentoBody = z.infer<typeof criarRequerimentoBodySchema>;

export const atualizarRequerimentoBodySchema = z.strictObject({
  dados: z.record(z.string(), z.unknown(), { error: 'Envie os dados do formulário.' }),
});

export const cancelarRequerimentoBodySchema = z.strictObject({
  motivo: motivo(500).optional(),
});

export const documentoUploadQuerySchema = z.strictObject({
  /** DocumentoExigido.chave */
  chave: z.string({ error: 'Informe qual documento é este.' }).regex(/^[a-z0-9_]{1,60}$/, 'Documento desconhecido para este tipo.'),
});

/** Why a member cannot file a type now. */
export const motivoInelegibilidadeSchema = z.object({
  /** ENTRADA_ACORDO_PENDENTE: an agreement was made but its entry is not paid yet (not up to date until it is). */
  codigo: z.enum(['INADIMPLENTE', 'ENTRADA_ACORDO_PENDENTE', 'NAO_ADVOGADO', 'SEM_REQUERIMENTO_PAI', 'PRAZO_ENCERRADO', 'INSCRICAO_IRREGULAR']),
  mensagem: z.string(),
  link: z.object({ rotulo: z.string(), href: z.string() }).nullable(),
});
export type MotivoInelegibilidade = z.infer<typeof motivoInelegibilidadeSchema>;

export const opcaoPaiSchema = z.object({
  id: z.uuid(),
  protocolo: z.string().nullable(),
  titulo: z.string(),
  status: statusRequerimentoSchema,
  /** 269: decision date; 273: diligência deadline (YYYY-MM-DD). */
  data: isoData.nullable(),
  /** The last day this parent can be used (YYYY-MM-DD). */
  limite: isoData.nullable(),
});
export type OpcaoPai = z.infer<typeof opcaoPaiSchema>;

export const elegibilidadeSchema = z.object({
  elegivel: z.boolean(),
  motivos: z.array(motivoInelegibilidadeSchema),
  /** For types filed against a parent (269, 273): the member's requests that qualify now. */
  opcoesPai: z.array(opcaoPaiSchema),
});
export type Elegibilidade = z.infer<typeof elegibilidadeSchema>;

export const pendenciasSchema = z.object({
  rascunhos: z.array(resumoRequerimentoSchema),
  diligencias: z.array(resumoRequerimentoSchema),
  aguardandoPagamento: z.array(resumoRequerimentoSchema),
  /** Open títulos (fees, anuidades), overdue first. */
  titulosAbertos: z.array(tituloResumoSchema),
});
export type Pendencias = z.infer<typeof pendenciasSchema>;

export const comprovanteSchema = z.object({
  id: z.uuid(),
  protocolo: z.string(),
  codigoVerificacao: z.string(),
  urlVerificacao: z.string(),
  /** QR code of urlVerificacao, as an SVG document. */
  qrCodeSvg: z.string(),
  codigo: z.string(),
  titulo: z.string(),
  area: areaRequerimentoSchema,
  requerente: z.string().nullable(),
  enviadoEm: isoDataHora,
  status: statusRequerimentoSchema,
  andamentos: z.array(andamentoSchema),
  documentos: z.array(documentoSchema),
});
export type Comprovante = z.infer<typeof comprovanteSchema>;

export const codigoVerificacaoSchema = z.string().regex(/^[A-Z0-9]{12}$/, 'Código de verificação inválido.');
export const verificacaoParamsSchema = z.strictObject({ codigo: codigoDoCaminho(/^[A-Z0-9]{12}$/) });
/** Public check of a receipt (the QR code's link). Shows no personal data beyond masked initials. */
export const verificacaoProtocoloSchema = z.object({
  protocolo: z.string(),
  /** Neutral title for sensitive types. */
  titulo: z.string(),
  enviadoEm: isoDataHora,
  status: statusRequerimentoSchema,
  /** e.g. 'M. S. S.' — null for anonymous reports. */
  requerenteIniciais: z.string().nullable(),
});
export type VerificacaoProtocolo = z.infer<typeof verificacaoProtocoloSchema>;

/* ---------- 301 denúncia anônima (no identity; the key is the only link) ---------- */

export const CABECALHO_CHAVE_ACOMPANHAMENTO = 'x-chave-acompanhamento';
export const chaveAcompanhamentoSchema = z
  .string({ error: 'Informe a chave de acompanhamento.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){4}$/, 'Chave inválida. Ela tem 20 letras e números, em 5 grupos (XXXX-XXXX-XXXX-XXXX-XXXX).');
export const criarDenunciaAnonimaBodySchema = z.strictObject({
  dados: z.record(z.string(), z.unknown(), { error: 'Envie os dados do formulário.' }),
});
export const denunciaAnonimaCriadaSchema = z.object({
  id: z.uuid(),
  /** Shown once; only its hash is stored. */
  chave: z.string(),
});
export const acompanharBodySchema = z.strictObject({ chave: chaveAcompanhamentoSchema });
export const acompanhamentoSchema = z.object({
  id: z.uuid(),
  protocolo: z.string().nullable(),
  status: statusRequerimentoSchema,
  /** Day only (YYYY-MM-DD): no time is kept for anonymous reports. */
  criadoEm: isoData,
  dados: z.record(z.string(), z.unknown()),
  documentos: z.array(documentoSchema),
  andamentos: z.array(andamentoSchema),
});
export type Acompanhamento = z.infer<typeof acompanhamentoSchema>;

/* ---------- staff (restricted area) ---------- */

export const filaQuerySchema = z.strictObject({
  area: areaRequerimentoSchema.optional(),
  codigo: codigoTipoSchema.optional(),
  status: statusRequerimentoSchema.optional(),
  /** Open requests waiting for the staff or for the requester (ignored when a status is chosen). */
  aguarda: z.enum(AGUARDA, { error: 'Filtro inválido.' }).optional(),
  /** Only requests waiting at least this many days since their last change. */
  idadeMinimaDias: z.coerce.number({ error: 'Idade inválida.' }).int('Idade inválida.').min(0, 'Idade inválida.').max(3650, 'Idade inválida.').optional(),
  ...paginacao,
});
export type FilaQuery = z.input<typeof filaQuerySchema>;

export const requerenteSchema = z.object({
  pessoaId: z.uuid(),
  nome: z.string(),
  cpf: z.string(),
  inscricao: z.string().nullable(),
  email: z.string(),
});
export type Requerente = z.infer<typeof requerenteSchema>;

export const itemFilaSchema = resumoRequerimentoSchema.extend({
  /** null for anonymous reports. */
  requerenteNome: z.string().nullable(),
  /** Whole days since the last status change. */
  idadeDias: z.number().int(),
});
export type ItemFila = z.infer<typeof itemFilaSchema>;
export const paginaFilaSchema = z.object({
  itens: z.array(itemFilaSchema),
  total: z.number().int(),
  pagina: z.number().int(),
  tamanho: z.number().int(),
});
export type PaginaFila = z.infer<typeof paginaFilaSchema>;

export const requerimentoStaffSchema = requerimentoDetalheSchema.extend({
  requerente: requerenteSchema.nullable(),
  /** Filed by staff on the member's behalf. */
  registradoPorStaff: z.boolean(),
});
export type RequerimentoStaff = z.infer<typeof requerimentoStaffSchema>;

export const ACOES_STAFF = ACOES_REQUERIMENTO.filter((a) => TRANSICOES[a].ator === 'staff') as AcaoRequerimento[];
export const transicaoBodySchema = z
  .strictObject({
    acao: z.enum(ACOES_REQUERIMENTO, { error: 'Ação inválida.' }),
    motivo: motivo(2000).optional(),
    /** Diligência deadline (YYYY-MM-DD), after today. */
    prazo: isoDataNoIntervalo.optional(),
  })
  .superRefine((b, ctx) => {
    const t = TRANSICOES[b.acao];
    if (t.ator !== 'staff') ctx.addIssue({ code: 'custom', path: ['acao'], message: 'Esta ação não é feita pela equipe.' });
    if (t.exigeMotivo && (!b.motivo || b.motivo.length < 5)) ctx.addIssue({ code: 'custom', path: ['motivo'], message: 'Escreva o motivo (pelo menos 5 caracteres).' });
    if (t.exigePrazo && !b.prazo) ctx.addIssue({ code: 'custom', path: ['prazo'], message: 'Informe o prazo da diligência.' });
  });
export type TransicaoBody = z.infer<typeof transicaoBodySchema>;

export const buscaPessoaQuerySchema = z.strictObject({
  termo: textoLivre({ error: 'Informe o CPF ou a inscrição.' }).min(3, 'Informe o CPF ou a inscrição.').max(20, 'Informe o CPF ou a inscrição.'),
});
export const pessoaEncontradaSchema = z.object({
  pessoaId: z.uuid(),
  nome: z.string(),
  cpf: z.string(),
  inscricao: z.string().nullable(),
  situacao: z.string().nullable(),
});
export type PessoaEncontrada = z.infer<typeof pessoaEncontradaSchema>;
/** GET /area-restrita/pessoas: the people found by CPF or inscrição. */
export const listaPessoasEncontradasSchema = z.array(pessoaEncontradaSchema);

export const criarInternoBodySchema = z.strictObject({
  pessoaId: uuid,
  codigo: codigoTipoSchema,
  dados: z.record(z.string(), z.unknown(), { error: 'Envie os dados do formulário.' }),
});
export const elegibilidadeInternaQuerySchema = z.strictObject({ pessoaId: uuid });

/** The member's open requests of one area, by who they wait for. */
export const resumoAreaRequerimentosSchema = z.object({
  /** Drafts not sent yet. */
  rascunhos: z.number().int(),
  /** Waiting for the member: a fee to pay or a diligência to answer (STATUS_QUE_AGUARDAM.requerente). */
  aguardandoVoce: z.number().int(),
  /** Waiting for the staff: sent or under analysis (STATUS_QUE_AGUARDAM.equipe). */
  emAnalise: z.number().int(),
});
export type ResumoAreaRequerimentos = z.infer<typeof resumoAreaRequerimentosSchema>;

/** GET /requerimentos/resumo: the member's open requests at a glance, area by area (the entity homes). */
export const resumoRequerimentosSchema = z.object({
  oab: resumoAreaRequerimentosSchema,
  casag: resumoAreaRequerimentosSchema,
  ouvidoria: resumoAreaRequerimentosSchema,
});
export type ResumoRequerimentos = z.infer<typeof resumoRequerimentosSchema>;
