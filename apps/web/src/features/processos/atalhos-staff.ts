import GavelOutlined from '@mui/icons-material/GavelOutlined?leve';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined?leve';
import { paths } from '@/config/paths';
import type { GrupoDeAtalhos } from '@/lib/atalhos';

/** The processes' group in the staff hub (CLI_PermissaoProcessos). */
export const grupoDaAreaRestrita: GrupoDeAtalhos = {
  titulo: 'Processos',
  permissoes: ['CLI_PermissaoProcessos'],
  atalhos: [
    {
      titulo: 'Processos',
      descricao: 'Autue processos e cuide de partes, advogados, movimentos, documentos e prazos.',
      para: paths.processosStaff,
      icone: GavelOutlined,
    },
    {
      titulo: 'Importar processos',
      descricao: 'Traga do sistema anterior os processos com partes, advogados e relator, com prévia antes de gravar.',
      para: paths.processosImportar,
      icone: UploadFileOutlined,
    },
  ],
};
