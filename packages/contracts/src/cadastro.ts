import { z } from 'zod';
import { cpfValido, somenteDigitos } from './cpf.js';
import { UFS } from './inscricao.js';
import { novaSenhaSchema, senhaUsaDadosPessoais } from './senha.js';
import { textoLivre } from './texto.js';

/**
 * Self-registration (POST /pessoa/salvar), e-mail confirmation and password recovery. The same schemas
 * validate the web forms (react-hook-form + zodResolver) and the API routes.
 */

export const DATA_NASCIMENTO_MINIMA = '1900-01-01';
export const DATA_NASCIMENTO_MAXIMA = '2099-12-31';

/** Today as YYYY-MM-DD in the local time zone of whoever validates. */
export function hojeIsoLocal(agora: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${agora.getFullYear()}-${p(agora.getMonth() + 1)}-${p(agora.getDate())}`;
}

/** A real calendar date written YYYY-MM-DD (rejects 2023-02-30). */
export function dataIsoDoCalendario(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const [a, mes, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const data = new Date(Date.UTC(a, mes - 1, d));
  return data.getUTCFullYear() === a && data.getUTCMonth() === mes - 1 && data.getUTCDate() === d;
}

/**
 * The mobile number as the member types it, (62) 99999-0001, 62999990001, +55 62 99999-0001 or
 * 55 (62) 3333-4444, stored as the national number: DDD (11–99, no 0) plus 8 digits or 9 starting with 9.
 * Null when it is not one.
 */
export function celularNacional(valor: string): string | null {
  const v = valor.trim();
  if (!/^\+?[\d ().-]+$/.test(v)) return null;
  let d = somenteDigitos(v);
  if (d.length === 12 || d.length === 13) {
    if (!d.startsWith('55')) return null;
    d = d.slice(2);
  } else if (v.startsWith('+')) {
    return null; // + starts a country code: only Brazil's (55)
  }
  return /^[1-9]{2}9?\d{8}$/.test(d) ? d : null;
}

/** ONE phone rule for registration and profile: the form validates what the API stores. */
export const celularSchema = z
  .string({ error: 'Informe o celular.' })
  .trim()
  .min(1, 'Informe o celular.')
  .max(20, 'Celular inválido. Informe o DDD e o número.')
  .refine((v) => v === '' || v.length > 20 || celularNacional(v) !== null, 'Celular inválido. Informe o DDD e o número (10 ou 11 dígitos).')
  .transform((v) => celularNacional(v) ?? v);

// One line of text (texto.ts: no control characters, no lone surrogates); HTML is kept as typed and shown inert.
const texto = (rotulo: string, max: number) =>
  textoLivre({ error: `Informe ${rotulo}.` })
    .min(1, `Informe ${rotulo}.`)
    .max(max, `No máximo ${max} caracteres.`);

export const cpfCadastroSchema = z
  .string({ error: 'Informe o CPF.' })
  .trim()
  .min(1, 'Informe o CPF.')
  .max(14, 'CPF inválido.')
  .refine((v) => v === '' || (/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(v) && cpfValido(v)), 'CPF inválido. Confira os dígitos.');

export const emailCadastroSchema = z
  .string({ error: 'Informe o e-mail.' })
  .trim()
  .toLowerCase()
  .min(1, 'Informe o e-mail.')
  .max(254, 'No máximo 254 caracteres.')
  .pipe(z.email('E-mail inválido.'));

export const nascimentoCadastroSchema = z
  .string({ error: 'Informe a data de nascimento.' })
  .min(1, 'Informe a data de nascimento.')
  .refine((v) => v === '' || dataIsoDoCalendario(v), 'Data inválida.')
  .refine((v) => !dataIsoDoCalendario(v) || (v >= DATA_NASCIMENTO_MINIMA && v <= DATA_NASCIMENTO_MAXIMA), 'A data deve estar entre 01/01/1900 e 31/12/2099.')
  .refine((v) => !dataIsoDoCalendario(v) || v > DATA_NASCIMENTO_MAXIMA || v <= hojeIsoLocal(), 'A data de nascimento não pode estar no futuro.');

export const cadastroBodySchema = z
  .strictObject({
    nome: texto('o nome completo', 150).refine((v) => v.length >= 3, 'Informe o nome completo.'),
    cpf: cpfCadastroSchema,
    nascimento: nascimentoCadastroSchema,
    email: emailCadastroSchema,
    celular: celularSchema,
    cep: z
      .string({ error: 'Informe o CEP.' })
      .trim()
      .min(1, 'Informe o CEP.')
      .max(9, 'CEP inválido.')
      .refine((v) => v === '' || /^\d{5}-?\d{3}$/.test(v), 'CEP inválido. Use 8 dígitos.'),
    logradouro: texto('o logradouro', 150),
    numero: texto('o número', 20),
    complemento: textoLivre().max(80, 'No máximo 80 caracteres.').optional(),
    bairro: texto('o bairro', 80),
    cidade: texto('a cidade', 80),
    uf: z.enum(UFS, { error: 'Escolha a UF.' }),
    senha: novaSenhaSchema,
    confirmacao: z.string({ error: 'Repita a senha.' }).min(1, 'Repita a senha.').max(128, 'No máximo 128 caracteres.'),
    aceiteAvisoPrivacidade: z.literal(true, { error: 'Para criar a conta, aceite o aviso de privacidade.' }),
  })
  .superRefine((v, ctx) => {
    if (v.confirmacao !== v.senha) {
      ctx.addIssue({ code: 'custom', path: ['confirmacao'], message: 'As senhas não conferem.' });
    }
    if (typeof v.senha === 'string' && senhaUsaDadosPessoais(v.senha, { cpf: v.cpf, email: v.email, nome: v.nome })) {
      ctx.addIssue({ code: 'custom', path: ['senha'], message: 'Não use seu CPF, e-mail ou nome como senha.' });
    }
  });
export type CadastroBody = z.infer<typeof cadastroBodySchema>;
export type CadastroForm = z.input<typeof cadastroBodySchema>;

/** Every answer of the account flows that only informs: one Portuguese sentence. */
export const respostaMensagemSchema = z.object({ mensagem: z.string() });
export type RespostaMensagem = z.infer<typeof respostaMensagemSchema>;

/** A single-use secret from an e-mailed link: 256 random bits in base64url (43 characters). */
export const tokenLinkSchema = z
  .string({ error: 'Link inválido.' })
  .trim()
  .min(20, 'Link inválido.')
  .max(128, 'Link inválido.')
  .regex(/^[A-Za-z0-9_-]+$/, 'Link inválido.');

export const confirmarEmailBodySchema = z.strictObject({ token: tokenLinkSchema });
export const reenviarConfirmacaoBodySchema = z.strictObject({ email: emailCadastroSchema });
export type ReenviarConfirmacaoBody = z.infer<typeof reenviarConfirmacaoBodySchema>;

/** /forgot: CPF (with or without punctuation), inscrição (12345/GO) or e-mail. */
export const esqueciSenhaBodySchema = z.strictObject({
  username: z
    .string({ error: 'Informe seu CPF, inscrição ou e-mail.' })
    .trim()
    .min(1, 'Informe seu CPF, inscrição ou e-mail.')
    .max(254, 'No máximo 254 caracteres.'),
});
export type EsqueciSenhaBody = z.infer<typeof esqueciSenhaBodySchema>;

export const redefinirSenhaValidarBodySchema = z.strictObject({ token: tokenLinkSchema });
export const redefinirSenhaValidarResponseSchema = z.object({ valido: z.boolean() });

const senhasConferem = <T extends { senha: string; confirmacao: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.confirmacao !== v.senha) ctx.addIssue({ code: 'custom', path: ['confirmacao'], message: 'As senhas não conferem.' });
};

const camposNovaSenha = {
  senha: novaSenhaSchema,
  confirmacao: z.string({ error: 'Repita a senha.' }).min(1, 'Repita a senha.').max(128, 'No máximo 128 caracteres.'),
};

/** The /resetpass form (the token comes from the link, not from the person). */
export const redefinirSenhaFormSchema = z.strictObject(camposNovaSenha).superRefine(senhasConferem);
export type RedefinirSenhaForm = z.infer<typeof redefinirSenhaFormSchema>;

export const redefinirSenhaBodySchema = z.strictObject({ token: tokenLinkSchema, ...camposNovaSenha }).superRefine(senhasConferem);
export type RedefinirSenhaBody = z.infer<typeof redefinirSenhaBodySchema>;

export const MENSAGEM_CADASTRO_RECEBIDO = (email: string) =>
  `Cadastro recebido. Enviamos um e-mail para ${email} com as próximas instruções.`;
export const MENSAGEM_ESQUECI_SENHA = 'Se houver uma conta com esses dados, enviamos um e-mail com as instruções.';
export const MENSAGEM_SENHA_REDEFINIDA = 'Senha redefinida. Entre com a nova senha.';
export const MENSAGEM_EMAIL_NAO_CONFIRMADO = 'Confirme seu e-mail antes de entrar. Enviamos o link para o endereço cadastrado.';
