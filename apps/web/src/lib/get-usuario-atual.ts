import { PERMISSOES, SITUACOES_INSCRICAO, UFS, type MapaPermissoes, type Usuario } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** zod's uuid() pattern (RFC 9562, any version, nil and max). */
const UUID = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

type Objeto = Record<string, unknown>;
const ehObjeto = (v: unknown): v is Objeto => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * usuarioSchema's check (packages/contracts, auth.ts), written out by hand so /home, the page every member opens,
 * loads no zod (ADR 028); get-usuario-atual.test.ts holds the two equal. Unknown keys are dropped, as zod does.
 */
export function lerUsuario(dados: unknown): Usuario {
  const invalido = () => new Error('Resposta inválida de /usuario/me.');
  if (!ehObjeto(dados)) throw invalido();
  const { id, nome, email, isAdvogado, permissoes, inscricao } = dados;
  if (typeof id !== 'string' || !UUID.test(id) || typeof nome !== 'string' || typeof email !== 'string') throw invalido();
  if (typeof isAdvogado !== 'boolean' || !ehObjeto(permissoes)) throw invalido();
  const mapa = {} as MapaPermissoes;
  for (const p of PERMISSOES) {
    const valor = permissoes[p];
    if (typeof valor !== 'boolean') throw invalido();
    mapa[p] = valor;
  }
  let resumo: Usuario['inscricao'] = null;
  if (inscricao !== null) {
    if (!ehObjeto(inscricao)) throw invalido();
    const { numero, uf, situacao } = inscricao;
    const ufValida = UFS.find((u) => u === uf);
    const situacaoValida = SITUACOES_INSCRICAO.find((s) => s === situacao);
    if (typeof numero !== 'string' || !ufValida || !situacaoValida) throw invalido();
    resumo = { numero, uf: ufValida, situacao: situacaoValida };
  }
  return { id, nome, email, isAdvogado, permissoes: mapa, inscricao: resumo };
}

/** GET /usuario/me: the logged-in user's record. Shared by every feature that shows who is logged in. */
export async function getUsuarioAtual({ signal }: { signal?: AbortSignal } = {}): Promise<Usuario> {
  const resposta = await apiClient.get<unknown>('/usuario/me', { signal });
  return lerUsuario(resposta.data);
}

export const CHAVE_USUARIO_ATUAL = ['usuario', 'me'] as const;

export function usuarioAtualQueryOptions() {
  return queryOptions({
    queryKey: CHAVE_USUARIO_ATUAL,
    queryFn: ({ signal }) => getUsuarioAtual({ signal }),
    // Back to the tab after a while: permissions or the situação may have changed meanwhile (read again when stale).
    refetchOnWindowFocus: true,
  });
}

export function useUsuarioAtual() {
  return useQuery(usuarioAtualQueryOptions());
}
