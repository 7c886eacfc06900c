import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingState } from '@/components/loading-state';
import { RouteErrorScreen } from '@/components/route-error-screen';
import { paths, type FamiliaFluxo } from '@/config/paths';
import { RequireAuth } from '@/lib/require-auth';
import { AppLayout, carregarTopBar } from './layouts/app-layout';

/** A page shown under the top bar: its chunk and the bar's load together, so the bar does not lag. */
function comTopBar<M>(carregar: () => Promise<M>, componente: (modulo: M) => ComponentType) {
  return async () => {
    const [modulo] = await Promise.all([carregar(), carregarTopBar()]);
    return { Component: componente(modulo) };
  };
}

/** A public page that never shows the top bar: only its own chunk. */
function semTopBar<M>(carregar: () => Promise<M>, componente: (modulo: M) => ComponentType) {
  return async () => ({ Component: componente(await carregar()) });
}

type Familia = FamiliaFluxo;

/** The steps of a request flow (form, documentos, pagamento, finalizado), one generic page each. */
function etapasDoFluxo(familia: Familia, comPagamento: boolean): RouteObject[] {
  // The public anonymous report looks the same to everyone: no top bar, signed in or not (ADR 010).
  const pagina = familia === 'publica' ? semTopBar : comTopBar;
  const etapas: RouteObject[] = [
    {
      index: true,
      lazy: pagina(
        () => import('@/features/requerimentos/components/requerimento-form-page'),
        (m) => () => <m.RequerimentoFormPage familia={familia} />,
      ),
    },
    {
      path: 'documentos',
      lazy: pagina(
        () => import('@/features/requerimentos/components/requerimento-documentos-page'),
        (m) => () => <m.RequerimentoDocumentosPage familia={familia} />,
      ),
    },
    {
      path: 'finalizado',
      lazy: pagina(
        () => import('@/features/requerimentos/components/requerimento-finalizado-page'),
        (m) => () => <m.RequerimentoFinalizadoPage familia={familia} />,
      ),
    },
  ];
  if (comPagamento) {
    etapas.push({
      path: 'pagamento',
      lazy: comTopBar(
        () => import('@/features/requerimentos/components/requerimento-pagamento-page'),
        (m) => m.RequerimentoPagamentoPage,
      ),
    });
  }
  return etapas;
}

/** A list of the member's requests with a fixed scope. */
function lista(variante: 'todos' | 'oab' | 'casag-andamento' | 'casag'): RouteObject['lazy'] {
  return comTopBar(
    () => import('@/features/requerimentos/components/lista-requerimentos-page'),
    (m) => () => <m.ListaRequerimentosPage variante={variante} />,
  );
}

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
      {
        path: paths.login,
        lazy: async () => ({ Component: (await import('@/features/auth/components/login-page')).LoginPage }),
      },
      {
        path: paths.loginCallback,
        lazy: async () => ({
          Component: (await import('@/features/certificado/components/login-callback-page')).LoginCallbackPage,
        }),
      },
      {
        path: paths.cadastro,
        lazy: async () => ({ Component: (await import('@/features/cadastro/components/cadastro-page')).CadastroPage }),
      },
      {
        path: paths.cadastroConfirmar,
        lazy: async () => ({
          Component: (await import('@/features/cadastro/components/confirmar-email-page')).ConfirmarEmailPage,
        }),
      },
      {
        path: paths.forgot,
        lazy: async () => ({ Component: (await import('@/features/recuperacao-senha/components/forgot-page')).ForgotPage }),
      },
      {
        path: paths.resetpass,
        lazy: async () => ({
          Component: (await import('@/features/recuperacao-senha/components/resetpass-page')).ResetpassPage,
        }),
      },
      {
        path: paths.acessoNegado,
        lazy: comTopBar(
          () => import('@/components/acesso-negado-screen'),
          (m) => m.AcessoNegadoScreen,
        ),
      },
      {
        // Public: the e-mailed link may be opened where the member is not signed in; the token confirms.
        path: paths.confirmarTrocaEmail,
        lazy: comTopBar(
          () => import('@/features/perfil/components/confirmar-email-page'),
          (m) => m.ConfirmarEmailPage,
        ),
      },
      {
        // Public: the receipt's QR code points here (anyone may check a protocol's authenticity).
        path: paths.verificarProtocolo,
        lazy: async () => ({
          Component: (await import('@/features/requerimentos/components/verificar-protocolo-page')).VerificarProtocoloPage,
        }),
      },
      {
        // Public (ADR 010, Lei 13.460: the ombudsman hears any person): the anonymous report (301) and its
        // follow-up by key, without an account. Members keep /home/casag/ouvidoria/301 and …/acompanhar.
        path: paths.denunciaAnonima,
        children: etapasDoFluxo('publica', false),
      },
      {
        path: paths.denunciaAnonimaAcompanhar,
        lazy: semTopBar(
          () => import('@/features/requerimentos/components/acompanhar-denuncia-page'),
          (m) => m.AcompanharDenunciaPage,
        ),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: paths.home,
            lazy: comTopBar(
              () => import('@/features/home/components/home-page'),
              (m) => m.HomePage,
            ),
          },
          {
            path: paths.atualizacaoCadastral,
            lazy: comTopBar(
              () => import('@/features/perfil/components/atualizacao-cadastral-page'),
              (m) => m.AtualizacaoCadastralPage,
            ),
          },
          {
            path: paths.configuracoes,
            lazy: comTopBar(
              () => import('@/features/configuracoes/components/configuracoes-page'),
              (m) => m.ConfiguracoesPage,
            ),
          },
          {
            path: paths.requerimento,
            lazy: comTopBar(
              () => import('@/features/requerimentos/components/requerimento-index-page'),
              (m) => m.RequerimentoIndexPage,
            ),
          },
          { path: paths.requerimentoNovo, children: etapasDoFluxo('oab', false).slice(0, 1) },
          { path: paths.requerimentoFluxo, children: etapasDoFluxo('oab', true) },
          { path: paths.requerimentos, lazy: lista('oab') },
          {
            path: paths.requerimentoPendente,
            lazy: comTopBar(
              () => import('@/features/requerimentos/components/pendencias-page'),
              (m) => m.PendenciasPage,
            ),
          },
          { path: paths.perfil, element: <Navigate to={paths.meusRequerimentos} replace /> },
          { path: paths.meusRequerimentos, lazy: lista('todos') },
          {
            path: paths.protocolo,
            lazy: comTopBar(
              () => import('@/features/requerimentos/components/protocolo-page'),
              (m) => m.ProtocoloPage,
            ),
          },
          {
            path: paths.homeCasag,
            lazy: comTopBar(
              () => import('@/features/requerimentos/components/casag-home-page'),
              (m) => m.CasagHomePage,
            ),
          },
          {
            path: paths.casagRequerimentos,
            lazy: comTopBar(
              () => import('@/features/requerimentos/components/catalogo-area-page'),
              (m) => () => <m.CatalogoAreaPage area="casag" />,
            ),
          },
          { path: paths.casagTipo, children: etapasDoFluxo('casag', false) },
          { path: paths.requerimentosCasag, lazy: lista('casag-andamento') },
          { path: paths.meusRequerimentosCasag, lazy: lista('casag') },
          {
            path: paths.ouvidoria,
            lazy: comTopBar(
              () => import('@/features/requerimentos/components/catalogo-area-page'),
              (m) => () => <m.CatalogoAreaPage area="ouvidoria" />,
            ),
          },
          {
            path: paths.ouvidoriaAcompanhar,
            lazy: comTopBar(
              () => import('@/features/requerimentos/components/acompanhar-denuncia-page'),
              (m) => m.AcompanharDenunciaPage,
            ),
          },
          { path: paths.ouvidoriaTipo, children: etapasDoFluxo('ouvidoria', false) },
          {
            path: paths.financeiro,
            lazy: comTopBar(
              () => import('@/features/financeiro/components/meus-titulos-page'),
              (m) => m.MeusTitulosPage,
            ),
          },
          {
            path: paths.annuity,
            lazy: comTopBar(
              () => import('@/features/financeiro/components/anuidade-page'),
              (m) => m.AnuidadePage,
            ),
          },
          {
            path: paths.paymentPlan,
            lazy: comTopBar(
              () => import('@/features/financeiro/components/plano-pagamento-page'),
              (m) => m.PlanoPagamentoPage,
            ),
          },
          {
            path: paths.negociacao,
            lazy: comTopBar(
              () => import('@/features/financeiro/components/negociacao-page'),
              (m) => m.NegociacaoPage,
            ),
          },
          {
            path: paths.feetable,
            lazy: comTopBar(
              () => import('@/features/financeiro/components/tabela-honorarios-page'),
              (m) => m.TabelaHonorariosPage,
            ),
          },
        ],
      },
      {
        element: <RequireAuth permissoes={['CLI_PermissaoAreaRestrita']} />,
        children: [
          {
            path: paths.areaRestrita,
            lazy: comTopBar(
              () => import('@/features/area-restrita/components/area-restrita-page'),
              (m) => m.AreaRestritaPage,
            ),
          },
          {
            path: paths.filaRequerimentos,
            lazy: comTopBar(
              () => import('@/features/requerimentos/components/fila-requerimentos-page'),
              (m) => m.FilaRequerimentosPage,
            ),
          },
          {
            path: paths.requerimentoStaff,
            lazy: comTopBar(
              () => import('@/features/requerimentos/components/requerimento-staff-page'),
              (m) => m.RequerimentoStaffPage,
            ),
          },
          {
            path: paths.requerimentosInterno,
            lazy: comTopBar(
              () => import('@/features/requerimentos/components/requerimentos-interno-page'),
              (m) => m.RequerimentosInternoPage,
            ),
          },
          { path: paths.requerimentosInternoTipo, children: etapasDoFluxo('interno', false) },
          {
            // Finance staff pages: the restricted area and the finance permission.
            element: <RequireAuth permissoes={['CLI_PermissaoFinanceiro']} />,
            children: [
              {
                path: paths.financeiroStaff,
                lazy: comTopBar(
                  () => import('@/features/financeiro/components/financeiro-staff-page'),
                  (m) => m.FinanceiroStaffPage,
                ),
              },
              {
                path: paths.honorariosStaff,
                lazy: comTopBar(
                  () => import('@/features/financeiro/components/honorarios-staff-page'),
                  (m) => m.HonorariosStaffPage,
                ),
              },
              {
                path: paths.inadimplencia,
                lazy: comTopBar(
                  () => import('@/features/financeiro/components/inadimplencia-page'),
                  (m) => m.InadimplenciaPage,
                ),
              },
            ],
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
