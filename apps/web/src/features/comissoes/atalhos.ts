import GroupsOutlined from '@mui/icons-material/GroupsOutlined?leve';
import { paths } from '@/config/paths';
import type { Atalho } from '@/lib/atalhos';

/** The commissions' card on /home/oab (read only by that lazy page, so /home does not carry it). */
export const atalhosDaHomeOab: readonly Atalho[] = [
  {
    titulo: 'Comissões',
    descricao: 'As comissões da OAB-GO, seus membros e as suas participações, com mandato e frequência.',
    para: paths.comissoes,
    icone: GroupsOutlined,
  },
];
