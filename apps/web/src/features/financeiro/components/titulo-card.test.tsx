import { describe, expect, it } from 'vitest';
import { rotuloParcela } from './titulo-card';

const ID = '0b6f2d4e-3c1a-4f7e-9a2b-5d8c7e6f1a20';

describe('rotuloParcela', () => {
  it('numbers an agreement’s installments without its entry, as its description and the plan page do', () => {
    // An agreement of 3 payments: the entry and 2 installments.
    expect(rotuloParcela({ id: ID, numero: 5001, tipo: 'negociacao', parcela: 0, parcelas: 3 })).toBe('Entrada do acordo');
    expect(rotuloParcela({ id: ID, numero: 5001, tipo: 'negociacao', parcela: 1, parcelas: 3 })).toBe('Parcela 1 de 2');
    expect(rotuloParcela({ id: ID, numero: 5001, tipo: 'negociacao', parcela: 2, parcelas: 3 })).toBe('Parcela 2 de 2');
  });

  it('an anuidade split has no entry: every installment counts', () => {
    expect(rotuloParcela({ id: ID, numero: 12, tipo: 'parcelamento_anuidade', parcela: 1, parcelas: 3 })).toBe('Parcela 1 de 3');
    expect(rotuloParcela({ id: ID, numero: 12, tipo: 'parcelamento_anuidade', parcela: 3, parcelas: 3 })).toBe('Parcela 3 de 3');
  });
});
