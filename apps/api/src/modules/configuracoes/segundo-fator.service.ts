import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { AppError, limiteExcedido } from '../../lib/app-error.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { verificarSenha } from '../auth/index.js';
import { lerContaParaSenha } from './conta.repository.js';
import {
  ativarComCodigos,
  criarDesafio,
  desativar,
  guardarSegredoPendente,
  lerDesafio,
  lerEstadoSegundoFator,
  marcarPassoUsado,
  substituirCodigos,
  usarCodigoRecuperacao,
  type DesafioLido,
  type EstadoSegundoFator,
  type PropositoDesafio,
} from './segundo-fator.repository.js';
import {
  materialDeConfiguracao,
  normalizarCodigoRecuperacao,
  novoSegredoTotp,
  novosCodigosRecuperacao,
  passoDoCodigo,
  sha256,
} from './totp.js';
import type { Contexto } from '../../lib/contexto.js';
import type { Origem } from '../../lib/http/origem.js';

export const PERMISSAO_EXIGE_2FA = 'CLI_PermissaoAreaRestrita';
const VALIDADE_DESAFIO_MS = 5 * 60_000;

export function segundoFatorObrigatorio(permissoes: readonly string[]): boolean {
  return permissoes.includes(PERMISSAO_EXIGE_2FA);
}

/** The password login's account lookup applies the same rule in SQL (auth.repository.ts, umaConta). */
export const segundoFatorAtivo = (e: EstadoSegundoFator) => e.ativadoEm !== null && e.segredo !== null;

export const muitasTentativas = (resetEmMs: number) =>
  limiteExcedido(resetEmMs, 'MUITAS_TENTATIVAS', (espera) => `Muitas tentativas. Aguarde ${espera} e tente novamente.`);

export const codigoInvalido = () =>
  new AppError('CODIGO_INVALIDO', 'Código de verificação inválido.', {
    campos: { codigo: 'Código de verificação inválido.' },
  });

/**
 * Per-account and per-IP counters of wrong secrets (codes, passwords typed in the settings), with the same
 * limits as the password login. Throws 429 (audited) when either is exhausted.
 */
export function limitador(ctx: Pick<Contexto, 'db' | 'limiter' | 'config'>, origem: Origem, escopo: string, usuarioId: string) {
  const chaveIp = `${escopo}:ip:${origem.ip}`;
  const chaveConta = `${escopo}:conta:${usuarioId}`;
  const janelaMs = ctx.config.login.windowMin * 60_000;
  return {
    async verificar(acao: string) {
      const [porIp, porConta] = await Promise.all([ctx.limiter.peek(chaveIp), ctx.limiter.peek(chaveConta)]);
      const bloqueioIp = porIp.total >= ctx.config.login.maxFailuresIp;
      const bloqueioConta = porConta.total >= ctx.config.login.maxFailuresAccount;
      if (!bloqueioIp && !bloqueioConta) return;
      await auditar(ctx, origem, { acao, sucesso: false, motivo: 'limite_excedido', usuarioId });
      throw muitasTentativas(Math.max(bloqueioIp ? porIp.resetEmMs : 0, bloqueioConta ? porConta.resetEmMs : 0));
    },
    async falhou() {
      await Promise.all([ctx.limiter.hit(chaveIp, janelaMs), ctx.limiter.hit(chaveConta, janelaMs)]);
    },
    async acertou() {
      await ctx.limiter.reset(chaveConta);
    },
  };
}

export function auditar(
  ctx: Pick<Contexto, 'db' | 'limiter' | 'config'>, origem: Origem,
  e: { acao: string; sucesso: boolean; usuarioId: string; motivo?: string | null; metodo?: string | null; detalhes?: Record<string, unknown> },
) {
  return registrarAuditoria(ctx.db, { ...e, ip: origem.ip, userAgent: origem.userAgent });
}

/**
 * Checks a second-factor code of a user: a 6-digit TOTP code (±1 step, each step usable once) or, when
 * allowed, one of the recovery codes (each usable once). Wrong codes count against the limits and are
 * audited under `acao`. Returns which kind of code was accepted.
 */
export async function verificarCodigo(
  ctx: Pick<Contexto, 'db' | 'limiter' | 'config'>, origem: Origem,
  acao: string,
  usuarioId: string,
  segredo: string,
  codigo: string,
  o: { permitirRecuperacao: boolean },
): Promise<'totp' | 'recuperacao'> {
  const limite = limitador(ctx, origem, '2fa', usuarioId);
  await limite.verificar(acao);
  const falhar = async (motivo: string) => {
    await limite.falhou();
    await auditar(ctx, origem, { acao, sucesso: false, motivo, usuarioId });
    return codigoInvalido();
  };

  const c = codigo.trim();
  if (/^\d{6}$/.test(c)) {
    const passo = passoDoCodigo(segredo, c);
    if (passo === null) throw await falhar('codigo_incorreto');
    if (!(await marcarPassoUsado(ctx.db, usuarioId, passo))) throw await falhar('codigo_reutilizado');
    await limite.acertou();
    return 'totp';
  }
  if (!o.permitirRecuperacao) throw await falhar('codigo_incorreto');
  const usado = await usarCodigoRecuperacao(ctx.db, usuarioId, sha256(normalizarCodigoRecuperacao(c)));
  if (!usado) throw await falhar('codigo_recuperacao_invalido');
  await limite.acertou();
  return 'recuperacao';
}

/** A new set of recovery codes, plain (to show once) and hashed (to store). */
function gerarCodigos() {
  const codigos = novosCodigosRecuperacao();
  return { codigos, hashes: codigos.map((c) => sha256(normalizarCodigoRecuperacao(c))) };
}

const RECUSA_SENHA = {
  senhaAtual: { codigo: 'SENHA_ATUAL_INCORRETA', mensagem: 'A senha atual não confere.', motivo: 'senha_atual_incorreta' },
  senha: { codigo: 'SENHA_INCORRETA', mensagem: 'A senha não confere.', motivo: 'senha_incorreta' },
} as const;

/**
 * The password typed in the settings to confirm a sensitive change (password change, second factor on, new
 * recovery codes, second factor off), so a stolen session alone cannot make it. Every such password shares
 * one per-account and per-IP counter ('senha'): a wrong one counts, is audited under `acao` and answers 400
 * naming `campo` (never 401: the web client takes 401 as an expired session). The caller calls
 * `limite.acertou()` once the whole change succeeded.
 */
export async function exigirSenha(ctx: Pick<Contexto, 'db' | 'limiter' | 'config'>, origem: Origem, usuarioId: string, senha: string, acao: string, campo: keyof typeof RECUSA_SENHA = 'senhaAtual') {
  const limite = limitador(ctx, origem, 'senha', usuarioId);
  await limite.verificar(acao);
  const conta = await lerContaParaSenha(ctx.db, usuarioId);
  if (!conta || !(await verificarSenha(conta.senhaHash, senha))) {
    const recusa = RECUSA_SENHA[campo];
    await limite.falhou();
    await auditar(ctx, origem, { acao, sucesso: false, motivo: recusa.motivo, usuarioId });
    throw new AppError(recusa.codigo, recusa.mensagem, { campos: { [campo]: recusa.mensagem } });
  }
  return { conta, limite };
}

function exigirPendente(estado: EstadoSegundoFator): asserts estado is EstadoSegundoFator & { segredo: string } {
  if (segundoFatorAtivo(estado)) {
    throw new AppError('SEGUNDO_FATOR_JA_ATIVO', 'A verificação em duas etapas já está ativa.');
  }
  if (!estado.segredo) {
    throw new AppError('SEGUNDO_FATOR_NAO_CONFIGURADO', 'Comece a configuração da verificação em duas etapas novamente.');
  }
}

export async function configurarSegundoFator(db: Db, estado: EstadoSegundoFator) {
  if (segundoFatorAtivo(estado)) {
    throw new AppError('SEGUNDO_FATOR_JA_ATIVO', 'A verificação em duas etapas já está ativa.');
  }
  const segredo = novoSegredoTotp();
  if (!(await guardarSegredoPendente(db, estado.usuarioId, segredo))) {
    throw new AppError('SEGUNDO_FATOR_JA_ATIVO', 'A verificação em duas etapas já está ativa.');
  }
  return materialDeConfiguracao(segredo, estado.email);
}

/**
 * Activation: a valid code of the pending secret turns it on; answers the 10 recovery codes (shown once).
 * Called as is only by the forced set-up at login, whose challenge already proved the password; the
 * settings go through ativarSegundoFatorComSenha.
 */
export async function ativarSegundoFator(ctx: Pick<Contexto, 'db' | 'limiter' | 'config'>, origem: Origem, estado: EstadoSegundoFator, codigo: string): Promise<string[]> {
  exigirPendente(estado);
  await verificarCodigo(ctx, origem, 'ativar_2fa', estado.usuarioId, estado.segredo, codigo, { permitirRecuperacao: false });
  const { codigos, hashes } = gerarCodigos();
  if (!(await ativarComCodigos(ctx.db, estado.usuarioId, hashes))) {
    throw new AppError('SEGUNDO_FATOR_JA_ATIVO', 'A verificação em duas etapas já está ativa.');
  }
  await auditar(ctx, origem, { acao: 'ativar_2fa', sucesso: true, usuarioId: estado.usuarioId });
  return codigos;
}

/**
 * Activation from the settings: besides the code, the signed-in session must prove the password, so a stolen
 * session cannot enrol its own authenticator, lock the owner out and keep the recovery codes.
 */
export async function ativarSegundoFatorComSenha(
  ctx: Pick<Contexto, 'db' | 'limiter' | 'config'>, origem: Origem,
  estado: EstadoSegundoFator,
  body: { codigo: string; senhaAtual: string },
): Promise<string[]> {
  exigirPendente(estado);
  const { limite } = await exigirSenha(ctx, origem, estado.usuarioId, body.senhaAtual, 'ativar_2fa');
  const codigos = await ativarSegundoFator(ctx, origem, estado, body.codigo);
  await limite.acertou();
  return codigos;
}

/** New recovery codes (the old ones stop working): the password and a code (app or recovery) are required. */
export async function regenerarCodigos(
  ctx: Pick<Contexto, 'db' | 'limiter' | 'config'>, origem: Origem,
  estado: EstadoSegundoFator,
  body: { codigo: string; senhaAtual: string },
): Promise<string[]> {
  if (!segundoFatorAtivo(estado) || !estado.segredo) {
    throw new AppError('SEGUNDO_FATOR_INATIVO', 'A verificação em duas etapas não está ativa.');
  }
  const { limite } = await exigirSenha(ctx, origem, estado.usuarioId, body.senhaAtual, 'regenerar_codigos_2fa');
  await verificarCodigo(ctx, origem, 'regenerar_codigos_2fa', estado.usuarioId, estado.segredo, body.codigo, { permitirRecuperacao: true });
  const { codigos, hashes } = gerarCodigos();
  await substituirCodigos(ctx.db, estado.usuarioId, hashes);
  await limite.acertou();
  await auditar(ctx, origem, { acao: 'regenerar_codigos_2fa', sucesso: true, usuarioId: estado.usuarioId });
  return codigos;
}

// ---- login challenge ----

export const desafioInvalido = () =>
  new AppError('DESAFIO_INVALIDO', 'A verificação expirou ou não é válida. Entre novamente com sua senha.');

async function novoDesafio(db: Db, usuarioId: string, proposito: PropositoDesafio, metodo: string): Promise<string> {
  const desafio = randomBytes(32).toString('base64url');
  await criarDesafio(db, usuarioId, sha256(desafio), { proposito, metodo }, VALIDADE_DESAFIO_MS);
  return desafio;
}

/** What the second step's decision needs: whether the second factor is on, and the permissions (whether it is required). */
export interface EstadoParaEtapa {
  segundoFatorAtivo: boolean;
  permissoes: readonly string[];
}

async function lerEstadoParaEtapa(db: Db, usuarioId: string): Promise<EstadoParaEtapa | null> {
  const estado = await lerEstadoSegundoFator(db, usuarioId);
  return estado ? { segundoFatorAtivo: segundoFatorAtivo(estado), permissoes: estado.permissoes } : null;
}

/**
 * After the password (and every other check) passed: null when the session may open now; otherwise the
 * answer that asks for the code (second factor on) or for its set-up (staff without one). `lido`: the state
 * as the caller already read it with the account (the password login's lookup), so the row is not read again;
 * without it, it is read here.
 */
export async function etapaSegundoFator(
  db: Db,
  usuarioId: string,
  metodo: string,
  lido?: EstadoParaEtapa,
): Promise<{ requer2fa: true; desafio: string } | { requerConfiguracao2fa: true; desafio: string } | null> {
  const estado = lido ?? (await lerEstadoParaEtapa(db, usuarioId));
  if (!estado) return null;
  if (estado.segundoFatorAtivo) return { requer2fa: true, desafio: await novoDesafio(db, usuarioId, 'verificar', metodo) };
  if (segundoFatorObrigatorio(estado.permissoes)) {
    return { requerConfiguracao2fa: true, desafio: await novoDesafio(db, usuarioId, 'configurar', metodo) };
  }
  return null;
}

/** A live challenge of the expected purpose whose account is still active; anything else is 401. */
export async function lerDesafioValido(
  db: Db,
  desafio: string,
  proposito: PropositoDesafio,
): Promise<{ desafio: DesafioLido; estado: EstadoSegundoFator }> {
  const lido = await lerDesafio(db, sha256(desafio));
  if (!lido || lido.proposito !== proposito) throw desafioInvalido();
  const estado = await lerEstadoSegundoFator(db, lido.usuarioId);
  if (!estado?.contaAtiva) throw desafioInvalido();
  return { desafio: lido, estado };
}

/**
 * Turning the second factor off needs the password and a code, and is refused to staff (for whom it is
 * required). Wrong passwords count against the settings' password limits, wrong codes against the codes'.
 */
export async function desativarSegundoFator(ctx: Pick<Contexto, 'db' | 'limiter' | 'config'>, origem: Origem, estado: EstadoSegundoFator, senha: string, codigo: string) {
  if (segundoFatorObrigatorio(estado.permissoes)) {
    await auditar(ctx, origem, { acao: 'desativar_2fa', sucesso: false, motivo: 'obrigatorio', usuarioId: estado.usuarioId });
    throw new AppError('SEGUNDO_FATOR_OBRIGATORIO',
      'A verificação em duas etapas é obrigatória para quem acessa a área restrita e não pode ser desativada.',
    );
  }
  if (!segundoFatorAtivo(estado) || !estado.segredo) {
    throw new AppError('SEGUNDO_FATOR_INATIVO', 'A verificação em duas etapas não está ativa.');
  }
  const { limite } = await exigirSenha(ctx, origem, estado.usuarioId, senha, 'desativar_2fa', 'senha');
  await verificarCodigo(ctx, origem, 'desativar_2fa', estado.usuarioId, estado.segredo, codigo, { permitirRecuperacao: true });
  await desativar(ctx.db, estado.usuarioId);
  await limite.acertou();
  await auditar(ctx, origem, { acao: 'desativar_2fa', sucesso: true, usuarioId: estado.usuarioId });
}
