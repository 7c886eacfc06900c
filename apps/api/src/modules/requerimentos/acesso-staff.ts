/** What a staff user may see in the review area: areas by permission, sensitive types only with their own permission. */
import { CATALOGO, type AreaRequerimento, type MapaPermissoes } from '@portal/contracts';
import type { LinhaRequerimento } from './requerimentos.repository.js';

/**
 * Codes of the sensitive types (267, 305): only staff holding CLI_PermissaoRequerimentosSensiveis may file them.
 * Whether a stored request is sensitive is its `sensivel` column (the type, or a sensitive parent).
 */
export const CODIGOS_SENSIVEIS: readonly string[] = CATALOGO.filter((t) => t.sensivel).map((t) => t.codigo);

export interface VisaoStaff {
  /** ouvidoria with CLI_PermissaoOuvidoria; oab and casag with CLI_PermissaoRequerimentos. */
  areas: readonly AreaRequerimento[];
  /** CLI_PermissaoRequerimentosSensiveis. */
  sensiveis: boolean;
}

export function visaoDoStaff(permissoes: MapaPermissoes): VisaoStaff {
  const areas: AreaRequerimento[] = [];
  if (permissoes.CLI_PermissaoRequerimentos === true) areas.push('oab', 'casag');
  if (permissoes.CLI_PermissaoOuvidoria === true) areas.push('ouvidoria');
  return { areas, sensiveis: permissoes.CLI_PermissaoRequerimentosSensiveis === true };
}

/**
 * Whether the staff user may open this request. Drafts are the member's own work and never shown, except the
 * ones staff filed on a member's behalf (registrado_por set), which the filing staff continue.
 */
export function staffPodeVer(visao: VisaoStaff, r: Pick<LinhaRequerimento, 'area' | 'sensivel' | 'status' | 'registradoPor'>): boolean {
  if (!visao.areas.includes(r.area)) return false;
  if (r.sensivel && !visao.sensiveis) return false;
  if (r.status === 'rascunho' && r.registradoPor === null) return false;
  return true;
}
