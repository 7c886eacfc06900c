import type { GravacaoUsabilidade } from '@portal/contracts';
import { getGravacao } from './api/get-gravacao';

/** Sent by /settings when the member switches the recorder on or off (detail: { ativa }). */
export const EVENTO_GRAVACAO_ALTERADA = 'portal:gravacao-alterada';

let consulta: { usuarioId: string; resposta: Promise<GravacaoUsabilidade | null> } | null = null;

/**
 * GET /usuario/gravacao once per member per page load (asked again after the member changes it in /settings);
 * a failure means no recording on this page load, never an error for the member.
 */
export function gravacaoDe(usuarioId: string): Promise<GravacaoUsabilidade | null> {
  if (consulta?.usuarioId !== usuarioId) {
    consulta = { usuarioId, resposta: getGravacao().catch(() => null) };
  }
  return consulta.resposta;
}

if (typeof window !== 'undefined') {
  window.addEventListener(EVENTO_GRAVACAO_ALTERADA, () => {
    consulta = null;
  });
}
