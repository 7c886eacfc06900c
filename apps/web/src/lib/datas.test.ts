import { describe, expect, it } from 'vitest';
import { formatarDataHora } from './datas';

describe('formatarDataHora', () => {
  it('shows a UTC timestamp in Brasília time', () => {
    expect(formatarDataHora('2026-03-10T13:05:09Z')).toBe('10/03/2026, 10:05');
    expect(formatarDataHora('2026-03-10T13:05:09Z', { segundos: true })).toBe('10/03/2026, 10:05:09');
  });

  it('shows what is not a date as it came', () => {
    expect(formatarDataHora('ontem')).toBe('ontem');
  });
});
