import type { GuardiaoPublicoJson, Manifesto } from '@portal/contracts/votacao-cripto';
import { asc, eq } from 'drizzle-orm';
import { votacaoGuardioes } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';
import type { LinhaVotacao } from './situacao.js';
import type { Opcao } from './votacao.repository.js';

/** What the ballots and the ceremony are for (the library's Manifesto), from the poll as frozen at the ceremony. */
export function manifestoDe(v: LinhaVotacao, opcoes: Opcao[], guardioes: number): Manifesto {
  return { votacaoId: v.id, titulo: v.titulo, opcoes: opcoes.map((o) => o.texto), minimo: v.minimo, maximo: v.maximo, guardioes, quorum: v.quorum };
}

export interface Guardiao {
  indice: number;
  usuarioId: string;
  publico: GuardiaoPublicoJson | null;
  conferiuEm: Date | null;
}

export async function guardioesDe(ex: Executor, votacaoId: string): Promise<Guardiao[]> {
  const linhas = await ex.select().from(votacaoGuardioes).where(eq(votacaoGuardioes.votacaoId, votacaoId)).orderBy(asc(votacaoGuardioes.indice));
  return linhas.map((l) => ({ indice: l.indice, usuarioId: l.usuarioId, publico: (l.publico as GuardiaoPublicoJson | null) ?? null, conferiuEm: l.conferiuEm }));
}
