import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import type { RotasDaArea } from '@/lib/rotas-de-area';

/**
 * /home. app/ gives the page (app/paginas/home-page.tsx: ./components/home-page with every area's shortcuts),
 * so the home imports no other feature.
 */
export function rotasDaHome(pagina: () => Promise<ComponentType>): RotasDaArea {
  return { autenticadas: [{ path: paths.home, pagina }] };
}
