/** "80,00" / "80" / "1.234,56" → centavos; NaN when it is not an amount. */
export function centavosDeReais(texto: string): number {
  const limpo = texto.trim().replace(/^R\$\s*/, '').replace(/\./g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(limpo)) return Number.NaN;
  return Math.round(Number(limpo) * 100);
}

/** 8000 → "80,00". */
export function reaisDeCentavos(centavos: number): string {
  return (centavos / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
}
