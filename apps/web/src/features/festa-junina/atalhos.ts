import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined?leve';
import type { Atalho } from '@/lib/atalhos';
import { paths } from '@/config/paths';
import { EstadoIngressos } from './components/estado-ingressos';

/** CEL home (/home/cel): the festa junina, with the tickets still to use. */
export const atalhosDaHomeCel: readonly Atalho[] = [
  {
    titulo: 'Festa junina',
    descricao: 'Compre seu ingresso e os dos convidados, altere titulares e baixe os ingressos em PDF.',
    para: paths.festaJunina,
    icone: ConfirmationNumberOutlined,
    somenteAdvogado: true,
    estado: EstadoIngressos,
  },
];
