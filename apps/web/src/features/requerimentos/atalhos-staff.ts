import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined?leve';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined?leve';
import { paths } from '@/config/paths';
import type { GrupoDeAtalhos } from '@/lib/atalhos';

/** The requests area's group in the staff hub. */
export const grupoDaAreaRestrita: GrupoDeAtalhos = {
  titulo: 'Requerimentos',
  atalhos: [
    {
      titulo: 'Fila de requerimentos',
      descricao: 'Analise os requerimentos enviados: deferir, indeferir, pedir diligência ou arquivar.',
      para: paths.filaRequerimentos,
      icone: FactCheckOutlined,
    },
    {
      titulo: 'Requerimentos internos',
      descricao: 'Registre um requerimento em nome de uma pessoa inscrita, buscando-a pelo CPF ou pela inscrição.',
      para: paths.requerimentosInterno,
      icone: AssignmentIndOutlined,
    },
  ],
};
