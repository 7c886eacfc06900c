import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined?leve';
import { paths } from '@/config/paths';
import type { GrupoDeAtalhos } from '@/lib/atalhos';

/** The registry import's shortcut in the staff hub (only with CLI_PermissaoInscritos). */
export const grupoDaAreaRestrita: GrupoDeAtalhos = {
  titulo: 'Cadastro de inscritos',
  permissoes: ['CLI_PermissaoInscritos'],
  atalhos: [
    {
      titulo: 'Importar inscritos',
      descricao: 'Envie o CSV do cadastro (CNA), confira a prévia e confirme a importação.',
      para: paths.inscritosImportar,
      icone: UploadFileOutlined,
    },
  ],
};
