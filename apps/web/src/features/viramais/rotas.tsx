import { paths } from '@/config/paths';
import type { RotasDaArea } from '@/lib/rotas-de-area';

/** ViraMais (CASAG): the member's credits — balance, what expires when, the statement and the rule. */
export const rotasDoViraMais: RotasDaArea = {
  autenticadas: [
    {
      path: paths.viramais,
      pagina: () => import('./components/viramais-page').then((m) => m.ViraMaisPage),
    },
  ],
};
