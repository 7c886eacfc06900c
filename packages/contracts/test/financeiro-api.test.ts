import { describe, expect, it } from 'vitest';
import { resolverRevisaoBodySchema } from '../src/financeiro/api.js';

describe('resolverRevisaoBodySchema', () => {
  it('accepts a note with line breaks and refuses control characters such as NUL, saying why', () => {
    expect(resolverRevisaoBodySchema.safeParse({ observacao: 'Devolvido ao pagador.\nPIX de estorno enviado.' }).success).toBe(true);
    const nul = resolverRevisaoBodySchema.safeParse({ observacao: 'Devolvido\u0000 ao pagador' });
    expect(nul.success).toBe(false);
    expect(nul.error?.issues[0]?.message).toBe('Há caracteres inválidos.');
    expect(resolverRevisaoBodySchema.safeParse({ observacao: 'Devolvido \ud800 ao pagador' }).success).toBe(false);
    expect(resolverRevisaoBodySchema.safeParse({ observacao: '   ok  ' }).success).toBe(false);
  });
});
