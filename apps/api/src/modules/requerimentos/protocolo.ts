/** Protocol numbers (AAAA/NNNNNN: unique, no gaps, safe under concurrency) and the receipt's verification code. */
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { SerieProtocolo } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';

/** The highest number of the general series: 900000 and above belong to the anonymous report (301). */
export const ULTIMO_PROTOCOLO_GERAL = 899_999;
/** The anonymous series' numbers are this plus its counter (900001…999999). */
const BASE_ANONIMA = 900_000;
const ULTIMO_PROTOCOLO_ANONIMO = 999_999;

/**
 * The next protocol of `ano` in `serie`, inside the transaction that sends the request. The upsert takes the
 * row lock of the year's series until commit, so concurrent senders queue on it and each gets the next
 * number; a rollback gives the number back (no gaps). Both series share the AAAA/NNNNNN format and never
 * overlap: 'geral' runs 000001…899999, 'anonima' (301) 900001…999999, so the anonymous report's number
 * reveals nothing about when it was sent relative to the members' requests.
 */
export async function proximoProtocolo(tx: Executor, ano: number, serie: SerieProtocolo = 'geral'): Promise<string> {
  const r = await tx.execute<{ ultimo: number }>(sql`
    insert into protocolo_sequencias (ano, serie, ultimo) values (${ano}, ${serie}, 1)
    on conflict (ano, serie) do update set ultimo = protocolo_sequencias.ultimo + 1
    returning ultimo`);
  const ultimo = Number(r.rows[0]?.ultimo);
  if (!Number.isInteger(ultimo) || ultimo < 1) throw new Error('Contador de protocolos sem valor.');
  const numero = serie === 'anonima' ? BASE_ANONIMA + ultimo : ultimo;
  const limite = serie === 'anonima' ? ULTIMO_PROTOCOLO_ANONIMO : ULTIMO_PROTOCOLO_GERAL;
  if (numero > limite) {
    throw new Error(
      serie === 'anonima'
        ? `Os protocolos de denúncia anônima de ${ano} se esgotaram (o último é ${ano}/${limite}).`
        : `Os protocolos de ${ano} se esgotaram: o último da série geral é ${ano}/${limite} (de 900000 em diante são da denúncia anônima).`,
    );
  }
  return `${ano}/${String(numero).padStart(6, '0')}`;
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
