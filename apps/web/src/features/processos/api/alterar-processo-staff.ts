import type { AdvogadoNovo, MovimentoNovo, ParteNova, PrazoNovo, ProcessoEdicao, ProcessoStaff } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { abrirPrazo } from './abrir-prazo-staff';
import { CHAVE_PROCESSOS_STAFF, chaveProcessoStaff } from './chaves-staff';
import { cumprirPrazo } from './cumprir-prazo-staff';
import { editarProcesso } from './editar-processo-staff';
import { incluirAdvogado } from './incluir-advogado-staff';
import { incluirParte } from './incluir-parte-staff';
import { juntarDocumento } from './juntar-documento-staff';
import { lancarMovimento } from './lancar-movimento-staff';
import { removerAdvogado } from './remover-advogado-staff';
import { removerParte } from './remover-parte-staff';

/**
 * The staff actions on one process, one mutation for the page (one busy state, one error). Every endpoint answers
 * the whole staff view, which replaces the cached one.
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

/** Each action by its endpoint (one file each). */
export function alterarProcesso(id: string, a: AcaoProcesso): Promise<ProcessoStaff> {
  switch (a.tipo) {
    case 'editar':
      return editarProcesso(id, a.corpo);
    case 'incluir-parte':
      return incluirParte(id, a.corpo);
    case 'remover-parte':
      return removerParte(id, a.parteId);
    case 'incluir-advogado':
      return incluirAdvogado(id, a.parteId, a.corpo);
    case 'remover-advogado':
      return removerAdvogado(id, a.parteId, a.advogadoId);
    case 'movimento':
      return lancarMovimento(id, a.corpo);
    case 'documento':
      return juntarDocumento(id, a.arquivo, a.publico);
    case 'prazo':
      return abrirPrazo(id, a.corpo);
    case 'cumprir-prazo':
      return cumprirPrazo(id, a.prazoId);
  }
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
