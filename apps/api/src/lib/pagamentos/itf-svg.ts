/**
 * The boleto barcode as SVG: Interleaved 2 of 5 (ITF), the symbology FEBRABAN prescribes for the 44 digits.
 * Digits go in pairs: the first of each pair is drawn by the 5 bars, the second by the 5 spaces between
 * them; each digit has exactly 2 wide elements. Start = narrow bar, space, bar, space; stop = wide bar,
 * narrow space, narrow bar. Wide = 3 × narrow (FEBRABAN allows 1:2.25 to 1:3), quiet zones of 10 narrow
 * modules. The drawing is in module units; the page scales it (viewBox).
 */

/** N = narrow, W = wide, per digit. */
export const PADROES_ITF: readonly string[] = ['NNWWN', 'WNNNW', 'NWNNW', 'WWNNN', 'NNWNW', 'WNWNN', 'NWWNN', 'NNNWW', 'WNNWN', 'NWNWN'];

const ESTREITO = 1;
const LARGO = 3;
const MARGEM = 10;
const ALTURA = 50;

/** The widths of the elements in order (bar, space, bar, …), start and stop included. */
export function larguraElementosItf(digitos: string): number[] {
  if (!/^\d+$/.test(digitos) || digitos.length % 2 !== 0) {
    throw new Error('ITF: o código deve ter um número par de dígitos.');
  }
  const larguras = [ESTREITO, ESTREITO, ESTREITO, ESTREITO];
  for (let i = 0; i < digitos.length; i += 2) {
    const barras = PADROES_ITF[Number(digitos[i])] as string;
    const espacos = PADROES_ITF[Number(digitos[i + 1])] as string;
    for (let k = 0; k < 5; k++) {
      larguras.push(barras[k] === 'W' ? LARGO : ESTREITO, espacos[k] === 'W' ? LARGO : ESTREITO);
    }
  }
  larguras.push(LARGO, ESTREITO, ESTREITO);
  return larguras;
}

/** An SVG of the barcode (`rotulo` is its accessible name). */
export function itfSvg(digitos: string, rotulo = 'Código de barras do boleto'): string {
  const larguras = larguraElementosItf(digitos);
  let x = MARGEM;
  const barras: string[] = [];
  larguras.forEach((largura, i) => {
    if (i % 2 === 0) barras.push(`<rect x="${x}" y="0" width="${largura}" height="${ALTURA}"/>`);
    x += largura;
  });
  const total = x + MARGEM;
  const nome = rotulo.replace(/[<>&"]/g, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${total} ${ALTURA}" width="${total * 2}" height="${ALTURA * 2}" ` +
    `preserveAspectRatio="none" shape-rendering="crispEdges" role="img" aria-label="${nome}">` +
    `<rect x="0" y="0" width="${total}" height="${ALTURA}" fill="#fff"/><g fill="#000">${barras.join('')}</g></svg>`
  );
}
