import GavelOutlined from '@mui/icons-material/GavelOutlined?leve';
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
  ],
};
