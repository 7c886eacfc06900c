import { lerInscricao, MENSAGEM_EMAIL_NAO_CONFIRMADO, motivoDaSituacao, pareceCpf, situacaoPermite, somenteDigitos, cpfValido } from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { AppError, limiteExcedido } from '../../lib/app-error.js';
import { registrarAuditoria, type EventoAuditoria } from '../auditoria/index.js';
import { buscarContaPorCpf, buscarContaPorInscricao, type ContaParaLogin } from './auth.repository.js';
import { verificarSenha, verificarSenhaFicticia } from './senhas.js';
import type { Contexto } from '../../lib/contexto.js';
import type { Origem } from '../../lib/http/origem.js';

export type ModoLogin = 'usuario' | 'colaborador';

const CREDENCIAIS_INVALIDAS = 'Usuário ou senha inválidos.';
export const metodoDe = (modo: ModoLogin) => (modo === 'usuario' ? 'senha-usuario' : 'senha-colaborador');

/**
 * Lawyers may sign in with their CPF or their inscrição; collaborators with their CPF. `chave` names the
 * identifier typed (the failure counter of an identifier that matches no account).
 */
function identificar(modo: ModoLogin, username: string): { chave: string; buscar: (db: Db) => Promise<ContaParaLogin | null> } {
  const inscricao = modo === 'usuario' ? lerInscricao(username) : null;
  if (inscricao) {
    return {
      chave: `insc:${inscricao.numero}/${inscricao.uf}`,
      buscar: (db) => buscarContaPorInscricao(db, inscricao.numero, inscricao.uf),
    };
  }
  const cpf = somenteDigitos(username);
  if (pareceCpf(username) && cpfValido(cpf)) {
    return { chave: `cpf:${cpf}`, buscar: (db) => buscarContaPorCpf(db, cpf) };
  }
  return { chave: `outro:${username.trim().toLowerCase()}`, buscar: async () => null };
}

const muitasTentativas = (resetEmMs: number) =>
  limiteExcedido(resetEmMs, 'MUITAS_TENTATIVAS', (espera) => `Muitas tentativas de login. Aguarde ${espera} e tente novamente.`);

/**
 * Password sign-in of both modes. Failures answer the same whether or not the account exists, and cost
 * the same time; every attempt leaves an audit row. Rate limited per IP and per account: one counter per
 * account whichever identifier names it (a lawyer's CPF and inscrição share it, in both modes), and one per
 * identifier that matches no account, so its failures are limited exactly alike.
 */
export async function entrarComSenha(
  ctx: Pick<Contexto, 'db' | 'limiter' | 'config'>, origem: Origem,
  modo: ModoLogin,
  username: string,
  password: string,
): Promise<ContaParaLogin> {
  const { chave, buscar } = identificar(modo, username);
  // Looked up before the limits, for every attempt (blocked or not, known or not): the same work each time.
  const conta = await buscar(ctx.db);
  const chaveIp = `login:ip:${origem.ip}`;
  const chaveConta = conta ? `login:conta:usuario:${conta.usuarioId}` : `login:conta:${chave}`;
  const janelaMs = ctx.config.login.windowMin * 60_000;
  const auditar = (sucesso: boolean, motivo: string | null, usuarioId: string | null = null) =>
    registrarAuditoria(ctx.db, {
      acao: 'login',
      sucesso,
      motivo,
      usuarioId,
      metodo: metodoDe(modo),
      ip: origem.ip,
      userAgent: origem.userAgent,
    });

  const porIp = await ctx.limiter.peek(chaveIp);
  if (porIp.total >= ctx.config.login.maxFailuresIp) {
    await auditar(false, 'limite_excedido');
    throw muitasTentativas(porIp.resetEmMs);
  }
  // The account's attempt is counted before the password is checked (one atomic increment): attempts sent at the
  // same moment cannot all read the old count and each get a guess. A right password clears the count below.
  const porConta = await ctx.limiter.hit(chaveConta, janelaMs);
  if (porConta.total > ctx.config.login.maxFailuresAccount) {
    await auditar(false, 'limite_excedido');
    throw muitasTentativas(porConta.resetEmMs);
  }

  const senhaOk = conta ? await verificarSenha(conta.senhaHash, password) : await verificarSenhaFicticia(password);

  const falhar = async (motivo: string) => {
    await ctx.limiter.hit(chaveIp, janelaMs);
    await auditar(false, motivo, conta?.usuarioId ?? null);
    return new AppError('CREDENCIAIS_INVALIDAS', CREDENCIAIS_INVALIDAS);
  };

  if (!conta) throw await falhar('conta_inexistente');
  if (!senhaOk) throw await falhar('senha_incorreta');
  if (!conta.ativo) throw await falhar('conta_inativa');
  // A lawyer whose inscrição was cancelled signs in by either mode, as a collaborator (ADR 042).
  if (modo === 'usuario' && conta.situacaoInscricao === null) throw await falhar('colaborador_no_modo_usuario');
  // The password matched: the attempt counted above is not a failure.
  await ctx.limiter.reset(chaveConta);
  if (!situacaoPermite(conta.situacaoInscricao, 'entrar')) {
    // A falecido's account is closed (ADR 042); told only after the password matched.
    await auditar(false, 'conta_encerrada_falecimento', conta.usuarioId);
    throw new AppError('CONTA_ENCERRADA', motivoDaSituacao(conta.situacaoInscricao, 'entrar') ?? 'Esta conta foi encerrada.');
  }
  if (modo === 'colaborador' && conta.inscricao !== null) {
    // Only told after the password matched, so the answer reveals nothing to someone guessing.
    await auditar(false, 'advogado_no_modo_colaborador', conta.usuarioId);
    throw new AppError('ADVOGADO_NO_MODO_COLABORADOR',
      "Este CPF pertence a um advogado. Faça login pelo modo 'Usuário'.",
    );
  }

  // A self-registered account is usable only once its e-mail is confirmed; told only after the password matched.
  if (!conta.emailConfirmado) {
    await auditar(false, 'email_nao_confirmado', conta.usuarioId);
    throw new AppError('EMAIL_NAO_CONFIRMADO', MENSAGEM_EMAIL_NAO_CONFIRMADO);
  }

  // The success row is written by the caller, who knows whether a second factor is still due (eventoSenhaAceita).
  return conta;
}

/**
 * The audit event of a password sign-in that passed: complete (written with the session it opens, in one
 * statement: abrirSessao with the event), or waiting for the second factor (written alone: auditarSenhaAceita).
 */
export function eventoSenhaAceita(origem: Origem, modo: ModoLogin, usuarioId: string, segundoFatorPendente: boolean): EventoAuditoria {
  return {
    acao: 'login',
    sucesso: true,
    motivo: segundoFatorPendente ? 'segundo_fator_pendente' : null,
    usuarioId,
    metodo: metodoDe(modo),
    ip: origem.ip,
    userAgent: origem.userAgent,
  };
}

/** The audit row of a password sign-in that passed, written alone. */
export function auditarSenhaAceita(ctx: Pick<Contexto, 'db' | 'limiter' | 'config'>, origem: Origem, modo: ModoLogin, usuarioId: string, segundoFatorPendente: boolean) {
  return registrarAuditoria(ctx.db, eventoSenhaAceita(origem, modo, usuarioId, segundoFatorPendente));
}
