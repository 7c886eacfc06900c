/** PostgreSQL errors the modules react to, recognised by SQLSTATE whether or not drizzle wrapped the driver's error. */

/** The driver's error (the one with a SQLSTATE), itself or one of its causes (drizzle wraps it in `cause`). */
function erroComCodigo(err: unknown, codigo: string): { code: string; constraint?: unknown } | null {
  for (let e: unknown = err, i = 0; e && i < 4; i++) {
    if (typeof e === 'object' && e !== null && 'code' in e && (e as { code: unknown }).code === codigo) return e as { code: string; constraint?: unknown };
    e = typeof e === 'object' && e !== null && 'cause' in e ? (e as { cause: unknown }).cause : null;
  }
  return null;
}

/** PostgreSQL unique_violation (23505); with `restricao`, only a violation of that unique index or constraint. */
export function violouUnicidade(err: unknown, restricao?: string): boolean {
  const e = erroComCodigo(err, '23505');
  if (!e) return false;
  return restricao === undefined || e.constraint === restricao;
}
