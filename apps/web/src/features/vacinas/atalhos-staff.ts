import QrCodeScannerOutlined from '@mui/icons-material/QrCodeScannerOutlined?leve';
import VaccinesOutlined from '@mui/icons-material/VaccinesOutlined?leve';
import type { GrupoDeAtalhos } from '@/lib/atalhos';
import { paths } from '@/config/paths';

/** The vaccines' group in the staff hub (the vaccines permission). */
export const grupoDaAreaRestrita: GrupoDeAtalhos = {
  titulo: 'Vacinas (CASAG)',
  permissoes: ['CLI_PermissaoVacinas'],
  atalhos: [
    {
      titulo: 'Campanhas de vacinação',
      descricao: 'Crie e acompanhe campanhas: estoque, preços, períodos, locais e números de vendas e aplicações.',
      para: paths.vacinasStaff,
      icone: VaccinesOutlined,
    },
    {
      titulo: 'Registrar aplicação',
      descricao: 'Leia o QR ou digite o código do voucher e registre a aplicação da dose.',
      para: paths.vacinasAplicacao,
      icone: QrCodeScannerOutlined,
    },
  ],
};
