import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined?leve';
import { createElement, lazy, Suspense } from 'react';
import { paths } from '@/config/paths';
import type { Atalho } from '@/lib/atalhos';

const EstadoConvitesCarregado = lazy(() => import('./components/estado-convites').then((m) => ({ default: m.EstadoConvites })));

/** The invitations left this month, loaded with its own chunk (the home's initial JS stays as it is). */
function EstadoConvites() {
  return createElement(Suspense, { fallback: null }, createElement(EstadoConvitesCarregado));
}

/** CEL cards on /home/cel: guest invitations, with the invitations left this month. */
export const atalhosDaHomeCel: readonly Atalho[] = [
  {
    titulo: 'Convidar',
    descricao: 'Convide alguém para o clube: compartilhe o link ou o QR code, e cancele se precisar.',
    para: paths.convitesCel,
    icone: ConfirmationNumberOutlined,
    somenteAdvogado: true,
    estado: EstadoConvites,
  },
];
