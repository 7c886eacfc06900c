/** '80,00' or '80' or '1.234,56' → centavos; null when it is not an amount. */
export function centavosDeReais(texto: string): number | null {
  const limpo = texto.trim().replace(/^R\$\s*/, '').replace(/\./g, '').replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(limpo)) return null;
  return Math.round(Number(limpo) * 100);
}

/** centavos → '80,00' (for an input). */
export const reaisDeCentavos = (c: number) => (c / 100).toFixed(2).replace('.', ',');
