import { paths } from '@/config/paths';
import type { RotasDaArea } from '@/lib/rotas-de-area';

/** The registry import screen (restricted area; the API also asks for CLI_PermissaoInscritos). */
export const rotasDaImportacaoDeInscritos: RotasDaArea = {
  staff: [
    {
      path: paths.inscritosImportar,
      pagina: () => import('./components/importar-inscritos-page').then((m) => m.ImportarInscritosPage),
    },
  ],
};
