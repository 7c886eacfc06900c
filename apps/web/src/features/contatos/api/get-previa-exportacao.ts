import { previaExportacaoContatosSchema, type FinalidadeContato, type PreviaExportacaoContatos } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_CONTATOS, paramsDosContatos, type FiltrosContatos } from './buscar-contatos';

/**
 * GET /area-restrita/contatos/exportacao: before the download, how many people the filters list and how many of
 * them the export of `finalidade` leaves out (counted by the server with the export's own filter; no personal data).
 */
export async function getPreviaExportacao(
  { filtros, finalidade }: { filtros: FiltrosContatos; finalidade: FinalidadeContato },
  { signal }: { signal?: AbortSignal } = {},
): Promise<PreviaExportacaoContatos> {
  const resposta = await apiClient.get<unknown>('/area-restrita/contatos/exportacao', {
    params: { ...paramsDosContatos(filtros, { comPagina: false }), finalidade },
    signal,
  });
  return previaExportacaoContatosSchema.parse(resposta.data);
}

export function previaExportacaoQueryOptions(filtros: FiltrosContatos, finalidade: FinalidadeContato) {
  return queryOptions({
    queryKey: [...CHAVE_CONTATOS, 'exportacao', paramsDosContatos(filtros, { comPagina: false }), finalidade],
    queryFn: ({ signal }) => getPreviaExportacao({ filtros, finalidade }, { signal }),
  });
}

export function usePreviaExportacao(filtros: FiltrosContatos, finalidade: FinalidadeContato) {
  return useQuery(previaExportacaoQueryOptions(filtros, finalidade));
}
