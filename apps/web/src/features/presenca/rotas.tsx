import { paths } from '@/config/paths';
import { RequireAuth } from '@/lib/require-auth';
import type { RotasDaArea } from '@/lib/rotas-de-area';

/** Attendance: the staff's lists and room screen (the commissions permission); the member's check-in page. */
export const rotasDePresenca: RotasDaArea = {
  autenticadas: [{ path: paths.presencaCheckIn, pagina: () => import('./components/check-in-page').then((m) => m.CheckInPage) }],
  staff: [
    {
      element: <RequireAuth permissoes={['CLI_PermissaoComissoes']} />,
      children: [{ path: paths.presenca, pagina: () => import('./components/presenca-staff-page').then((m) => m.PresencaStaffPage) }],
    },
  ],
};
