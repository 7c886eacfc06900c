import { paths } from '@/config/paths';
import type { RotasDaArea } from '@/lib/rotas-de-area';

/**
 * CEL guest invitations: my invitations and a new one; the invitation by its link; what the gate opens from the
 * QR. All for any signed-in user: the API decides what each one sees (owner, gate staff, anyone else).
 */
export const rotasDeConvites: RotasDaArea = {
  autenticadas: [
    { path: paths.convitesCel, pagina: () => import('./components/convites-page').then((m) => m.ConvitesPage) },
    { path: paths.conviteValidar, pagina: () => import('./components/validar-convite-page').then((m) => m.ValidarConvitePage) },
    { path: paths.convite, pagina: () => import('./components/convite-page').then((m) => m.ConvitePage) },
  ],
  staff: [{ path: paths.portariaCel, pagina: () => import('./components/portaria-cel-page').then((m) => m.PortariaCelPage) }],
};
