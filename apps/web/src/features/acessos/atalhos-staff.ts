import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined?leve';
import { paths } from '@/config/paths';
import type { GrupoDeAtalhos } from '@/lib/atalhos';

/** Access management's group in the staff hub (only with CLI_PermissaoAcessos). */
export const grupoDaAreaRestrita: GrupoDeAtalhos = {
  titulo: 'Acessos',
  permissoes: ['CLI_PermissaoAcessos'],
  atalhos: [
    {
      titulo: 'Acessos',
      descricao: 'Conceda e retire permissões da equipe, com o motivo, e veja quem tem cada uma.',
      para: paths.acessos,
      icone: AdminPanelSettingsOutlined,
    },
  ],
};
