/** Query keys of the vaccines (member and staff). */
export const CHAVE_VACINAS = ['vacinas'] as const;
export const CHAVE_CAMPANHAS_MEMBRO = [...CHAVE_VACINAS, 'campanhas'] as const;
export const CHAVE_COMPRAS = [...CHAVE_VACINAS, 'compras'] as const;
export const chaveCompra = (id: string) => [...CHAVE_COMPRAS, id] as const;
export const CHAVE_VACINAS_STAFF = ['area-restrita', 'vacinas'] as const;
export const chaveCampanhaStaff = (id: string) => [...CHAVE_VACINAS_STAFF, 'campanha', id] as const;
