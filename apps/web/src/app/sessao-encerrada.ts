import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { CHAVE_USUARIO_ATUAL } from '@/lib/get-usuario-atual';

/** What /login says to someone whose session ended on the server (another device, a password change). */
export const MENSAGEM_SESSAO_ENCERRADA = 'Sua sessão foi encerrada. Entre novamente para continuar.';

/**
 * What the app does when the session is gone on the server (a 401 after re-authenticating): forget what was read
 * with it and go to /login, which says why (`aviso`).
 */
export function aoEncerrarSessao(queryClient: QueryClient, router: { navigate: (para: string, opcoes: { replace: boolean; state: { aviso: string } }) => Promise<void> }) {
  return () => {
    queryClient.clear();
    void router.navigate(paths.login, { replace: true, state: { aviso: MENSAGEM_SESSAO_ENCERRADA } });
  };
}

/**
 * What the app does when the server refuses a call (403): read who is signed in again, so a permission someone else
 * took away leaves the menus and the guarded pages at once, not at the next sign-in.
 */
export function aoRecusarAcesso(queryClient: QueryClient) {
  return () => {
    void queryClient.invalidateQueries({ queryKey: CHAVE_USUARIO_ATUAL });
  };
}
