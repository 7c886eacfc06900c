/** Test factories of the member finance routes: títulos in any state, the notification that paid one, and the text of a PDF. */
import { randomBytes } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import type { Db } from '../../src/db/client.js';
import { pagamentos } from '../../src/db/schema/index.js';
import type { LinhaTituloTeste } from './titulos.js';

/** The factory moved to ./titulos.js; these names stay for the many tests that import them from here. */
export { inserirTitulo, type LinhaTituloTeste, type TituloDeTeste } from './titulos.js';

/** The settled notification of a paid título (as the settlement records it), with a PIX-like end-to-end id. */
export async function inserirPagamento(db: Db, t: Pick<LinhaTituloTeste, 'id' | 'pagoEm' | 'valorPagoCentavos' | 'valorCentavos'>): Promise<string> {
  const endToEndId = `E00000000202601011200${randomBytes(6).toString('hex').slice(0, 11).toUpperCase()}`;
  await db.insert(pagamentos).values({
    endToEndId,
    meio: 'pix',
    txid: randomBytes(16).toString('hex'),
    tituloId: t.id,
    valorCentavos: t.valorPagoCentavos ?? t.valorCentavos,
    pagoEm: t.pagoEm ?? new Date(),
    situacao: 'liquidado',
  });
  return endToEndId;
}

/** The page content streams of a PDF, inflated (images skipped). */
function fluxos(pdf: Buffer): string[] {
  const latin = pdf.toString('latin1');
  const saida: string[] = [];
  for (const m of latin.matchAll(/<<((?:(?!>>\s*stream)[^])*?)>>\s*stream\r?\n/g)) {
    const dicionario = m[1] ?? '';
    const tamanho = Number(/\/Length (\d+)/.exec(dicionario)?.[1]);
    const inicio = (m.index ?? 0) + m[0].length;
    const bruto = pdf.subarray(inicio, inicio + tamanho);
    if (/\/Subtype \/Image/.test(dicionario)) continue;
    saida.push((dicionario.includes('/FlateDecode') ? inflateSync(bruto) : bruto).toString('latin1'));
  }
  return saida;
}

/** The text a pdfkit PDF shows, one line per text-showing operator (WinAnsi hex strings in TJ arrays). */
export function textoDoPdf(pdf: Buffer): string {
  // Windows-1252 by hand: Node 20's TextDecoder treats it as Latin-1.
  const alto = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
  const decodificar = (b: Buffer) => [...b].map((c) => (c >= 0x80 && c <= 0x9f ? alto[c - 0x80] : String.fromCharCode(c))).join('');
  const linhas: string[] = [];
  for (const conteudo of fluxos(pdf)) {
    for (const tj of conteudo.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ/g)) {
      const hex = [...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      linhas.push(decodificar(Buffer.from(hex, 'hex')));
    }
  }
  return linhas.join('\n');
}
