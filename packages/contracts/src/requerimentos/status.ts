/**
 * Status of a requerimento and the one table of allowed transitions (DOMAIN.md "Requests: one engine").
 * The server enforces TRANSICOES; the web only uses it to decide which buttons to show.
 */
export const STATUS_REQUERIMENTO = [
  'rascunho',
  'aguardando_pagamento',
  'enviado',
  'em_analise',
  'em_diligencia',
  'deferido',
  'indeferido',
  'cancelado',
  'arquivado',
] as const;
export type StatusRequerimento = (typeof STATUS_REQUERIMENTO)[number];

export const ROTULO_STATUS: Record<StatusRequerimento, string> = {
  rascunho: 'Rascunho',
  aguardando_pagamento: 'Aguardando pagamento',
  enviado: 'Enviado',
  em_analise: 'Em análise',
  em_diligencia: 'Em diligência',
  deferido: 'Deferido',
  indeferido: 'Indeferido',
  cancelado: 'Cancelado',
  arquivado: 'Arquivado',
};

/** Statuses where the request is still open (waiting for someone). */
export const STATUS_ABERTOS: readonly StatusRequerimento[] = ['rascunho', 'aguardando_pagamento', 'enviado', 'em_analise', 'em_diligencia'];

/** Who an open request waits for: the staff (to analyse it) or the requester (to pay the fee, to answer a diligência). */
export const AGUARDA = ['equipe', 'requerente'] as const;
export type Aguarda = (typeof AGUARDA)[number];
export const STATUS_QUE_AGUARDAM: Record<Aguarda, readonly StatusRequerimento[]> = {
  equipe: ['enviado', 'em_analise'],
  requerente: ['aguardando_pagamento', 'em_diligencia'],
};
/** Statuses that end a request. */
export const STATUS_FINAIS: readonly StatusRequerimento[] = ['deferido', 'indeferido', 'cancelado', 'arquivado'];

/** Who performs an action: the member (or staff filing on the member's behalf), staff reviewing, or the system. */
export type AtorTransicao = 'membro' | 'staff' | 'sistema';

export const ACOES_REQUERIMENTO = [
  'enviar',
  'enviar_com_taxa',
  'confirmar_pagamento',
  'cancelar',
  'iniciar_analise',
  'pedir_diligencia',
  'responder_diligencia',
  'deferir',
  'indeferir',
  'arquivar',
] as const;
export type AcaoRequerimento = (typeof ACOES_REQUERIMENTO)[number];

export interface Transicao {
  de: readonly StatusRequerimento[];
  para: StatusRequerimento;
  ator: AtorTransicao;
  /** Staff must write a reason (shown to the member); where it is not required, a reason written is shown too. */
  exigeMotivo: boolean;
  /** pedir_diligencia needs a deadline date. */
  exigePrazo: boolean;
  rotulo: string;
}

export const TRANSICOES: Record<AcaoRequerimento, Transicao> = {
  /** Finalizing a type without a fee: protocol number assigned. */
  enviar: { de: ['rascunho'], para: 'enviado', ator: 'membro', exigeMotivo: false, exigePrazo: false, rotulo: 'Enviar' },
  /** Finalizing a type with a fee: protocol number assigned, título created. */
  enviar_com_taxa: { de: ['rascunho'], para: 'aguardando_pagamento', ator: 'membro', exigeMotivo: false, exigePrazo: false, rotulo: 'Enviar e gerar a taxa' },
  /** The fee's título was settled by the payment provider (finance). */
  confirmar_pagamento: { de: ['aguardando_pagamento'], para: 'enviado', ator: 'sistema', exigeMotivo: false, exigePrazo: false, rotulo: 'Pagamento confirmado' },
  cancelar: { de: ['rascunho', 'aguardando_pagamento', 'enviado'], para: 'cancelado', ator: 'membro', exigeMotivo: false, exigePrazo: false, rotulo: 'Cancelar' },
  iniciar_analise: { de: ['enviado'], para: 'em_analise', ator: 'staff', exigeMotivo: false, exigePrazo: false, rotulo: 'Iniciar análise' },
  pedir_diligencia: { de: ['em_analise'], para: 'em_diligencia', ator: 'staff', exigeMotivo: true, exigePrazo: true, rotulo: 'Pedir diligência' },
  /** The member's 273 (juntada de documentos) was sent against this request. */
  responder_diligencia: { de: ['em_diligencia'], para: 'em_analise', ator: 'sistema', exigeMotivo: false, exigePrazo: false, rotulo: 'Diligência respondida' },
  /** Granting needs no explanation; refusing, archiving and a diligência do. */
  deferir: { de: ['em_analise'], para: 'deferido', ator: 'staff', exigeMotivo: false, exigePrazo: false, rotulo: 'Deferir' },
  indeferir: { de: ['em_analise'], para: 'indeferido', ator: 'staff', exigeMotivo: true, exigePrazo: false, rotulo: 'Indeferir' },
  /** Staff archive a request; the system archives a diligência whose deadline passed. */
  arquivar: { de: ['enviado', 'em_analise', 'em_diligencia'], para: 'arquivado', ator: 'staff', exigeMotivo: true, exigePrazo: false, rotulo: 'Arquivar' },
};

/** The actions an actor may take from a status (for buttons; the server checks the same table). */
export function acoesPermitidas(status: StatusRequerimento, ator: AtorTransicao): AcaoRequerimento[] {
  return ACOES_REQUERIMENTO.filter((a) => TRANSICOES[a].ator === ator && TRANSICOES[a].de.includes(status));
}

export function transicaoPermitida(acao: AcaoRequerimento, de: StatusRequerimento): boolean {
  return TRANSICOES[acao].de.includes(de);
}

/** Steps of the flow. 'pagamento' exists only for types with a fee. */
export const ETAPAS_REQUERIMENTO = ['form', 'documentos', 'pagamento', 'finalizado'] as const;
export type EtapaRequerimento = (typeof ETAPAS_REQUERIMENTO)[number];

export const ROTULO_ETAPA: Record<EtapaRequerimento, string> = {
  form: 'Formulário',
  documentos: 'Documentos',
  pagamento: 'Pagamento',
  finalizado: 'Finalizado',
};

/** Steps a type goes through. */
export function etapasDoTipo(temTaxa: boolean): EtapaRequerimento[] {
  return temTaxa ? ['form', 'documentos', 'pagamento', 'finalizado'] : ['form', 'documentos', 'finalizado'];
}

/**
 * The step a request is at, from its status (a draft is at 'documentos' once its form was saved;
 * the server stores drafts only after the form step validated).
 */
export function etapaAtual(status: StatusRequerimento): EtapaRequerimento {
  switch (status) {
    case 'rascunho':
      return 'documentos';
    case 'aguardando_pagamento':
      return 'pagamento';
    case 'enviado':
    case 'em_analise':
    case 'em_diligencia':
    case 'deferido':
    case 'indeferido':
    case 'cancelado':
    case 'arquivado':
      return 'finalizado';
    default: {
      const nunca: never = status;
      return nunca;
    }
  }
}
