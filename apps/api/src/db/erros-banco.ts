/** PostgreSQL errors the modules react to, recognised by SQLSTATE whether or not drizzle wrapped the driver's error. */

/** The SQLSTATE of the error or of one of its causes (drizzle wraps the driver's error in `cause`). */
function temCodigo(err: unknown, codigo: string): boolean {
  for (let e: unknown = err, i = 0; e && i < 4; i++) {
    if (typeof e === 'object' && e !== null && 'code' in e && (e as { code: unknown }).code === codigo) return true;
    e = typeof e === 'object' && e !== null && 'cause' in e ? (e as { cause: unknown }).cause : null;
  }
  return false;
}

/** PostgreSQL unique_violation (23505). */
export function violouUnicidade(err: unknown): boolean {
  return temCodigo(err, '23505');
}
