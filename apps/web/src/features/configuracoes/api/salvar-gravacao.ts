import { gravacaoUsabilidadeSchema, type GravacaoUsabilidade } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_GRAVACAO } from './get-gravacao';

/** Sent to the app shell's recorder (features/gravador/sincronizar.ts), which stops at once when switched off. */
const EVENTO_GRAVACAO_ALTERADA = 'portal:gravacao-alterada';

/** PUT /usuario/gravacao: the member switches the usability recorder on or off. */
export async function salvarGravacao(ativa: boolean): Promise<GravacaoUsabilidade> {
  const r = await apiClient.put<unknown>('/usuario/gravacao', { ativa });
  return gravacaoUsabilidadeSchema.parse(r.data);
}

export function useSalvarGravacao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: salvarGravacao,
    onSuccess: (salva) => {
      queryClient.setQueryData(CHAVE_GRAVACAO, salva);
      window.dispatchEvent(new CustomEvent(EVENTO_GRAVACAO_ALTERADA, { detail: { ativa: salva.ativa } }));
    },
  });
}
