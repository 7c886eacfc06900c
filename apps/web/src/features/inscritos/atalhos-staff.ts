import BadgeOutlined from '@mui/icons-material/BadgeOutlined?leve';
import { paths } from '@/config/paths';
import type { GrupoDeAtalhos } from '@/lib/atalhos';

/** The registry's group in the staff hub (only with CLI_PermissaoInscritos). */
export const grupoDaAreaRestrita: GrupoDeAtalhos = {
  titulo: 'Inscritos',
  permissoes: ['CLI_PermissaoInscritos'],
  atalhos: [
    {
      titulo: 'Cadastro de inscritos',
      descricao: 'Busque advogados e advogadas, veja o histórico e altere a situação de uma inscrição, com o motivo.',
      para: paths.inscritos,
      icone: BadgeOutlined,
    },
  ],
};
