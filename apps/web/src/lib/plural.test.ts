import { describe, expect, it } from 'vitest';
import { contagem, plural } from './plural';

describe('contagem / plural', () => {
  it('singular only for exactly 1; 0 and many take the plural; thousands are grouped', () => {
    expect(contagem(1, 'eleitor', 'eleitores')).toBe('1 eleitor');
    expect(contagem(0, 'eleitor', 'eleitores')).toBe('0 eleitores');
    expect(contagem(3, 'presente', 'presentes')).toBe('3 presentes');
    expect(contagem(1200, 'dose', 'doses')).toBe('1.200 doses');
    expect(`${plural(1, 'Resta', 'Restam')} ${contagem(1, 'dose', 'doses')}`).toBe('Resta 1 dose');
  });
});
