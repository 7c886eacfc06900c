/** Protocol numbers (AAAA/NNNNNN: unique, no gaps, safe under concurrency) and the receipt's verification code. */
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from './contexto.js';

/**
 * The next protocol of `ano`, inside the transaction that sends the request. The upsert takes the year's
 * row lock until commit, so concurrent senders queue on it and each gets the next number; a rollback gives
 * the number back (no gaps).
 */
export async function proximoProtocolo(tx: Executor, ano: number): Promise<string> {
  const r = await tx.execute<{ ultimo: number }>(sql`
    insert into protocolo_sequencias (ano, ultimo) values (${ano}, 1)
    on conflict (ano) do update set ultimo = protocolo_sequencias.ultimo + 1
    returning ultimo`);
  const ultimo = Number(r.rows[0]?.ultimo);
  if (!Number.isInteger(ultimo) || ultimo < 1) throw new Error('Contador de protocolos sem valor.');
  if (ultimo > 999_999) throw new Error(`Contador de protocolos de ${ano} passou de 999999.`);
  return `${ano}/${String(ultimo).padStart(6, '0')}`;
}

const ALFABETO = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** `tamanho` characters of [A-Z0-9], from the system's cryptographic generator. */
export function textoAleatorio(tamanho: number): string {
  let s = '';
  for (let i = 0; i < tamanho; i++) s += ALFABETO[randomInt(ALFABETO.length)];
  return s;
}

/** The 12-character code printed on the receipt and in its QR code (public verification). */
export function gerarCodigoVerificacao(): string {
  return textoAleatorio(12);
}
