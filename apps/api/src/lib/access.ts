import type { MapaPermissoes, Permissao } from '@portal/contracts';
import type { InscricaoResumo } from './usuario-record.js';

/**
 * Who may call a route, declared in its config and enforced by one hook (plugins/app/access-control.ts):
 * - 'public': anyone, with or without a token;
 * - 'user': a signed-in user (a user token of a live session);
 * - a list of permission flags: a user holding at least one of them exactly true.
 */
export type Acesso = 'public' | 'user' | readonly Permissao[];

export interface UsuarioAutenticado {
  id: string;
  sessaoId: string;
  pessoaId: string;
  nome: string;
  email: string;
  isAdvogado: boolean;
  permissoes: MapaPermissoes;
  inscricao: InscricaoResumo | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Acesso;
  }
  interface FastifyRequest {
    usuario: UsuarioAutenticado | null;
  }
}
