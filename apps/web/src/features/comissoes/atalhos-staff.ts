import GroupsOutlined from '@mui/icons-material/GroupsOutlined?leve';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined?leve';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined?leve';
import type { GrupoDeAtalhos } from '@/lib/atalhos';
import { paths } from '@/config/paths';

/** The commissions' group in the staff hub (the commissions permission); attendance has its own feature and card. */
export const grupoDaAreaRestrita: GrupoDeAtalhos = {
  titulo: 'Comissões e presença',
  permissoes: ['CLI_PermissaoComissoes'],
  atalhos: [
    {
      titulo: 'Comissões',
      descricao: 'Crie comissões, nomeie membros com função, portaria e mandato, e agende reuniões.',
      para: paths.comissoesStaff,
      icone: GroupsOutlined,
    },
    {
      titulo: 'Importar membros',
      descricao: 'Traga do sistema anterior os mandatos dos membros das comissões, com prévia antes de gravar.',
      para: paths.comissoesImportar,
      icone: UploadFileOutlined,
    },
    {
      titulo: 'Listas de presença',
      descricao: 'Abra a lista de uma reunião ou sessão, mostre o QR da sala e exporte em CSV.',
      para: paths.presenca,
      icone: HowToRegOutlined,
    },
  ],
};
