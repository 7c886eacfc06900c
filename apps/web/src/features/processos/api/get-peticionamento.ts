import { peticionamentoSchema, type Peticionamento } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient, statusDoErro } from '@/lib/api-client';
import { chavePeticionamento } from './chaves-peticoes';

/** GET /processos/:id/peticoes: the process, the filer's open deadlines and their petitions in it. */
export async function getPeticionamento(processoId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Peticionamento> {
  const r = await apiClient.get<unknown>(`/processos/${encodeURIComponent(processoId)}/peticoes`, { signal });
  return peticionamentoSchema.parse(r.data);
}

export function usePeticionamento(processoId: string) {
  return useQuery({
    queryKey: chavePeticionamento(processoId),
    queryFn: ({ signal }) => getPeticionamento(processoId, { signal }),
    // A 404 (missing, or not theirs) does not change by asking again.
    retry: (tentativas, erro) => statusDoErro(erro) !== 404 && tentativas < 2,
  });
}
