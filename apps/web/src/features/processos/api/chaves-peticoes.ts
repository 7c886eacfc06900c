/** Query keys of the petitions (member and staff). */
export const chavePeticionamento = (processoId: string) => ['processos', processoId, 'peticoes'] as const;
export const CHAVE_FILA_PETICOES = ['area-restrita', 'peticoes'] as const;
export const chaveFilaPeticoes = (situacao: string) => [...CHAVE_FILA_PETICOES, situacao] as const;
