import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined?leve';
import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined?leve';
import PoolOutlined from '@mui/icons-material/PoolOutlined?leve';
import { paths } from '@/config/paths';
import type { Atalho } from '@/lib/atalhos';

/** /home's way to the three entity homes (every signed-in user sees them; each home says what applies to whom). */
export const ENTIDADES: readonly Atalho[] = [
  {
    titulo: 'OAB-GO',
    descricao: 'Anuidade, títulos, acordos e requerimentos da Seccional.',
    para: paths.homeOab,
    icone: AccountBalanceOutlined,
  },
  {
    titulo: 'CASAG',
    descricao: 'Benefícios da Caixa de Assistência, seus pedidos e a Ouvidoria.',
    para: paths.homeCasag,
    icone: HealthAndSafetyOutlined,
  },
  {
    titulo: 'CEL',
    descricao: 'O clube da advocacia: lazer e eventos.',
    para: paths.homeCel,
    icone: PoolOutlined,
  },
];
