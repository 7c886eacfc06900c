/** Loaded when a login answers (ler-resposta-login.ts), so zod stays out of the login page's first load (ADR 028). */
export { respostaLoginSchema } from '@portal/contracts';
