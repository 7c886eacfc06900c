import ContactsOutlined from '@mui/icons-material/ContactsOutlined?leve';
import { paths } from '@/config/paths';
import type { GrupoDeAtalhos } from '@/lib/atalhos';

/** The contacts directory's group in the staff hub (the contacts permission). */
export const grupoDaAreaRestrita: GrupoDeAtalhos = {
  titulo: 'Contatos',
  permissoes: ['CLI_PermissaoContatos'],
  atalhos: [
    {
      titulo: 'Contatos',
      descricao: 'Busque advogados e colaboradores por nome, CPF, inscrição ou cidade, veja os contatos e exporte listas em CSV.',
      para: paths.contatos,
      icone: ContactsOutlined,
    },
  ],
};
