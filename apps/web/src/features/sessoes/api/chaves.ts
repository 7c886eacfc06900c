/** Query keys of the judgment sessions (member and staff). */
export const CHAVE_SESSOES_MEMBRO = ['sessoes'] as const;
export const CHAVE_SESSOES_STAFF = ['area-restrita', 'sessoes'] as const;
export const chaveSessaoStaff = (id: string) => [...CHAVE_SESSOES_STAFF, 'sessao', id] as const;
