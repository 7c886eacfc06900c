import { paths } from '@/config/paths';
import type { RotasDaArea } from '@/lib/rotas-de-area';

export const rotasDeRecuperacaoSenha: RotasDaArea = {
  publicas: [
    {
      path: paths.forgot,
      pagina: () => import('./components/forgot-page').then((m) => m.ForgotPage),
    },
    {
      path: paths.resetpass,
      pagina: () => import('./components/resetpass-page').then((m) => m.ResetpassPage),
    },
  ],
};
