import { paths } from '@/config/paths';
import type { RotasDaArea } from '@/lib/rotas-de-area';

export const rotasDoPerfil: RotasDaArea = {
  publicas: [
    // Public: the e-mailed link may be opened where the member is not signed in; the token confirms.
    {
      path: paths.confirmarTrocaEmail,
      pagina: () => import('./components/confirmar-email-page').then((m) => m.ConfirmarEmailPage),
    },
  ],
  autenticadas: [
    {
      path: paths.atualizacaoCadastral,
      pagina: () => import('./components/atualizacao-cadastral-page').then((m) => m.AtualizacaoCadastralPage),
    },
  ],
};
