import {
  PREFERENCIAS_PADRAO,
  novaSenhaSchema,
  senhaUsaDadosPessoais,
  type MeusDados,
  type PreferenciasNotificacao,
  type SessaoAtiva,
  type TrocarSenhaBody,
} from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import { hashSenha } from '../auth/index.js';
import {
  gravarPreferencias,
  gravarSenha,
  lerPreferencias,
  lerTudoDoMembro,
  listarSessoesAtivas,
  revogarOutrasSessoes,
  revogarSessaoDoUsuario,
} from './conta.repository.js';
import { descreverDispositivo } from './dispositivo.js';
import { auditar, exigirSenha } from './segundo-fator.service.js';
import { ANULADOS_POR_NOVA_SENHA, anularPendentes } from '../auth/index.js';
import type { Contexto } from '../../lib/contexto.js';
import type { Origem } from '../../lib/http/origem.js';
import type { CodigoErro } from '@portal/contracts';

const erroCampo = (codigo: CodigoErro, campo: string, mensagem: string) =>
  new AppError(codigo, mensagem, { campos: { [campo]: mensagem } });

/**
 * Password change from the settings: the current password is required (wrong ones count against the
 * limits), the new one follows the policy, the other sessions end and the current one stays.
 * Answers how many sessions ended.
 */
export async function trocarSenha(ctx: Pick<Contexto, 'db' | 'limiter' | 'config' | 'cacheSessoes'>, origem: Origem, usuario: UsuarioAutenticado, body: TrocarSenhaBody): Promise<number> {
  const { conta, limite } = await exigirSenha(ctx, origem, usuario.id, body.senhaAtual, 'senha_alterada');
  const politica = novaSenhaSchema.safeParse(body.novaSenha);
  if (!politica.success) {
    throw erroCampo('SENHA_FRACA', 'novaSenha', politica.error.issues[0]?.message ?? 'Senha inválida.');
  }
  if (senhaUsaDadosPessoais(body.novaSenha, { cpf: conta.cpf, email: conta.email, nome: conta.nome })) {
    throw erroCampo('SENHA_FRACA', 'novaSenha', 'A senha não pode ser o seu CPF, e-mail ou nome. Escolha outra.');
  }
  if (body.novaSenha === body.senhaAtual) {
    throw erroCampo('SENHA_IGUAL', 'novaSenha', 'A nova senha deve ser diferente da atual.');
  }
  await limite.acertou();
  await gravarSenha(ctx.db, usuario.id, await hashSenha(body.novaSenha));
  await anularPendentes(ctx.db, usuario.id, ANULADOS_POR_NOVA_SENHA);
  const encerradas = await revogarOutrasSessoes(ctx.db, usuario.id, usuario.sessaoId);
  await ctx.cacheSessoes.invalidarUsuario(usuario.id);
  await auditar(ctx, origem, { acao: 'senha_alterada', sucesso: true, usuarioId: usuario.id, detalhes: { sessoesEncerradas: encerradas } });
  return encerradas;
}

export async function listarSessoes(db: Db, usuario: UsuarioAutenticado): Promise<SessaoAtiva[]> {
  const linhas = await listarSessoesAtivas(db, usuario.id);
  return linhas.map((s) => ({
    id: s.id,
    criadoEm: s.criadoEm.toISOString(),
    ultimoUsoEm: s.ultimoUsoEm.toISOString(),
    ip: s.ip,
    dispositivo: descreverDispositivo(s.userAgent),
    metodo: s.metodo,
    atual: s.id === usuario.sessaoId,
  }));
}

/** Ends one of the member's sessions at once (the access hook checks the session on every request). null: not theirs. */
export async function encerrarSessaoDoMembro(
  ctx: Pick<Contexto, 'db' | 'limiter' | 'config' | 'cacheSessoes'>, origem: Origem,
  usuario: UsuarioAutenticado,
  sessaoId: string,
): Promise<boolean | null> {
  if (!(await revogarSessaoDoUsuario(ctx.db, usuario.id, sessaoId))) return null;
  await ctx.cacheSessoes.invalidarSessao(sessaoId);
  const atual = sessaoId === usuario.sessaoId;
  await auditar(ctx, origem, { acao: atual ? 'logout' : 'sessao_encerrada', sucesso: true, usuarioId: usuario.id, detalhes: { sessaoId } });
  return atual;
}

function comPadroes(gravadas: Record<string, boolean>): PreferenciasNotificacao {
  const p = { ...PREFERENCIAS_PADRAO };
  for (const chave of Object.keys(p) as (keyof PreferenciasNotificacao)[]) {
    if (typeof gravadas[chave] === 'boolean') p[chave] = gravadas[chave];
  }
  return p;
}

export async function lerPreferenciasNotificacao(db: Db, usuarioId: string): Promise<PreferenciasNotificacao> {
  return comPadroes(await lerPreferencias(db, usuarioId));
}

export async function salvarPreferenciasNotificacao(
  ctx: Pick<Contexto, 'db' | 'limiter' | 'config'>, origem: Origem,
  usuarioId: string,
  p: PreferenciasNotificacao,
): Promise<PreferenciasNotificacao> {
  const novas = comPadroes(p);
  await gravarPreferencias(ctx.db, usuarioId, novas);
  await auditar(ctx, origem, { acao: 'preferencias_alteradas', sucesso: true, usuarioId, detalhes: novas });
  return novas;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** LGPD (art. 18): everything the portal holds about the member, never a password hash, secret or token hash. */
export async function exportarMeusDados(ctx: Pick<Contexto, 'db' | 'limiter' | 'config'>, origem: Origem, usuarioId: string): Promise<MeusDados | null> {
  const t = await lerTudoDoMembro(ctx.db, usuarioId);
  if (!t) return null;
  await auditar(ctx, origem, { acao: 'exportar_dados', sucesso: true, usuarioId });
  return {
    geradoEm: new Date().toISOString(),
    pessoa: { ...t.pessoa, criadoEm: t.pessoa.criadoEm.toISOString() },
    inscricoes: t.inscricoes,
    conta: {
      id: t.conta.id,
      permissoes: t.conta.permissoes,
      ativo: t.conta.ativo,
      emailConfirmadoEm: iso(t.conta.emailConfirmadoEm),
      senhaAlteradaEm: iso(t.conta.senhaAlteradaEm),
      segundoFatorAtivo: t.conta.totpAtivadoEm !== null,
      segundoFatorAtivadoEm: iso(t.conta.totpAtivadoEm),
      codigosRecuperacaoRestantes: t.codigosRestantes,
      criadoEm: t.conta.criadoEm.toISOString(),
    },
    preferenciasNotificacao: comPadroes(t.conta.preferenciasNotificacao),
    gravacaoUsabilidade: t.conta.gravacaoUsabilidade,
    avisoPrivacidade: {
      versao: t.conta.avisoPrivacidadeVersao,
      aceitoEm: iso(t.conta.avisoPrivacidadeAceitoEm),
    },
    sessoes: t.sessoes.map((s) => ({
      ...s,
      criadoEm: s.criadoEm.toISOString(),
      ultimoUsoEm: s.ultimoUsoEm.toISOString(),
      expiraEm: s.expiraEm.toISOString(),
      revogadoEm: iso(s.revogadoEm),
    })),
    eventosDeAcesso: t.eventos.map((e) => ({
      ...e,
      em: e.em.toISOString(),
      detalhes: (e.detalhes as Record<string, unknown> | null) ?? null,
    })),
    trocaDeEmailPendente:
      t.trocaPendente && typeof t.trocaPendente.dados?.novoEmail === 'string'
        ? {
            novoEmail: t.trocaPendente.dados.novoEmail,
            solicitadaEm: t.trocaPendente.criadoEm.toISOString(),
            expiraEm: t.trocaPendente.expiraEm.toISOString(),
          }
        : null,
    historicoCadastral: t.historico.map((h) => ({ ...h, em: h.em.toISOString() })),
    dependentes: t.dependentes.map((d) => ({
      id: d.id,
      nome: d.nome,
      cpf: d.cpf,
      parentesco: d.parentesco,
      nascimento: d.nascimento,
      criadoEm: d.criadoEm.toISOString(),
      atualizadoEm: d.atualizadoEm.toISOString(),
      removidoEm: iso(d.removidoEm),
    })),
  };
}
