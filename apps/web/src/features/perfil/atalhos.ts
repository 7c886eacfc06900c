import BadgeOutlined from '@mui/icons-material/BadgeOutlined?leve';
import { paths } from '@/config/paths';
import type { Atalho } from '@/lib/atalhos';

export const atalhosDaHome: readonly Atalho[] = [
  {
    titulo: 'Meus dados',
    descricao: 'Consulte seus dados cadastrais.',
    para: paths.atualizacaoCadastral,
    icone: BadgeOutlined,
  },
];
