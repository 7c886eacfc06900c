import type { AreaRequerimento, ResumoRequerimento } from '@portal/contracts';
import { etapaAtual, tipoPorCodigo } from '@portal/contracts/sem-zod';
import { hrefEtapaRequerimento, hrefProtocolo, hrefTipoCasag } from '@/config/paths';

/** The answer to a diligência is a 273 (juntada de documentos), filed against requests of these areas. */
const CODIGO_JUNTADA = '273';
const AREAS_DA_JUNTADA = tipoPorCodigo(CODIGO_JUNTADA)?.pai?.areas ?? [];

/** Whether a diligência on a request of this area is answered on the portal (with a 273). */
export function respondeDiligenciaNoPortal(area: AreaRequerimento): boolean {
  return AREAS_DA_JUNTADA.includes(area);
}

/** The 273 form with the request in diligência preselected as its parent. */
export function hrefResponderDiligencia(id: string): string {
  return `${hrefTipoCasag(CODIGO_JUNTADA)}?pai=${encodeURIComponent(id)}`;
}

export interface AcaoItem {
  rotulo: string;
  href: string;
  /** The main thing to do now (contained button); the others are outlined. */
  principal: boolean;
}

/** What the member can do with one of their requests, as links (the server checks each step again). */
export function acoesDoRequerimento(r: ResumoRequerimento): AcaoItem[] {
  const acoes: AcaoItem[] = [];
  if (r.status === 'rascunho') acoes.push({ rotulo: 'Continuar', href: hrefEtapaRequerimento(r, etapaAtual(r.status)), principal: true });
  // The request in diligência is picked on the 273 form.
  if (r.status === 'em_diligencia' && respondeDiligenciaNoPortal(r.area)) {
    acoes.push({ rotulo: 'Responder diligência', href: hrefResponderDiligencia(r.id), principal: true });
  }
  // Only OAB services have a fee, so only their flow has a pagamento step.
  if (r.status === 'aguardando_pagamento' && r.area === 'oab') {
    acoes.push({ rotulo: 'Pagar taxa', href: hrefEtapaRequerimento(r, 'pagamento'), principal: true });
  }
  if (r.protocolo !== null) acoes.push({ rotulo: 'Comprovante', href: hrefProtocolo(r.id), principal: false });
  return acoes;
}
