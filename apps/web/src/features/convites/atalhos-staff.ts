import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined?leve';
import { paths } from '@/config/paths';
import type { GrupoDeAtalhos } from '@/lib/atalhos';

/** The CEL gate's group in the staff hub (the gate permission). */
export const grupoDaAreaRestrita: GrupoDeAtalhos = {
  titulo: 'CEL',
  permissoes: ['CLI_PermissaoPortaria'],
  atalhos: [
    {
      titulo: 'Portaria do CEL',
      descricao: 'Confira um convite pelo código digitado e admita o convidado.',
      para: paths.portariaCel,
      icone: HowToRegOutlined,
    },
  ],
};
