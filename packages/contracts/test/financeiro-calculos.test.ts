import { describe, expect, it } from 'vitest';
import {
  aplicarBp,
  calcularDevido,
  descontoMaximoNegociacao,
  diasEntre,
  dividirEmParcelas,
  REGRAS_NEGOCIACAO,
  simularNegociacao,
  somarDias,
  somarMeses,
  vencimentosMensais,
  type TituloParaCalculo,
} from '../src/index.js';

const anuidade: TituloParaCalculo = {
  valorCentavos: 100_000,
  descontoCentavos: 15_000,
  descontoAte: '2026-03-31',
  vencimento: '2026-03-31',
  multaBp: 200,
  jurosMensalBp: 100,
};

describe('calcularDevido', () => {
  it('before the due date: the value less the discount while it holds (the last day included)', () => {
    expect(calcularDevido(anuidade, '2026-03-10', { adimplente: true })).toEqual({
      principalCentavos: 100_000,
      descontoCentavos: 15_000,
      multaCentavos: 0,
      jurosCentavos: 0,
      totalCentavos: 85_000,
      diasAtraso: 0,
    });
    expect(calcularDevido(anuidade, '2026-03-31', { adimplente: true }).totalCentavos).toBe(85_000);
  });

  it('the discount only for a member up to date when asked (anuidade), and never above the value', () => {
    expect(calcularDevido(anuidade, '2026-03-10', { adimplente: false })).toMatchObject({ descontoCentavos: 0, totalCentavos: 100_000 });
    // Not told (another origin): the discount holds for everyone.
    expect(calcularDevido(anuidade, '2026-03-10').descontoCentavos).toBe(15_000);
    expect(calcularDevido({ ...anuidade, descontoCentavos: 150_000 }, '2026-03-10').totalCentavos).toBe(0);
  });

  it('the discount ends at descontoAte even when the due date is later, with no fine before the due date', () => {
    const tardia = { ...anuidade, vencimento: '2026-12-31' };
    expect(calcularDevido(tardia, '2026-03-31').descontoCentavos).toBe(15_000);
    expect(calcularDevido(tardia, '2026-04-01')).toEqual({
      principalCentavos: 100_000,
      descontoCentavos: 0,
      multaCentavos: 0,
      jurosCentavos: 0,
      totalCentavos: 100_000,
      diasAtraso: 0,
    });
    // Without descontoAte, the discount holds until the due date.
    expect(calcularDevido({ ...tardia, descontoAte: null }, '2026-12-31').descontoCentavos).toBe(15_000);
  });

  it('overdue: no discount, the fine once, simple interest pro rata die on the principal', () => {
    expect(calcularDevido(anuidade, '2026-04-01', { adimplente: true })).toEqual({
      principalCentavos: 100_000,
      descontoCentavos: 0,
      multaCentavos: 2_000,
      // 1 % a month over 30 days: 1 000,00 × 1 % / 30 = 33,33 → 33 centavos
      jurosCentavos: 33,
      totalCentavos: 102_033,
      diasAtraso: 1,
    });
    // 30 days: exactly one month of interest; the fine does not grow.
    expect(calcularDevido(anuidade, '2026-04-30')).toMatchObject({ multaCentavos: 2_000, jurosCentavos: 1_000, totalCentavos: 103_000, diasAtraso: 30 });
    // A year and a bit: 400 days → 100 000 × 1 % × 400 / 30 = 13 333,33 → 13 333.
    expect(calcularDevido(anuidade, somarDias('2026-03-31', 400))).toMatchObject({ multaCentavos: 2_000, jurosCentavos: 13_333, diasAtraso: 400 });
  });

  it('rounds half up on the centavo (interest and fine)', () => {
    const base = { descontoCentavos: 0, descontoAte: null, vencimento: '2026-01-10', multaBp: 200, jurosMensalBp: 100 };
    // 15,00 × 1 % / 30 = 0,5 centavo → 1; 14,99 → 0,4997 → 0.
    expect(calcularDevido({ ...base, valorCentavos: 1_500 }, '2026-01-11').jurosCentavos).toBe(1);
    expect(calcularDevido({ ...base, valorCentavos: 1_499 }, '2026-01-11').jurosCentavos).toBe(0);
    // 2 % of 0,25 = 0,5 centavo → 1; of 0,24 = 0,48 → 0.
    expect(calcularDevido({ ...base, valorCentavos: 25 }, '2026-01-11').multaCentavos).toBe(1);
    expect(calcularDevido({ ...base, valorCentavos: 24 }, '2026-01-11').multaCentavos).toBe(0);
    expect(aplicarBp(98_500, 1500)).toBe(14_775);
  });

  it('counts calendar days across months and years', () => {
    expect(diasEntre('2025-12-31', '2026-01-01')).toBe(1);
    expect(diasEntre('2028-02-28', '2028-03-01')).toBe(2);
    expect(diasEntre('2026-03-01', '2026-02-28')).toBe(-1);
  });
});

describe('dividirEmParcelas', () => {
  it('splits into integer parts that add up exactly, the leftover centavos on the first ones', () => {
    expect(dividirEmParcelas(100_000, 3)).toEqual([33_334, 33_333, 33_333]);
    expect(dividirEmParcelas(98_500, 12)).toEqual([8_209, 8_209, 8_209, 8_209, 8_208, 8_208, 8_208, 8_208, 8_208, 8_208, 8_208, 8_208]);
    for (const total of [1, 99, 100, 98_765, 1_234_567]) {
      for (let n = 1; n <= 24; n++) {
        const partes = dividirEmParcelas(total, n);
        expect(partes).toHaveLength(n);
        expect(partes.reduce((s, p) => s + p, 0)).toBe(total);
        expect(Math.max(...partes) - Math.min(...partes)).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('vencimentosMensais', () => {
  it('a month apart, each counted from the first date, clamping the 31st to the end of shorter months', () => {
    expect(vencimentosMensais('2026-01-31', 4)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
    expect(vencimentosMensais('2028-01-31', 2)).toEqual(['2028-01-31', '2028-02-29']);
    expect(vencimentosMensais('2026-11-30', 3)).toEqual(['2026-11-30', '2026-12-30', '2027-01-30']);
    expect(vencimentosMensais('2026-05-10', 1)).toEqual(['2026-05-10']);
  });
});

describe('descontoMaximoNegociacao', () => {
  it('picks the bracket by the number of payments', () => {
    expect([1, 2, 6, 7, 12, 13, 24].map((n) => descontoMaximoNegociacao(n))).toEqual([8000, 5000, 5000, 3000, 3000, 0, 0]);
  });
});

describe('simularNegociacao', () => {
  const hoje = '2026-11-21';
  // One anuidade overdue: principal R$ 1.000,00, fine R$ 20,00, interest R$ 120,00.
  const devidos = [{ principalCentavos: 100_000, multaCentavos: 2_000, jurosCentavos: 12_000 }];

  it('à vista: 80 % off interest and fine only, one payment due in 3 days', () => {
    const r = simularNegociacao({ devidos, parcelas: 1, entradaCentavos: 0, hoje });
    expect(r).toEqual({
      ok: true,
      simulacao: {
        principalCentavos: 100_000,
        multaCentavos: 2_000,
        jurosCentavos: 12_000,
        descontoBp: 8000,
        descontoCentavos: 11_200,
        totalCentavos: 102_800,
        entradaCentavos: 102_800,
        parcelas: [{ numero: 0, vencimento: '2026-11-24', valorCentavos: 102_800 }],
      },
    });
  });

  it('in installments: entry due in 3 days, the rest monthly after it, adding up exactly to the total', () => {
    const r = simularNegociacao({ devidos, parcelas: 4, entradaCentavos: 20_000, hoje });
    if (!r.ok) throw new Error(JSON.stringify(r.erros));
    const s = r.simulacao;
    // 4 payments: 50 % off the R$ 140,00 of fine and interest.
    expect(s).toMatchObject({ descontoBp: 5000, descontoCentavos: 7_000, totalCentavos: 107_000, entradaCentavos: 20_000 });
    expect(s.parcelas).toEqual([
      { numero: 0, vencimento: '2026-11-24', valorCentavos: 20_000 },
      { numero: 1, vencimento: '2026-12-24', valorCentavos: 29_000 },
      { numero: 2, vencimento: '2027-01-24', valorCentavos: 29_000 },
      { numero: 3, vencimento: '2027-02-24', valorCentavos: 29_000 },
    ]);
    expect(s.parcelas.reduce((soma, p) => soma + p.valorCentavos, 0)).toBe(s.totalCentavos);
  });

  it('refuses more than 24 payments, and a negative entry', () => {
    expect(simularNegociacao({ devidos, parcelas: 25, entradaCentavos: 20_000, hoje })).toEqual({
      ok: false,
      erros: [{ campo: 'parcelas', mensagem: 'Escolha de 1 (à vista) a 24 parcelas, contando a entrada.' }],
    });
    const r = simularNegociacao({ devidos, parcelas: 3, entradaCentavos: -1, hoje });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.erros.map((e) => e.campo)).toEqual(['entradaCentavos']);
    expect(simularNegociacao({ devidos: [], parcelas: 1, entradaCentavos: 0, hoje })).toMatchObject({ ok: false, erros: [{ campo: 'nufins' }] });
  });

  it('refuses an entry below 10 % of the total (never below R$ 100,00), and one that covers everything', () => {
    // 6 payments: total R$ 1.070,00 → minimum entry R$ 107,00.
    expect(simularNegociacao({ devidos, parcelas: 6, entradaCentavos: 10_699, hoje })).toEqual({
      ok: false,
      erros: [{ campo: 'entradaCentavos', mensagem: 'A entrada mínima é de R$ 107,00 (10% do total, nunca menos de R$ 100,00).' }],
    });
    expect(simularNegociacao({ devidos, parcelas: 6, entradaCentavos: 10_700, hoje }).ok).toBe(true);
    // A small debt: 10 % would be R$ 20,00, but the floor is R$ 100,00.
    const pequena = [{ principalCentavos: 20_000, multaCentavos: 400, jurosCentavos: 600 }];
    const r = simularNegociacao({ devidos: pequena, parcelas: 2, entradaCentavos: 5_000, hoje });
    expect(!r.ok && r.erros[0]?.mensagem).toBe('A entrada mínima é de R$ 100,00 (10% do total, nunca menos de R$ 100,00).');
    expect(simularNegociacao({ devidos, parcelas: 6, entradaCentavos: 107_000, hoje })).toMatchObject({
      ok: false,
      erros: [{ campo: 'entradaCentavos', mensagem: expect.stringContaining('escolha pagar à vista') }],
    });
  });

  it('refuses installments below R$ 100,00, saying how many payments fit', () => {
    // 24 payments: no discount, total R$ 1.140,00; after the R$ 114,00 entry, 23 × R$ 44,60.
    expect(simularNegociacao({ devidos, parcelas: 24, entradaCentavos: 11_400, hoje })).toEqual({
      ok: false,
      erros: [
        {
          campo: 'parcelas',
          mensagem: 'Em 24 parcelas, cada parcela depois da entrada ficaria em R$ 44,60, abaixo do mínimo de R$ 100,00. Escolha no máximo 10 parcelas, contando a entrada.',
        },
      ],
    });
    // The suggestion is checked with the same rules: at 10 payments (30 % off, total R$ 1.098,00) it is accepted,
    // at 11 it is not (R$ 98,40 each).
    expect(simularNegociacao({ devidos, parcelas: 10, entradaCentavos: 11_400, hoje }).ok).toBe(true);
    expect(simularNegociacao({ devidos, parcelas: 11, entradaCentavos: 11_400, hoje }).ok).toBe(false);
    // What is left after the entry does not make even one installment: raise the entry or pay at once.
    const pequena = [{ principalCentavos: 15_000, multaCentavos: 300, jurosCentavos: 0 }];
    const r = simularNegociacao({ devidos: pequena, parcelas: 2, entradaCentavos: 10_000, hoje });
    expect(!r.ok && r.erros[0]?.mensagem).toMatch(/^Depois da entrada sobram R\$ 51,50, menos que a parcela mínima de R\$ 100,00/);
  });

  it('never discounts the principal, whatever the number of payments', () => {
    const varios = [
      { principalCentavos: 98_500, multaCentavos: 1_970, jurosCentavos: 23_345 },
      { principalCentavos: 94_000, multaCentavos: 1_880, jurosCentavos: 10_027 },
    ];
    const principal = 192_500;
    const encargos = 1_970 + 23_345 + 1_880 + 10_027;
    for (let n = 1; n <= REGRAS_NEGOCIACAO.parcelasMaximo; n++) {
      const entrada = n === 1 ? 0 : 30_000;
      const r = simularNegociacao({ devidos: varios, parcelas: n, entradaCentavos: entrada, hoje });
      if (!r.ok) {
        // Only the minimum installment may refuse a choice here.
        expect(r.erros.every((e) => e.campo === 'parcelas')).toBe(true);
        continue;
      }
      const s = r.simulacao;
      expect(s.principalCentavos).toBe(principal);
      expect(s.descontoCentavos).toBe(aplicarBp(encargos, descontoMaximoNegociacao(n)));
      expect(s.descontoCentavos).toBeLessThanOrEqual(encargos);
      expect(s.totalCentavos).toBe(principal + encargos - s.descontoCentavos);
      expect(s.totalCentavos).toBeGreaterThanOrEqual(principal);
      expect(s.parcelas.reduce((soma, p) => soma + p.valorCentavos, 0)).toBe(s.totalCentavos);
      expect(s.parcelas.map((p) => p.vencimento)).toEqual(s.parcelas.map((_, i) => somarMeses(somarDias(hoje, 3), i)));
    }
  });
});
