import { z } from 'zod';
import { usuarioSchema } from './auth.js';

/** POST /api/valida-jwt: the single-use token the certificate entry put in /login-callback?token=… */
export const validaJwtBodySchema = z.strictObject({
  token: z.string().min(1, 'Informe o token.').max(200, 'Token inválido.'),
});
export type ValidaJwtBody = z.infer<typeof validaJwtBodySchema>;

/** Spec, section 3: valido and dados.user; the user token travels beside them, as in the login answer. */
export const validaJwtResponseSchema = z.discriminatedUnion('valido', [
  z.object({ valido: z.literal(true), dados: z.object({ user: usuarioSchema }), token: z.string() }),
  z.object({ valido: z.literal(false) }),
]);
export type ValidaJwtResponse = z.infer<typeof validaJwtResponseSchema>;
