import { createHash, createHmac } from 'node:crypto';
import type { CodempConvite } from '@portal/contracts';
import type { Config } from '../../config/env.js';
import { segredoPersistido } from '../../lib/segredos.js';

/**
 * An invitation's link token (ADR 018): HMAC-SHA256 of its id under the server's secret, the first 24 bytes
 * (192 bits) in base64url. Nothing stores it: the row keeps only its SHA-256, to find the invitation a link
 * names, and the owner's list derives each link again from the id. Without the secret no one can go from an
 * id (which the signed code carries) to a link.
 */
export function segredoDosConvites(config: Pick<Config, 'convites' | 'dataDir'>): string {
  return segredoPersistido('convites-secret', config.convites.segredo, config.dataDir).segredo;
}

export function hashDoConvite(segredo: string, id: string): string {
  return createHmac('sha256', segredo).update(`convite:${id}`).digest().subarray(0, 24).toString('base64url');
}

/** What the row keeps of a token: its SHA-256 in hex. */
export function sha256Hex(texto: string): string {
  return createHash('sha256').update(texto).digest('hex');
}

/** /convite/{codemp}/{hash}: the invitation. */
export function linkDoConvite(publicUrl: string, codemp: CodempConvite, hash: string): string {
  return `${publicUrl}/convite/${codemp}/${hash}`;
}

/**
 * /convite/validar/{hash}#{signed code}: what the QR encodes. The fragment never reaches a server (nor its
 * logs): a gate app reads it and checks the signature offline with the public key; the portal's page ignores it.
 */
export function linkDeValidacao(publicUrl: string, hash: string, codigoAssinado: string): string {
  return `${publicUrl}/convite/validar/${hash}#${codigoAssinado}`;
}
