import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, type MouseEvent } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { garantirEstiloLeve } from '@/components/estilo-leve';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/api/logout';
import { GravadorDeUsabilidade } from '@/features/gravador/components/gravador-de-usabilidade';
import { lerUsuarioLogado, limparSessao } from '@/lib/auth-storage';
import { useFocoNaTrocaDeRota } from './use-foco-na-troca-de-rota';

garantirEstiloLeve();

/** Spec, top bar: hidden on login and forgot; the 128 px offset under it removed on login, forgot, cadastro. */
const SEM_BARRA: readonly string[] = [paths.login, paths.forgot];
const SEM_DESLOCAMENTO: readonly string[] = [paths.login, paths.forgot, paths.cadastro];
export const DESLOCAMENTO_BARRA_PX = 128;
/** id of <main>, the skip link's target. */
export const ID_CONTEUDO = 'conteudo';

/**
 * The top bar (AppBar, Menu, Avatar) is its own chunk: /login, where most visits start, never shows it.
 * Routes that do show it start loading it together with their page (see router.tsx).
 */
export const carregarTopBar = () => import('@/components/top-bar');
const TopBar = lazy(() => carregarTopBar().then((m) => ({ default: m.TopBar })));

function normalizar(caminho: string): string {
  return caminho.length > 1 ? caminho.replace(/\/+$/, '') : caminho;
}

/** The public anonymous report (ADR 010) looks the same whether the visitor is signed in or not: no bar. */
const publicaSemIdentidade = (caminho: string) => caminho === paths.denunciaAnonima || caminho.startsWith(`${paths.denunciaAnonima}/`);

/** Root layout of every route: the top bar when someone is logged in, and the main landmark. */
export function AppLayout() {
  const { pathname } = useLocation();
  const navegacao = useNavigation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const principal = useRef<HTMLElement>(null);
  const anuncio = useFocoNaTrocaDeRota(principal);

  const caminho = normalizar(pathname);
  const usuario = lerUsuarioLogado();
  const mostrarBarra = usuario !== null && !SEM_BARRA.includes(caminho) && !publicaSemIdentidade(caminho);
  const comDeslocamento = !SEM_DESLOCAMENTO.includes(caminho) && !publicaSemIdentidade(caminho);

  const sair = async () => {
    try {
      await logout.mutateAsync();
    } catch {
      // Spec: logging out never fails for the user; the server session expires on its own.
    }
    limparSessao();
    await navigate(paths.login, { replace: true });
    queryClient.clear();
  };

  // Focus goes to <main> itself (not only the scroll position), so the next Tab is the page's first control.
  const pularParaConteudo = (evento: MouseEvent<HTMLAnchorElement>) => {
    evento.preventDefault();
    principal.current?.focus();
  };

  return (
    <>
      {/* The usability recorder (ADR 027): renders nothing; loads the tracker only when configured. */}
      <GravadorDeUsabilidade />
      {/* Plain elements and CSS (components/estilo-leve.ts): the frame of every page, drawn before MUI (ADR 032). */}
      <a className="pl-pular" href={`#${ID_CONTEUDO}`} onClick={pularParaConteudo}>
        Pular para o conteúdo
      </a>
      {navegacao.state === 'loading' ? <div className="pl-progresso" role="progressbar" aria-label="Carregando página" /> : null}
      {mostrarBarra && usuario ? (
        <Suspense fallback={null}>
          <TopBar usuario={usuario} onSair={sair} />
        </Suspense>
      ) : null}
      <main
        id={ID_CONTEUDO}
        ref={principal}
        tabIndex={-1}
        style={{ paddingTop: comDeslocamento ? DESLOCAMENTO_BARRA_PX : 0, paddingBottom: comDeslocamento ? 32 : 0 }}
        data-testid="conteudo-principal"
      >
        <Outlet />
      </main>
      {/* The new page's title after a client-side route change (see useFocoNaTrocaDeRota). */}
      <div aria-live="polite" aria-atomic="true" data-testid="anuncio-de-rota" className="pl-oculto">
        {anuncio}
      </div>
    </>
  );
}
