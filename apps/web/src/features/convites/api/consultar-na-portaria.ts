import { consultaPortariaRespostaSchema, type ConsultaPortariaBody, type ConsultaPortariaResposta } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveValidacao } from './validar-convite';

/** POST /convites/portaria/consulta: the invitation by the typed short code or the pasted QR text (gate staff). */
export async function consultarNaPortaria(corpo: ConsultaPortariaBody): Promise<ConsultaPortariaResposta> {
  const resposta = await apiClient.post<unknown>('/convites/portaria/consulta', corpo);
  return consultaPortariaRespostaSchema.parse(resposta.data);
}

export function useConsultarNaPortaria() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: consultarNaPortaria,
    onSuccess: (r) => queryClient.setQueryData(chaveValidacao(r.hash), r.convite),
  });
}
