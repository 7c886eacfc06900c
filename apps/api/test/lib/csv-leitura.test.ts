import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ErroDeArquivoCsv, lerCsv, registrosDoTexto } from '../../src/lib/csv-leitura.js';

const COLUNAS = ['a', 'b', 'c'] as const;

async function ler(texto: string | Buffer, pedaco = 7) {
  const bytes = typeof texto === 'string' ? Buffer.from(texto) : texto;
  // Small chunks: a character or a record split across chunks must still read right.
  const partes = Array.from({ length: Math.ceil(bytes.length / pedaco) }, (_, i) => bytes.subarray(i * pedaco, (i + 1) * pedaco));
  const lidos = [];
  for await (const r of lerCsv(Readable.from(partes), COLUNAS)) lidos.push(r);
  return lidos;
}

describe('lerCsv (the shared streaming reader)', () => {
  it('strips the BOM, reads the header in any order and case, trims, skips blank lines, numbers lines as the file does', async () => {
    const lidos = await ler('\uFEFFC;a;B\r\n3; 1 ;2\r\n\r\n"z\nzz";"José";x\n6;4;5');
    expect(lidos).toEqual([
      { linha: 2, campos: { a: '1', b: '2', c: '3' }, quantidade: 3 },
      { linha: 4, campos: { a: 'José', b: 'x', c: 'z\nzz' }, quantidade: 3 },
      { linha: 6, campos: { a: '4', b: '5', c: '6' }, quantidade: 3 },
    ]);
  });

  it('names missing, unknown and repeated columns; refuses broken quotes, a huge record and a file not in UTF-8', async () => {
    await expect(ler('a;x;a\n1;2;3')).rejects.toThrow('Cabeçalho inválido: faltam as colunas "b", "c"; colunas desconhecidas "x"; colunas repetidas "a". O cabeçalho deve ser: a;b;c');
    await expect(ler('a;b;c\n1;"2;3\n')).rejects.toBeInstanceOf(ErroDeArquivoCsv);
    await expect(ler(`a;b;c\n1;2;${'x'.repeat(10_000)}\n`)).rejects.toThrow(/linha é grande demais/);
    await expect(ler(Buffer.from('a;b;c\nJos\xe9;2;3\n', 'latin1'))).rejects.toThrow(/não está em UTF-8/);
  });

  it('registrosDoTexto: the same reading for a text in memory, with the line a broken quote opens on', () => {
    expect(registrosDoTexto('a;b\n1;"x\ny"\n2;3', ';')).toEqual({
      ok: true,
      registros: [
        { linha: 1, campos: ['a', 'b'] },
        { linha: 2, campos: ['1', 'x\ny'] },
        { linha: 4, campos: ['2', '3'] },
      ],
    });
    expect(registrosDoTexto('a;b\n1;2\n3;"sem fim\n4;5', ';')).toEqual({ ok: false, linha: 3, problema: 'aspas_abertas' });
  });
});
