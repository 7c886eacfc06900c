import { useEffect, useState } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { LoadingState } from '@/components/loading-state';
import { paths } from '@/config/paths';
import { lerTokenValido } from '@/lib/auth-storage';
import { prepararTokenInicial } from '@/lib/iniciar-sessao';

/** The public anonymous report (ADR 010) needs no token and makes no call that could carry a session. */
const ehDenunciaPublica = (caminho: string) => caminho === paths.denunciaAnonima || caminho.startsWith(`${paths.denunciaAnonima}/`);

/**
 * Make sure a token is stored (spec, section 4); on failure, go to /login. The routes render once it is, except
 * `/login`, which needs none to be shown: it renders at once while the token comes (a first visit's login form does
 * not wait for a round trip, ADR 028), and any call it makes waits for that same /authenticate (lib/api-client.ts).
 */
export function App({ router }: { router: DataRouter }) {
  // Opened by a signed-in member, /authenticate with the session cookie would record the moment on their session:
  // the public anonymous report starts without it.
  const [semToken] = useState(() => ehDenunciaPublica(router.state.location.pathname));
  const [pronto, setPronto] = useState(
    () => semToken || router.state.location.pathname === paths.login || lerTokenValido() !== null,
  );

  useEffect(() => {
    if (semToken) return undefined;
    let ativo = true;
    void prepararTokenInicial().then(async (ok) => {
      if (!ok) await router.navigate(paths.login, { replace: true });
      if (ativo) setPronto(true);
    });
    return () => {
      ativo = false;
    };
  }, [router, semToken]);

  if (!pronto) return <LoadingState telaCheia mensagem="Iniciando o portal…" />;
  return <RouterProvider router={router} />;
}
