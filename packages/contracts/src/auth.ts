import { z } from 'zod';
import { PERMISSOES, type Permissao } from './permissoes.js';
import { SITUACOES_INSCRICAO, UFS } from './inscricao.js';

export const authenticateBodySchema = z.strictObject({});
export const tokenResponseSchema = z.object({ token: z.string() });

/** The login payload of both modes. The collaborator mode trims the username (spec, section 5). */
export const loginBodySchema = z.strictObject({
  username: z.string().trim().min(1, 'Informe o usuário.').max(32, 'O usuário tem no máximo 32 caracteres.'),
  password: z.string().min(1, 'Informe a senha.').max(128, 'A senha tem no máximo 128 caracteres.'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const permissoesSchema = z.object(
  Object.fromEntries(PERMISSOES.map((p) => [p, z.boolean()])) as Record<Permissao, z.ZodBoolean>,
);

export const inscricaoResumoSchema = z.object({
  numero: z.string(),
  uf: z.enum(UFS),
  situacao: z.enum(SITUACOES_INSCRICAO),
});

/** The user record the spec's interface reads (nome, isAdvogado, permissoes) plus what /home shows. */
export const usuarioSchema = z.object({
  id: z.uuid(),
  nome: z.string(),
  email: z.string(),
  isAdvogado: z.boolean(),
  permissoes: permissoesSchema,
  inscricao: inscricaoResumoSchema.nullable(),
});
export type Usuario = z.infer<typeof usuarioSchema>;

/** Login answers the user record with the user token beside it. */
export const loginResponseSchema = usuarioSchema.extend({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * Password login of an account with a second factor: no session yet, a single-use challenge instead
 * (POST /usuario/login/2fa). Staff without one set up get `requerConfiguracao2fa` and set it up first.
 */
export const desafioLoginSchema = z.union([
  z.object({ requer2fa: z.literal(true), desafio: z.string() }),
  z.object({ requerConfiguracao2fa: z.literal(true), desafio: z.string() }),
]);
export type DesafioLogin = z.infer<typeof desafioLoginSchema>;

/** Every 200 of the password login: the user record (accounts without a second factor, unchanged) or a challenge. */
export const respostaLoginSchema = z.union([loginResponseSchema, desafioLoginSchema]);
export type RespostaLogin = z.infer<typeof respostaLoginSchema>;

export function ehDesafioLogin(r: RespostaLogin): r is DesafioLogin {
  return 'desafio' in r;
}

export const okResponseSchema = z.object({ ok: z.literal(true) });
