import { peticaoSchema, type Peticao, type TipoPeticao } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chavePeticionamento } from './chaves-peticoes';

export interface NovaPeticao {
  processoId: string;
  tipo: TipoPeticao;
  texto: string;
  prazoId: string;
  arquivos: File[];
}

/** POST /processos/:id/peticoes (multipart: the fields first, then the PDFs in `arquivos`). */
export async function protocolarPeticao(p: NovaPeticao): Promise<Peticao> {
  const corpo = new FormData();
  corpo.append('tipo', p.tipo);
  corpo.append('texto', p.texto);
  if (p.prazoId) corpo.append('prazoId', p.prazoId);
  for (const a of p.arquivos) corpo.append('arquivos', a, a.name);
  const r = await apiClient.post<unknown>(`/processos/${encodeURIComponent(p.processoId)}/peticoes`, corpo);
  return peticaoSchema.parse(r.data);
}

export function useProtocolarPeticao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: protocolarPeticao,
    onSuccess: (_p, v) => queryClient.invalidateQueries({ queryKey: chavePeticionamento(v.processoId) }),
  });
}
