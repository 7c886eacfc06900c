/**
 * Appointments and term ends. Both take the commission's row FOR UPDATE first (ADR 024), then look for an
 * overlapping term and write: two staff members appointing at once are serialized by that lock, so the check
 * and the write see the same memberships.
 */
import { PAPEIS_SINGULARES, ROTULO_PAPEL_COMISSAO, formatarDataBr, type nomeacaoBodySchema } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { comissaoMembros, comissoes } from '../../db/schema/index.js';
import type { Tx } from '../../db/transacao.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import { AppError, naoEncontrado } from '../../lib/app-error.js';
import type { Contexto } from '../../lib/contexto.js';
import type { Origem } from '../../lib/http/origem.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { pessoaPorIdentificador } from './comissoes.repository.js';
import { auditoriaComissao, comissaoNaoEncontrada } from './salvar-comissao.js';

export const pessoaDesconhecida = () =>
  new AppError('PESSOA_DESCONHECIDA', 'Não encontramos ninguém com este CPF ou inscrição.', { campos: { pessoa: 'Não encontramos ninguém com este CPF ou inscrição.' } });

async function travarComissao(tx: Tx, id: string) {
  const [c] = await tx.select({ id: comissoes.id }).from(comissoes).where(eq(comissoes.id, id)).for('update');
  if (!c) throw comissaoNaoEncontrada();
}

type Conflito = {
  nome: string;
  papel: keyof typeof ROTULO_PAPEL_COMISSAO;
  inicio: string;
  fim: string | null;
  mesma_pessoa: boolean;
};

/** A membership of the commission whose term meets [inicio, fim] and is the same person, or holds the same singular role. */
async function conflito(tx: Tx, o: { comissaoId: string; pessoaId: string; papel: string; inicio: string; fim: string | null; exceto?: string }): Promise<Conflito | null> {
  const singular = (PAPEIS_SINGULARES as readonly string[]).includes(o.papel);
  const r = await tx.execute<Conflito>(sql`
    select coalesce(p.nome_social, p.nome) as nome, m.papel, m.inicio::text as inicio, m.fim::text as fim, (m.pessoa_id = ${o.pessoaId}) as mesma_pessoa
    from comissao_membros m join pessoas p on p.id = m.pessoa_id
    where m.comissao_id = ${o.comissaoId}
      and (m.pessoa_id = ${o.pessoaId} or (${singular} and m.papel = ${o.papel}))
      and m.inicio <= coalesce(${o.fim}::date, 'infinity'::date)
      and coalesce(m.fim, 'infinity'::date) >= ${o.inicio}::date
      ${o.exceto ? sql`and m.id <> ${o.exceto}` : sql``}
    order by mesma_pessoa desc limit 1`);
  return r.rows[0] ?? null;
}

const periodo = (c: Conflito) => (c.fim ? `de ${formatarDataBr(c.inicio)} a ${formatarDataBr(c.fim)}` : `desde ${formatarDataBr(c.inicio)}`);

function erroDeConflito(c: Conflito): AppError {
  const mensagem = c.mesma_pessoa
    ? `Esta pessoa já tem mandato nesta comissão no período (${ROTULO_PAPEL_COMISSAO[c.papel]}, ${periodo(c)}).`
    : `A função de ${ROTULO_PAPEL_COMISSAO[c.papel]} já está ocupada por ${c.nome} no período (${periodo(c)}).`;
  return new AppError('MANDATO_CONFLITANTE', mensagem);
}

export async function nomearMembro(
  ctx: Pick<Contexto, 'db'>,
  usuario: UsuarioAutenticado,
  origem: Origem,
  comissaoId: string,
  d: z.output<typeof nomeacaoBodySchema>,
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    await travarComissao(tx, comissaoId);
    const pessoa = await pessoaPorIdentificador(tx, d.pessoa);
    if (!pessoa) throw pessoaDesconhecida();
    const c = await conflito(tx, { comissaoId, pessoaId: pessoa.id, papel: d.papel, inicio: d.inicio, fim: d.fim });
    if (c) throw erroDeConflito(c);
    const [m] = await tx
      .insert(comissaoMembros)
      .values({ comissaoId, pessoaId: pessoa.id, papel: d.papel, portaria: d.portaria, inicio: d.inicio, fim: d.fim, criadoPor: usuario.id })
      .returning({ id: comissaoMembros.id });
    await registrarAuditoria(
      tx,
      auditoriaComissao(usuario, origem, 'comissoes.membro_nomeado', { comissaoId, membroId: m!.id, pessoaId: pessoa.id, papel: d.papel, inicio: d.inicio, fim: d.fim }),
    );
    return m!.id;
  });
}

/** Ends a term on `fim` (it may only shorten it: an open term or one that ends later). */
export async function encerrarMandato(
  ctx: Pick<Contexto, 'db'>,
  usuario: UsuarioAutenticado,
  origem: Origem,
  comissaoId: string,
  membroId: string,
  fim: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await travarComissao(tx, comissaoId);
    const [m] = await tx
      .select()
      .from(comissaoMembros)
      .where(and(eq(comissaoMembros.id, membroId), eq(comissaoMembros.comissaoId, comissaoId)));
    if (!m) throw naoEncontrado();
    if (fim < m.inicio) {
      throw new AppError('VALIDACAO', 'O fim do mandato não pode ser anterior ao início.', { campos: { fim: 'O fim do mandato não pode ser anterior ao início.' } });
    }
    if (m.fim !== null && m.fim <= fim) throw new AppError('TRANSICAO_INVALIDA', `Este mandato já termina em ${formatarDataBr(m.fim)}.`);
    await tx.update(comissaoMembros).set({ fim }).where(eq(comissaoMembros.id, membroId));
    await registrarAuditoria(tx, auditoriaComissao(usuario, origem, 'comissoes.mandato_encerrado', { comissaoId, membroId, pessoaId: m.pessoaId, fim, fimAntes: m.fim }));
  });
}
