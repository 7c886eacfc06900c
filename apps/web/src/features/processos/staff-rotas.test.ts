import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hrefProcessoStaff, paths } from '@/config/paths';

describe('rota da visão da equipe do processo', () => {
  it('/area-restrita/sessoes/processo/:idProcesso wins over the sessions’ /area-restrita/sessoes/:id, whatever the order', () => {
    const sessao = { path: paths.sessaoStaff, id: 'sessao' };
    const processo = { path: paths.processoStaff, id: 'processo' };
    for (const rotas of [
      [sessao, processo],
      [processo, sessao],
    ]) {
      const m = matchRoutes(rotas, hrefProcessoStaff('0b9f4c1e-5d8a-4c62-9a1b-2f3e4d5c6b7a'));
      expect(m?.at(-1)?.route.id).toBe('processo');
      expect(m?.at(-1)?.params.idProcesso).toBe('0b9f4c1e-5d8a-4c62-9a1b-2f3e4d5c6b7a');
    }
    expect(matchRoutes([sessao, processo], '/area-restrita/sessoes/abc')?.at(-1)?.route.id).toBe('sessao');
  });
});
