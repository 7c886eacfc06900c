import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret of the process: the configured one when set (required to share it across instances); otherwise
 * one generated once and kept in DATA_DIR/secrets/<arquivo> (readable by the owner only), so a restart
 * keeps it.
 */
export function segredoPersistido(
  arquivo: string,
  configurado: string | undefined,
  dataDir: string,
): { segredo: string; origem: 'env' | 'arquivo' } {
  if (configurado) return { segredo: configurado, origem: 'env' };
  const dir = path.join(dataDir, 'secrets');
  const caminho = path.join(dir, arquivo);
  try {
    const lido = fs.readFileSync(caminho, 'utf8').trim();
    if (lido.length >= 32) return { segredo: lido, origem: 'arquivo' };
  } catch {
    // not there yet
  }
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const novo = randomBytes(48).toString('base64url');
  fs.writeFileSync(caminho, novo, { mode: 0o600 });
  return { segredo: novo, origem: 'arquivo' };
}

/** The JWT signing secret: JWT_SECRET, or DATA_DIR/secrets/jwt-secret. */
export function segredoJwt(configurado: string | undefined, dataDir: string): { segredo: string; origem: 'env' | 'arquivo' } {
  return segredoPersistido('jwt-secret', configurado, dataDir);
}

/** The HMAC secret of the payment webhooks: PAGAMENTOS_WEBHOOK_SEGREDO, or DATA_DIR/secrets/pagamentos-webhook-secret. */
export function segredoWebhookPagamentos(configurado: string | undefined, dataDir: string): { segredo: string; origem: 'env' | 'arquivo' } {
  return segredoPersistido('pagamentos-webhook-secret', configurado, dataDir);
}
