import { paths } from '@/config/paths';
import type { RotasDaArea } from '@/lib/rotas-de-area';

/** Finance: the member's títulos, anuidade, plans, negotiation and fee table; the finance staff pages. */
export const rotasDoFinanceiro: RotasDaArea = {
  autenticadas: [
    {
      path: paths.financeiro,
      pagina: () => import('./components/meus-titulos-page').then((m) => m.MeusTitulosPage),
      // Plain CSS, no MUI on load (ADR 067): a member's first screen after the home.
      semMui: true,
    },
    {
      path: paths.annuity,
      pagina: () => import('./components/anuidade-page').then((m) => m.AnuidadePage),
      // Plain CSS, no MUI on load (ADR 067): a member's first screen after the home.
      semMui: true,
    },
    {
      path: paths.paymentPlan,
      pagina: () => import('./components/plano-pagamento-page').then((m) => m.PlanoPagamentoPage),
    },
    {
      path: paths.negociacao,
      pagina: () => import('./components/negociacao-page').then((m) => m.NegociacaoPage),
    },
    {
      path: paths.feetable,
      pagina: () => import('./components/tabela-honorarios-page').then((m) => m.TabelaHonorariosPage),
    },
  ],
  staffFinanceiro: [
    {
      path: paths.financeiroStaff,
      pagina: () => import('./components/financeiro-staff-page').then((m) => m.FinanceiroStaffPage),
    },
    {
      path: paths.anuidadeStaff,
      pagina: () => import('./components/tabela-anuidade-staff-page').then((m) => m.TabelaAnuidadeStaffPage),
    },
    {
      path: paths.importarTitulos,
      pagina: () => import('./components/importar-titulos-page').then((m) => m.ImportarTitulosPage),
    },
    {
      path: paths.honorariosStaff,
      pagina: () => import('./components/honorarios-staff-page').then((m) => m.HonorariosStaffPage),
    },
    {
      path: paths.inadimplencia,
      pagina: () => import('./components/inadimplencia-page').then((m) => m.InadimplenciaPage),
    },
  ],
};
