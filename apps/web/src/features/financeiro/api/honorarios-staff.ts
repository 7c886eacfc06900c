import { errosImportacaoSchema, listaVersoesHonorariosSchema, versaoHonorariosSchema, type VersaoHonorarios } from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { ehErroHttp } from '@/lib/http';

export const CHAVE_VERSOES_HONORARIOS = ['area-restrita', 'tabela-honorarios', 'versoes'] as const;

/** GET /area-restrita/tabela-honorarios/versoes: every imported version of the fee table. */
export async function getVersoesHonorarios({ signal }: { signal?: AbortSignal } = {}): Promise<VersaoHonorarios[]> {
  const resposta = await apiClient.get<unknown>('/area-restrita/tabela-honorarios/versoes', { signal });
  return listaVersoesHonorariosSchema.parse(resposta.data).itens;
}

export function versoesHonorariosQueryOptions() {
  return queryOptions({
    queryKey: CHAVE_VERSOES_HONORARIOS,
    queryFn: ({ signal }) => getVersoesHonorarios({ signal }),
  });
}

export function useVersoesHonorarios() {
  return useQuery(versoesHonorariosQueryOptions());
}

export interface ImportacaoHonorarios {
  /** 'YYYY-MM-DD' */
  vigenciaInicio: string;
  arquivo: File;
}

/**
 * The multipart body: the date goes before the file, because the server reads the parts in order and checks the
 * file while it streams in, already knowing the date.
 */
export function corpoDaImportacao({ vigenciaInicio, arquivo }: ImportacaoHonorarios): FormData {
  const corpo = new FormData();
  corpo.append('vigenciaInicio', vigenciaInicio);
  corpo.append('arquivo', arquivo, arquivo.name);
  return corpo;
}

/** POST /area-restrita/tabela-honorarios/versoes (multipart): a new version from a CSV file. */
export async function importarVersaoHonorarios(importacao: ImportacaoHonorarios): Promise<VersaoHonorarios> {
  const resposta = await apiClient.post<unknown>('/area-restrita/tabela-honorarios/versoes', corpoDaImportacao(importacao));
  return versaoHonorariosSchema.parse(resposta.data);
}

export function useImportarVersaoHonorarios() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importarVersaoHonorarios,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_VERSOES_HONORARIOS }),
  });
}

export type ErroDeLinha = z.infer<typeof errosImportacaoSchema>['erros'][number];

/** The problems by line of a refused import (400), or [] when the answer names none. */
export function errosDeLinha(erro: unknown): ErroDeLinha[] {
  if (!ehErroHttp(erro) || erro.response?.status !== 400) return [];
  const lido = errosImportacaoSchema.safeParse(erro.response.data);
  return lido.success ? lido.data.erros : [];
}
