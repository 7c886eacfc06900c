import { QueryClient } from '@tanstack/react-query';
import { statusDoErro } from './api-client';

/** Client errors (4xx) are answers, not glitches: they are not retried. Others get two more tries. */
export function deveRetentar(falhas: number, erro: unknown): boolean {
  const status = statusDoErro(erro);
  if (status !== null && status < 500) return false;
  return falhas < 2;
}

export function criarQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: deveRetentar, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
