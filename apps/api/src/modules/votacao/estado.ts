import type { EtapaGuardiao, SituacaoVotacao } from '@portal/contracts';
import type { CedulaCifradaJson, CifraJson, DecifracaoParcialJson, ParteCifradaJson } from '@portal/contracts/votacao-cripto';
import { apuracaoCifrada } from '@portal/contracts/votacao-cripto';
import { asc, eq, inArray } from 'drizzle-orm';
import { pessoas, usuarios, votacaoCedulas, votacaoDecifracoes, votacaoPartes } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';
import { guardioesDe, type Guardiao } from './manifesto.js';
import type { LinhaVotacao } from './situacao.js';
import { opcoesDe, type Opcao } from './votacao.repository.js';

/** A poll with its ceremony and tally: what the guardians' and staff's views and steps read. */
export interface EstadoVotacao {
  v: LinhaVotacao;
  opcoes: Opcao[];
  guardioes: Guardiao[];
  partes: ParteCifradaJson[];
  /** Valid partial decryptions by guardian (only valid ones are ever stored). */
  decifracoes: Map<number, DecifracaoParcialJson[]>;
  nomes: Map<string, string>;
}

export async function estadoDe(ex: Executor, v: LinhaVotacao): Promise<EstadoVotacao> {
  // One query after the other: `ex` may be a transaction's single connection.
  const opcoes = await opcoesDe(ex, [v.id]);
  const guardioes = await guardioesDe(ex, v.id);
  const partes = await ex.select({ parte: votacaoPartes.parte }).from(votacaoPartes).where(eq(votacaoPartes.votacaoId, v.id));
  const decifracoes = await ex.select().from(votacaoDecifracoes).where(eq(votacaoDecifracoes.votacaoId, v.id));
  return {
    v,
    opcoes: opcoes.get(v.id) ?? [],
    guardioes,
    partes: partes.map((p) => p.parte as ParteCifradaJson),
    decifracoes: new Map(decifracoes.map((d) => [d.guardiao, d.parciais as DecifracaoParcialJson[]])),
    nomes: await nomesDosUsuarios(
      ex,
      guardioes.map((g) => g.usuarioId),
    ),
  };
}

export async function nomesDosUsuarios(ex: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const linhas = await ex.select({ id: usuarios.id, nome: pessoas.nome }).from(usuarios).innerJoin(pessoas, eq(pessoas.id, usuarios.pessoaId)).where(inArray(usuarios.id, ids));
  return new Map(linhas.map((l) => [l.id, l.nome]));
}

export const todasAsChaves = (e: EstadoVotacao) => e.guardioes.length > 0 && e.guardioes.every((g) => g.publico !== null);
export const enviouPartes = (e: EstadoVotacao, indice: number) => e.partes.some((p) => p.de === indice);
export const todasAsPartes = (e: EstadoVotacao) => e.partes.length === e.guardioes.length * (e.guardioes.length - 1);

/** A guardian's step (ETAPAS_GUARDIAO), from the poll's state. */
export function etapaDe(e: EstadoVotacao, g: Guardiao, situacao: SituacaoVotacao): EtapaGuardiao {
  switch (situacao) {
    case 'rascunho':
      return 'aguardar';
    case 'cerimonia':
      if (e.v.reclamacaoPor !== null) return 'interrompida';
      if (e.v.cerimoniaConcluidaEm) return 'concluida';
      if (!g.publico) return 'publicar-chave';
      if (!todasAsChaves(e)) return 'aguardar';
      if (!enviouPartes(e, g.indice)) return 'enviar-partes';
      if (!todasAsPartes(e)) return 'aguardar';
      return g.conferiuEm ? 'aguardar' : 'conferir-partes';
    case 'agendada':
    case 'aberta':
      return 'concluida';
    case 'encerrada':
      return e.decifracoes.has(g.indice) ? 'decifrada' : 'decifrar';
    case 'apurada':
    case 'publicada':
      return e.decifracoes.has(g.indice) ? 'decifrada' : 'dispensada';
    default: {
      const nunca: never = situacao;
      return nunca;
    }
  }
}

export async function cedulasDe(ex: Executor, votacaoId: string): Promise<(CedulaCifradaJson & { codigo: string })[]> {
  const linhas = await ex
    .select({ codigo: votacaoCedulas.codigo, cedula: votacaoCedulas.cedula })
    .from(votacaoCedulas)
    .where(eq(votacaoCedulas.votacaoId, votacaoId))
    .orderBy(asc(votacaoCedulas.sequencia));
  return linhas.map((l) => ({ ...(l.cedula as CedulaCifradaJson), codigo: l.codigo }));
}

/** The encrypted tally: per option, the product of every ballot's ciphertext (no ballot is decrypted). */
export async function apuracaoDe(ex: Executor, e: EstadoVotacao): Promise<{ cifras: CifraJson[]; cedulas: number }> {
  const cedulas = await cedulasDe(ex, e.v.id);
  return { cifras: apuracaoCifrada(e.opcoes.length, cedulas), cedulas: cedulas.length };
}
