import { paths } from '@/config/paths';
import { RequireAuth } from '@/lib/require-auth';
import type { RotasDaArea } from '@/lib/rotas-de-area';

/**
 * Staff pages of the administrative processes (CLI_PermissaoProcessos): the list with filters, the new-process
 * form and the staff view of a process. `/area-restrita/sessoes/processo/:idProcesso` has two static segments
 * where the sessions' `/area-restrita/sessoes/:id` has one, so react-router ranks it first.
 */
export const rotasDeProcessosStaff: RotasDaArea = {
  staff: [
    {
      element: <RequireAuth permissoes={['CLI_PermissaoProcessos']} />,
      children: [
        { path: paths.processosStaff, pagina: () => import('./components/staff-processos-page').then((m) => m.StaffProcessosPage) },
        { path: paths.processoStaffNovo, pagina: () => import('./components/staff-novo-processo-page').then((m) => m.StaffNovoProcessoPage) },
        { path: paths.processosImportar, pagina: () => import('./components/importar-processos-page').then((m) => m.ImportarProcessosPage) },
        { path: paths.processoStaff, pagina: () => import('./components/staff-processo-page').then((m) => m.StaffProcessoPage) },
      ],
    },
  ],
};
