import type { RotasDaArea } from '@/lib/rotas-de-area';
import { paths } from '@/config/paths';

/** Festa junina: the member's purchase and tickets; the staff setup and the gate. */
export const rotasDaFestaJunina: RotasDaArea = {
  autenticadas: [
    { path: paths.festaJunina, pagina: () => import('./components/festa-junina-page').then((m) => m.FestaJuninaPage) },
    { path: paths.festaJuninaMeusIngressos, pagina: () => import('./components/meus-ingressos-page').then((m) => m.MeusIngressosPage) },
  ],
  staff: [
    { path: paths.festaJuninaStaff, pagina: () => import('./components/eventos-staff-page').then((m) => m.EventosStaffPage) },
    { path: paths.festaJuninaCheckIn, pagina: () => import('./components/check-in-page').then((m) => m.CheckInPage) },
  ],
};
