import SettingsOutlined from '@mui/icons-material/SettingsOutlined?leve';
import { paths } from '@/config/paths';
import type { Atalho } from '@/lib/atalhos';

export const atalhosDaHome: readonly Atalho[] = [
  {
    titulo: 'Configurações',
    descricao: 'Senha, verificação em duas etapas, sessões, notificações e seus dados (LGPD).',
    para: paths.configuracoes,
    icone: SettingsOutlined,
  },
];
