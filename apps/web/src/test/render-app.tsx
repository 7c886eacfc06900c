import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { App } from '@/app/app';
import { Providers } from '@/app/providers';
import { rotas } from '@/app/rotas';
import { aoEncerrarSessao } from '@/app/sessao-encerrada';
import { definirAoExpirarSessao } from '@/lib/api-client';

interface Opcoes {
  /** Render through <App>, i.e. with the start-up token step. */
  comInicializacao?: boolean;
  rotasDeTeste?: RouteObject[];
}

/** Renders the real route table at `caminho`, with the real providers, as main.tsx does. */
export function renderizarRota(caminho: string, { comInicializacao = false, rotasDeTeste = rotas }: Opcoes = {}) {
  const router = createMemoryRouter(rotasDeTeste, { initialEntries: [caminho] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } },
  });
  definirAoExpirarSessao(aoEncerrarSessao(queryClient, router));
  const user = userEvent.setup();
  const resultado = render(
    <Providers queryClient={queryClient}>
      {comInicializacao ? <App router={router} /> : <RouterProvider router={router} />}
    </Providers>,
  );
  return { router, queryClient, user, ...resultado };
}
