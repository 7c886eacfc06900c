import type { ConfiguracaoGravador, GravacaoUsabilidade } from '@portal/contracts';
import { apiClient } from '@/lib/api-client';

const ehObjeto = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Checked by hand, not with the contract's zod schema: this runs from the app shell on every page load, and
 * keeps the schema library out of the first paint.
 */
export function lerGravacao(dados: unknown): GravacaoUsabilidade | null {
  if (!ehObjeto(dados) || typeof dados.disponivel !== 'boolean' || typeof dados.ativa !== 'boolean') return null;
  const c = dados.configuracao;
  if (c === null) return { disponivel: dados.disponivel, ativa: dados.ativa, configuracao: null };
  if (!ehObjeto(c) || typeof c.ingestPoint !== 'string' || typeof c.permitirHttpLocal !== 'boolean') return null;
  if (c.projectKey !== null && typeof c.projectKey !== 'string') return null;
  const configuracao: ConfiguracaoGravador = { projectKey: c.projectKey, ingestPoint: c.ingestPoint, permitirHttpLocal: c.permitirHttpLocal };
  return { disponivel: dados.disponivel, ativa: dados.ativa, configuracao };
}

/** GET /usuario/gravacao: whether the portal records and whether this member lets it; null when unreadable. */
export async function getGravacao({ signal }: { signal?: AbortSignal } = {}): Promise<GravacaoUsabilidade | null> {
  const r = await apiClient.get<unknown>('/usuario/gravacao', { signal });
  return lerGravacao(r.data);
}
