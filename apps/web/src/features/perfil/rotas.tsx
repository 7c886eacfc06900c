import { paths } from '@/config/paths';
import type { RotasDaArea } from '@/lib/rotas-de-area';

export const rotasDoPerfil: RotasDaArea = {
  publicas: [
    // Public: the e-mailed link may be opened where the member is not signed in; the token confirms. A signed-in
    // member sees it under the top bar, so the bar loads with the page.
    {
      path: paths.confirmarTrocaEmail,
      topBar: true,
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
