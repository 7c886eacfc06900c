import { RequireAuth } from '@/lib/require-auth';
import type { RotasDaArea } from '@/lib/rotas-de-area';
import { paths } from '@/config/paths';

/** Electronic petitions: the member's filing page and the staff's queue. */
export const rotasDePeticionamento: RotasDaArea = {
  autenticadas: [{ path: paths.peticionamento, pagina: () => import('./components/peticionamento-page').then((m) => m.PeticionamentoPage) }],
  staff: [
    {
      // The petitions queue: the restricted area and the processes permission.
      element: <RequireAuth permissoes={['CLI_PermissaoProcessos']} />,
      children: [{ path: paths.peticoesStaff, pagina: () => import('./components/peticoes-staff-page').then((m) => m.PeticoesStaffPage) }],
    },
  ],
};
