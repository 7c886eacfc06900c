import { and, eq, or, sql } from 'drizzle-orm';
import { processoAdvogados, processoPartes, processos } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import { naoEncontrado } from '../../lib/app-error.js';

/** The one 404 of a process that does not exist for this user (missing, or confidential and not theirs): every route answers with it. */
export const processoNaoEncontrado = () => naoEncontrado('Processo não encontrado.');

/**
 * Who may see a process (issue 13, DOMAIN "Administrative processes"). Every route that reads, lists,
 * downloads, files into or puts a process on an agenda asks here, so the confidentiality rule lives in one place:
 *
 * - staff with CLI_PermissaoProcessos see every process (a confidential read is audited by the caller);
 * - a party (a person of the portal named as party) and a party's lawyer see the process, confidential or not,
 *   with its public movements and its public documents, and may file petitions;
 * - anyone else signed in sees a public process's public data (no documents, no petitions) and does not see a
 *   confidential one at all: it answers exactly as a number that does not exist.
 */
export interface Envolvimento {
  /** Ids of the parties this person is. */
  comoParte: string[];
  /** Ids of the parties this person is a lawyer of. */
  comoAdvogado: string[];
}

export type Visao = 'staff' | 'envolvido' | 'publico';

export interface AcessoProcesso {
  visao: Visao;
  envolvimento: Envolvimento;
  sigiloso: boolean;
}

export function ehStaffProcessos(u: Pick<UsuarioAutenticado, 'permissoes'>): boolean {
  return u.permissoes.CLI_PermissaoProcessos === true;
}

/** The parties this person is, or is a lawyer of, in one process. */
export async function envolvimentoNoProcesso(db: Executor, processoId: string, pessoaId: string): Promise<Envolvimento> {
  const [partes, advogados] = await Promise.all([
    db
      .select({ id: processoPartes.id })
      .from(processoPartes)
      .where(and(eq(processoPartes.processoId, processoId), eq(processoPartes.pessoaId, pessoaId))),
    db
      .select({ parteId: processoAdvogados.parteId })
      .from(processoAdvogados)
      .where(and(eq(processoAdvogados.processoId, processoId), eq(processoAdvogados.pessoaId, pessoaId))),
  ]);
  return { comoParte: partes.map((p) => p.id), comoAdvogado: advogados.map((a) => a.parteId) };
}

export function estaEnvolvido(e: Envolvimento): boolean {
  return e.comoParte.length > 0 || e.comoAdvogado.length > 0;
}

/**
 * How this user sees the process, or null when, for them, it does not exist (missing id, or confidential and
 * not theirs). Callers answer null with the same 404 body as a missing process.
 */
export async function acessoAoProcesso(db: Executor, processoId: string, u: Pick<UsuarioAutenticado, 'pessoaId' | 'permissoes'>): Promise<AcessoProcesso | null> {
  // The same three queries whether the process exists or not: a confidential process the user may not see
  // answers in the time a missing one does.
  const [[p], envolvimento] = await Promise.all([
    db.select({ sigiloso: processos.sigiloso }).from(processos).where(eq(processos.id, processoId)).limit(1),
    envolvimentoNoProcesso(db, processoId, u.pessoaId),
  ]);
  if (!p) return null;
  if (ehStaffProcessos(u)) return { visao: 'staff', envolvimento, sigiloso: p.sigiloso };
  if (estaEnvolvido(envolvimento)) return { visao: 'envolvido', envolvimento, sigiloso: p.sigiloso };
  if (p.sigiloso) return null;
  return { visao: 'publico', envolvimento, sigiloso: false };
}

/** SQL condition: the process is public, or this person is a party or a party's lawyer in it. */
export function condicaoVisivelPara(pessoaId: string) {
  return or(
    eq(processos.sigiloso, false),
    // EXISTS subqueries keep the search's plan on the processes' own indexes.
    sqlExisteEnvolvido(pessoaId),
  );
}

function sqlExisteEnvolvido(pessoaId: string) {
  return sql`(exists (select 1 from ${processoPartes} pp where pp.processo_id = ${processos.id} and pp.pessoa_id = ${pessoaId})
    or exists (select 1 from ${processoAdvogados} pa where pa.processo_id = ${processos.id} and pa.pessoa_id = ${pessoaId}))`;
}
