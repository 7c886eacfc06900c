import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import { paths } from '@/config/paths';
import type { Atalho } from '@/lib/atalhos';

/** The requests area's cards on /home: OAB services and CASAG benefits for lawyers, the rest for everyone. */
export const atalhosDaHome: readonly Atalho[] = [
  {
    titulo: 'Requerimentos OAB',
    descricao: 'Certidões, carteira, inscrição e outros serviços da OAB.',
    para: paths.requerimento,
    icone: AssignmentOutlined,
    somenteAdvogado: true,
  },
  {
    titulo: 'CASAG',
    descricao: 'Benefícios da Caixa de Assistência e seus pedidos.',
    para: paths.homeCasag,
    icone: HealthAndSafetyOutlined,
    somenteAdvogado: true,
  },
  {
    titulo: 'Ouvidoria',
    descricao: 'Sugestões, solicitações, reclamações, denúncias e elogios.',
    para: paths.ouvidoria,
    icone: CampaignOutlined,
  },
  {
    titulo: 'Meus requerimentos',
    descricao: 'Todos os seus pedidos, com a situação e o comprovante de cada um.',
    para: paths.meusRequerimentos,
    icone: ListAltOutlined,
  },
  {
    titulo: 'Pendências',
    descricao: 'Rascunhos, diligências e valores que aguardam você.',
    para: paths.requerimentoPendente,
    icone: PendingActionsOutlined,
  },
];
