/**
 * The contacts directory of the restricted area (/area-restrita/contatos, CLI_PermissaoContatos): members
 * (lawyers with an inscrição, with or without a portal account) and collaborators (people with a portal
 * account and no inscrição). Search, contact data and a CSV export that leaves out whoever does not take
 * the kind of message it is for (the preferences of /settings).
 */
import { z } from 'zod';
import { uuidDoCaminho } from './caminho.js';
import { SITUACOES_INSCRICAO, UFS } from './inscricao.js';
import { preferenciasNotificacaoSchema, PREFERENCIAS_PADRAO, type PreferenciasNotificacao } from './configuracoes.js';
import { textoLivre } from './texto.js';

export const TIPOS_CONTATO = ['advogado', 'colaborador'] as const;
export type TipoContato = (typeof TIPOS_CONTATO)[number];

export const ROTULO_TIPO_CONTATO: Record<TipoContato, string> = {
  advogado: 'Advogado(a)',
  colaborador: 'Colaborador(a)',
};

/** The kinds of message an export may be for: the e-mail preferences a member sets on /settings. */
export const FINALIDADES_CONTATO = Object.keys(PREFERENCIAS_PADRAO) as (keyof PreferenciasNotificacao)[];
export type FinalidadeContato = keyof PreferenciasNotificacao;

export const ROTULO_FINALIDADE_CONTATO: Record<FinalidadeContato, string> = {
  emailStatusRequerimento: 'Situação de requerimentos',
  emailPagamentos: 'Pagamentos e vencimentos',
  noticiasInstitucionais: 'Notícias institucionais',
};

const filtrosContatosShape = {
  /** Name (any word, without accents or case), CPF (digits, prefix) or inscrição (12345/GO, or the number). */
  busca: textoLivre().max(100, 'Busque com até 100 caracteres.').optional(),
  tipo: z.enum(TIPOS_CONTATO, { error: 'Tipo desconhecido: use advogado ou colaborador.' }).optional(),
  cidade: textoLivre().max(80, 'Informe a cidade com até 80 caracteres.').optional(),
  uf: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || (UFS as readonly string[]).includes(v), 'UF desconhecida.')
    .optional(),
  situacao: z.enum(SITUACOES_INSCRICAO, { error: 'Situação da inscrição desconhecida.' }).optional(),
};

export const contatosQuerySchema = z.strictObject({
  ...filtrosContatosShape,
  pagina: z.coerce.number({ error: 'Página inválida.' }).int('Página inválida.').min(1, 'A página começa em 1.').max(100_000, 'Página inválida.').default(1),
});
export type ContatosQuery = z.infer<typeof contatosQuerySchema>;

export const exportarContatosQuerySchema = z.strictObject({
  ...filtrosContatosShape,
  finalidade: z.enum(FINALIDADES_CONTATO as [FinalidadeContato, ...FinalidadeContato[]], {
    error: 'Escolha para que tipo de mensagem é a lista.',
  }),
});
export type ExportarContatosQuery = z.infer<typeof exportarContatosQuerySchema>;

/** Before the download: how many people the filters list, how many go in the export and how many stay out (they do not take that kind of message). */
export const previaExportacaoContatosSchema = z.object({
  total: z.number().int(),
  exportados: z.number().int(),
  deFora: z.number().int(),
});
export type PreviaExportacaoContatos = z.infer<typeof previaExportacaoContatosSchema>;

/**
 * The sentence that says, before the download, who goes in the export: '12 contatos na lista; 3 ficam fora da
 * exportação porque não aceitam mensagens de notícias institucionais.' Also the 422 of an export that would
 * list no one.
 */
export function descreverPreviaExportacao({ total, deFora }: Pick<PreviaExportacaoContatos, 'total' | 'deFora'>, finalidade: FinalidadeContato): string {
  const tipo = ROTULO_FINALIDADE_CONTATO[finalidade].toLowerCase();
  const lista = total === 1 ? '1 contato na lista' : `${total.toLocaleString('pt-BR')} contatos na lista`;
  if (total === 0) return 'Nenhum contato na lista: não há o que exportar.';
  if (deFora === 0) return total === 1 ? `${lista}, que aceita mensagens de ${tipo} e vai na exportação.` : `${lista}; todos aceitam mensagens de ${tipo} e vão na exportação.`;
  if (deFora >= total)
    return total === 1
      ? `${lista}, que não aceita mensagens de ${tipo}: não há o que exportar.`
      : `${lista}, e nenhum aceita mensagens de ${tipo}: não há o que exportar.`;
  return deFora === 1
    ? `${lista}; 1 fica fora da exportação porque não aceita mensagens de ${tipo}.`
    : `${lista}; ${deFora.toLocaleString('pt-BR')} ficam fora da exportação porque não aceitam mensagens de ${tipo}.`;
}

export const contatoSchema = z.object({
  pessoaId: z.uuid(),
  nome: z.string(),
  cpf: z.string(),
  tipo: z.enum(TIPOS_CONTATO),
  /** The inscrição shown: the principal one, else the oldest ('12345/GO'). */
  inscricao: z.string().nullable(),
  situacao: z.enum(SITUACOES_INSCRICAO).nullable(),
  email: z.string(),
  celular: z.string().nullable(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
});
export type Contato = z.infer<typeof contatoSchema>;

export const contatosSchema = z.object({
  itens: z.array(contatoSchema),
  total: z.number().int(),
  pagina: z.number().int(),
  porPagina: z.number().int(),
});
export type Contatos = z.infer<typeof contatosSchema>;

export const contatoDetalheSchema = contatoSchema.extend({
  nomeSocial: z.string().nullable(),
  inscricoes: z.array(z.object({ inscricao: z.string(), tipo: z.string(), situacao: z.enum(SITUACOES_INSCRICAO) })),
  /** Whether the person has a portal account (without one, the default preferences apply). */
  temConta: z.boolean(),
  /** The kinds of message the person takes (their /settings choices, or the defaults). */
  preferencias: preferenciasNotificacaoSchema,
});
export type ContatoDetalhe = z.infer<typeof contatoDetalheSchema>;

/** A malformed id answers exactly as an unknown one (404). */
export const contatoParamsSchema = z.strictObject({ id: uuidDoCaminho });
