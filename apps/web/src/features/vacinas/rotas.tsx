import { RequireAuth } from '@/lib/require-auth';
import type { RotasDaArea } from '@/lib/rotas-de-area';
import { caminhosVacinas } from './caminhos';

/** CASAG vaccines: the member's campaigns, purchase and statement; the staff's campaigns and applications. */
export const rotasDeVacinas: RotasDaArea = {
  autenticadas: [
    { path: caminhosVacinas.campanhas, pagina: () => import('./components/campanhas-page').then((m) => m.CampanhasPage) },
    { path: caminhosVacinas.adquirir, pagina: () => import('./components/adquirir-page').then((m) => m.AdquirirPage) },
    { path: caminhosVacinas.extrato, pagina: () => import('./components/extrato-page').then((m) => m.ExtratoPage) },
  ],
  staff: [
    {
      // The vaccine staff pages: the restricted area and the vaccines permission.
      element: <RequireAuth permissoes={['CLI_PermissaoVacinas']} />,
      children: [
        { path: caminhosVacinas.staff, pagina: () => import('./components/campanhas-staff-page').then((m) => m.CampanhasStaffPage) },
        { path: caminhosVacinas.staffNova, pagina: () => import('./components/campanha-form-page').then((m) => m.NovaCampanhaPage) },
        { path: caminhosVacinas.staffCampanha, pagina: () => import('./components/campanha-form-page').then((m) => m.CampanhaStaffPage) },
        { path: caminhosVacinas.staffAplicacao, pagina: () => import('./components/registrar-aplicacao-page').then((m) => m.RegistrarAplicacaoPage) },
      ],
    },
  ],
};
