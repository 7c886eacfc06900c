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
        path: paths.loginCallback,
        lazy: async () => ({
          Component: (await import('@/features/certificado/components/login-callback-page')).LoginCallbackPage,
        }),
      },
      {
        path: paths.cadastro,
        lazy: async () => ({ Component: (await import('@/features/cadastro/components/cadastro-page')).CadastroPage }),
      },
      {
        path: paths.cadastroConfirmar,
        lazy: async () => ({
          Component: (await import('@/features/cadastro/components/confirmar-email-page')).ConfirmarEmailPage,
        }),
      },
      {
        path: paths.forgot,
        lazy: async () => ({ Component: (await import('@/features/recuperacao-senha/components/forgot-page')).ForgotPage }),
      },
      {
        path: paths.resetpass,
        lazy: async () => ({
          Component: (await import('@/features/recuperacao-senha/components/resetpass-page')).ResetpassPage,
        }),
      },
      {
        path: paths.acessoNegado,
        lazy: comTopBar(
          () => import('@/components/acesso-negado-screen'),
          (m) => m.AcessoNegadoScreen,
        ),
      },
      {
        // Public: the e-mailed link may be opened where the member is not signed in; the token confirms.
        path: paths.confirmarTrocaEmail,
        lazy: comTopBar(
          () => import('@/features/perfil/components/confirmar-email-page'),
          (m) => m.ConfirmarEmailPage,
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
              () => import('@/features/perfil/components/atualizacao-cadastral-page'),
              (m) => m.AtualizacaoCadastralPage,
            ),
          },
          {
            path: paths.configuracoes,
            lazy: comTopBar(
              () => import('@/features/configuracoes/components/configuracoes-page'),
              (m) => m.ConfiguracoesPage,
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
