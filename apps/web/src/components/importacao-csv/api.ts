/**
 * The staff import API (ADR 041) the shared screen calls, for any kind: /area-restrita/importacoes/<tipo>.
 * Shared code (not a feature), so every staff page that imports a CSV uses the same calls.
 */
import { importacaoSchema, SITUACOES_EM_ANDAMENTO, tipoDeImportacaoSchema, type Importacao, type TipoDeImportacao } from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { baixarArquivo } from '@/lib/baixar-arquivo';
import type { EventoDeProgresso } from '@/lib/http';

const base = (tipo: string) => `/area-restrita/importacoes/${encodeURIComponent(tipo)}`;
export const chaveImportacoes = (tipo: string) => ['importacoes', tipo] as const;

/** How often the screen asks how a queued or running import is going. */
export const INTERVALO_ACOMPANHAMENTO_MS = 1000;

/** GET /area-restrita/importacoes/:tipo: the format, the import under way and the last ones. */
export async function getTipoDeImportacao(tipo: string, signal?: AbortSignal): Promise<TipoDeImportacao> {
  const r = await apiClient.get<unknown>(base(tipo), { signal });
  return tipoDeImportacaoSchema.parse(r.data);
}

export function useTipoDeImportacao(tipo: string) {
  return useQuery(queryOptions({ queryKey: chaveImportacoes(tipo), queryFn: ({ signal }) => getTipoDeImportacao(tipo, signal) }));
}

/** GET /area-restrita/importacoes/:tipo/:id: one import, polled while it is queued or running. */
export async function getImportacao(tipo: string, id: string, signal?: AbortSignal): Promise<Importacao> {
  const r = await apiClient.get<unknown>(`${base(tipo)}/${encodeURIComponent(id)}`, { signal });
  return importacaoSchema.parse(r.data);
}

export const emAndamento = (i: Pick<Importacao, 'situacao'>) => SITUACOES_EM_ANDAMENTO.includes(i.situacao);

export function useImportacao(tipo: string, inicial: Importacao | null) {
  return useQuery({
    queryKey: [...chaveImportacoes(tipo), 'uma', inicial?.id ?? ''],
    queryFn: ({ signal }) => getImportacao(tipo, inicial!.id, signal),
    enabled: inicial !== null,
    ...(inicial ? { initialData: inicial } : {}),
    // What the server just answered is fresh: no second request on mount.
    staleTime: INTERVALO_ACOMPANHAMENTO_MS,
    refetchInterval: (q) => (q.state.data && emAndamento(q.state.data) ? INTERVALO_ACOMPANHAMENTO_MS : false),
  });
}

/** An upload progress event as a whole percentage (the file's size when the browser does not know the total). */
export function percentualDe(evento: EventoDeProgresso, tamanho: number): number {
  const total = evento.total ?? tamanho;
  if (!total) return 0;
  return Math.min(100, Math.max(0, Math.round((evento.loaded / total) * 100)));
}

/** POST /area-restrita/importacoes/:tipo (multipart, field "arquivo"): the preview; nothing is written. */
export async function enviarCsv({ tipo, arquivo, aoProgredir }: { tipo: string; arquivo: File; aoProgredir?: (p: number) => void }): Promise<Importacao> {
  const corpo = new FormData();
  corpo.append('arquivo', arquivo, arquivo.name);
  const r = await apiClient.post<unknown>(base(tipo), corpo, { onUploadProgress: (e) => aoProgredir?.(percentualDe(e, arquivo.size)) });
  return importacaoSchema.parse(r.data);
}

export function useEnviarCsv(tipo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { arquivo: File; aoProgredir?: (p: number) => void }) => enviarCsv({ tipo, ...v }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chaveImportacoes(tipo), exact: true }),
  });
}

/** POST /area-restrita/importacoes/:tipo/:id/confirmar: the preview joins the queue. */
export async function confirmarImportacao(tipo: string, id: string): Promise<Importacao> {
  const r = await apiClient.post<unknown>(`${base(tipo)}/${encodeURIComponent(id)}/confirmar`);
  return importacaoSchema.parse(r.data);
}

export function useConfirmarImportacao(tipo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => confirmarImportacao(tipo, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chaveImportacoes(tipo), exact: true }),
  });
}

/** GET /area-restrita/importacoes/:tipo/:id/relatorio: the report (counts and every error line) saved as CSV. */
export function baixarRelatorio(tipo: string, id: string): Promise<string> {
  return baixarArquivo(`${base(tipo)}/${encodeURIComponent(id)}/relatorio`, `relatorio-${tipo}.csv`, { tipo: 'text/csv;charset=utf-8' });
}

export function useBaixarRelatorio(tipo: string) {
  return useMutation({ mutationFn: (id: string) => baixarRelatorio(tipo, id) });
}
