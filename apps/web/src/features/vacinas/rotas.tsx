import { RequireAuth } from '@/lib/require-auth';
import type { RotasDaArea } from '@/lib/rotas-de-area';
import { paths } from '@/config/paths';

/** CASAG vaccines: the member's campaigns, purchase and statement; the staff's campaigns and applications. */
export const rotasDeVacinas: RotasDaArea = {
  autenticadas: [
    { path: paths.vacinas, pagina: () => import('./components/campanhas-page').then((m) => m.CampanhasPage) },
    { path: paths.vacinasAdquirir, pagina: () => import('./components/adquirir-page').then((m) => m.AdquirirPage) },
    { path: paths.vacinasExtrato, pagina: () => import('./components/extrato-page').then((m) => m.ExtratoPage) },
  ],
  staff: [
    {
      // The vaccine staff pages: the restricted area and the vaccines permission.
      element: <RequireAuth permissoes={['CLI_PermissaoVacinas']} />,
      children: [
        { path: paths.vacinasStaff, pagina: () => import('./components/campanhas-staff-page').then((m) => m.CampanhasStaffPage) },
        { path: paths.vacinasStaffNova, pagina: () => import('./components/campanha-form-page').then((m) => m.NovaCampanhaPage) },
        { path: paths.vacinaCampanhaStaff, pagina: () => import('./components/campanha-form-page').then((m) => m.CampanhaStaffPage) },
        { path: paths.vacinasAplicacao, pagina: () => import('./components/registrar-aplicacao-page').then((m) => m.RegistrarAplicacaoPage) },
      ],
    },
  ],
};
