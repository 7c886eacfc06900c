import type { FamiliaFluxo } from '@/config/paths';
import { paths } from '@/config/paths';
import type { RotaDaArea, RotasDaArea } from '@/lib/rotas-de-area';

/** The steps of a request flow (form, documentos, pagamento, finalizado), one generic page each. */
function etapasDoFluxo(familia: FamiliaFluxo, comPagamento: boolean): RotaDaArea[] {
  // The public anonymous report looks the same to everyone: no top bar, signed in or not (ADR 010).
  const topBar = familia !== 'publica';
  const etapas: RotaDaArea[] = [
    {
      index: true,
      topBar,
      pagina: async () => {
        const m = await import('./components/requerimento-form-page');
        return () => <m.RequerimentoFormPage familia={familia} />;
      },
    },
    {
      path: 'documentos',
      topBar,
      pagina: async () => {
        const m = await import('./components/requerimento-documentos-page');
        return () => <m.RequerimentoDocumentosPage familia={familia} />;
      },
    },
    {
      path: 'finalizado',
      topBar,
      pagina: async () => {
        const m = await import('./components/requerimento-finalizado-page');
        return () => <m.RequerimentoFinalizadoPage familia={familia} />;
      },
    },
  ];
  if (comPagamento) {
    etapas.push({
      path: 'pagamento',
      pagina: () => import('./components/requerimento-pagamento-page').then((m) => m.RequerimentoPagamentoPage),
    });
  }
  return etapas;
}

/** A list of the member's requests with a fixed scope. */
function lista(variante: 'todos' | 'oab' | 'casag-andamento' | 'casag'): RotaDaArea['pagina'] {
  return async () => {
    const m = await import('./components/lista-requerimentos-page');
    return () => <m.ListaRequerimentosPage variante={variante} />;
  };
}

function catalogo(area: 'casag' | 'ouvidoria'): RotaDaArea['pagina'] {
  return async () => {
    const m = await import('./components/catalogo-area-page');
    return () => <m.CatalogoAreaPage area={area} />;
  };
}

const acompanharDenuncia = () => import('./components/acompanhar-denuncia-page').then((m) => m.AcompanharDenunciaPage);

/** Requests: the member's flows, lists, pendências and protocols, the public report, and the staff queue. */
export const rotasDeRequerimentos: RotasDaArea = {
  publicas: [
    {
      // Public: the receipt's QR code points here (anyone may check a protocol's authenticity).
      path: paths.verificarProtocolo,
      pagina: () => import('./components/verificar-protocolo-page').then((m) => m.VerificarProtocoloPage),
    },
    // Public (ADR 010, Lei 13.460: the ombudsman hears any person): the anonymous report (301) and its
    // follow-up by key, without an account. Members keep /home/casag/ouvidoria/301 and …/acompanhar.
    { path: paths.denunciaAnonima, children: etapasDoFluxo('publica', false) },
    {
      path: paths.denunciaAnonimaAcompanhar,
      pagina: acompanharDenuncia,
    },
  ],
  autenticadas: [
    {
      path: paths.requerimento,
      pagina: () => import('./components/requerimento-index-page').then((m) => m.RequerimentoIndexPage),
      // Plain CSS, no MUI on load (ADR 067): a member's first screen after the home.
      semMui: true,
    },
    {
      path: paths.requerimentoNovo,
      children: etapasDoFluxo('oab', false).slice(0, 1),
    },
    { path: paths.requerimentoFluxo, children: etapasDoFluxo('oab', true) },
    { path: paths.requerimentos, pagina: lista('oab') },
    {
      path: paths.requerimentoPendente,
      pagina: () => import('./components/pendencias-page').then((m) => m.PendenciasPage),
    },
    { path: paths.meusRequerimentos, pagina: lista('todos') },
    {
      path: paths.protocolo,
      pagina: () => import('./components/protocolo-page').then((m) => m.ProtocoloPage),
    },
    { path: paths.casagRequerimentos, pagina: catalogo('casag') },
    { path: paths.casagTipo, children: etapasDoFluxo('casag', false) },
    { path: paths.requerimentosCasag, pagina: lista('casag-andamento') },
    { path: paths.meusRequerimentosCasag, pagina: lista('casag') },
    { path: paths.ouvidoria, pagina: catalogo('ouvidoria') },
    { path: paths.ouvidoriaAcompanhar, pagina: acompanharDenuncia },
    { path: paths.ouvidoriaTipo, children: etapasDoFluxo('ouvidoria', false) },
  ],
  staff: [
    {
      path: paths.filaRequerimentos,
      pagina: () => import('./components/fila-requerimentos-page').then((m) => m.FilaRequerimentosPage),
    },
    {
      path: paths.requerimentoStaff,
      pagina: () => import('./components/requerimento-staff-page').then((m) => m.RequerimentoStaffPage),
    },
    {
      path: paths.requerimentosInterno,
      pagina: () => import('./components/requerimentos-interno-page').then((m) => m.RequerimentosInternoPage),
    },
    {
      path: paths.requerimentosInternoTipo,
      children: etapasDoFluxo('interno', false),
    },
  ],
};
