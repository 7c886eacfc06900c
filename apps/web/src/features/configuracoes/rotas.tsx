import { paths } from '@/config/paths';
import type { RotasDaArea } from '@/lib/rotas-de-area';

export const rotasDeConfiguracoes: RotasDaArea = {
  autenticadas: [
    {
      path: paths.configuracoes,
      pagina: () => import('./components/configuracoes-page').then((m) => m.ConfiguracoesPage),
    },
  ],
};
