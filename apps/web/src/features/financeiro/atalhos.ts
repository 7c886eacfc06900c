import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined?leve';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined?leve';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined?leve';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined?leve';
import { paths } from '@/config/paths';
import type { Atalho } from '@/lib/atalhos';

export const anuidade: Atalho = {
  titulo: 'Anuidade',
  descricao: 'Pague em cota única com desconto ou parcele a anuidade do ano.',
  para: paths.annuity,
  icone: AccountBalanceWalletOutlined,
  somenteAdvogado: true,
};
export const titulos: Atalho = {
  titulo: 'Meus títulos e recibos',
  descricao: 'Valores a pagar por PIX ou boleto, recibos e o demonstrativo para o Imposto de Renda.',
  para: paths.financeiro,
  icone: ReceiptLongOutlined,
};
export const plano: Atalho = {
  titulo: 'Plano de pagamento',
  descricao: 'Parcelamentos e acordos, com a situação de cada parcela.',
  para: paths.paymentPlan,
  icone: EventRepeatOutlined,
};
export const tabela: Atalho = {
  titulo: 'Tabela de honorários',
  descricao: 'Valores mínimos de honorários por área e ato.',
  para: paths.feetable,
  icone: TableChartOutlined,
};

/**
 * Finance cards on /home: the anuidade for lawyers, títulos, plans and the fee table for everyone. /home/oab's
 * cards, with their state at a glance, are in ./atalhos-entidades (apart, so /home does not carry them).
 */
export const atalhosDaHome: readonly Atalho[] = [anuidade, titulos, plano, tabela];
