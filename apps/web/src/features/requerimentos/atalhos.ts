import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import { paths } from '@/config/paths';
import type { Atalho } from '@/lib/atalhos';
import { EstadoOuvidoria, EstadoRequerimentosCasag, EstadoRequerimentosOab } from './components/estado-requerimentos';

const requerimentosOab: Atalho = {
  titulo: 'Requerimentos OAB',
  descricao: 'Certidões, carteira, inscrição e outros serviços da OAB.',
  para: paths.requerimento,
  icone: AssignmentOutlined,
  somenteAdvogado: true,
};
const ouvidoria: Atalho = {
  titulo: 'Ouvidoria',
  descricao: 'Sugestões, solicitações, reclamações, denúncias e elogios.',
  para: paths.ouvidoria,
  icone: CampaignOutlined,
};
const pendencias: Atalho = {
  titulo: 'Pendências',
  descricao: 'Rascunhos, diligências e valores que aguardam você.',
  para: paths.requerimentoPendente,
  icone: PendingActionsOutlined,
};

/**
 * The requests area's cards on /home: OAB services for lawyers, the rest for everyone (CASAG has its own card on
 * /home, the entity's home).
 */
export const atalhosDaHome: readonly Atalho[] = [
  requerimentosOab,
  ouvidoria,
  {
    titulo: 'Meus requerimentos',
    descricao: 'Todos os seus pedidos, com a situação e o comprovante de cada um.',
    para: paths.meusRequerimentos,
    icone: ListAltOutlined,
  },
  pendencias,
];

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
