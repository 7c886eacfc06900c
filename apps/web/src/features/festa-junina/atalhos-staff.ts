import Celebration from '@mui/icons-material/Celebration?leve';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner?leve';
import type { GrupoDeAtalhos } from '@/lib/atalhos';
import { paths } from '@/config/paths';

/** The festa junina's group in the staff hub: setup (events permission) and the gate (gate permission). */
export const grupoDaAreaRestrita: GrupoDeAtalhos = {
  titulo: 'Festa junina (CEL)',
  permissoes: ['CLI_PermissaoEventos', 'CLI_PermissaoPortaria'],
  atalhos: [
    {
      titulo: 'Eventos e lotes',
      descricao: 'Cadastre a festa, os lotes, os preços por tipo de ingresso e os limites; acompanhe vendas e entradas.',
      para: paths.festaJuninaStaff,
      icone: Celebration,
      permissoes: ['CLI_PermissaoEventos'],
    },
    {
      titulo: 'Check-in',
      descricao: 'Leia o QR do ingresso com a câmera do celular ou digite o código: cada ingresso entra uma vez.',
      para: paths.festaJuninaCheckIn,
      icone: QrCodeScanner,
      permissoes: ['CLI_PermissaoPortaria'],
    },
  ],
};
