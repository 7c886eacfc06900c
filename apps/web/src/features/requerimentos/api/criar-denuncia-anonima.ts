import { denunciaAnonimaCriadaSchema } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { configSemIdentidade } from './sem-identidade';

export type DenunciaAnonimaCriada = z.infer<typeof denunciaAnonimaCriadaSchema>;

/** POST /ouvidoria/anonima: creates the anonymous report's draft; answers its id and the follow-up key (shown once). */
export async function criarDenunciaAnonima(dados: Record<string, unknown>): Promise<DenunciaAnonimaCriada> {
  const resposta = await apiClient.post<unknown>('/ouvidoria/anonima', { dados }, configSemIdentidade());
  return denunciaAnonimaCriadaSchema.parse(resposta.data);
}

export function useCriarDenunciaAnonima() {
  return useMutation({ mutationFn: criarDenunciaAnonima });
}
