import { filaPeticoesSchema, type PeticaoStaff, type SituacaoPeticao } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveFilaPeticoes } from './chaves-peticoes';

/** GET /area-restrita/peticoes: the staff queue, oldest first ('' = every situação). */
export async function getFilaPeticoes(situacao: SituacaoPeticao | '', { signal }: { signal?: AbortSignal } = {}): Promise<PeticaoStaff[]> {
  const r = await apiClient.get<unknown>('/area-restrita/peticoes', { signal, params: situacao ? { situacao } : {} });
  return filaPeticoesSchema.parse(r.data).itens;
}

export function useFilaPeticoes(situacao: SituacaoPeticao | '') {
  return useQuery({ queryKey: chaveFilaPeticoes(situacao), queryFn: ({ signal }) => getFilaPeticoes(situacao, { signal }) });
}
