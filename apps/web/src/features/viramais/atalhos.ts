import LoyaltyOutlined from '@mui/icons-material/LoyaltyOutlined?leve';
import { paths } from '@/config/paths';
import type { Atalho } from '@/lib/atalhos';
import { EstadoViraMais } from './components/estado-viramais';

/** ViraMais on the CASAG home (/home/casag), with the balance and the next expiry at a glance. */
export const atalhosDaHomeCasag: readonly Atalho[] = [
  {
    titulo: 'ViraMais',
    descricao: 'Seus créditos da anuidade paga: saldo, extrato e o que vence quando. Use em convites, vacinas e ingressos.',
    para: paths.viramais,
    icone: LoyaltyOutlined,
    estado: EstadoViraMais,
  },
];
