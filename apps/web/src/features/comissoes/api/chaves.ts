/** Query keys of the commissions (member and staff). */
export const CHAVE_COMISSOES_MEMBRO = ['comissoes'] as const;
export const CHAVE_COMISSOES_STAFF = ['area-restrita', 'comissoes'] as const;
export const chaveComissaoStaff = (id: string) => [...CHAVE_COMISSOES_STAFF, 'comissao', id] as const;
