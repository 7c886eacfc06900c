/**
 * Sustentação oral (15 minutes, DOMAIN): a party's lawyer signs up for an item of a scheduled session until
 * HORAS_LIMITE_SUSTENTACAO before its start, and may cancel within the same time. Anyone else — the party
 * itself, another lawyer, a collaborator — gets the same 404 as a missing item. One live sign-up per lawyer and
 * item is held by the partial unique index sustentacoes_orais_ativa_key: signing up twice leaves one row.
 */
import { HORAS_LIMITE_SUSTENTACAO } from '@portal/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { pautaItens, sessoesJulgamento, sustentacoesOrais } from '../../db/schema/index.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import { AppError } from '../../lib/app-error.js';
import type { Contexto } from '../../lib/contexto.js';
import { envolvimentoNoProcesso } from '../processos/index.js';
import { itemNaoEncontrado } from './gerir-pauta.js';
import { limiteInscricao } from './sessoes.repository.js';

async function itemDoAdvogado(ctx: Pick<Contexto, 'db'>, usuario: UsuarioAutenticado, itemId: string) {
  const [linha] = await ctx.db
    .select({ item: pautaItens, sessao: sessoesJulgamento })
    .from(pautaItens)
    .innerJoin(sessoesJulgamento, eq(sessoesJulgamento.id, pautaItens.sessaoId))
    .where(eq(pautaItens.id, itemId));
  if (!linha || !usuario.isAdvogado) throw itemNaoEncontrado();
  const envolvimento = await envolvimentoNoProcesso(ctx.db, linha.item.processoId, usuario.pessoaId);
  const parteId = envolvimento.comoAdvogado[0];
  if (!parteId) throw itemNaoEncontrado();
  const agora = Date.now();
  if (linha.sessao.status !== 'agendada' || !linha.item.emAberto || agora > limiteInscricao(linha.sessao.inicio).getTime())
    throw new AppError('SUSTENTACAO_ENCERRADA',
      `As inscrições para sustentação oral neste processo estão encerradas: elas vão até ${HORAS_LIMITE_SUSTENTACAO} horas antes do início da sessão.`,
    );
  return { ...linha, parteId };
}

export async function inscreverSustentacao(ctx: Pick<Contexto, 'db'>, usuario: UsuarioAutenticado, itemId: string): Promise<void> {
  const { parteId } = await itemDoAdvogado(ctx, usuario, itemId);
  await ctx.db.insert(sustentacoesOrais).values({ pautaItemId: itemId, advogadoPessoaId: usuario.pessoaId, parteId }).onConflictDoNothing();
}

export async function cancelarSustentacao(ctx: Pick<Contexto, 'db'>, usuario: UsuarioAutenticado, itemId: string): Promise<void> {
  await itemDoAdvogado(ctx, usuario, itemId);
  await ctx.db
    .update(sustentacoesOrais)
    .set({ canceladaEm: new Date() })
    .where(and(eq(sustentacoesOrais.pautaItemId, itemId), eq(sustentacoesOrais.advogadoPessoaId, usuario.pessoaId), isNull(sustentacoesOrais.canceladaEm)));
}
