import { CABECALHO_CHAVE_ACOMPANHAMENTO } from '@portal/contracts';
import type { AxiosRequestConfig, AxiosRequestTransformer } from 'axios';
import { apiClient } from '@/lib/api-client';

/**
 * The anonymous report (301) carries no identity: the client's interceptor adds the signed-in member's
 * Bearer token to every call, so these calls drop it again just before they leave (a transformRequest runs
 * after the interceptors). The follow-up key travels only in a header or a body, never in a URL.
 */
const removerIdentidade: AxiosRequestTransformer = (dados: unknown, headers) => {
  headers.delete('Authorization');
  return dados;
};

export function configSemIdentidade(chave?: string): AxiosRequestConfig {
  const padrao = apiClient.defaults.transformRequest;
  const demais = Array.isArray(padrao) ? padrao : padrao ? [padrao] : [];
  return {
    transformRequest: [removerIdentidade, ...demais],
    headers: chave ? { [CABECALHO_CHAVE_ACOMPANHAMENTO]: chave } : {},
  };
}
