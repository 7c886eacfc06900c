import { describe, expect, it } from 'vitest';
import { cpfValido, formatarCpf, lerInscricao, loginBodySchema, pareceCpf, temAlgumaPermissao } from '../src/index.js';

describe('cpfValido', () => {
  it('accepts valid CPFs with or without punctuation', () => {
    for (const cpf of ['529.982.247-25', '52998224725', '390.533.447-05', '111.444.777-35', '935.411.347-80']) {
      expect(cpfValido(cpf), cpf).toBe(true);
    }
  });
  it('refuses wrong check digits, wrong lengths and repeated digits', () => {
    for (const cpf of ['529.982.247-26', '52998224724', '5299822472', '529982247250', '111.111.111-11', '000.000.000-00', '', 'abc']) {
      expect(cpfValido(cpf), cpf).toBe(false);
    }
  });
  it('formats 11 digits', () => {
    expect(formatarCpf('52998224725')).toBe('529.982.247-25');
    expect(pareceCpf(' 529.982.247-25 ')).toBe(true);
    expect(pareceCpf('12345/GO')).toBe(false);
  });
});

describe('lerInscricao', () => {
  it.each([
    ['12345/GO', { numero: '12345', uf: 'GO' }],
    ['12345/go', { numero: '12345', uf: 'GO' }],
    [' 12.345 / GO ', { numero: '12345', uf: 'GO' }],
    ['GO12345', { numero: '12345', uf: 'GO' }],
    ['012345-SP', { numero: '12345', uf: 'SP' }],
  ])('%s', (entrada, esperado) => expect(lerInscricao(entrada)).toEqual(esperado));
  it('refuses what is not an inscrição', () => {
    for (const v of ['52998224725', '12345/XX', '/GO', '12345', 'GO']) expect(lerInscricao(v), v).toBeNull();
  });
});

describe('temAlgumaPermissao (the spec guard rule)', () => {
  it('grants when at least one listed flag is exactly true', () => {
    expect(temAlgumaPermissao({ A: false, B: true }, ['A', 'B'])).toBe(true);
    expect(temAlgumaPermissao({ A: 'true', B: 1 }, ['A', 'B'])).toBe(false);
    expect(temAlgumaPermissao({}, ['A'])).toBe(false);
    expect(temAlgumaPermissao(null, ['A'])).toBe(false);
    expect(temAlgumaPermissao(undefined, [])).toBe(true);
  });
});

describe('loginBodySchema', () => {
  it('trims the username and refuses unknown fields', () => {
    expect(loginBodySchema.parse({ username: '  111.444.777-35 ', password: 'x' }).username).toBe('111.444.777-35');
    expect(loginBodySchema.safeParse({ username: 'a', password: 'b', extra: 1 }).success).toBe(false);
  });
});
