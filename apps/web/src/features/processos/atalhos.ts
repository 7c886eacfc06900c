import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined?leve';
import GavelOutlined from '@mui/icons-material/GavelOutlined?leve';
import { paths } from '@/config/paths';
import type { Atalho } from '@/lib/atalhos';

/** The processes' cards on /home/oab (read only by that lazy page, so /home does not carry them). */
export const atalhosDaHomeOab: readonly Atalho[] = [
  {
    titulo: 'Consulta processual',
    descricao: 'Busque os processos da Seccional pelo número ou pelo nome de uma parte.',
    para: paths.consultaProcessual,
    icone: GavelOutlined,
  },
  {
    titulo: 'Meus processos',
    descricao: 'Os processos em que você é parte ou advogado(a), com prazos e sessões.',
    para: paths.meusProcessos,
    icone: FolderOpenOutlined,
  },
];
