import GavelOutlined from '@mui/icons-material/GavelOutlined?leve';
import { paths } from '@/config/paths';
import type { GrupoDeAtalhos } from '@/lib/atalhos';

/** The judgment sessions' group in the staff hub (the processes permission). */
export const grupoDaAreaRestrita: GrupoDeAtalhos = {
  titulo: 'Sessões de julgamento',
  permissoes: ['CLI_PermissaoProcessos'],
  atalhos: [
    {
      titulo: 'Sessões de julgamento',
      descricao: 'Marque sessões, monte a pauta, abra e encerre sessões e registre os resultados.',
      para: paths.sessoesStaff,
      icone: GavelOutlined,
    },
  ],
};
