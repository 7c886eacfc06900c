import type { RotasDaArea } from '@/lib/rotas-de-area';
import { caminhosFesta } from './caminhos';

/** Festa junina: the member's purchase and tickets; the staff setup and the gate. */
export const rotasDaFestaJunina: RotasDaArea = {
  autenticadas: [
    { path: caminhosFesta.festa, pagina: () => import('./components/festa-junina-page').then((m) => m.FestaJuninaPage) },
    { path: caminhosFesta.meusIngressos, pagina: () => import('./components/meus-ingressos-page').then((m) => m.MeusIngressosPage) },
  ],
  staff: [
    { path: caminhosFesta.staff, pagina: () => import('./components/eventos-staff-page').then((m) => m.EventosStaffPage) },
    { path: caminhosFesta.checkIn, pagina: () => import('./components/check-in-page').then((m) => m.CheckInPage) },
  ],
};
