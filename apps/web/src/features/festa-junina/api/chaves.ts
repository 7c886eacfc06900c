export const CHAVE_FESTA = ['festa-junina'] as const;
export const CHAVE_FESTA_MEMBRO = [...CHAVE_FESTA, 'membro'] as const;
export const CHAVE_INGRESSOS = [...CHAVE_FESTA, 'ingressos'] as const;
export const CHAVE_EVENTOS_STAFF = [...CHAVE_FESTA, 'staff', 'eventos'] as const;
export const chaveEventoStaff = (id: string) => [...CHAVE_EVENTOS_STAFF, id] as const;
export const CHAVE_CHAVE_PUBLICA = ['codigos', 'chave-publica'] as const;
