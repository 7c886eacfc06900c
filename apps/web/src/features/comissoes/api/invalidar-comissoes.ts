import type { QueryClient } from '@tanstack/react-query';
import { CHAVE_COMISSOES_MEMBRO, CHAVE_COMISSOES_STAFF } from './chaves';

/** After a commission is created or edited: the staff list and the member's "my commissions" read it. */
export async function invalidarComissoes(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: CHAVE_COMISSOES_STAFF });
  await queryClient.invalidateQueries({ queryKey: CHAVE_COMISSOES_MEMBRO });
}
