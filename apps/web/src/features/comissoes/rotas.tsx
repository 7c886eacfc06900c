import { paths } from '@/config/paths';
import { RequireAuth } from '@/lib/require-auth';
import type { RotasDaArea } from '@/lib/rotas-de-area';

/** Commissions: the member's /comissoes; the staff's list and one commission (the commissions permission). */
export const rotasDeComissoes: RotasDaArea = {
  autenticadas: [{ path: paths.comissoes, pagina: () => import('./components/comissoes-page').then((m) => m.ComissoesPage) }],
  staff: [
    {
      element: <RequireAuth permissoes={['CLI_PermissaoComissoes']} />,
      children: [
        { path: paths.comissoesStaff, pagina: () => import('./components/comissoes-staff-page').then((m) => m.ComissoesStaffPage) },
        { path: paths.comissoesImportar, pagina: () => import('./components/importar-membros-page').then((m) => m.ImportarMembrosPage) },
        { path: paths.comissaoStaff, pagina: () => import('./components/comissao-staff-page').then((m) => m.ComissaoStaffPage) },
      ],
    },
  ],
};
