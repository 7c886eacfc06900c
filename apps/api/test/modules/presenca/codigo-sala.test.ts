/**
 * The room code (ADR 024) on its own: a code is authentic only for its list, its secret and its time, and lives
 * from its window's start until 60 s after it, never longer.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { codigoDaSala, janelaDe, lerCodigoDaSala } from '../../../src/modules/presenca/codigo-sala.js';

const SEGREDO = 'segredo-de-teste-da-presenca-com-32-caracteres-ou-mais';
const JANELA_MS = 30_000;
/** The start of a window, far from any edge effect of "now". */
const INICIO = 1_796_000_000 * 1000 - ((1_796_000_000 * 1000) % JANELA_MS);

describe('room code', () => {
  it('names its list, within its own window and the next one, and changes every 30 s', () => {
    const lista = randomUUID();
    const { codigo, trocaEm } = codigoDaSala(SEGREDO, lista, INICIO + 1_000);
    expect(trocaEm.getTime()).toBe(INICIO + JANELA_MS);
    expect(codigo.startsWith(`${lista}.${janelaDe(INICIO)}.`)).toBe(true);
    expect(lerCodigoDaSala(SEGREDO, codigo, INICIO)).toBe(lista);
    expect(lerCodigoDaSala(SEGREDO, codigo, INICIO + 59_999)).toBe(lista);
    expect(lerCodigoDaSala(SEGREDO, ` ${codigo}\n`, INICIO + 10_000)).toBe(lista);
    expect(codigoDaSala(SEGREDO, lista, INICIO + JANELA_MS).codigo).not.toBe(codigo);
  });

  it('is refused once 60 s old, and before its window starts', () => {
    const lista = randomUUID();
    const { codigo } = codigoDaSala(SEGREDO, lista, INICIO);
    expect(lerCodigoDaSala(SEGREDO, codigo, INICIO + 60_000)).toBeNull();
    expect(lerCodigoDaSala(SEGREDO, codigo, INICIO + 3_600_000)).toBeNull();
    expect(lerCodigoDaSala(SEGREDO, codigo, INICIO - 1)).toBeNull();
  });

  it('is refused under another secret, for another list, with a moved window or a changed mac', () => {
    const lista = randomUUID();
    const outra = randomUUID();
    const { codigo } = codigoDaSala(SEGREDO, lista, INICIO);
    const [id, janela, mac] = codigo.split('.') as [string, string, string];
    expect(lerCodigoDaSala(`${SEGREDO}-outro`, codigo, INICIO)).toBeNull();
    expect(lerCodigoDaSala(SEGREDO, `${outra}.${janela}.${mac}`, INICIO)).toBeNull();
    // The previous window's code for the same list, relabelled as the current window: the mac no longer matches.
    const anterior = codigoDaSala(SEGREDO, lista, INICIO - JANELA_MS).codigo.split('.')[2]!;
    expect(lerCodigoDaSala(SEGREDO, `${id}.${janela}.${anterior}`, INICIO)).toBeNull();
    const trocado = mac.slice(0, 5) + (mac[5] === 'A' ? 'B' : 'A') + mac.slice(6);
    expect(lerCodigoDaSala(SEGREDO, `${id}.${janela}.${trocado}`, INICIO)).toBeNull();
  });

  it('refuses malformed codes without throwing', () => {
    const lista = randomUUID();
    const { codigo } = codigoDaSala(SEGREDO, lista, INICIO);
    for (const ruim of ['', 'x', `${lista}`, `${lista}.${janelaDe(INICIO)}`, `${codigo}x`, codigo.replace(lista, 'nao-e-uuid'), `${lista}.-1.${'A'.repeat(22)}`, `${lista}.${'9'.repeat(13)}.${'A'.repeat(22)}`]) {
      expect(lerCodigoDaSala(SEGREDO, ruim, INICIO)).toBeNull();
    }
  });
});
