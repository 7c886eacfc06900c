export { chaveRequerimentoStaff } from './get-requerimento-staff';

/**
 * Query keys of the request flow. Member queries start with ['requerimentos'] (the member's lists invalidate
 * and are invalidated by the same prefix); staff queries with ['area-restrita', 'requerimento']; an anonymous
 * report's draft is keyed by its id only (its follow-up key never goes into a key, a URL or a log).
 */
export const CHAVE_REQUERIMENTOS = ['requerimentos'] as const;
export const chaveRequerimento = (id: string) => [...CHAVE_REQUERIMENTOS, 'detalhe', id] as const;
export const chaveElegibilidade = (codigo: string) => [...CHAVE_REQUERIMENTOS, 'elegibilidade', codigo] as const;
export const chaveElegibilidadeInterna = (codigo: string, pessoaId: string) =>
  ['area-restrita', 'requerimentos-interno', 'elegibilidade', codigo, pessoaId] as const;
export const chaveDenunciaAnonima = (id: string) => ['ouvidoria-anonima', id] as const;
