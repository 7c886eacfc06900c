import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined?leve';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined?leve';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined?leve';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined?leve';
import { paths } from '@/config/paths';
import type { Atalho } from '@/lib/atalhos';

export const requerimentosOab: Atalho = {
  titulo: 'Requerimentos OAB',
  descricao: 'Certidões, carteira, inscrição e outros serviços da OAB.',
  para: paths.requerimento,
  icone: AssignmentOutlined,
  somenteAdvogado: true,
};
export const ouvidoria: Atalho = {
  titulo: 'Ouvidoria',
  descricao: 'Sugestões, solicitações, reclamações, denúncias e elogios.',
  para: paths.ouvidoria,
  icone: CampaignOutlined,
};
export const pendencias: Atalho = {
  titulo: 'Pendências',
  descricao: 'Rascunhos, diligências e valores que aguardam você.',
  para: paths.requerimentoPendente,
  icone: PendingActionsOutlined,
};

/**
 * The requests area's cards on /home: OAB services for lawyers, the rest for everyone (CASAG has its own card on
 * /home, the entity's home). The entity homes' cards are in ./atalhos-entidades (apart, so /home does not carry them).
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
