import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import type { RotasDaArea } from '@/lib/rotas-de-area';

type Pagina = () => Promise<ComponentType>;

/**
 * /home and the entity homes /home/oab, /home/casag and /home/cel (any signed-in user). app/ gives the pages
 * (app/paginas/home-*.tsx: ./components/home-page or ./components/entidade-home-page with every area's shortcuts),
 * so the home imports no other feature.
 */
export function rotasDaHome(paginas: { home: Pagina; oab: Pagina; casag: Pagina; cel: Pagina }): RotasDaArea {
  return {
    autenticadas: [
      // Plain CSS, no MUI (ADR 032): where signed-in visits start.
      { path: paths.home, pagina: paginas.home, semMui: true },
      { path: paths.homeOab, pagina: paginas.oab },
      { path: paths.homeCasag, pagina: paginas.casag },
      { path: paths.homeCel, pagina: paginas.cel },
    ],
  };
}
