/**
 * The room code of an attendance list (ADR 024): `<lista id>.<window>.<mac>`, where window = ⌊now / 30 s⌋ and
 * mac = HMAC-SHA256(secret, "presenca:<lista>:<window>") cut to 128 bits, base64url. Nothing is stored: the
 * server recomputes the mac. A code is accepted in its own window and the next one, so never once it is 60 s
 * old; a photo sent away stops working within a minute.
 */
import { SEGUNDOS_JANELA_PRESENCA, SEGUNDOS_VALIDADE_PRESENCA } from '@portal/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config/env.js';
import { segredoPersistido } from '../../lib/segredos.js';

const JANELA_MS = SEGUNDOS_JANELA_PRESENCA * 1000;

export function segredoDaPresenca(config: Pick<Config, 'presencaSegredo' | 'dataDir'>): string {
  return segredoPersistido('presenca-secret', config.presencaSegredo, config.dataDir).segredo;
}

const mac = (segredo: string, listaId: string, janela: number) =>
  createHmac('sha256', segredo).update(`presenca:${listaId}:${janela}`).digest().subarray(0, 16).toString('base64url');

export const janelaDe = (agoraMs: number) => Math.floor(agoraMs / JANELA_MS);

export function codigoDaSala(segredo: string, listaId: string, agoraMs = Date.now()): { codigo: string; trocaEm: Date } {
  const janela = janelaDe(agoraMs);
  return { codigo: `${listaId}.${janela}.${mac(segredo, listaId, janela)}`, trocaEm: new Date((janela + 1) * JANELA_MS) };
}

/** The list a code names when it is authentic and younger than 60 s; null otherwise (forged, old, malformed). */
export function lerCodigoDaSala(segredo: string, codigo: string, agoraMs = Date.now()): string | null {
  const m = /^([0-9a-f-]{36})\.(\d{1,12})\.([\w-]{22})$/.exec(codigo.trim());
  if (!m) return null;
  const [, listaId, j, recebido] = m as unknown as [string, string, string, string];
  const janela = Number(j);
  const idadeMs = agoraMs - janela * JANELA_MS;
  if (idadeMs < 0 || idadeMs >= SEGUNDOS_VALIDADE_PRESENCA * 1000) return null;
  const esperado = Buffer.from(mac(segredo, listaId, janela));
  const veio = Buffer.from(recebido);
  return esperado.length === veio.length && timingSafeEqual(esperado, veio) ? listaId : null;
}
