import HowToVoteOutlined from '@mui/icons-material/HowToVoteOutlined?leve';
import { paths } from '@/config/paths';
import type { Atalho } from '@/lib/atalhos';

/** The voting card on /home/oab. */
export const atalhosDaHomeOab: readonly Atalho[] = [
  {
    titulo: 'Votações',
    descricao: 'Eleições e enquetes da OAB-GO: vote com voto secreto e confira seu recibo.',
    para: paths.voting,
    icone: HowToVoteOutlined,
    somenteAdvogado: true,
  },
];
