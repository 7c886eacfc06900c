import type { ComponentType, ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { LoadingState } from '@/components/loading-state';
import { RouteErrorScreen } from '@/components/route-error-screen';
import { paths } from '@/config/paths';
import { rotasDaHome } from '@/features/home/rotas';
import { RequireAuth } from '@/lib/require-auth';
import type { RotaDaArea, RotasDaArea } from '@/lib/rotas-de-area';
import { AppLayout, carregarTopBar } from './layouts/app-layout';

/** ids of the routes that hold the others: the routes loaded later are patched in under them (router.tsx). */
export const ID_RAIZ = 'raiz';
export const IDS_DE_GRUPO = { autenticadas: 'autenticadas', staff: 'staff', staffFinanceiro: 'staff-financeiro' } as const;

/**
 * An area's route as react-router wants it. The page is loaded lazily; a page under the top bar loads with the
 * bar's chunk, so the bar does not lag; a public page on its own loads only its own chunk.
 */
function paraRota(topBarPadrao: boolean) {
  const converter = ({ pagina, topBar = topBarPadrao, semMui = false, children, ...resto }: RotaDaArea): RouteObject =>
    ({
      ...resto,
      ...(pagina && {
        lazy: async () => {
          const [Pagina, , tema] = await Promise.all([pagina(), topBar && carregarTopBar(), !semMui && carregarTema()]);
          return { Component: tema ? comTema(tema.TemaMui, Pagina) : Pagina };
        },
      }),
      ...(children && { children: children.map(converter) }),
    }) as RouteObject;
  return converter;
}

/**
 * A page drawn with MUI gets the MUI theme around it, loaded with the page; a plain one (`semMui`) is shown as it is,
 * and a visit there loads no MUI (ADR 032).
 */
const carregarTema = () => import('@/components/tema-mui');

function comTema(Tema: ComponentType<{ children: ReactNode }>, Pagina: ComponentType): ComponentType {
  return function PaginaComTema() {
    return (
      <Tema>
        <Pagina />
      </Tema>
    );
  };
}

/** The home and the entity homes, with their pages from ./paginas (which give them every area's shortcuts). */
export const rotasDaHomeComPaginas = rotasDaHome({
  home: () => import('./paginas/home-page').then((m) => m.HomePageComAtalhos),
  oab: () => import('./paginas/home-oab-page').then((m) => m.HomeOabPage),
  casag: () => import('./paginas/home-casag-page').then((m) => m.HomeCasagPage),
  cel: () => import('./paginas/home-cel-page').then((m) => m.HomeCelPage),
});

/**
 * The route tree of the given areas (features/<area>/rotas.tsx), each group under its guard. Every page is loaded
 * lazily; unknown paths go to /login signed out, to a not-found page signed in (ADR 036). app/rotas.tsx builds it with every area; router.tsx starts with fewer.
 */
export function montarRotas(areas: RotasDaArea[]): RouteObject[] {
  const doGrupo = (grupo: keyof RotasDaArea) => areas.flatMap((area) => area[grupo] ?? []).map(paraRota(grupo !== 'publicas'));
  return [
    {
      id: ID_RAIZ,
      path: paths.raiz,
      element: <AppLayout />,
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <LoadingState telaCheia />,
      children: [
        { index: true, element: <Navigate to={paths.home} replace /> },
        ...doGrupo('publicas'),
        paraRota(true)({
          path: paths.acessoNegado,
          pagina: () => import('@/components/acesso-negado-screen').then((m) => m.AcessoNegadoScreen),
        }),
        {
          id: IDS_DE_GRUPO.autenticadas,
          element: <RequireAuth />,
          children: [
            ...doGrupo('autenticadas'),
            {
              path: paths.perfil,
              element: <Navigate to={paths.meusRequerimentos} replace />,
            },
            // Unknown paths (ADR 036): signed out, the guard sends them to /login (the spec); signed in, a page says
            // the address leads nowhere.
            paraRota(true)({
              path: '*',
              pagina: () => import('@/components/pagina-nao-encontrada').then((m) => m.PaginaNaoEncontrada),
              semMui: true,
            }),
          ],
        },
        {
          id: IDS_DE_GRUPO.staff,
          element: <RequireAuth permissoes={['CLI_PermissaoAreaRestrita']} />,
          children: [
            ...doGrupo('staff'),
            {
              // Finance staff pages: the restricted area and the finance permission.
              id: IDS_DE_GRUPO.staffFinanceiro,
              element: <RequireAuth permissoes={['CLI_PermissaoFinanceiro']} />,
              children: doGrupo('staffFinanceiro'),
            },
          ],
        },
      ],
    },
  ];
}
