/**
 * Access management (/area-restrita/acessos, CLI_PermissaoAcessos): find a person with a portal account, see
 * and change their permission flags with a reason, and the list of who holds each flag (ADR 040).
 */
import { z } from 'zod';
import { uuidDoCaminho } from './caminho.js';
import { PERMISSOES } from './permissoes.js';
import { textoLivre } from './texto.js';

export const MIN_BUSCA_ACESSOS = 2;
export const MAX_RESULTADOS_ACESSOS = 20;
export const MIN_MOTIVO_ACESSOS = 5;
export const MAX_MOTIVO_ACESSOS = 500;

export const buscaAcessosQuerySchema = z.strictObject({
  /** Name (every word, without accents or case), CPF (digits, prefix) or inscrição (12345/GO, or the number). */
  busca: textoLivre({ error: 'Informe o nome, o CPF ou a inscrição.' })
    .min(MIN_BUSCA_ACESSOS, `Informe ao menos ${MIN_BUSCA_ACESSOS} caracteres do nome, do CPF ou da inscrição.`)
    .max(100, 'Busque com até 100 caracteres.'),
});
export type BuscaAcessosQuery = z.infer<typeof buscaAcessosQuerySchema>;

const permissaoSchema = z.enum(PERMISSOES);

export const contaAcessoSchema = z.object({
  usuarioId: z.uuid(),
  nome: z.string(),
  /** 000.000.000-00 */
  cpf: z.string(),
  /** 12345/GO, or null for a collaborator. */
  inscricao: z.string().nullable(),
  ativo: z.boolean(),
  segundoFatorAtivo: z.boolean(),
  permissoes: z.array(permissaoSchema),
});
export type ContaAcesso = z.infer<typeof contaAcessoSchema>;

export const buscaAcessosResponseSchema = z.object({
  itens: z.array(contaAcessoSchema),
  /** More people matched than the MAX_RESULTADOS_ACESSOS shown: refine the search. */
  haMais: z.boolean(),
});
export type BuscaAcessosResponse = z.infer<typeof buscaAcessosResponseSchema>;

export const contaAcessoParamsSchema = z.object({ usuarioId: uuidDoCaminho });

export const alterarPermissoesBodySchema = z.strictObject({
  /** Only the flags that change: true grants, false revokes. */
  permissoes: z.partialRecord(permissaoSchema, z.boolean({ error: 'Use true para conceder e false para retirar.' }), {
    error: 'Informe as permissões que mudam.',
  }),
  motivo: textoLivre({ multilinha: true, error: 'Informe o motivo da alteração.' })
    .min(MIN_MOTIVO_ACESSOS, `Informe o motivo da alteração (pelo menos ${MIN_MOTIVO_ACESSOS} caracteres).`)
    .max(MAX_MOTIVO_ACESSOS, `O motivo pode ter até ${MAX_MOTIVO_ACESSOS} caracteres.`),
});
export type AlterarPermissoesBody = z.infer<typeof alterarPermissoesBodySchema>;

export const alterarPermissoesResponseSchema = z.object({
  conta: contaAcessoSchema,
  concedidas: z.array(permissaoSchema),
  revogadas: z.array(permissaoSchema),
  /** Granted because another flag needs it (the restricted area). */
  implicitas: z.array(permissaoSchema),
  /** The account gained the restricted area without the second factor: its sessions were ended, it sets it up at the next login. */
  sessoesEncerradas: z.boolean(),
});
export type AlterarPermissoesResponse = z.infer<typeof alterarPermissoesResponseSchema>;

export const titularSchema = z.object({
  usuarioId: z.uuid(),
  nome: z.string(),
  cpf: z.string(),
  inscricao: z.string().nullable(),
  ativo: z.boolean(),
});
export type Titular = z.infer<typeof titularSchema>;

export const titularesResponseSchema = z.object({
  permissoes: z.array(z.object({ permissao: permissaoSchema, titulares: z.array(titularSchema) })),
});
export type TitularesResponse = z.infer<typeof titularesResponseSchema>;

/** The message when a change would leave nobody able to manage access. */
export const MENSAGEM_ULTIMO_TITULAR_ACESSOS =
  'Não é possível retirar a permissão Acessos: esta é a última conta que a tem, e sem ela ninguém mais poderia gerenciar os acessos. Conceda-a antes a outra pessoa.';
