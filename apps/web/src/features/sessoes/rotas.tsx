import { paths } from '@/config/paths';
import { RequireAuth } from '@/lib/require-auth';
import type { RotasDaArea } from '@/lib/rotas-de-area';

/** Judgment sessions: the member's /sessoes; the staff's list, new session, agenda and adding processes. */
export const rotasDeSessoes: RotasDaArea = {
  autenticadas: [{ path: paths.sessoes, pagina: () => import('./components/sessoes-page').then((m) => m.SessoesPage) }],
  staff: [
    {
      element: <RequireAuth permissoes={['CLI_PermissaoProcessos']} />,
      children: [
        { path: paths.sessoesStaff, pagina: () => import('./components/sessoes-staff-page').then((m) => m.SessoesStaffPage) },
        { path: paths.novaSessao, pagina: () => import('./components/nova-sessao-page').then((m) => m.NovaSessaoPage) },
        { path: paths.sessaoStaff, pagina: () => import('./components/sessao-staff-page').then((m) => m.SessaoStaffPage) },
        { path: paths.sessaoAdicionarProcesso, pagina: () => import('./components/adicionar-processo-page').then((m) => m.AdicionarProcessoPage) },
      ],
    },
  ],
};
