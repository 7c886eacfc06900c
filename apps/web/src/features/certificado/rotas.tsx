import { paths } from '@/config/paths';
import type { RotasDaArea } from '@/lib/rotas-de-area';

export const rotasDoCertificado: RotasDaArea = {
  publicas: [
    {
      path: paths.loginCallback,
      pagina: () => import('./components/login-callback-page').then((m) => m.LoginCallbackPage),
    },
  ],
};
