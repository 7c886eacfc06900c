import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import type { RotasDaArea } from '@/lib/rotas-de-area';

/**
 * The staff hub. app/ gives the page (app/paginas/area-restrita-page.tsx: ./components/area-restrita-page with
 * every area's group of shortcuts), so the hub imports no other feature.
 */
export function rotasDaAreaRestrita(pagina: () => Promise<ComponentType>): RotasDaArea {
  return { staff: [{ path: paths.areaRestrita, pagina }] };
}
