import { and, eq, isNotNull } from 'drizzle-orm';
import { pessoas, processoAdvogados, processoMovimentos, processoPartes } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';

/** The author the timeline shows for what the secretariat does on a petition (files it, or does not accept it). */
export const AUTOR_SECRETARIA = 'Secretaria';

export interface NovoMovimento {
  processoId: string;
  tipo: string;
  texto: string;
  publico?: boolean;
  autorUsuarioId?: string | null;
  autorNome: string;
  peticaoId?: string | null;
  pautaItemId?: string | null;
  em?: Date;
}

/**
 * Writes one movement into a process's timeline, on the caller's transaction: the petitions, the agenda
 * (intimação) and the outcomes of a session all enter the timeline through here.
 */
export async function lancarMovimento(db: Executor, m: NovoMovimento): Promise<string> {
  const [criado] = await db
    .insert(processoMovimentos)
    .values({
      processoId: m.processoId,
      tipo: m.tipo,
      texto: m.texto,
      publico: m.publico ?? true,
      autorUsuarioId: m.autorUsuarioId ?? null,
      autorNome: m.autorNome,
      peticaoId: m.peticaoId ?? null,
      pautaItemId: m.pautaItemId ?? null,
      ...(m.em ? { em: m.em } : {}),
    })
    .returning({ id: processoMovimentos.id });
  if (!criado) throw new Error('movimento não gravado');
  return criado.id;
}

export interface Destinatario {
  pessoaId: string;
  nome: string;
  email: string;
  /** 'parte': a party who is a person of the portal; 'advogado': a party's lawyer. */
  qualidade: 'parte' | 'advogado';
}

/**
 * The people of the portal to notify about a process: the parties who are people of the portal and the
 * parties' lawyers (each person once, as lawyer when they are both). `somenteAdvogados` for the intimação of
 * an agenda (DOMAIN: it notifies the parties' lawyers).
 */
export async function destinatariosDoProcesso(db: Executor, processoId: string, opcoes: { somenteAdvogados?: boolean } = {}): Promise<Destinatario[]> {
  const advogados = await db
    .select({ pessoaId: pessoas.id, nome: pessoas.nome, email: pessoas.email })
    .from(processoAdvogados)
    .innerJoin(pessoas, eq(pessoas.id, processoAdvogados.pessoaId))
    .where(eq(processoAdvogados.processoId, processoId));
  const partes = opcoes.somenteAdvogados
    ? []
    : await db
        .select({ pessoaId: pessoas.id, nome: pessoas.nome, email: pessoas.email })
        .from(processoPartes)
        .innerJoin(pessoas, eq(pessoas.id, processoPartes.pessoaId))
        .where(and(eq(processoPartes.processoId, processoId), isNotNull(processoPartes.pessoaId)));
  const porPessoa = new Map<string, Destinatario>();
  for (const a of advogados) porPessoa.set(a.pessoaId, { ...a, qualidade: 'advogado' });
  for (const p of partes) if (!porPessoa.has(p.pessoaId)) porPessoa.set(p.pessoaId, { ...p, qualidade: 'parte' });
  return [...porPessoa.values()];
}
