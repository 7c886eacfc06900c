import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import { paths } from '@/config/paths';
import type { Atalho } from '@/lib/atalhos';

/** Finance cards on /home: the anuidade for lawyers, títulos, plans and the fee table for everyone. */
export const atalhosDaHome: readonly Atalho[] = [
  {
    titulo: 'Anuidade',
    descricao: 'Pague em cota única com desconto ou parcele a anuidade do ano.',
    para: paths.annuity,
    icone: AccountBalanceWalletOutlined,
    somenteAdvogado: true,
  },
  {
    titulo: 'Meus títulos e recibos',
    descricao: 'Valores a pagar por PIX ou boleto, recibos e o demonstrativo para o Imposto de Renda.',
    para: paths.financeiro,
    icone: ReceiptLongOutlined,
  },
  {
    titulo: 'Plano de pagamento',
    descricao: 'Parcelamentos e acordos, com a situação de cada parcela.',
    para: paths.paymentPlan,
    icone: EventRepeatOutlined,
  },
  {
    titulo: 'Tabela de honorários',
    descricao: 'Valores mínimos de honorários por área e ato.',
    para: paths.feetable,
    icone: TableChartOutlined,
  },
];
