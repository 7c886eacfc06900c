/**
 * The agenda (pauta) of a session, by staff: add a process (one open agenda per process, held by the partial
 * unique index pauta_itens_um_em_aberto; a rapporteur who is a party or a party's lawyer is refused), remove an
 * item, reorder the whole agenda in one transaction. Adding writes the movement 'Incluído na pauta…' and, after
 * the commit, e-mails the parties' lawyers (intimação).
 */
import { and, eq, sql } from 'drizzle-orm';
import { pautaItens, processos, sessoesJulgamento } from '../../db/schema/index.js';
import { violouUnicidade } from '../../db/erros-banco.js';
import type { Tx } from '../../db/transacao.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import { AppError, naoEncontrado } from '../../lib/app-error.js';
import type { Contexto } from '../../lib/contexto.js';
import type { Origem } from '../../lib/http/origem.js';
import type { Mensagem } from '../../plugins/app/mailer.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { destinatariosDoProcesso, envolvimentoNoProcesso, estaEnvolvido, lancarMovimento } from '../processos/index.js';
import { descricaoSessao, emailIntimacaoPauta } from './sessoes.emails.js';
import { sessaoNaoEncontrada } from './transicoes.js';

export const AUTOR_SECRETARIA = 'Secretaria de sessões';
export const itemNaoEncontrado = () => naoEncontrado('Item da pauta não encontrado.');
const processoNaoEncontrado = () => naoEncontrado('Processo não encontrado.');

/** The session, locked for this transaction (agenda changes of one session go one at a time). */
async function sessaoTravada(tx: Tx, id: string) {
  const [s] = await tx.select().from(sessoesJulgamento).where(eq(sessoesJulgamento.id, id)).for('update');
  if (!s) throw sessaoNaoEncontrada();
  return s;
}

const pautaFechada = () => new AppError('TRANSICAO_INVALIDA', 'A pauta só pode ser alterada enquanto a sessão está agendada.');

export async function adicionarNaPauta(
  ctx: Pick<Contexto, 'db' | 'mailer' | 'log' | 'config'>,
  usuario: UsuarioAutenticado,
  origem: Origem,
  sessaoId: string,
  d: { processoId: string; relatorPessoaId?: string | null | undefined },
): Promise<string> {
  let mensagens: Mensagem[] = [];
  let itemId: string;
  try {
    itemId = await ctx.db.transaction(async (tx) => {
      const s = await sessaoTravada(tx, sessaoId);
      if (s.status !== 'agendada') throw pautaFechada();
      const [p] = await tx.select().from(processos).where(eq(processos.id, d.processoId)).limit(1);
      if (!p) throw processoNaoEncontrado();
      const relator = d.relatorPessoaId ?? p.relatorPessoaId;
      if (!relator) throw new AppError('RELATOR_OBRIGATORIO', 'Este processo não tem relator: informe o relator antes de incluí-lo em pauta.');
      if (estaEnvolvido(await envolvimentoNoProcesso(tx, p.id, relator)))
        throw new AppError('RELATOR_IMPEDIDO', 'O relator é parte ou advogado de parte neste processo e não pode relatá-lo.');
      const [item] = await tx
        .insert(pautaItens)
        .values({
          sessaoId,
          processoId: p.id,
          ordem: sql`(select coalesce(max(${pautaItens.ordem}), 0) + 1 from ${pautaItens} where ${pautaItens.sessaoId} = ${sessaoId})`,
          relatorPessoaId: relator,
          incluidoPor: usuario.id,
        })
        .returning({ id: pautaItens.id });
      await lancarMovimento(tx, {
        processoId: p.id,
        tipo: 'pauta',
        texto: `Incluído na pauta da ${descricaoSessao(s)}.`,
        autorUsuarioId: usuario.id,
        autorNome: AUTOR_SECRETARIA,
        pautaItemId: item!.id,
      });
      await registrarAuditoria(tx, { acao: 'sessoes.pauta_incluido', sucesso: true, usuarioId: usuario.id, ip: origem.ip, userAgent: origem.userAgent, detalhes: { sessaoId, processoId: p.id } });
      const advogados = await destinatariosDoProcesso(tx, p.id, { somenteAdvogados: true });
      mensagens = advogados.map((a) =>
        emailIntimacaoPauta({ para: a.email, nome: a.nome, publicUrl: ctx.config.publicUrl, sessao: s, processo: { numero: p.numero, assunto: p.assunto, sigiloso: p.sigiloso } }),
      );
      return item!.id;
    });
  } catch (err) {
    if (violouUnicidade(err, 'pauta_itens_um_em_aberto')) throw new AppError('PAUTA_JA_INCLUIDA', 'Este processo já está na pauta de outra sessão em aberto.');
    if (violouUnicidade(err, 'pauta_itens_sessao_processo_key')) throw new AppError('PAUTA_JA_INCLUIDA', 'Este processo já está nesta pauta.');
    throw err;
  }
  ctx.mailer.enviarDepois(mensagens, ctx.log, 'falha ao enviar e-mail de intimação de pauta');
  return itemId;
}

/** Takes an item off the agenda of a scheduled session (its sign-ups go with it); a movement says so. */
export async function removerDaPauta(ctx: Pick<Contexto, 'db'>, usuario: UsuarioAutenticado, origem: Origem, sessaoId: string, itemId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const s = await sessaoTravada(tx, sessaoId);
    const [item] = await tx.select().from(pautaItens).where(and(eq(pautaItens.id, itemId), eq(pautaItens.sessaoId, sessaoId)));
    if (!item) throw itemNaoEncontrado();
    if (s.status !== 'agendada') throw pautaFechada();
    await tx.delete(pautaItens).where(eq(pautaItens.id, itemId));
    await lancarMovimento(tx, { processoId: item.processoId, tipo: 'pauta', texto: `Excluído da pauta da ${descricaoSessao(s)}.`, autorUsuarioId: usuario.id, autorNome: AUTOR_SECRETARIA });
    await registrarAuditoria(tx, { acao: 'sessoes.pauta_removido', sucesso: true, usuarioId: usuario.id, ip: origem.ip, userAgent: origem.userAgent, detalhes: { sessaoId, processoId: item.processoId } });
  });
}

/** The whole new order at once: exactly the agenda's items, each once; written in one transaction. */
export async function reordenarPauta(ctx: Pick<Contexto, 'db'>, sessaoId: string, ordem: string[]): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const s = await sessaoTravada(tx, sessaoId);
    if (s.status !== 'agendada' && s.status !== 'aberta') throw new AppError('TRANSICAO_INVALIDA', 'A pauta de uma sessão encerrada ou cancelada não pode ser reordenada.');
    const atuais = await tx.select({ id: pautaItens.id }).from(pautaItens).where(eq(pautaItens.sessaoId, sessaoId));
    const ids = new Set(atuais.map((i) => i.id));
    if (new Set(ordem).size !== ordem.length || ordem.length !== ids.size || ordem.some((id) => !ids.has(id)))
      throw new AppError('ORDEM_INVALIDA', 'A nova ordem deve conter cada processo da pauta uma única vez. Recarregue a página e tente novamente.');
    for (const [i, id] of ordem.entries()) await tx.update(pautaItens).set({ ordem: i + 1 }).where(eq(pautaItens.id, id));
  });
}
