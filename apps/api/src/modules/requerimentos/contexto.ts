/** The request engine's own vocabulary: who acts on a request and whose request the caller may touch. */

/**
 * Who performs an action. 'membro' is the member (or the anonymous reporter: usuarioId null); 'staff' a
 * staff user reviewing or filing on a member's behalf; 'sistema' the engine itself (sweeps, 273 answers).
 */
export interface Ator {
  tipo: 'membro' | 'staff' | 'sistema';
  usuarioId: string | null;
}

/**
 * Whose request the caller may touch; anything outside it answers 404 'Requerimento não encontrado.'
 * - dono: the member's own requests (pessoa_id);
 * - interno: requests staff filed on a member's behalf (registrado_por set); the route checked the permission;
 * - anonimo: the 301 report whose follow-up key hashes to chaveHash;
 * - staff: any request (the staff review routes filter by permission themselves).
 */
export type Escopo =
  | { tipo: 'dono'; pessoaId: string }
  | { tipo: 'interno' }
  | { tipo: 'anonimo'; chaveHash: string }
  | { tipo: 'staff' };
