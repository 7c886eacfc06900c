import { useEffect, useState } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { LoadingState } from '@/components/loading-state';
import { paths } from '@/config/paths';
import { prepararTokenInicial } from '@/lib/iniciar-sessao';

/** Before the routes render: make sure a token is stored (spec, section 4); on failure, go to /login. */
export function App({ router }: { router: DataRouter }) {
  const [pronto, setPronto] = useState(false);

  useEffect(() => {
    let ativo = true;
    void prepararTokenInicial().then(async (ok) => {
      if (!ok) await router.navigate(paths.login, { replace: true });
      if (ativo) setPronto(true);
    });
    return () => {
      ativo = false;
    };
  }, [router]);

  if (!pronto) return <LoadingState telaCheia mensagem="Iniciando o portal…" />;
  return <RouterProvider router={router} />;
}
