import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined?leve';
import { paths } from '@/config/paths';
import { estadoSobDemanda, type Atalho } from '@/lib/atalhos';
import { anuidade, plano, tabela, titulos } from './atalhos';

// Apart from ./atalhos (read by /home), so /home does not carry the entity homes' cards. The state lines load
// with the entity home that shows them.
const EstadoAnuidade = estadoSobDemanda(() => import('./components/estado-financeiro').then((m) => m.EstadoAnuidade));
const EstadoTitulos = estadoSobDemanda(() => import('./components/estado-financeiro').then((m) => m.EstadoTitulos));
const EstadoNegociacao = estadoSobDemanda(() => import('./components/estado-financeiro').then((m) => m.EstadoNegociacao));

/**
 * The finance cards on /home/oab, with their state at a glance: the anuidade em dia or what is overdue, what
 * falls due next, the debts to negotiate (one query, GET /financeiro/resumo, for the three).
 */
export const atalhosDaHomeOab: readonly Atalho[] = [
  { ...anuidade, estado: EstadoAnuidade },
  { ...titulos, estado: EstadoTitulos },
  {
    titulo: 'Negociar débitos',
    descricao: 'Anuidades e outros débitos vencidos: simule um acordo com desconto e parcelas.',
    para: `${paths.financeiro}?situacao=vencido`,
    icone: HandshakeOutlined,
    estado: EstadoNegociacao,
  },
  plano,
  tabela,
];
