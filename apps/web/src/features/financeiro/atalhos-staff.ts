import MoneyOffOutlined from '@mui/icons-material/MoneyOffOutlined?leve';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined?leve';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined?leve';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined?leve';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined?leve';
import { paths } from '@/config/paths';
import { estadoSobDemanda, type GrupoDeAtalhos } from '@/lib/atalhos';

// Loaded with the hub only (its query and schema stay out of the other pages).
const EstadoTabelaAnuidade = estadoSobDemanda(() => import('./components/avisos-tabela-anuidade').then((m) => m.EstadoTabelaAnuidade));

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
      titulo: 'Tabela da anuidade',
      descricao: 'Os valores da anuidade de cada exercício, pela resolução do Conselho Seccional: cadastre a do próximo ano.',
      para: paths.anuidadeStaff,
      icone: RequestQuoteOutlined,
      estado: EstadoTabelaAnuidade,
    },
    {
      titulo: 'Importar títulos',
      descricao: 'Traga do sistema anterior anuidades, taxas e outras cobranças, em aberto ou pagas, com prévia antes de gravar.',
      para: paths.importarTitulos,
      icone: UploadFileOutlined,
    },
    {
      titulo: 'Tabela de honorários',
      descricao: 'Importe uma nova versão da tabela de honorários mínimos a partir de um arquivo CSV.',
      para: paths.honorariosStaff,
      icone: TableChartOutlined,
    },
  ],
};
