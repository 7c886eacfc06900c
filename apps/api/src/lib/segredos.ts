import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The JWT signing secret: JWT_SECRET when set (required to share tokens across instances); otherwise one
 * generated once and kept in DATA_DIR/secrets (readable by the owner only).
 */
export function segredoJwt(configurado: string | undefined, dataDir: string): { segredo: string; origem: 'env' | 'arquivo' } {
  if (configurado) return { segredo: configurado, origem: 'env' };
  const dir = path.join(dataDir, 'secrets');
  const arquivo = path.join(dir, 'jwt-secret');
  try {
    const lido = fs.readFileSync(arquivo, 'utf8').trim();
    if (lido.length >= 32) return { segredo: lido, origem: 'arquivo' };
  } catch {
    // not there yet
  }
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const novo = randomBytes(48).toString('base64url');
  fs.writeFileSync(arquivo, novo, { mode: 0o600 });
  return { segredo: novo, origem: 'arquivo' };
}
