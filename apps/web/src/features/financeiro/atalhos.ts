import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import { paths } from '@/config/paths';
import type { Atalho } from '@/lib/atalhos';
import { EstadoAnuidade, EstadoNegociacao, EstadoTitulos } from './components/estado-financeiro';

const anuidade: Atalho = {
  titulo: 'Anuidade',
  descricao: 'Pague em cota única com desconto ou parcele a anuidade do ano.',
  para: paths.annuity,
  icone: AccountBalanceWalletOutlined,
  somenteAdvogado: true,
};
const titulos: Atalho = {
  titulo: 'Meus títulos e recibos',
  descricao: 'Valores a pagar por PIX ou boleto, recibos e o demonstrativo para o Imposto de Renda.',
  para: paths.financeiro,
  icone: ReceiptLongOutlined,
};
const plano: Atalho = {
  titulo: 'Plano de pagamento',
  descricao: 'Parcelamentos e acordos, com a situação de cada parcela.',
  para: paths.paymentPlan,
  icone: EventRepeatOutlined,
};
const tabela: Atalho = {
  titulo: 'Tabela de honorários',
  descricao: 'Valores mínimos de honorários por área e ato.',
  para: paths.feetable,
  icone: TableChartOutlined,
};

/** Finance cards on /home: the anuidade for lawyers, títulos, plans and the fee table for everyone. */
export const atalhosDaHome: readonly Atalho[] = [anuidade, titulos, plano, tabela];

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
