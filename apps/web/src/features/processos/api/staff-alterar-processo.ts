import { processoStaffSchema, type AdvogadoNovo, type MovimentoNovo, type ParteNova, type PrazoNovo, type ProcessoEdicao, type ProcessoStaff } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_PROCESSOS_STAFF, chaveProcessoStaff } from './staff-chaves';

/**
 * The staff actions on one process. Every one of them answers the whole staff view, which replaces the
 * cached one: PUT /area-restrita/processos/:id, POST/DELETE …/partes, …/advogados, POST …/movimentos,
 * …/documentos (multipart, PDF), …/prazos, …/prazos/:prazoId/cumprir.
 */
export type AcaoProcesso =
  | { tipo: 'editar'; corpo: ProcessoEdicao }
  | { tipo: 'incluir-parte'; corpo: ParteNova }
  | { tipo: 'remover-parte'; parteId: string }
  | { tipo: 'incluir-advogado'; parteId: string; corpo: AdvogadoNovo }
  | { tipo: 'remover-advogado'; parteId: string; advogadoId: string }
  | { tipo: 'movimento'; corpo: MovimentoNovo }
  | { tipo: 'documento'; arquivo: File; publico: boolean }
  | { tipo: 'prazo'; corpo: PrazoNovo }
  | { tipo: 'cumprir-prazo'; prazoId: string };

export async function alterarProcesso(id: string, a: AcaoProcesso): Promise<ProcessoStaff> {
  const base = `/area-restrita/processos/${encodeURIComponent(id)}`;
  const e = encodeURIComponent;
  let r: { data: unknown };
  switch (a.tipo) {
    case 'editar':
      r = await apiClient.put<unknown>(base, a.corpo);
      break;
    case 'incluir-parte':
      r = await apiClient.post<unknown>(`${base}/partes`, a.corpo);
      break;
    case 'remover-parte':
      r = await apiClient.delete<unknown>(`${base}/partes/${e(a.parteId)}`);
      break;
    case 'incluir-advogado':
      r = await apiClient.post<unknown>(`${base}/partes/${e(a.parteId)}/advogados`, a.corpo);
      break;
    case 'remover-advogado':
      r = await apiClient.delete<unknown>(`${base}/partes/${e(a.parteId)}/advogados/${e(a.advogadoId)}`);
      break;
    case 'movimento':
      r = await apiClient.post<unknown>(`${base}/movimentos`, a.corpo);
      break;
    case 'documento': {
      const corpo = new FormData();
      corpo.append('arquivo', a.arquivo, a.arquivo.name);
      r = await apiClient.post<unknown>(`${base}/documentos`, corpo, { params: { publico: String(a.publico) } });
      break;
    }
    case 'prazo':
      r = await apiClient.post<unknown>(`${base}/prazos`, a.corpo);
      break;
    case 'cumprir-prazo':
      r = await apiClient.post<unknown>(`${base}/prazos/${e(a.prazoId)}/cumprir`);
      break;
  }
  return processoStaffSchema.parse(r.data);
}

export function useAlterarProcesso(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: AcaoProcesso) => alterarProcesso(id, a),
    onSuccess: async (p) => {
      queryClient.setQueryData(chaveProcessoStaff(id), p);
      await queryClient.invalidateQueries({ queryKey: [...CHAVE_PROCESSOS_STAFF, 'lista'] });
    },
  });
}
