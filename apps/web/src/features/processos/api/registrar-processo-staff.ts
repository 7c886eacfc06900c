import { processoStaffSchema, type ProcessoNovo, type ProcessoStaff } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_PROCESSOS_STAFF, chaveProcessoStaff } from './chaves-staff';

/** POST /area-restrita/processos: registers a process (the API gives the number). */
export async function registrarProcesso(corpo: ProcessoNovo): Promise<ProcessoStaff> {
  const r = await apiClient.post<unknown>('/area-restrita/processos', corpo);
  return processoStaffSchema.parse(r.data);
}

export function useRegistrarProcesso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registrarProcesso,
    onSuccess: async (p) => {
      queryClient.setQueryData(chaveProcessoStaff(p.id), p);
      await queryClient.invalidateQueries({ queryKey: [...CHAVE_PROCESSOS_STAFF, 'lista'] });
    },
  });
}
