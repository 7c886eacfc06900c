import { describe, expect, it } from 'vitest';
import { mascararCelular } from './formatar';

describe('mascararCelular', () => {
  it('masks a national number as it is typed', () => {
    expect(mascararCelular('6')).toBe('(6');
    expect(mascararCelular('629888')).toBe('(62) 9888');
    expect(mascararCelular('6233334444')).toBe('(62) 3333-4444');
    expect(mascararCelular('62988887777')).toBe('(62) 98888-7777');
    expect(mascararCelular('629888877779')).toBe('(62) 98888-7777');
  });

  it('drops the +55 country code while typing, and 55 before a pasted full number', () => {
    expect(mascararCelular('+')).toBe('+');
    expect(mascararCelular('+5')).toBe('+5');
    expect(mascararCelular('+55')).toBe('+55');
    expect(mascararCelular('+55 6')).toBe('(6');
    expect(mascararCelular('+55 (62) 98888-7777')).toBe('(62) 98888-7777');
    expect(mascararCelular('5562988887777')).toBe('(62) 98888-7777');
    // DDD 55 without a country code stays.
    expect(mascararCelular('55988887777')).toBe('(55) 98888-7777');
  });

  it('leaves another country code as typed (the form then refuses it)', () => {
    expect(mascararCelular('+1 415 555')).toBe('+1 415 555');
  });
});
