import * as contratos from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { dataEmSaoPaulo, formatarCentavos, formatarDataBr } from './formatos-sem-zod';

describe('the contracts’ formatters, copied without zod (ADR 067)', () => {
  it('formatarCentavos', () => {
    for (const c of [0, 1, 99, 100, 49_250, 98_500, 123_456, 2_147_483_647, -14_775]) {
      expect(formatarCentavos(c)).toBe(contratos.formatarCentavos(c));
    }
    expect(formatarCentavos(123_456)).toBe('R$ 1.234,56');
  });

  it('formatarDataBr', () => {
    for (const v of ['2026-04-03', '2026-04-03T12:00:00.000Z', '1900-01-01', 'ontem', '']) {
      expect(formatarDataBr(v)).toBe(contratos.formatarDataBr(v));
    }
  });

  it('dataEmSaoPaulo', () => {
    for (const v of ['2026-01-01T02:59:59Z', '2026-01-01T03:00:00Z', '2026-12-31T23:00:00.000Z', new Date(0)]) {
      expect(dataEmSaoPaulo(v)).toBe(contratos.dataEmSaoPaulo(v));
    }
    expect(() => dataEmSaoPaulo('x')).toThrow(RangeError);
  });
});
