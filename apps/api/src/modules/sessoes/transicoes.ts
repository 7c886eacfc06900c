/**
 * The session's lifecycle in one table: agendada → aberta → encerrada; agendada → cancelada. Every change is a
 * conditional UPDATE (`where status in (de)`), so two staff members acting at once cannot both move it.
 * Closing is refused while an item still waits for its outcome (ADR 022): every process leaves the agenda
 * with a recorded result (adiado when it was not judged), and so with a movement in its timeline.
 * Cancelling takes every item off the agenda (free for another session) with a movement each.
 */
import type { StatusSessao } from '@portal/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { pautaItens, sessoesJulgamento } from '../../db/schema/index.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import { AppError, naoEncontrado } from '../../lib/app-error.js';
import type { Contexto } from '../../lib/contexto.js';
import type { Origem } from '../../lib/http/origem.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { lancarMovimento } from '../processos/index.js';
import { descricaoSessao } from './sessoes.emails.js';

export const sessaoNaoEncontrada = () => naoEncontrado('Sessão não encontrada.');

export type AcaoSessao = 'abrir' | 'encerrar' | 'cancelar';

export const TRANSICOES: Record<AcaoSessao, { de: readonly StatusSessao[]; para: StatusSessao; recusa: string }> = {
  abrir: { de: ['agendada'], para: 'aberta', recusa: 'Só uma sessão agendada pode ser aberta.' },
  encerrar: { de: ['aberta'], para: 'encerrada', recusa: 'Só uma sessão aberta pode ser encerrada.' },
  cancelar: { de: ['agendada'], para: 'cancelada', recusa: 'Só uma sessão agendada pode ser cancelada.' },
};

export async function transitarSessao(ctx: Pick<Contexto, 'db'>, usuario: UsuarioAutenticado, origem: Origem, id: string, acao: AcaoSessao): Promise<void> {
  const t = TRANSICOES[acao];
  await ctx.db.transaction(async (tx) => {
    const agora = new Date();
    const [feita] = await tx
      .update(sessoesJulgamento)
      .set({
        status: t.para,
        ...(acao === 'abrir' ? { abertaEm: agora } : {}),
        ...(acao === 'encerrar' ? { encerradaEm: agora } : {}),
      })
      .where(
        and(
          eq(sessoesJulgamento.id, id),
          inArray(sessoesJulgamento.status, [...t.de]),
          acao === 'encerrar' ? sql`not exists (select 1 from ${pautaItens} pi where pi.sessao_id = ${sessoesJulgamento.id} and pi.em_aberto)` : undefined,
        ),
      )
      .returning();
    if (!feita) {
      const [s] = await tx.select({ status: sessoesJulgamento.status }).from(sessoesJulgamento).where(eq(sessoesJulgamento.id, id));
      if (!s) throw sessaoNaoEncontrada();
      if (acao === 'encerrar' && s.status === 'aberta')
        throw new AppError('PAUTA_PENDENTE', 'Registre o resultado de todos os processos da pauta antes de encerrar a sessão (use "Adiado" para os que não foram julgados).');
      throw new AppError('TRANSICAO_INVALIDA', t.recusa);
    }
    if (acao === 'cancelar') {
      const liberados = await tx
        .update(pautaItens)
        .set({ emAberto: false })
        .where(and(eq(pautaItens.sessaoId, id), eq(pautaItens.emAberto, true)))
        .returning({ id: pautaItens.id, processoId: pautaItens.processoId });
      for (const item of liberados) {
        await lancarMovimento(tx, {
          processoId: item.processoId,
          tipo: 'pauta',
          texto: `A ${descricaoSessao(feita)} foi cancelada; processo retirado de pauta.`,
          autorUsuarioId: usuario.id,
          autorNome: 'Secretaria de sessões',
          pautaItemId: item.id,
        });
      }
    }
    await registrarAuditoria(tx, {
      acao: `sessoes.sessao_${acao === 'abrir' ? 'aberta' : acao === 'encerrar' ? 'encerrada' : 'cancelada'}`,
      sucesso: true,
      usuarioId: usuario.id,
      ip: origem.ip,
      userAgent: origem.userAgent,
      detalhes: { sessaoId: id },
    });
  });
}
