import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';

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
