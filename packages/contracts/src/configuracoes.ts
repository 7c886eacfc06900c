import { z } from 'zod';
import { loginResponseSchema } from './auth.js';
import { dependenteExportadoSchema } from './perfil-dependentes-resposta.js';
import { contatoLidoSchema } from './perfil.js';
import { SENHA_MAX } from './senha.js';

/**
 * Second factor (TOTP, RFC 6238: SHA1, 6 digits, 30 s) with single-use recovery codes, and the member's
 * settings: password change, sessions, notification preferences, LGPD data export.
 */

/** A 6-digit code from the authenticator app, or a recovery code (xxxxx-xxxxx, dash and case optional). */
export const codigoSegundoFatorSchema = z
  .string()
  .trim()
  .min(1, 'Informe o código de verificação.')
  .max(20, 'Código de verificação inválido.')
  .refine((c) => /^\d{6}$/.test(c) || /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(c), 'Código de verificação inválido.');

export const codigoTotpSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Informe os 6 dígitos do aplicativo autenticador.');

/** The single-use challenge handed out after the password when the account has (or must set up) a second factor. */
export const desafioSchema = z.string().min(20, 'Desafio inválido.').max(100, 'Desafio inválido.');

export const login2faBodySchema = z.strictObject({ desafio: desafioSchema, codigo: codigoSegundoFatorSchema });
export type Login2faBody = z.infer<typeof login2faBodySchema>;

export const login2faDesafioBodySchema = z.strictObject({ desafio: desafioSchema });
export const login2faAtivarBodySchema = z.strictObject({ desafio: desafioSchema, codigo: codigoTotpSchema });

/** Set-up material: the secret for manual entry, the otpauth:// URL and its QR code as a PNG data URL. */
export const configuracaoSegundoFatorSchema = z.object({
  segredo: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string(),
});
export type ConfiguracaoSegundoFator = z.infer<typeof configuracaoSegundoFatorSchema>;

export const codigosRecuperacaoSchema = z.object({ codigosRecuperacao: z.array(z.string()) });

/** Login completed after setting up the second factor: the normal answer plus the recovery codes, shown once. */
export const loginAtivacaoResponseSchema = loginResponseSchema.extend({ codigosRecuperacao: z.array(z.string()) });
export type LoginAtivacaoResponse = z.infer<typeof loginAtivacaoResponseSchema>;

export const segundoFatorStatusSchema = z.object({
  ativo: z.boolean(),
  /** Staff (CLI_PermissaoAreaRestrita) must keep it on. */
  obrigatorio: z.boolean(),
  ativadoEm: z.string().nullable(),
  codigosRestantes: z.number().int(),
});
export type SegundoFatorStatus = z.infer<typeof segundoFatorStatusSchema>;

/** The current password, typed to confirm a sensitive change in the settings (a session alone is not enough). */
export const senhaAtualSchema = z.string().min(1, 'Informe a senha atual.').max(SENHA_MAX, 'Senha inválida.');

/** Activation in the settings: a code of the pending secret and the current password. */
export const ativarSegundoFatorBodySchema = z.strictObject({ codigo: codigoTotpSchema, senhaAtual: senhaAtualSchema });
export type AtivarSegundoFatorBody = z.infer<typeof ativarSegundoFatorBodySchema>;
/** New recovery codes: a code (app or recovery) and the current password. */
export const regenerarCodigosBodySchema = z.strictObject({ codigo: codigoSegundoFatorSchema, senhaAtual: senhaAtualSchema });
export type RegenerarCodigosBody = z.infer<typeof regenerarCodigosBodySchema>;
export const desativarSegundoFatorBodySchema = z.strictObject({
  senha: z.string().min(1, 'Informe sua senha.').max(SENHA_MAX, 'Senha inválida.'),
  codigo: codigoSegundoFatorSchema,
});

/** Password change. The new password is checked with novaSenhaSchema and the person's data on the server. */
export const trocarSenhaBodySchema = z.strictObject({
  senhaAtual: senhaAtualSchema,
  novaSenha: z.string().max(SENHA_MAX, `A senha deve ter no máximo ${SENHA_MAX} caracteres.`),
});
export type TrocarSenhaBody = z.infer<typeof trocarSenhaBodySchema>;
/** POST /usuario/senha answers how many other sessions it ended. */
export const trocarSenhaRespostaSchema = z.object({ ok: z.literal(true), sessoesEncerradas: z.number().int() });
export type TrocarSenhaResposta = z.infer<typeof trocarSenhaRespostaSchema>;

export const sessaoAtivaSchema = z.object({
  id: z.uuid(),
  criadoEm: z.string(),
  ultimoUsoEm: z.string(),
  ip: z.string().nullable(),
  /** The user agent in plain words: "Chrome no Windows". */
  dispositivo: z.string(),
  metodo: z.string(),
  atual: z.boolean(),
});
export type SessaoAtiva = z.infer<typeof sessaoAtivaSchema>;
export const sessoesResponseSchema = z.object({ itens: z.array(sessaoAtivaSchema) });

export const encerrarSessaoResponseSchema = z.object({ ok: z.literal(true), atual: z.boolean() });

/** E-mail notification preferences (usuarios.preferencias_notificacao). */
export const preferenciasNotificacaoSchema = z.strictObject({
  emailStatusRequerimento: z.boolean(),
  emailPagamentos: z.boolean(),
  noticiasInstitucionais: z.boolean(),
});
export type PreferenciasNotificacao = z.infer<typeof preferenciasNotificacaoSchema>;

export const PREFERENCIAS_PADRAO: PreferenciasNotificacao = {
  emailStatusRequerimento: true,
  emailPagamentos: true,
  noticiasInstitucionais: false,
};

/** The LGPD export (GET /usuario/meus-dados): every piece of data about the member, never a hash or secret. */
export const meusDadosSchema = z.object({
  geradoEm: z.string(),
  pessoa: z.object({
    id: z.string(),
    cpf: z.string(),
    nome: z.string(),
    nascimento: z.string().nullable(),
    email: z.string(),
    ...contatoLidoSchema.shape,
    criadoEm: z.string(),
  }),
  inscricoes: z.array(
    z.object({ numero: z.string(), uf: z.string(), tipo: z.string(), situacao: z.string(), dataInscricao: z.string() }),
  ),
  conta: z.object({
    id: z.string(),
    permissoes: z.array(z.string()),
    ativo: z.boolean(),
    emailConfirmadoEm: z.string().nullable(),
    senhaAlteradaEm: z.string().nullable(),
    segundoFatorAtivo: z.boolean(),
    segundoFatorAtivadoEm: z.string().nullable(),
    codigosRecuperacaoRestantes: z.number().int(),
    criadoEm: z.string(),
  }),
  preferenciasNotificacao: preferenciasNotificacaoSchema,
  /** The usability recorder (ADR 027): the member's choice; null = never chosen (recorded when the portal records). */
  gravacaoUsabilidade: z.boolean().nullable(),
  avisoPrivacidade: z.object({ versao: z.string().nullable(), aceitoEm: z.string().nullable() }),
  sessoes: z.array(
    z.object({
      criadoEm: z.string(),
      ultimoUsoEm: z.string(),
      expiraEm: z.string(),
      revogadoEm: z.string().nullable(),
      metodo: z.string(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  eventosDeAcesso: z.array(
    z.object({
      em: z.string(),
      acao: z.string(),
      sucesso: z.boolean(),
      metodo: z.string().nullable(),
      motivo: z.string().nullable(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
      detalhes: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
  /** An e-mail change asked for and not yet confirmed (only the member's own request: the address typed). */
  trocaDeEmailPendente: z.object({ novoEmail: z.string(), solicitadaEm: z.string(), expiraEm: z.string() }).nullable(),
  historicoCadastral: z.array(
    z.object({ em: z.string(), campo: z.string(), valorAnterior: z.string().nullable(), valorNovo: z.string().nullable() }),
  ),
  /** The dependants registry: current and removed ones (removidoEm), with their dates. */
  dependentes: z.array(dependenteExportadoSchema),
});
export type MeusDados = z.infer<typeof meusDadosSchema>;
