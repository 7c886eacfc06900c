import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { IDS_DE_GRUPO, ID_RAIZ } from './montar-rotas';
import { rotas } from './rotas';
import { completarRotas, rotasIniciais } from './router';

const caminhos = (lista: RouteObject[], base = ''): string[] =>
  lista.flatMap((r) => [
    ...(r.path && r.path !== '*' ? [`${base}${r.path}`] : []),
    ...caminhos(r.children ?? [], r.path && r.path !== '/' ? `${base}${r.path}/` : base),
  ]);

async function iniciar(caminho: string) {
  const router = createMemoryRouter(rotasIniciais, { initialEntries: [caminho], patchRoutesOnNavigation: completarRotas });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    const parar = router.subscribe((s) => {
      if (!s.initialized) return;
      parar();
      resolve();
    });
  });
  return router;
}

describe('the router starts with /login and the homes, and patches in the rest', () => {
  it('starts without the other areas', () => {
    expect(caminhos(rotasIniciais)).toEqual(expect.arrayContaining([paths.login, paths.home, paths.homeOab]));
    expect(caminhos(rotasIniciais)).not.toContain(paths.meusRequerimentos);
    expect(caminhos(rotasIniciais).length).toBeLessThan(caminhos(rotas).length / 4);
  });

  it.each([
    [paths.meusRequerimentos, [ID_RAIZ, IDS_DE_GRUPO.autenticadas]],
    [paths.financeiroStaff, [ID_RAIZ, IDS_DE_GRUPO.staff, IDS_DE_GRUPO.staffFinanceiro]],
    [paths.cadastro, [ID_RAIZ]],
  ])('a first visit to %s finds its route under the same guards as in the whole table', async (caminho, grupos) => {
    const router = await iniciar(caminho);
    const ids = router.state.matches.map((m) => m.route.id);
    expect(ids.slice(0, -1)).toEqual(grupos);
    expect(router.state.matches.at(-1)?.route.path).toBe(caminho);
  });

  it('ends with every route of the whole table, each once, and unknown paths still go to the catch-all', async () => {
    const router = await iniciar('/nao-existe');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    const depois = caminhos(router.routes as RouteObject[]);
    expect([...depois].sort()).toEqual([...caminhos(rotas)].sort());
  });
});
