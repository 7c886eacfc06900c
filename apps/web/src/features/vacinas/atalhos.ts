import VaccinesOutlined from '@mui/icons-material/VaccinesOutlined?leve';
import type { Atalho } from '@/lib/atalhos';
import { paths } from '@/config/paths';
import { EstadoVacinas } from './components/estado-vacinas';

/** The vaccines' card on /home/casag (the lead wires `atalhosDaHomeCasag` into the CASAG home). */
export const atalhosDaHomeCasag: readonly Atalho[] = [
  {
    titulo: 'Vacinas',
    descricao: 'Campanhas de vacinação para você e seus dependentes, com voucher para apresentar no local.',
    para: paths.vacinas,
    icone: VaccinesOutlined,
    estado: EstadoVacinas,
  },
];
