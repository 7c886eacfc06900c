import { describe, expect, it } from 'vitest';
import { totalDaCompra } from './total-da-compra';
import { centavosDeReais, reaisDeCentavos } from './valores';

describe('valores', () => {
  it('reads prices typed in reais and prints them back', () => {
    expect(centavosDeReais('80,00')).toBe(8000);
    expect(centavosDeReais('R$ 1.234,5')).toBe(123450);
    expect(centavosDeReais('80')).toBe(8000);
    expect(centavosDeReais('oitenta')).toBeNull();
    expect(centavosDeReais('-1')).toBeNull();
    expect(reaisDeCentavos(4050)).toBe('40,50');
  });

  it('adds up a purchase at the lot prices', () => {
    expect(totalDaCompra({ advogado: 8000, convidado: 10000, crianca: 5000 }, { advogado: 1, convidados: 2, criancas: 1 })).toBe(33000);
  });
});
