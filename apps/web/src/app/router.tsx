import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { rotasDeAuth } from '@/features/auth/rotas';
import { ID_RAIZ, montarRotas, rotasDaHomeComPaginas } from './montar-rotas';

/**
 * What the router starts with: /login and the homes, where nearly every visit begins, under the same guards as in
 * the whole table. The other areas' routes (app/rotas.tsx, its own chunk) are patched in on the first navigation
 * that needs them — react-router asks, through patchRoutesOnNavigation, for any path that only the catch-all
 * matches. So the entry chunk does not carry every area's route table (ADR 028).
 */
export const rotasIniciais: RouteObject[] = montarRotas([rotasDeAuth, rotasDaHomeComPaginas]);

const ids = (rotas: RouteObject[]): string[] => rotas.flatMap((r) => [...(r.id ? [r.id] : []), ...ids(r.children ?? [])]);
const IDS_INICIAIS = new Set(ids(rotasIniciais));

let todas: Promise<RouteObject[]> | null = null;

/**
 * Adds the whole table's routes under the same parents: a group (an id the first table has) is entered, any other
 * route is handed to its parent; react-router skips what it already has (same id, or same path and index).
 */
export const completarRotas: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  todas ??= import('./rotas').then((m) => m.rotas);
  const juntar = (pai: string, filhos: RouteObject[]) => {
    for (const filho of filhos) {
      if (filho.id && IDS_INICIAIS.has(filho.id)) juntar(filho.id, filho.children ?? []);
      else patch(pai, [filho]);
    }
  };
  const [raiz] = await todas;
  if (raiz) juntar(ID_RAIZ, raiz.children ?? []);
};

export function criarRouter() {
  return createBrowserRouter(rotasIniciais, { patchRoutesOnNavigation: completarRotas });
}

export type PortalRouter = ReturnType<typeof criarRouter>;
