import type {
  AcaoRequerimento,
  Acompanhamento,
  Andamento,
  Documento,
  Requerente,
  RequerimentoDetalhe,
  RequerimentoStaff,
  StatusRequerimento,
  TituloResumo,
} from '@portal/contracts';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { requerimentoStaffQueryOptions } from '../api/get-requerimento-staff';
import { denunciaAnonimaQueryOptions } from '../api/acompanhar-denuncia';
import { requerimentoQueryOptions } from '../api/get-requerimento';
import type { Canal } from './use-fluxo';

/** A request as the flow's pages need it, whichever API it came from. */
export interface RequerimentoDoFluxo {
  id: string;
  /** null for an anonymous report (its answer carries no type; the URL does). */
  codigo: string | null;
  status: StatusRequerimento;
  protocolo: string | null;
  dados: Record<string, unknown>;
  documentos: Documento[];
  andamentos: Andamento[];
  tituloTaxa: TituloResumo | null;
  enviadoEm: string | null;
  /** interno: the member the request belongs to. */
  requerente: Requerente | null;
  /** What the member may do now, as the server says (e.g. 'cancelar'); empty for staff and anonymous flows. */
  acoesDoMembro: AcaoRequerimento[];
}

const doMembro = (r: RequerimentoDetalhe): RequerimentoDoFluxo => ({
  id: r.id,
  codigo: r.codigo,
  status: r.status,
  protocolo: r.protocolo,
  dados: r.dados,
  documentos: r.documentos,
  andamentos: r.andamentos,
  tituloTaxa: r.tituloTaxa,
  enviadoEm: r.enviadoEm,
  requerente: null,
  acoesDoMembro: r.acoes,
});

// Staff detail's `acoes` are staff transitions, not the member's.
const doStaff = (r: RequerimentoStaff): RequerimentoDoFluxo => ({ ...doMembro(r), requerente: r.requerente, acoesDoMembro: [] });

const doAnonimo = (r: Acompanhamento): RequerimentoDoFluxo => ({
  id: r.id,
  codigo: null,
  status: r.status,
  protocolo: r.protocolo,
  dados: r.dados,
  documentos: r.documentos,
  andamentos: r.andamentos,
  tituloTaxa: null,
  enviadoEm: null,
  requerente: null,
  acoesDoMembro: [],
});

/**
 * The flow's request: the member's detail, the staff detail (interno) or the anonymous draft read with its
 * key (301). One query is active; the others stay disabled.
 */
export function useRequerimentoDoFluxo(canal: Canal, id: string | null, chaveAnonima: string | null = null): UseQueryResult<RequerimentoDoFluxo> {
  const membro = useQuery({ ...requerimentoQueryOptions(id ?? ''), enabled: canal === 'membro' && id !== null, select: doMembro });
  const interno = useQuery({ ...requerimentoStaffQueryOptions(id ?? ''), enabled: canal === 'interno' && id !== null, select: doStaff });
  const anonimo = useQuery({
    ...denunciaAnonimaQueryOptions(id ?? '', chaveAnonima ?? ''),
    enabled: canal === 'anonimo' && id !== null && chaveAnonima !== null,
    select: doAnonimo,
  });
  if (canal === 'interno') return interno;
  if (canal === 'anonimo') return anonimo;
  return membro;
}
