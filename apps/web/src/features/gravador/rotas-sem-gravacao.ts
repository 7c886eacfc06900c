/**
 * Where the usability recorder never records (ADR 027). It is started once per page load and follows the
 * member through the single-page app, so on these routes it is not started, and if it is already recording it
 * stops for the rest of the page load.
 *
 * - the anonymous report (301), public and inside the member area, and the whole ombudsman (complaints and
 *   reports about people);
 * - CASAG benefit claims and their lists (health, medical documents, family events, income, bank details) and
 *   vaccines (health data);
 * - the member's requests and protocols (they list the sensitive claims too);
 * - the secret ballot (a recording of the clicks would reveal the vote);
 * - the restricted area (staff see other people's data, the sensitive queue included).
 */
const PREFIXOS_SEM_GRAVACAO = [
  '/denuncia-anonima',
  '/home/casag/ouvidoria',
  '/home/casag/requerimentos',
  '/home/casag/requerimentosCasag',
  '/home/casag/meusRequerimentosCasag',
  '/home/casag/vacinas',
  '/perfil/meus-requerimentos',
  '/voting',
  '/voting-admin',
  '/area-restrita',
] as const;

/**
 * Request types never recorded (their flows are under the prefixes above; `?tipo=` of a new request too): every
 * CASAG benefit and every ombudsman type, the anonymous report (301) among them. Kept in step with the
 * catalog by rotas-sem-gravacao.test.ts.
 */
export const CODIGOS_SEM_GRAVACAO: readonly string[] = [
  '264', '262', '265', '269', '267', '273', '305', '281', '312', '313',
  '298', '299', '300', '295', '301', '297',
];

const dentroDe = (caminho: string, prefixo: string) => caminho === prefixo || caminho.startsWith(`${prefixo}/`);

/** Whether the page at this address may be recorded (path and query string, as in `location`). */
export function gravacaoPermitidaEm(pathname: string, search = ''): boolean {
  const caminho = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (PREFIXOS_SEM_GRAVACAO.some((p) => dentroDe(caminho, p))) return false;
  // The flows that carry a code in their path are covered above; a new request names its type in ?tipo=.
  const tipo = new URLSearchParams(search).get('tipo');
  return !(tipo !== null && CODIGOS_SEM_GRAVACAO.includes(tipo.trim()));
}
