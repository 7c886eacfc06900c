import type { Db } from '../../db/client.js';
import { registrarAuditoria, type EventoAuditoria } from '../auditoria/index.js';
import {
  buscarSessaoPorRefresh,
  buscarUsuarioDaSessao,
  criarSessao,
  criarSessaoAuditada,
  type NovaSessao,
  revogarSessao,
  rotacionarRefresh,
} from './auth.repository.js';
import { hashRefresh, novoRefreshToken, type TokenService } from '../../lib/tokens.js';
import type { Origem } from '../../lib/http/origem.js';
import type { CacheDeSessoes } from '../../lib/cache-sessoes.js';

/** Two tabs refreshing at once both present the same cookie; the slower one is let through this long. */
const CARENCIA_ROTACAO_MS = 30_000;

export interface SessaoAberta {
  token: string;
  refresh: string;
  sessaoId: string;
}

/**
 * Opens a session: its row, a refresh token and a user token. With `evento`, the audit row of the event that
 * opened it is written in the same statement (one round trip; both rows or neither).
 */
export async function abrirSessao(
  db: Db,
  tokens: TokenService,
  sessaoTtlHoras: number,
  usuarioId: string,
  metodo: string,
  origem: Origem,
  evento?: EventoAuditoria,
): Promise<SessaoAberta> {
  const refresh = novoRefreshToken();
  const nova: NovaSessao = {
    usuarioId,
    refreshHash: hashRefresh(refresh),
    metodo,
    ip: origem.ip,
    userAgent: origem.userAgent,
    expiraEm: new Date(Date.now() + sessaoTtlHoras * 3_600_000),
  };
  const sessaoId = evento ? await criarSessaoAuditada(db, nova, evento) : await criarSessao(db, nova);
  return { token: await tokens.tokenUsuario(usuarioId, sessaoId), refresh, sessaoId };
}

export type ResultadoRenovacao =
  | { tipo: 'app'; token: string; limparCookie: boolean }
  | { tipo: 'user'; token: string; novoRefresh: string | null };

/**
 * POST /authenticate: a valid refresh cookie yields a user token (and a rotated cookie); anything else an
 * app token. A refresh token presented again after its rotation (outside the grace period) means it was
 * copied: the whole session is revoked.
 */
export async function renovarSessao(
  db: Db,
  tokens: TokenService,
  cache: Pick<CacheDeSessoes, 'invalidarSessao'>,
  refresh: string | undefined,
  origem: Origem,
): Promise<ResultadoRenovacao> {
  if (!refresh) return { tipo: 'app', token: await tokens.tokenApp(), limparCookie: false };
  const hash = hashRefresh(refresh);
  const sessao = await buscarSessaoPorRefresh(db, hash);
  if (!sessao) return { tipo: 'app', token: await tokens.tokenApp(), limparCookie: true };

  let novoRefresh: string | null = null;
  if (sessao.atual) {
    const candidato = novoRefreshToken();
    if (await rotacionarRefresh(db, sessao.id, hash, hashRefresh(candidato))) novoRefresh = candidato;
  } else {
    const dentroDaCarencia =
      sessao.rotacionadoEm !== null && Date.now() - sessao.rotacionadoEm.getTime() < CARENCIA_ROTACAO_MS;
    if (!dentroDaCarencia) {
      await revogarSessao(db, sessao.id);
      await cache.invalidarSessao(sessao.id);
      await registrarAuditoria(db, {
        acao: 'sessao_revogada',
        sucesso: false,
        motivo: 'refresh_reutilizado',
        usuarioId: sessao.usuarioId,
        ip: origem.ip,
        userAgent: origem.userAgent,
      });
      return { tipo: 'app', token: await tokens.tokenApp(), limparCookie: true };
    }
  }

  const usuario = await buscarUsuarioDaSessao(db, sessao.id, sessao.usuarioId);
  if (!usuario) return { tipo: 'app', token: await tokens.tokenApp(), limparCookie: true };
  return { tipo: 'user', token: await tokens.tokenUsuario(usuario.id, sessao.id), novoRefresh };
}

/** Ends the session of the refresh cookie and/or of the bearer token. Returns the user whose session ended. */
export async function encerrarSessao(
  db: Db,
  cache: Pick<CacheDeSessoes, 'invalidarSessao'>,
  refresh: string | undefined,
  sessaoDoToken: { sessaoId: string; usuarioId: string } | null,
  origem: Origem,
): Promise<void> {
  const encerradas = new Map<string, string>();
  if (refresh) {
    const s = await buscarSessaoPorRefresh(db, hashRefresh(refresh));
    if (s) encerradas.set(s.id, s.usuarioId);
  }
  if (sessaoDoToken) encerradas.set(sessaoDoToken.sessaoId, sessaoDoToken.usuarioId);
  for (const [sessaoId, usuarioId] of encerradas) {
    await revogarSessao(db, sessaoId);
    await cache.invalidarSessao(sessaoId);
    await registrarAuditoria(db, { acao: 'logout', sucesso: true, usuarioId, ip: origem.ip, userAgent: origem.userAgent });
  }
}
