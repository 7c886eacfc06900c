/**
 * The registry screen (/area-restrita/inscritos, CLI_PermissaoInscritos): search the registry, open a person, change
 * an inscrição's situação with a reason and a date (ADR 042).
 */
import { z } from 'zod';
import { uuidDoCaminho } from './caminho.js';
import { SITUACOES_INSCRICAO } from './inscricao.js';
import { TIPOS_INSCRICAO } from './inscritos.js';
import { dataIso } from './intervalo-de-datas.js';
import { textoLivre } from './texto.js';

export const MIN_BUSCA_INSCRITOS = 2;
export const POR_PAGINA_INSCRITOS = 20;
export const MIN_MOTIVO_SITUACAO = 10;
export const MAX_MOTIVO_SITUACAO = 500;

export const buscaInscritosQuerySchema = z.strictObject({
  /** Name (every word, without accents or case), CPF (digits, prefix) or inscrição (12345/GO, or the number). */
  busca: textoLivre({ error: 'Informe o nome, o CPF ou a inscrição.' })
    .min(MIN_BUSCA_INSCRITOS, `Informe ao menos ${MIN_BUSCA_INSCRITOS} caracteres do nome, do CPF ou da inscrição.`)
    .max(100, 'Busque com até 100 caracteres.'),
  pagina: z.coerce
    .number({ error: 'Página inválida.' })
    .int('Página inválida.')
    .min(1, 'Página inválida.')
    .max(10_000, 'Página inválida.')
    .default(1),
});
export type BuscaInscritosQuery = z.input<typeof buscaInscritosQuerySchema>;

const situacaoSchema = z.enum(SITUACOES_INSCRICAO);
const tipoSchema = z.enum(TIPOS_INSCRICAO);

/** The portal account of a person in the registry. */
export const CONTAS_INSCRITO = ['sem_conta', 'nao_confirmada', 'ativa', 'inativa'] as const;
export type ContaInscrito = (typeof CONTAS_INSCRITO)[number];
export const ROTULO_CONTA_INSCRITO: Record<ContaInscrito, string> = {
  sem_conta: 'Sem conta no portal',
  nao_confirmada: 'Conta com e-mail não confirmado',
  ativa: 'Conta ativa',
  inativa: 'Conta desativada',
};

export const inscricaoResumoStaffSchema = z.object({
  id: z.uuid(),
  /** 12345/GO */
  inscricao: z.string(),
  tipo: tipoSchema,
  situacao: situacaoSchema,
  /** YYYY-MM-DD */
  dataInscricao: z.string(),
});
export type InscricaoResumoStaff = z.infer<typeof inscricaoResumoStaffSchema>;

export const inscritoResultadoSchema = z.object({
  pessoaId: z.uuid(),
  nome: z.string(),
  /** 000.000.000-00 */
  cpf: z.string(),
  inscricoes: z.array(inscricaoResumoStaffSchema),
  conta: z.enum(CONTAS_INSCRITO),
});
export type InscritoResultado = z.infer<typeof inscritoResultadoSchema>;

export const buscaInscritosResponseSchema = z.object({
  itens: z.array(inscritoResultadoSchema),
  total: z.number().int(),
  pagina: z.number().int(),
  porPagina: z.number().int(),
});
export type BuscaInscritosResponse = z.infer<typeof buscaInscritosResponseSchema>;

export const pessoaInscritoParamsSchema = z.object({ pessoaId: uuidDoCaminho });
export const inscricaoParamsSchema = z.object({ inscricaoId: uuidDoCaminho });

export const historicoInscritoSchema = z.object({
  /** ISO instant */
  em: z.string(),
  /** situacao, nome, nomeSocial, email, … (historico_cadastral.campo) */
  campo: z.string(),
  valorAnterior: z.string().nullable(),
  valorNovo: z.string().nullable(),
  alteradoPorNome: z.string().nullable(),
});
export type HistoricoInscrito = z.infer<typeof historicoInscritoSchema>;

export const inscritoDetalheSchema = z.object({
  pessoaId: z.uuid(),
  nome: z.string(),
  nomeSocial: z.string().nullable(),
  cpf: z.string(),
  email: z.string(),
  conta: z.enum(CONTAS_INSCRITO),
  inscricoes: z.array(inscricaoResumoStaffSchema),
  /** The situação and name changes, newest first (at most 100). */
  historico: z.array(historicoInscritoSchema),
});
export type InscritoDetalhe = z.infer<typeof inscritoDetalheSchema>;

export const alterarSituacaoBodySchema = z.strictObject({
  situacao: z.enum(SITUACOES_INSCRICAO, { error: `Escolha a nova situação: ${SITUACOES_INSCRICAO.join(', ')}.` }),
  /** Since when the new situação holds (YYYY-MM-DD): not in the future, not before the inscrição. */
  data: dataIso({ error: 'Informe a data a partir da qual a situação vale (DD/MM/AAAA).' }),
  motivo: textoLivre({ multilinha: true, error: 'Informe o motivo da alteração.' })
    .min(MIN_MOTIVO_SITUACAO, `Informe o motivo da alteração (pelo menos ${MIN_MOTIVO_SITUACAO} caracteres).`)
    .max(MAX_MOTIVO_SITUACAO, `O motivo pode ter até ${MAX_MOTIVO_SITUACAO} caracteres.`),
});
export type AlterarSituacaoBody = z.infer<typeof alterarSituacaoBodySchema>;

export const alterarSituacaoResponseSchema = z.object({
  inscrito: inscritoDetalheSchema,
  /** The account's open sessions were ended (the new situação closes sign-in). */
  sessoesEncerradas: z.boolean(),
});
export type AlterarSituacaoResponse = z.infer<typeof alterarSituacaoResponseSchema>;
