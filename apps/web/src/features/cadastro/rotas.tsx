import { paths } from '@/config/paths';
import type { RotasDaArea } from '@/lib/rotas-de-area';

export const rotasDoCadastro: RotasDaArea = {
  publicas: [
    {
      path: paths.cadastro,
      pagina: () => import('./components/cadastro-page').then((m) => m.CadastroPage),
    },
    {
      path: paths.cadastroConfirmar,
      pagina: () => import('./components/confirmar-email-page').then((m) => m.ConfirmarEmailPage),
    },
  ],
};
