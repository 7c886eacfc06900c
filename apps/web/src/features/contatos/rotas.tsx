import { paths } from '@/config/paths';
import type { RotasDaArea } from '@/lib/rotas-de-area';

/** Contacts: the staff directory (restricted area; the API also asks for CLI_PermissaoContatos). */
export const rotasDeContatos: RotasDaArea = {
  staff: [
    {
      path: paths.contatos,
      pagina: () => import('./components/contatos-page').then((m) => m.ContatosPage),
    },
  ],
};
