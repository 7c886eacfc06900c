import { paths } from '@/config/paths';
import type { RotasDaArea } from '@/lib/rotas-de-area';

export const rotasDeAuth: RotasDaArea = {
  publicas: [
    {
      path: paths.login,
      pagina: () => import('./components/login-page').then((m) => m.LoginPage),
    },
  ],
};
