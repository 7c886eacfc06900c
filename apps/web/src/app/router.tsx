import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingState } from '@/components/loading-state';
import { RouteErrorScreen } from '@/components/route-error-screen';
import { paths } from '@/config/paths';
import { rotasDaAreaRestrita } from '@/features/area-restrita/rotas';
import { rotasDeAuth } from '@/features/auth/rotas';
import { rotasDoCadastro } from '@/features/cadastro/rotas';
import { rotasDoCertificado } from '@/features/certificado/rotas';
import { rotasDeConfiguracoes } from '@/features/configuracoes/rotas';
import { rotasDaFestaJunina } from '@/features/festa-junina/rotas';
import { rotasDeContatos } from '@/features/contatos/rotas';
import { rotasDeConvites } from '@/features/convites/rotas';
import { rotasDoFinanceiro } from '@/features/financeiro/rotas';
import { rotasDaHome } from '@/features/home/rotas';
import { rotasDoPerfil } from '@/features/perfil/rotas';
import { rotasDePeticionamento } from '@/features/processos/rotas-peticionamento';
import { rotasDeProcessosStaff } from '@/features/processos/rotas-staff';
import { rotasDeProcessos } from '@/features/processos/rotas';
import { rotasDeRecuperacaoSenha } from '@/features/recuperacao-senha/rotas';
import { rotasDeRequerimentos } from '@/features/requerimentos/rotas';
import { rotasDeSessoes } from '@/features/sessoes/rotas';
import { rotasDeVacinas } from '@/features/vacinas/rotas';
import { rotasDeComissoes } from '@/features/comissoes/rotas';
import { rotasDePresenca } from '@/features/presenca/rotas';
import { rotasDeVotacao } from '@/features/votacao/rotas';
import { rotasDoViraMais } from '@/features/viramais/rotas';
import { RequireAuth } from '@/lib/require-auth';
import type { RotaDaArea, RotasDaArea } from '@/lib/rotas-de-area';
import { AppLayout, carregarTopBar } from './layouts/app-layout';

/**
 * Every area's routes (features/<area>/rotas.tsx). The home and the staff hub get their pages from ./paginas,
 * which give them every area's shortcuts: no feature imports another.
 */
const areas: RotasDaArea[] = [
  rotasDeAuth,
  rotasDoCertificado,
  rotasDoCadastro,
  rotasDeRecuperacaoSenha,
  rotasDaHome({
    home: () => import('./paginas/home-page').then((m) => m.HomePageComAtalhos),
    oab: () => import('./paginas/home-oab-page').then((m) => m.HomeOabPage),
    casag: () => import('./paginas/home-casag-page').then((m) => m.HomeCasagPage),
    cel: () => import('./paginas/home-cel-page').then((m) => m.HomeCelPage),
  }),
  rotasDoPerfil,
  rotasDeConfiguracoes,
  rotasDeRequerimentos,
  rotasDoFinanceiro,
  rotasDaFestaJunina,
  rotasDeConvites,
  rotasDeVacinas,
  rotasDeComissoes,
  rotasDePresenca,
  rotasDeProcessos,
  rotasDeVotacao,
  rotasDoViraMais,
  rotasDePeticionamento,
  rotasDeProcessosStaff,
  rotasDeSessoes,
  rotasDeContatos,
  rotasDaAreaRestrita(() => import('./paginas/area-restrita-page').then((m) => m.AreaRestritaPageComAtalhos)),
];

/**
 * An area's route as react-router wants it. The page is loaded lazily; a page under the top bar loads with the
 * bar's chunk, so the bar does not lag; a public page on its own loads only its own chunk.
 */
function paraRota(topBarPadrao: boolean) {
  const converter = ({ pagina, topBar = topBarPadrao, children, ...resto }: RotaDaArea): RouteObject =>
    ({
      ...resto,
      ...(pagina && { lazy: async () => ({ Component: (await Promise.all([pagina(), topBar && carregarTopBar()]))[0] }) }),
      ...(children && { children: children.map(converter) }),
    }) as RouteObject;
  return converter;
}

const doGrupo = (grupo: keyof RotasDaArea) => areas.flatMap((area) => area[grupo] ?? []).map(paraRota(grupo !== 'publicas'));

/**
 * The whole route table. Every page is loaded lazily; only routes that really work are here (the spec's
 * other routes come with their features). Unknown paths go to /login.
 */
export const rotas: RouteObject[] = [
  {
    path: paths.raiz,
    element: <AppLayout />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <LoadingState telaCheia />,
    children: [
      { index: true, element: <Navigate to={paths.home} replace /> },
      ...doGrupo('publicas'),
      paraRota(true)({
        path: paths.acessoNegado,
        pagina: () => import('@/components/acesso-negado-screen').then((m) => m.AcessoNegadoScreen),
      }),
      {
        element: <RequireAuth />,
        children: [
          ...doGrupo('autenticadas'),
          {
            path: paths.perfil,
            element: <Navigate to={paths.meusRequerimentos} replace />,
          },
        ],
      },
      {
        element: <RequireAuth permissoes={['CLI_PermissaoAreaRestrita']} />,
        children: [
          ...doGrupo('staff'),
          {
            // Finance staff pages: the restricted area and the finance permission.
            element: <RequireAuth permissoes={['CLI_PermissaoFinanceiro']} />,
            children: doGrupo('staffFinanceiro'),
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.login} replace /> },
    ],
  },
];

export function criarRouter() {
  return createBrowserRouter(rotas);
}

export type PortalRouter = ReturnType<typeof criarRouter>;
