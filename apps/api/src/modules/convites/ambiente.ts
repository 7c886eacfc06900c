import type { Contexto } from '../../lib/contexto.js';
import type { AssinadorDeCodigos } from '../../lib/codigos-assinados.js';

/** What the invitation services use: the app's services, the code signer and the links' HMAC secret. */
export type AmbienteConvites = Pick<Contexto, 'db' | 'config' | 'limiter'> & { codigos: AssinadorDeCodigos; segredo: string };

/** Who asks: their ids, whether they hold the gate permission, and where the request came from. */
export interface Quem {
  usuarioId: string;
  pessoaId: string;
  portaria: boolean;
  ip: string;
}
