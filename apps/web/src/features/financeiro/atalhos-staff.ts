import MoneyOffOutlined from '@mui/icons-material/MoneyOffOutlined?leve';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined?leve';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined?leve';
import { paths } from '@/config/paths';
import type { GrupoDeAtalhos } from '@/lib/atalhos';

/** Finance's group in the staff hub (the finance permission). */
export const grupoDaAreaRestrita: GrupoDeAtalhos = {
  titulo: 'Financeiro',
  permissoes: ['CLI_PermissaoFinanceiro'],
  tresColunas: true,
  atalhos: [
    {
      titulo: 'Inadimplência',
      descricao: 'Pessoas com débitos vencidos, com filtros por atraso, exercício e valor, e exportação em CSV.',
      para: paths.inadimplencia,
      icone: MoneyOffOutlined,
    },
    {
      titulo: 'Pagamentos e revisão',
      descricao: 'Busque títulos por CPF ou número e resolva os pagamentos que não foram liquidados.',
      para: paths.financeiroStaff,
      icone: PaymentsOutlined,
    },
    {
      titulo: 'Tabela de honorários',
      descricao: 'Importe uma nova versão da tabela de honorários mínimos a partir de um arquivo CSV.',
      para: paths.honorariosStaff,
      icone: TableChartOutlined,
    },
  ],
};
