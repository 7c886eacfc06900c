import { loginBodySchema } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { validarLogin } from './validar-login';

const casos: [string, string][] = [
  ['', ''],
  ['   ', 'x'],
  ['  529.982.247-25 ', 'advogado-demo-2026'],
  ['a'.repeat(32), 'p'.repeat(128)],
  [` ${'a'.repeat(32)} `, 'p'],
  ['a'.repeat(33), 'p'.repeat(129)],
  ['12345/GO', ' '],
];

describe('validarLogin', () => {
  it.each(casos)('agrees with loginBodySchema on %j / %j (values and messages)', (username, password) => {
    const esperado = loginBodySchema.safeParse({ username, password });
    const r = validarLogin({ username, password });
    if (esperado.success) {
      expect(r).toEqual({ body: esperado.data });
    } else {
      const mensagens = Object.fromEntries(esperado.error.issues.map((i) => [String(i.path[0]), i.message]));
      expect(r).toEqual({ erros: mensagens });
    }
  });
});
