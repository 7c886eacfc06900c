import { useEffect } from 'react';
import { Link as RouterLink, useRouteError } from 'react-router';
import { garantirEstiloInicio } from './estilo-inicio';
import { PortalLogo } from './portal-logo';

garantirEstiloInicio();

/**
 * errorElement of the route table: the spec's error screen (section 8). Plain elements and CSS, in the entry chunk:
 * it must show when a page's own chunk could not be loaded, so it cannot wait for one (ADR 032).
 */
export function RouteErrorScreen() {
  const erro = useRouteError();
  useEffect(() => {
    console.error('Erro de rota.', erro);
  }, [erro]);

  return (
    <main className="pl-erro-rota">
      <div>
        <PortalLogo titulo="" tamanho={56} />
        <h1 className="pl-h2">Ocorreu um erro. Por favor, tente novamente mais tarde.</h1>
        <RouterLink className="pl-link" to="/" data-testid="link-retornar-inicio">
          Retornar à Página Inicial
        </RouterLink>
      </div>
    </main>
  );
}
