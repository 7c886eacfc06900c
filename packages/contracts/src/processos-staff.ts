import { z } from 'zod';
import { isoDataNoIntervalo } from './intervalo-de-datas.js';
import { textoLivre } from './texto.js';
import {
  CLASSES_PROCESSO,
  ORGAOS_PROCESSO,
  PAPEIS_PARTE,
  RESULTADOS_PAUTA,
  SITUACOES_PETICAO,
  SITUACOES_PROCESSO,
  STATUS_SESSAO,
  MODALIDADES_SESSAO,
} from './processos-vocabulario.js';

/**
 * Shapes of the staff side of the administrative processes (issue 13 item 1 and the staff view of item 4):
 * registration, parties and lawyers, movements, documents, deadlines; behind CLI_PermissaoProcessos.
 * Dates 'YYYY-MM-DD', instants ISO.
 */

const isoData = isoDataNoIntervalo;

/** Kinds of movement staff may enter by hand (the others are written by petitions and sessions). */
export const TIPOS_MOVIMENTO_STAFF = ['despacho', 'decisao', 'certidao', 'intimacao', 'juntada', 'distribuicao', 'outro'] as const;
export type TipoMovimentoStaff = (typeof TIPOS_MOVIMENTO_STAFF)[number];
export const ROTULO_TIPO_MOVIMENTO: Record<string, string> = {
  autuacao: 'Autuação',
  despacho: 'Despacho',
  decisao: 'Decisão',
  certidao: 'Certidão',
  intimacao: 'Intimação',
  juntada: 'Juntada',
  distribuicao: 'Distribuição',
  documento: 'Documento',
  peticao: 'Petição',
  pauta: 'Pauta',
  julgamento: 'Julgamento',
  outro: 'Outro',
};

/** A person of the portal: CPF (any punctuation) or inscrição ('12345/GO'). */
const identificadorPessoa = textoLivre({ error: 'Informe o CPF ou a inscrição.' })
  .min(1, 'Informe o CPF ou a inscrição.')
  .max(20, 'Informe o CPF ou a inscrição.');

const assunto = textoLivre({ error: 'Informe o assunto.' }).min(3, 'Informe o assunto (ao menos 3 caracteres).').max(200, 'O assunto tem no máximo 200 caracteres.');
const fase = textoLivre({ error: 'Informe a fase.' }).min(2, 'Informe a fase.').max(80, 'A fase tem no máximo 80 caracteres.');
const relatorCpf = textoLivre().max(20, 'CPF inválido.').nullable().optional();

/** DOMAIN.md: an ético-disciplinar process is confidential until the final decision (situação "Transitado em julgado"). */
export const MENSAGEM_SIGILO_ETICO_DISCIPLINAR = 'Processo ético-disciplinar é sigiloso até a decisão final (situação "Transitado em julgado").';

export const processoNovoSchema = z.strictObject({
  classe: z.enum(CLASSES_PROCESSO, { error: 'Escolha a classe.' }),
  assunto,
  orgao: z.enum(ORGAOS_PROCESSO, { error: 'Escolha o órgão.' }),
  /** CPF of the rapporteur (a person of the portal); empty or null: none yet. */
  relatorCpf,
  fase,
  sigiloso: z.boolean({ error: 'Diga se o processo é sigiloso.' }),
  autuadoEm: isoData,
}).refine((v) => v.classe !== 'etico-disciplinar' || v.sigiloso, { path: ['sigiloso'], message: MENSAGEM_SIGILO_ETICO_DISCIPLINAR });
export type ProcessoNovo = z.input<typeof processoNovoSchema>;

export const processoEdicaoSchema = z.strictObject({
  fase,
  situacao: z.enum(SITUACOES_PROCESSO, { error: 'Escolha a situação.' }),
  sigiloso: z.boolean({ error: 'Diga se o processo é sigiloso.' }),
  orgao: z.enum(ORGAOS_PROCESSO, { error: 'Escolha o órgão.' }),
  relatorCpf,
});
export type ProcessoEdicao = z.input<typeof processoEdicaoSchema>;

/**
 * A party: a person of the portal (`identificador`: CPF or inscrição) or someone outside it (`nome`, CPF when
 * known). Exactly one of the two forms.
 */
export const parteNovaSchema = z
  .strictObject({
    papel: z.enum(PAPEIS_PARTE, { error: 'Escolha o papel da parte.' }),
    identificador: identificadorPessoa.optional(),
    nome: textoLivre().max(150, 'O nome tem no máximo 150 caracteres.').optional(),
    cpf: textoLivre().max(20, 'CPF inválido.').optional(),
  })
  .superRefine((v, ctx) => {
    const temId = !!v.identificador;
    const temNome = !!v.nome;
    if (temId === temNome) {
      ctx.addIssue({ code: 'custom', path: ['identificador'], message: 'Informe o CPF ou a inscrição de uma pessoa do portal, ou o nome de uma pessoa de fora.' });
    }
    if (temNome && (v.nome?.length ?? 0) < 3) ctx.addIssue({ code: 'custom', path: ['nome'], message: 'Informe o nome completo.' });
  });
export type ParteNova = z.input<typeof parteNovaSchema>;

export const advogadoNovoSchema = z.strictObject({ identificador: identificadorPessoa });
export type AdvogadoNovo = z.input<typeof advogadoNovoSchema>;

export const movimentoNovoSchema = z.strictObject({
  tipo: z.enum(TIPOS_MOVIMENTO_STAFF, { error: 'Escolha o tipo do movimento.' }),
  texto: textoLivre({ multilinha: true, error: 'Escreva o texto do movimento.' }).min(3, 'Escreva o texto do movimento.').max(5000, 'O texto tem no máximo 5000 caracteres.'),
  publico: z.boolean({ error: 'Diga se o movimento é público.' }),
});
export type MovimentoNovo = z.input<typeof movimentoNovoSchema>;

export const MAX_DIAS_PRAZO = 365;

export const prazoNovoSchema = z.strictObject({
  descricao: textoLivre({ error: 'Descreva o prazo.' }).min(3, 'Descreva o prazo.').max(150, 'A descrição tem no máximo 150 caracteres.'),
  inicio: isoData,
  dias: z.number({ error: 'Informe os dias.' }).int('Informe um número inteiro de dias.').min(1, 'O prazo tem ao menos 1 dia.').max(MAX_DIAS_PRAZO, `O prazo tem no máximo ${MAX_DIAS_PRAZO} dias.`),
  diasUteis: z.boolean({ error: 'Diga se o prazo conta dias úteis.' }),
  parteId: z.uuid('Parte inválida.').nullable().optional(),
});
export type PrazoNovo = z.input<typeof prazoNovoSchema>;

/** ?publico=true|false on the document upload (multipart, field "arquivo", PDF only). */
export const documentoProcessoQuerySchema = z.strictObject({
  publico: z.enum(['true', 'false'], { error: 'Diga se o documento é público (true ou false).' }).default('true'),
});

export const POR_PAGINA_PROCESSOS_STAFF = 20;

export const processosStaffQuerySchema = z.strictObject({
  numero: textoLivre().max(20, 'Número inválido.').optional(),
  parte: textoLivre().max(150, 'Nome muito longo.').optional(),
  classe: z.enum(CLASSES_PROCESSO, { error: 'Classe inválida.' }).optional(),
  orgao: z.enum(ORGAOS_PROCESSO, { error: 'Órgão inválido.' }).optional(),
  situacao: z.enum(SITUACOES_PROCESSO, { error: 'Situação inválida.' }).optional(),
  sigiloso: z.enum(['true', 'false'], { error: 'Filtro de sigilo inválido.' }).optional(),
  pagina: z.coerce.number({ error: 'Página inválida.' }).int('Página inválida.').min(1, 'A página começa em 1.').max(10_000, 'Página inválida.').default(1),
});
export type ProcessosStaffQuery = z.input<typeof processosStaffQuerySchema>;

export const processoResumoStaffSchema = z.object({
  id: z.uuid(),
  numero: z.string(),
  classe: z.enum(CLASSES_PROCESSO),
  assunto: z.string(),
  orgao: z.enum(ORGAOS_PROCESSO),
  fase: z.string(),
  situacao: z.enum(SITUACOES_PROCESSO),
  sigiloso: z.boolean(),
  autuadoEm: z.string(),
  partes: z.array(z.object({ papel: z.enum(PAPEIS_PARTE), nome: z.string() })),
});
export type ProcessoResumoStaff = z.infer<typeof processoResumoStaffSchema>;

export const processosStaffSchema = z.object({
  itens: z.array(processoResumoStaffSchema),
  total: z.number().int(),
  pagina: z.number().int(),
  porPagina: z.number().int(),
});
export type ProcessosStaff = z.infer<typeof processosStaffSchema>;

const pessoaResumo = z.object({ pessoaId: z.uuid(), nome: z.string(), cpf: z.string() });

export const advogadoStaffSchema = z.object({ id: z.uuid(), pessoaId: z.uuid(), nome: z.string(), inscricao: z.string().nullable() });
export const parteStaffSchema = z.object({
  id: z.uuid(),
  papel: z.enum(PAPEIS_PARTE),
  nome: z.string(),
  cpf: z.string().nullable(),
  /** A person of the portal, or null for someone outside it. */
  pessoaId: z.uuid().nullable(),
  advogados: z.array(advogadoStaffSchema),
});
export type ParteStaff = z.infer<typeof parteStaffSchema>;

export const movimentoStaffSchema = z.object({
  id: z.uuid(),
  em: z.string(),
  tipo: z.string(),
  texto: z.string(),
  publico: z.boolean(),
  autorNome: z.string(),
});
export type MovimentoStaff = z.infer<typeof movimentoStaffSchema>;

export const documentoProcessoStaffSchema = z.object({
  id: z.uuid(),
  nome: z.string(),
  formato: z.string(),
  tamanho: z.number().int(),
  sha256: z.string(),
  publico: z.boolean(),
  juntadoPorNome: z.string(),
  juntadoEm: z.string(),
  /** Filed with a petition. */
  peticaoId: z.uuid().nullable(),
});
export type DocumentoProcessoStaff = z.infer<typeof documentoProcessoStaffSchema>;

export const prazoStaffSchema = z.object({
  id: z.uuid(),
  descricao: z.string(),
  inicio: z.string(),
  dias: z.number().int(),
  diasUteis: z.boolean(),
  fim: z.string(),
  cumpridoEm: z.string().nullable(),
  parteId: z.uuid().nullable(),
  parteNome: z.string().nullable(),
});
export type PrazoStaff = z.infer<typeof prazoStaffSchema>;

export const peticaoResumoStaffSchema = z.object({
  id: z.uuid(),
  protocolo: z.string(),
  tipo: z.string(),
  autorNome: z.string(),
  autorQualidade: z.string(),
  recebidaEm: z.string(),
  intempestiva: z.boolean(),
  situacao: z.enum(SITUACOES_PETICAO),
});
export type PeticaoResumoStaff = z.infer<typeof peticaoResumoStaffSchema>;

export const pautaHistoricoSchema = z.object({
  id: z.uuid(),
  sessaoId: z.uuid(),
  orgao: z.enum(ORGAOS_PROCESSO),
  inicio: z.string(),
  modalidade: z.enum(MODALIDADES_SESSAO),
  status: z.enum(STATUS_SESSAO),
  ordem: z.number().int(),
  emAberto: z.boolean(),
  resultado: z.enum(RESULTADOS_PAUTA).nullable(),
  decisao: z.string().nullable(),
});
export type PautaHistorico = z.infer<typeof pautaHistoricoSchema>;

/** The staff view of a process: everything, non-public movements and documents included. */
export const processoStaffSchema = z.object({
  id: z.uuid(),
  numero: z.string(),
  classe: z.enum(CLASSES_PROCESSO),
  assunto: z.string(),
  orgao: z.enum(ORGAOS_PROCESSO),
  relator: pessoaResumo.nullable(),
  fase: z.string(),
  situacao: z.enum(SITUACOES_PROCESSO),
  sigiloso: z.boolean(),
  autuadoEm: z.string(),
  criadoEm: z.string(),
  atualizadoEm: z.string(),
  partes: z.array(parteStaffSchema),
  movimentos: z.array(movimentoStaffSchema),
  documentos: z.array(documentoProcessoStaffSchema),
  prazos: z.array(prazoStaffSchema),
  peticoes: z.array(peticaoResumoStaffSchema),
  pautas: z.array(pautaHistoricoSchema),
});
export type ProcessoStaff = z.infer<typeof processoStaffSchema>;
