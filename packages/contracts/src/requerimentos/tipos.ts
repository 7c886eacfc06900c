import type { z } from 'zod';
import type { Campo } from './campos.js';
import type { StatusRequerimento } from './status.js';

export const AREAS_REQUERIMENTO = ['oab', 'casag', 'ouvidoria'] as const;
export type AreaRequerimento = (typeof AREAS_REQUERIMENTO)[number];
export const ROTULO_AREA: Record<AreaRequerimento, string> = { oab: 'OAB', casag: 'CASAG', ouvidoria: 'Ouvidoria' };

export const FORMATOS_DOCUMENTO = ['pdf', 'jpeg', 'png', 'xml'] as const;
export type FormatoDocumento = (typeof FORMATOS_DOCUMENTO)[number];
export const ROTULO_FORMATO: Record<FormatoDocumento, string> = { pdf: 'PDF', jpeg: 'JPEG', png: 'PNG', xml: 'XML' };

export interface DocumentoExigido {
  /** Key stored with each uploaded file (e.g. 'certidao_nascimento'). */
  chave: string;
  rotulo: string;
  obrigatorio: boolean;
  /** Accepted formats, checked by content on the server. */
  formatos: readonly FormatoDocumento[];
  /** More than one file for this document (e.g. one invoice per file). */
  multiplos: boolean;
  ajuda?: string;
}

/** A deadline counted from an event date (a form field) or from the parent request's decision. */
export interface PrazoElegibilidade {
  /** 'campo:<nome>' = a date field of the form; 'decisaoPai' = the parent request's decision date; 'prazoPai' = the parent's diligência deadline. */
  desde: `campo:${string}` | 'decisaoPai' | 'prazoPai';
  quantidade: number;
  unidade: 'dias' | 'diasUteis' | 'meses';
  /** Words for the message, e.g. 'do nascimento, adoção ou natimorto'. */
  rotuloEvento: string;
}

/** The member's own request this type is filed against (269 → a denied one, 273 → one in diligência). */
export interface RegraPai {
  /** Field of kind 'requerimentoRef' that holds the parent id. */
  campo: string;
  statusExigido: StatusRequerimento;
  /** Areas the parent may belong to. */
  areas: readonly AreaRequerimento[];
}

export interface TipoRequerimento {
  /** Code as the spec tables it ('262') or our OAB service codes ('401'…). */
  codigo: string;
  area: AreaRequerimento;
  titulo: string;
  /** One or two sentences for the catalog card. */
  descricao: string;
  campos: readonly Campo[];
  documentos: readonly DocumentoExigido[];
  /** Fee in centavos, or null (no pagamento step). */
  taxaCentavos: number | null;
  elegibilidade: {
    exigeAdimplente: boolean;
    exigeAdvogado: boolean;
    /** Deadline checked on submission; null = none. */
    prazo: PrazoElegibilidade | null;
  };
  pai: RegraPai | null;
  /** 301: stores no identity at all; the reporter gets a follow-up key. */
  anonimo: boolean;
  /** 267, 305: visible only to the requester and to staff holding CLI_PermissaoRequerimentosSensiveis; neutral e-mails. */
  sensivel: boolean;
  /** Staff may file it on a member's behalf (/area-restrita/requerimentos-interno). */
  internoPermitido: boolean;
  /** Cross-field rules (e.g. heirs' quotas sum to 100 %). Runs after the field schema. */
  refinar?: (dados: Record<string, unknown>, ctx: z.RefinementCtx) => void;
}
