import { FORMATO_HASH_CONVITE } from '@portal/contracts';
import { limiteExcedido, naoEncontrado } from '../../lib/app-error.js';
import type { AmbienteConvites } from './ambiente.js';
import { conviteDoHash, type LinhaConvite } from './convites.repository.js';
import { sha256Hex } from './link.js';

/**
 * Wrong links (or typed codes) one account may try per window before its own lookups by link answer 429. Counted per
 * account only: members behind one address (an office, a carrier's NAT, the club's Wi-Fi) never lock each other out,
 * nor the gate, nor an invitation's owner.
 */
export const MAX_ERROS_POR_USUARIO = 10;
/** Gate staff (`CLI_PermissaoPortaria`) type short codes all day: their own typos get a wider margin. */
export const MAX_ERROS_PORTARIA = 60;
/** Wrong links from one address when nobody is signed in (no such route today): a much higher bound, as an address may be many people. */
export const MAX_ERROS_POR_IP_ANONIMO = 200;
/** Lookups by link one user may make per window, right or wrong (a gate admits a few hundred guests a day). */
export const MAX_BUSCAS_POR_USUARIO = 300;
export const JANELA_BUSCAS_MS = 15 * 60_000;

/** The one answer for a link that names nothing (malformed, unknown, another entity's, another's to cancel): the app's own 404, as for an unknown path. */
export const conviteNaoEncontrado = () => naoEncontrado();

const aguarde = (espera: string) => `Muitas tentativas de abrir convites. Tente novamente em ${espera}.`;

/** Who is counted: the account when there is one (gate staff with their wider margin), the address only without one. */
export interface QuemBusca {
  usuarioId: string | null;
  ip: string;
  portaria?: boolean;
}

/**
 * The invitation a link names, rate limited per account (per address only without one): a wrong link counts against
 * whoever tried it, and past the limit each of their lookups answers 429 (right or wrong, so the limit itself tells a
 * guesser nothing). A malformed token, an unknown one and one of another entity answer exactly the same 404.
 */
export async function buscarPorHash(amb: Pick<AmbienteConvites, 'db' | 'limiter'>, quem: QuemBusca, hash: string, codemp?: string): Promise<LinhaConvite> {
  return buscarLimitado(amb, quem, async () => {
    const c = FORMATO_HASH_CONVITE.test(hash) ? await conviteDoHash(amb.db, sha256Hex(hash)) : undefined;
    return c && (codemp === undefined || c.codemp === codemp) ? c : undefined;
  });
}

/**
 * A lookup under the same limits (the gate's lookup by short code or signed code uses it too): `achar` answers
 * the invitation or undefined, which counts as a wrong link and answers the 404. Keys hold the account id (a
 * UUID), never a CPF or an e-mail.
 */
export async function buscarLimitado(
  amb: Pick<AmbienteConvites, 'limiter'>,
  quem: QuemBusca,
  achar: () => Promise<LinhaConvite | undefined>,
): Promise<LinhaConvite> {
  const { chaveErros, maxErros } =
    quem.usuarioId === null
      ? { chaveErros: `convites:erros:ip:${quem.ip}`, maxErros: MAX_ERROS_POR_IP_ANONIMO }
      : { chaveErros: `convites:erros:u:${quem.usuarioId}`, maxErros: quem.portaria ? MAX_ERROS_PORTARIA : MAX_ERROS_POR_USUARIO };
  const [erros, buscas] = await Promise.all([
    amb.limiter.peek(chaveErros),
    quem.usuarioId === null ? null : amb.limiter.hit(`convites:buscas:u:${quem.usuarioId}`, JANELA_BUSCAS_MS),
  ]);
  if (erros.total >= maxErros) throw limiteExcedido(erros.resetEmMs, 'MUITAS_TENTATIVAS', aguarde);
  if (buscas && buscas.total > MAX_BUSCAS_POR_USUARIO) throw limiteExcedido(buscas.resetEmMs, 'MUITAS_TENTATIVAS', aguarde);

  const convite = await achar();
  if (!convite) {
    await amb.limiter.hit(chaveErros, JANELA_BUSCAS_MS);
    throw conviteNaoEncontrado();
  }
  return convite;
}
