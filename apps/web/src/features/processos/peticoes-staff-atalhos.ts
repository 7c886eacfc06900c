import PostAddOutlined from '@mui/icons-material/PostAddOutlined?leve';
import type { GrupoDeAtalhos } from '@/lib/atalhos';
import { paths } from '@/config/paths';

/** The petitions queue's group in the staff hub (the processes permission). */
export const grupoDaAreaRestrita: GrupoDeAtalhos = {
  titulo: 'Petições',
  permissoes: ['CLI_PermissaoProcessos'],
  atalhos: [
    {
      titulo: 'Petições recebidas',
      descricao: 'Fila das petições protocoladas nos processos: junte aos autos ou não conheça, com o motivo.',
      para: paths.peticoesStaff,
      icone: PostAddOutlined,
    },
  ],
};
