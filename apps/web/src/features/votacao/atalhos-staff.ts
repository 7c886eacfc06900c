import HowToVoteOutlined from '@mui/icons-material/HowToVoteOutlined?leve';
import { paths } from '@/config/paths';
import type { GrupoDeAtalhos } from '@/lib/atalhos';

/** The voting group in the staff hub (the voting permission). */
export const grupoDaAreaRestrita: GrupoDeAtalhos = {
  titulo: 'Votações',
  permissoes: ['CLI_PermissaoVotacao'],
  atalhos: [
    {
      titulo: 'Administrar votações',
      descricao: 'Crie eleições e enquetes, acompanhe o comparecimento e publique o resultado.',
      para: paths.votingAdmin,
      icone: HowToVoteOutlined,
    },
  ],
};
