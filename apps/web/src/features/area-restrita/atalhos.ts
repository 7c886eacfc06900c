import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined?leve';
import { paths } from '@/config/paths';
import type { Atalho } from '@/lib/atalhos';

/** The hub's card on /home, for staff only. */
export const atalhosDaHome: readonly Atalho[] = [
  {
    titulo: 'Área restrita',
    descricao: 'Gestão interna do portal e últimos acessos.',
    para: paths.areaRestrita,
    icone: AdminPanelSettingsOutlined,
    permissoes: ['CLI_PermissaoAreaRestrita'],
  },
];
