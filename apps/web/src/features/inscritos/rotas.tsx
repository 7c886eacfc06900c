import { paths } from '@/config/paths';
import type { RotasDaArea } from '@/lib/rotas-de-area';

/** The registry screen (restricted area; the API also asks for CLI_PermissaoInscritos). */
export const rotasDeInscritos: RotasDaArea = {
  staff: [
    {
      path: paths.inscritos,
      pagina: () => import('./components/inscritos-page').then((m) => m.InscritosPage),
    },
  ],
};
