import { FORMATO_HASH_CONVITE } from '@portal/contracts';
import { limiteExcedido, naoEncontrado } from '../../lib/app-error.js';
import type { AmbienteConvites, Quem } from './ambiente.js';
import { conviteDoHash, type LinhaConvite } from './convites.repository.js';
import { sha256Hex } from './link.js';

/** Wrong links one user, or one address, may try per window before every lookup by link answers 429. */
export const MAX_ERROS_POR_USUARIO = 10;
export const MAX_ERROS_POR_IP = 30;
/** Lookups by link one user may make per window, right or wrong (a gate admits a few hundred guests a day). */
export const MAX_BUSCAS_POR_USUARIO = 300;
export const JANELA_BUSCAS_MS = 15 * 60_000;

/** The one answer for a link that names nothing (malformed, unknown, another entity's, another's to cancel): the app's own 404, as for an unknown path. */
export const conviteNaoEncontrado = () => naoEncontrado();

const aguarde = (espera: string) => `Muitas tentativas de abrir convites. Tente novamente em ${espera}.`;

/**
 * The invitation a link names, rate limited per user and per address: a wrong link counts against both, and
 * past the limit every lookup answers 429 (right or wrong, so the limit itself tells a guesser nothing). A
 * malformed token, an unknown one and one of another entity answer exactly the same 404.
 */
export async function buscarPorHash(
  amb: Pick<AmbienteConvites, 'db' | 'limiter'>,
  quem: Pick<Quem, 'usuarioId' | 'ip'>,
  hash: string,
  codemp?: string,
): Promise<LinhaConvite> {
  return buscarLimitado(amb, quem, async () => {
    const c = FORMATO_HASH_CONVITE.test(hash) ? await conviteDoHash(amb.db, sha256Hex(hash)) : undefined;
    return c && (codemp === undefined || c.codemp === codemp) ? c : undefined;
  });
}

/**
 * A lookup under the same limits (the gate's lookup by short code or signed code uses it too): `achar` answers
 * the invitation or undefined, which counts as a wrong link and answers the 404.
 */
export async function buscarLimitado(
  amb: Pick<AmbienteConvites, 'db' | 'limiter'>,
  quem: Pick<Quem, 'usuarioId' | 'ip'>,
  achar: () => Promise<LinhaConvite | undefined>,
): Promise<LinhaConvite> {
  const chaveUsuario = `convites:erros:u:${quem.usuarioId}`;
  const chaveIp = `convites:erros:ip:${quem.ip}`;
  const [doUsuario, doIp, buscas] = await Promise.all([
    amb.limiter.peek(chaveUsuario),
    amb.limiter.peek(chaveIp),
    amb.limiter.hit(`convites:buscas:u:${quem.usuarioId}`, JANELA_BUSCAS_MS),
  ]);
  if (doUsuario.total >= MAX_ERROS_POR_USUARIO) throw limiteExcedido(doUsuario.resetEmMs, 'MUITAS_TENTATIVAS', aguarde);
  if (doIp.total >= MAX_ERROS_POR_IP) throw limiteExcedido(doIp.resetEmMs, 'MUITAS_TENTATIVAS', aguarde);
  if (buscas.total > MAX_BUSCAS_POR_USUARIO) throw limiteExcedido(buscas.resetEmMs, 'MUITAS_TENTATIVAS', aguarde);

  const convite = await achar();
  if (!convite) {
    await Promise.all([amb.limiter.hit(chaveUsuario, JANELA_BUSCAS_MS), amb.limiter.hit(chaveIp, JANELA_BUSCAS_MS)]);
    throw conviteNaoEncontrado();
  }
  return convite;
}
