import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { Providers } from '@/app/providers';
import { criarRouter } from '@/app/router';
import { aoEncerrarSessao, aoRecusarAcesso } from '@/app/sessao-encerrada';
import { definirAoExpirarSessao, definirAoRecusarAcesso } from '@/lib/api-client';
import { criarQueryClient } from '@/lib/query-client';

const raiz = document.getElementById('root');
if (!raiz) throw new Error('Elemento #root ausente em index.html.');

const proximaTarefa = () =>
  new Promise<void>((seguir) => {
    setTimeout(seguir, 0);
  });

/**
 * Start-up in steps, each in a task of its own after the one that evaluated the bundle: the router (its first match
 * and navigation), then the first render. On a slow phone each is a long task, and several shorter ones block input
 * for less than one as long as all of them (ADR 028, ADR 032). No MUI theme: the first pages draw without it.
 */
async function iniciar(elemento: HTMLElement) {
  const queryClient = criarQueryClient();
  await proximaTarefa();
  const router = criarRouter();
  // The session is gone on the server (a 401 after re-authenticating): back to /login, which says so.
  definirAoExpirarSessao(aoEncerrarSessao(queryClient, router));
  // A permission taken away by someone else (a 403): the menus are read again (ADR 040).
  definirAoRecusarAcesso(aoRecusarAcesso(queryClient));
  await proximaTarefa();
  createRoot(elemento).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <App router={router} />
      </Providers>
    </StrictMode>,
  );
}

void iniciar(raiz);
