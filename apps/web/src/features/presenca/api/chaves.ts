/** Query keys of the attendance lists. */
export const CHAVE_PRESENCA = ['area-restrita', 'presenca'] as const;
export const chaveLista = (id: string) => [...CHAVE_PRESENCA, 'lista', id] as const;
export const chaveListas = [...CHAVE_PRESENCA, 'listas'] as const;
