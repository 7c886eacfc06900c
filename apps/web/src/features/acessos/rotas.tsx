import { paths } from '@/config/paths';
import type { RotasDaArea } from '@/lib/rotas-de-area';

/** Access management (restricted area; the API also asks for CLI_PermissaoAcessos). */
export const rotasDeAcessos: RotasDaArea = {
  staff: [
    {
      path: paths.acessos,
      pagina: () => import('./components/acessos-page').then((m) => m.AcessosPage),
    },
  ],
};
