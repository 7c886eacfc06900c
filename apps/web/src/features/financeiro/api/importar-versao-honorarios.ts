import { errosImportacaoSchema, versaoHonorariosSchema, type VersaoHonorarios } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { ehErroHttp } from '@/lib/http';
import { CHAVE_VERSOES_HONORARIOS } from './get-versoes-honorarios';

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
