import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { CHAVE_USUARIO_ATUAL } from '@/lib/get-usuario-atual';
import { aoRecusarAcesso } from './sessao-encerrada';

describe('aoRecusarAcesso', () => {
  it('marks the signed-in user as stale, so the menus are read again, and leaves the other queries alone', () => {
    const qc = new QueryClient();
    qc.setQueryData(CHAVE_USUARIO_ATUAL, { id: 'x' });
    qc.setQueryData(['financeiro', 'titulos'], []);
    aoRecusarAcesso(qc)();
    expect(qc.getQueryState(CHAVE_USUARIO_ATUAL)?.isInvalidated).toBe(true);
    expect(qc.getQueryState(['financeiro', 'titulos'])?.isInvalidated).toBe(false);
  });
});
