import { z } from 'zod';
import { celularNacional, celularSchema } from './cadastro.js';
import { somenteDigitos } from './cpf.js';
import { SITUACOES_INSCRICAO, UFS, type Uf } from './inscricao.js';
import { textoLivre } from './texto.js';

/**
 * /atualizacao-cadastral: the member's contact data and address. One schema validates the form
 * (react-hook-form + zodResolver) and the route (PUT /wsapp/usuario/cadastro). Text is stored as typed
 * (trimmed); the interface renders it as text, so HTML or script in a field stays inert.
 */

/** Optional text: an empty field is stored as null. */
const textoOpcional = (max: number) =>
  textoLivre()
    .max(max, `Use no máximo ${max} caracteres.`)
    .nullish()
    .transform((v) => (v ? v : null));

/** 00000-000 or 00000000 → 8 digits; empty stays empty (the address group decides if it is required). */
const cepSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{5}-?\d{3}$/.test(v), 'CEP inválido. Use 8 dígitos (00000-000).')
  .transform(somenteDigitos);

const ufSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => v === '' || (UFS as readonly string[]).includes(v), 'UF inválida. Escolha uma das 27 siglas.');

/** An address field: may be empty here; the group rule below says when it is required. */
const textoDoEndereco = (max: number) => textoLivre().max(max, `Use no máximo ${max} caracteres.`);

/** The address is one group: either left empty or filled completely (complemento is optional). */
export const CAMPOS_ENDERECO = ['cep', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade', 'uf'] as const;
const OBRIGATORIOS_ENDERECO = { cep: 'o CEP', logradouro: 'o logradouro', numero: 'o número', bairro: 'o bairro', cidade: 'a cidade', uf: 'a UF' } as const;
/** The address fields required once the address is started (complemento is optional). */
export const CAMPOS_OBRIGATORIOS_ENDERECO = Object.keys(OBRIGATORIOS_ENDERECO) as (keyof typeof OBRIGATORIOS_ENDERECO)[];
/** The message of a required address field left empty ('Para salvar o endereço, informe o CEP.'). */
export const mensagemCampoDoEndereco = (campo: keyof typeof OBRIGATORIOS_ENDERECO) => `Para salvar o endereço, informe ${OBRIGATORIOS_ENDERECO[campo]}.`;
export const MENSAGEM_ENDERECO_COMPLETO = 'Para salvar o endereço, preencha CEP, logradouro, número, bairro, cidade e UF.';

/** What the server stores (digits only, null for empty optional fields); an absent field is left as it is. */
export interface DadosCadastrais {
  nomeSocial?: string | null;
  celular?: string;
  cep?: string;
  logradouro?: string;
  numero?: string;
  complemento?: string | null;
  bairro?: string;
  cidade?: string;
  uf?: Uf;
}

/**
 * PUT /wsapp/usuario/cadastro and the form: a partial update. An absent field is left as it is; the
 * address group is either absent (or all empty) or complete. Empty optional fields become null.
 */
export const dadosCadastraisSchema = z
  .strictObject({
    nomeSocial: textoOpcional(150).optional(),
    celular: celularSchema.optional(),
    cep: cepSchema.nullish(),
    logradouro: textoDoEndereco(150).nullish(),
    numero: textoDoEndereco(20).nullish(),
    complemento: textoDoEndereco(80).nullish(),
    bairro: textoDoEndereco(80).nullish(),
    cidade: textoDoEndereco(80).nullish(),
    uf: ufSchema.nullish(),
  })
  .superRefine((d, ctx) => {
    const preenchido = (v: unknown) => typeof v === 'string' && v.trim() !== '';
    if (!CAMPOS_ENDERECO.some((c) => preenchido(d[c]))) return;
    for (const campo of CAMPOS_OBRIGATORIOS_ENDERECO) {
      if (!preenchido(d[campo])) {
        ctx.addIssue({ code: 'custom', path: [campo], message: mensagemCampoDoEndereco(campo) });
      }
    }
  }, { when: () => true })
  .transform(({ cep, logradouro, numero, complemento, bairro, cidade, uf, ...resto }): DadosCadastrais => {
    if (!cep) return resto;
    return { ...resto, cep, logradouro: logradouro!, numero: numero!, complemento: complemento || null, bairro: bairro!, cidade: cidade!, uf: uf as Uf };
  });
/** What the form holds (strings as typed). */
export type DadosCadastraisEntrada = z.input<typeof dadosCadastraisSchema>;

export const CAMPOS_CADASTRAIS = [
  'nomeSocial',
  'celular',
  'cep',
  'logradouro',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'uf',
] as const satisfies readonly (keyof DadosCadastrais)[];
export type CampoCadastral = (typeof CAMPOS_CADASTRAIS)[number];

/** Portuguese label of every field the history records (campo in historico_cadastral). */
export const ROTULO_CAMPO_CADASTRAL: Record<string, string> = {
  nome: 'Nome civil',
  nomeSocial: 'Nome social',
  email: 'E-mail',
  celular: 'Celular',
  cep: 'CEP',
  logradouro: 'Logradouro',
  numero: 'Número',
  complemento: 'Complemento',
  bairro: 'Bairro',
  cidade: 'Cidade',
  uf: 'UF',
  dependente: 'Dependente',
  permissoes: 'Permissões de acesso',
  nascimento: 'Data de nascimento',
  situacao: 'Situação da inscrição',
};

/** 74000000 → 74000-000 (anything else unchanged). */
export function formatarCep(valor: string): string {
  const d = somenteDigitos(valor);
  return d.length === 8 ? `${d.slice(0, 5)}-${d.slice(5)}` : valor;
}

/** 62999990001 → (62) 99999-0001; 6233334444 → (62) 3333-4444; +55 prefix (older records) dropped. */
export function formatarCelular(valor: string): string {
  const d = celularNacional(valor) ?? somenteDigitos(valor);
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return valor;
}

/** A person's contact data and address as stored (any of them may still be empty). */
export const contatoLidoSchema = z.object({
  nomeSocial: z.string().nullable(),
  celular: z.string().nullable(),
  cep: z.string().nullable(),
  logradouro: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
});

/** GET /wsapp/usuario/cadastro and the answer of PUT. */
export const cadastroSchema = z.object({
  cpf: z.string(),
  nome: z.string(),
  email: z.string(),
  /** The new address of a pending e-mail change (link sent, not confirmed yet). */
  emailPendente: z.string().nullable(),
  ...contatoLidoSchema.shape,
  inscricao: z
    .object({ numero: z.string(), uf: z.enum(UFS), situacao: z.enum(SITUACOES_INSCRICAO) })
    .nullable(),
});
export type Cadastro = z.infer<typeof cadastroSchema>;

export const atualizarCadastroResponseSchema = z.object({
  cadastro: cadastroSchema,
  /** The fields that changed (empty when nothing did). */
  alterados: z.array(z.string()),
});
export type AtualizarCadastroResponse = z.infer<typeof atualizarCadastroResponseSchema>;

/** POST /wsapp/usuario/email: the current password proves it is the member. */
export const trocarEmailSchema = z.strictObject({
  novoEmail: z
    .string({ error: 'Informe o novo e-mail.' })
    .trim()
    .toLowerCase()
    .min(1, 'Informe o novo e-mail.')
    .max(254, 'Use no máximo 254 caracteres.')
    .pipe(z.email('E-mail inválido.')),
  senhaAtual: z.string({ error: 'Informe sua senha atual.' }).min(1, 'Informe sua senha atual.').max(128, 'A senha tem no máximo 128 caracteres.'),
});
export type TrocarEmailEntrada = z.input<typeof trocarEmailSchema>;

export const MENSAGEM_TROCA_EMAIL_ENVIADA =
  'Se o endereço puder ser usado, enviamos um link de confirmação para ele. A troca só vale depois que você abrir o link (válido por 24 horas).';

export const trocarEmailResponseSchema = z.object({ mensagem: z.string() });

export const confirmarEmailSchema = z.strictObject({
  token: z
    .string({ error: 'Link inválido.' })
    .min(20, 'Link inválido.')
    .max(200, 'Link inválido.')
    .regex(/^[A-Za-z0-9_-]+$/, 'Link inválido.'),
});

export const confirmarEmailResponseSchema = z.object({ email: z.string() });

export const historicoCadastralQuerySchema = z.strictObject({
  pagina: z.coerce.number().int().min(1).max(10_000).default(1),
  tamanho: z.coerce.number().int().min(1).max(50).default(10),
});

export const itemHistoricoCadastralSchema = z.object({
  id: z.uuid(),
  em: z.string(),
  campo: z.string(),
  valorAnterior: z.string().nullable(),
  valorNovo: z.string().nullable(),
  alteradoPorNome: z.string().nullable(),
});
export type ItemHistoricoCadastral = z.infer<typeof itemHistoricoCadastralSchema>;

export const historicoCadastralResponseSchema = z.object({
  itens: z.array(itemHistoricoCadastralSchema),
  total: z.number().int(),
  pagina: z.number().int(),
  tamanho: z.number().int(),
});
export type HistoricoCadastral = z.infer<typeof historicoCadastralResponseSchema>;
