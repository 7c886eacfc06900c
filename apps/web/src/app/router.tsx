import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingState } from '@/components/loading-state';
import { RouteErrorScreen } from '@/components/route-error-screen';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/lib/require-auth';
import { AppLayout, carregarTopBar } from './layouts/app-layout';

/** A page shown under the top bar: its chunk and the bar's load together, so the bar does not lag. */
function comTopBar<M>(carregar: () => Promise<M>, componente: (modulo: M) => ComponentType) {
  return async () => {
    const [modulo] = await Promise.all([carregar(), carregarTopBar()]);
    return { Component: componente(modulo) };
  };
}

/**
 * The whole route table. Every page is loaded lazily; only routes that really work are here (the spec's
 * other routes come with their features). Unknown paths go to /login.
 */
export const rotas: RouteObject[] = [
  {
    path: paths.raiz,
    element: <AppLayout />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <LoadingState telaCheia />,
    children: [
      { index: true, element: <Navigate to={paths.home} replace /> },
      {
        path: paths.login,
        lazy: async () => ({ Component: (await import('@/features/auth/components/login-page')).LoginPage }),
      },
      {
        path: paths.acessoNegado,
        lazy: comTopBar(
          () => import('@/components/acesso-negado-screen'),
          (m) => m.AcessoNegadoScreen,
        ),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: paths.home,
            lazy: comTopBar(
              () => import('@/features/home/components/home-page'),
              (m) => m.HomePage,
            ),
          },
          {
            path: paths.atualizacaoCadastral,
            lazy: comTopBar(
              () => import('@/features/perfil/components/meus-dados-page'),
              (m) => m.MeusDadosPage,
            ),
          },
        ],
      },
      {
        element: <RequireAuth permissoes={['CLI_PermissaoAreaRestrita']} />,
        children: [
          {
            path: paths.areaRestrita,
            lazy: comTopBar(
              () => import('@/features/area-restrita/components/area-restrita-page'),
              (m) => m.AreaRestritaPage,
            ),
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.login} replace /> },
    ],
  },
];

export function criarRouter() {
  return createBrowserRouter(rotas);
}

export type PortalRouter = ReturnType<typeof criarRouter>;
