import { CABECALHO_CHAVE_ACOMPANHAMENTO } from '@portal/contracts';
import type { AxiosRequestConfig, AxiosRequestTransformer } from 'axios';
import { apiClient } from '@/lib/api-client';

/**
 * The anonymous report (301) carries no identity: the client's interceptor neither fetches nor adds a token
 * for these calls (`semIdentidade`), and a transformRequest drops any Authorization again just before they
 * leave (it runs after the interceptors). The follow-up key travels only in a header or a body, never in a URL.
 */
const removerIdentidade: AxiosRequestTransformer = (dados: unknown, headers) => {
  headers.delete('Authorization');
  return dados;
};

export function configSemIdentidade(chave?: string): AxiosRequestConfig {
  const padrao = apiClient.defaults.transformRequest;
  const demais = Array.isArray(padrao) ? padrao : padrao ? [padrao] : [];
  return {
    semIdentidade: true,
    transformRequest: [removerIdentidade, ...demais],
    headers: chave ? { [CABECALHO_CHAVE_ACOMPANHAMENTO]: chave } : {},
  };
}
