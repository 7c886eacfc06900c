import type { AreaRequerimento, PaginaRequerimentos, StatusRequerimento } from '@portal/contracts';
import { AREAS_REQUERIMENTO, STATUS_REQUERIMENTO } from '@portal/contracts/sem-zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface FiltroRequerimentos {
  area?: AreaRequerimento | undefined;
  status?: StatusRequerimento | undefined;
  /** Only open ones (rascunho…em_diligencia). */
  abertos?: boolean | undefined;
  pagina: number;
  tamanho: number;
}

type Objeto = Record<string, unknown>;
const ehObjeto = (v: unknown): v is Objeto => typeof v === 'object' && v !== null && !Array.isArray(v);
const ehInteiro = (v: unknown): v is number => Number.isInteger(v);
const ehTexto = (v: unknown): v is string => typeof v === 'string';
const textoOuNulo = (v: unknown) => v === null || ehTexto(v);
const ehUm = <T extends string>(lista: readonly T[], v: unknown): v is T => lista.includes(v as T);

/** One request of the page, as the cards walk through it. */
function ehResumo(r: unknown): boolean {
  return (
    ehObjeto(r) &&
    ehTexto(r.id) &&
    ehTexto(r.codigo) &&
    ehTexto(r.titulo) &&
    ehUm(AREAS_REQUERIMENTO, r.area) &&
    ehUm(STATUS_REQUERIMENTO, r.status) &&
    textoOuNulo(r.protocolo) &&
    ehTexto(r.criadoEm) &&
    ehTexto(r.atualizadoEm) &&
    textoOuNulo(r.enviadoEm) &&
    textoOuNulo(r.prazoDiligencia)
  );
}

/**
 * The answer of GET /requerimentos, read without zod (ADR 067): /requerimento is a member's first screen and loads no
 * zod. The API serialises it through paginaRequerimentosSchema (packages/contracts; fastify's response schema, so a
 * wrong shape is a 500 there, never a 200 here). This reader checks what the lists walk through — each request's
 * id, code, title, area, status, protocol and dates, and the counts — and fails like a parse would (the page's error
 * state) when the answer is not this endpoint's.
 */
export function lerPaginaRequerimentos(dados: unknown): PaginaRequerimentos {
  if (
    !ehObjeto(dados) ||
    !Array.isArray(dados.itens) ||
    !dados.itens.every(ehResumo) ||
    !ehInteiro(dados.total) ||
    !ehInteiro(dados.pagina) ||
    !ehInteiro(dados.tamanho)
  ) {
    throw new Error('Resposta inválida de /requerimentos.');
  }
  return dados as PaginaRequerimentos;
}

/** GET /requerimentos: the member's own requests, newest first, one page. */
export async function getRequerimentos(filtro: FiltroRequerimentos, { signal }: { signal?: AbortSignal } = {}): Promise<PaginaRequerimentos> {
  const params: Record<string, string | number> = { pagina: filtro.pagina, tamanho: filtro.tamanho };
  if (filtro.area) params.area = filtro.area;
  if (filtro.status) params.status = filtro.status;
  if (filtro.abertos !== undefined) params.abertos = String(filtro.abertos);
  const resposta = await apiClient.get<unknown>('/requerimentos', { params, signal });
  return lerPaginaRequerimentos(resposta.data);
}

/** Every query of the member's requests starts with this key (the request flow invalidates it after a change). */
export const CHAVE_REQUERIMENTOS = ['requerimentos'] as const;

export function requerimentosQueryOptions(filtro: FiltroRequerimentos) {
  return queryOptions({
    queryKey: [...CHAVE_REQUERIMENTOS, 'lista', filtro],
    queryFn: ({ signal }) => getRequerimentos(filtro, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRequerimentos(filtro: FiltroRequerimentos) {
  return useQuery(requerimentosQueryOptions(filtro));
}
