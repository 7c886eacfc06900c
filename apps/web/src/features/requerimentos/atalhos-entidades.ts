import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined?leve';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined?leve';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined?leve';
import { paths } from '@/config/paths';
import { estadoSobDemanda, type Atalho } from '@/lib/atalhos';
import { ouvidoria, pendencias, requerimentosOab } from './atalhos';

// Apart from ./atalhos (read by /home), so /home does not carry the entity homes' cards. The state lines load
// with the entity home that shows them.
const EstadoRequerimentosOab = estadoSobDemanda(() => import('./components/estado-requerimentos').then((m) => m.EstadoRequerimentosOab));
const EstadoRequerimentosCasag = estadoSobDemanda(() => import('./components/estado-requerimentos').then((m) => m.EstadoRequerimentosCasag));
const EstadoOuvidoria = estadoSobDemanda(() => import('./components/estado-requerimentos').then((m) => m.EstadoOuvidoria));

/** The requests cards on /home/oab, with what waits for the member (GET /requerimentos/resumo). */
export const atalhosDaHomeOab: readonly Atalho[] = [
  { ...requerimentosOab, estado: EstadoRequerimentosOab },
  {
    titulo: 'Meus requerimentos OAB',
    descricao: 'Seus pedidos à OAB, com a situação e o comprovante de cada um.',
    para: paths.requerimentos,
    icone: ListAltOutlined,
    somenteAdvogado: true,
  },
  pendencias,
  { ...ouvidoria, estado: EstadoOuvidoria },
];

/**
 * The CASAG cards on /home/casag (benefits, the member's CASAG requests, the ombudsman), with what waits for the
 * member. Benefits stay for everyone: some (the funeral aid) are asked by a dependant who need not be a lawyer, and
 * each form says whether the member may ask for it.
 */
export const atalhosDaHomeCasag: readonly Atalho[] = [
  {
    titulo: 'Benefícios',
    descricao: 'Auxílios e outros benefícios que você pode pedir à CASAG.',
    para: paths.casagRequerimentos,
    icone: VolunteerActivismOutlined,
  },
  {
    titulo: 'Meus requerimentos CASAG',
    descricao: 'Todos os seus pedidos à CASAG, com a situação de cada um.',
    para: paths.meusRequerimentosCasag,
    icone: ListAltOutlined,
  },
  {
    titulo: 'Em andamento',
    descricao: 'Rascunhos para continuar e pedidos em análise ou em diligência.',
    para: paths.requerimentosCasag,
    icone: HourglassEmptyOutlined,
    estado: EstadoRequerimentosCasag,
  },
  { ...ouvidoria, estado: EstadoOuvidoria },
];
