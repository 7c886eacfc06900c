import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined?leve';
import { paths } from '@/config/paths';
import type { Atalho } from '@/lib/atalhos';

/** The judgment sessions' card on /home/oab (read only by that lazy page, so /home does not carry it). */
export const atalhosDaHomeOab: readonly Atalho[] = [
  {
    titulo: 'Sessões de julgamento',
    descricao: 'As próximas sessões com suas pautas; inscreva-se para sustentação oral nos processos em que atua.',
    para: paths.sessoes,
    icone: EventNoteOutlined,
  },
];
