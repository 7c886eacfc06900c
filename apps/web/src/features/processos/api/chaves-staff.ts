/** Query keys of the staff side of processes. */
export const CHAVE_PROCESSOS_STAFF = ['area-restrita', 'processos'] as const;
export const chaveProcessosStaff = (filtros: Record<string, string | number>) => [...CHAVE_PROCESSOS_STAFF, 'lista', filtros] as const;
export const chaveProcessoStaff = (id: string) => [...CHAVE_PROCESSOS_STAFF, 'processo', id] as const;

/** The staff address of one process, under the API's base URL. */
export const urlProcessoStaff = (id: string) => `/area-restrita/processos/${encodeURIComponent(id)}`;
