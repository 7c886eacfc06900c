import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { Providers } from '@/app/providers';
import { criarRouter } from '@/app/router';
import { paths } from '@/config/paths';
import { definirAoExpirarSessao } from '@/lib/api-client';
import { criarQueryClient } from '@/lib/query-client';

const router = criarRouter();
const queryClient = criarQueryClient();

// The session is gone on the server (a 401 after re-authenticating): back to /login.
definirAoExpirarSessao(() => {
  queryClient.clear();
  void router.navigate(paths.login, { replace: true });
});

const raiz = document.getElementById('root');
if (!raiz) throw new Error('Elemento #root ausente em index.html.');

// The first render in a task of its own, after the one that evaluated the bundle: on a slow phone each is a long
// task, and two shorter ones block input for less than one as long as both (ADR 028).
setTimeout(() => {
  createRoot(raiz).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <App router={router} />
      </Providers>
    </StrictMode>,
  );
}, 0);
