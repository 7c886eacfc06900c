import { anuidadeSchema, planoSchema, type Anuidade, type Plano } from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import axios from 'axios';
import { apiClient } from '@/lib/api-client';
import { CHAVE_FINANCEIRO } from './planos';

/**
 * GET /financeiro/anuidade: this year's anuidade of the member (bracket, early-payment discount, the título or
 * its installments, the split options) and earlier years'. 409 SEM_INSCRICAO for someone who is not a lawyer.
 */
export async function getAnuidade({ signal }: { signal?: AbortSignal } = {}): Promise<Anuidade> {
  const resposta = await apiClient.get<unknown>('/financeiro/anuidade', { signal });
  return anuidadeSchema.parse(resposta.data);
}

export function anuidadeQueryOptions() {
  return queryOptions({ queryKey: [...CHAVE_FINANCEIRO, 'anuidade'], queryFn: ({ signal }) => getAnuidade({ signal }) });
}

export function useAnuidade() {
  return useQuery(anuidadeQueryOptions());
}

/** POST /financeiro/anuidade/parcelamento: splits this year's single título into 2..12 installments. */
export async function parcelarAnuidade({ parcelas }: { parcelas: number }): Promise<Plano> {
  const resposta = await apiClient.post<unknown>('/financeiro/anuidade/parcelamento', { parcelas });
  return planoSchema.parse(resposta.data);
}

export function useParcelarAnuidade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: parcelarAnuidade,
    // The single título became renegociado and the installments appeared: the anuidade, the títulos list and the
    // plans all changed. Awaited, so the page shows the installments when the button stops spinning.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_FINANCEIRO }),
  });
}

/** 409 SEM_INSCRICAO: the anuidade is owed by lawyers only; the page explains it instead of showing an error. */
export function ehSemInscricao(erro: unknown): boolean {
  if (!axios.isAxiosError(erro) || erro.response?.status !== 409) return false;
  const dados: unknown = erro.response.data;
  return typeof dados === 'object' && dados !== null && 'codigo' in dados && dados.codigo === 'SEM_INSCRICAO';
}
