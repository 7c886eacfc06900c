import { dataEmSaoPaulo, type RequerimentoDetalhe, type ResumoRequerimento } from '@portal/contracts';

/** Test data for this feature's whole-route tests (not used by the app). */

let sequencia = 0;
/** A fresh valid UUID (v4 layout) per call. */
export function novoId(): string {
  sequencia += 1;
  return `0b6c2d1e-${String(sequencia).padStart(4, '0')}-4c2a-9e1f-0a1b2c3d4e5f`;
}

export function resumo(dados: Partial<ResumoRequerimento> = {}): ResumoRequerimento {
  return {
    id: novoId(),
    codigo: '262',
    titulo: 'Auxílio maternidade',
    area: 'casag',
    status: 'enviado',
    protocolo: '2026/000001',
    criadoEm: '2026-03-10T13:05:00.000Z',
    atualizadoEm: '2026-03-11T14:00:00.000Z',
    enviadoEm: '2026-03-10T13:20:00.000Z',
    prazoDiligencia: null,
    sensivel: false,
    ...dados,
  };
}

/** YYYY-MM-DD `dias` days from today in Brasília. */
export function diaDaqui(dias: number): string {
  return dataEmSaoPaulo(new Date(Date.now() + dias * 86_400_000));
}

export function pagina(itens: ResumoRequerimento[], extra: { total?: number; pagina?: number; tamanho?: number } = {}) {
  return { status: 200, data: { itens, total: extra.total ?? itens.length, pagina: extra.pagina ?? 1, tamanho: extra.tamanho ?? 10 } };
}

/** The detail the API answers for a request of the list (e.g. POST …/cancelar). */
export function detalheDe(r: ResumoRequerimento, dados: Partial<RequerimentoDetalhe> = {}): RequerimentoDetalhe {
  return { ...r, dados: {}, pai: null, documentos: [], andamentos: [], tituloTaxa: null, acoes: [], codigoVerificacao: null, ...dados };
}
