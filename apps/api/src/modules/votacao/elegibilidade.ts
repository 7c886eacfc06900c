import { daComissao, dataEmSaoPaulo, formatarDataHoraVotacao, motivoForaDaComissao, situacoesQuePermitem } from '@portal/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { inscricoes, titulos, votacaoEleitores } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';
import { AppError } from '../../lib/app-error.js';
import { membrosAtivosDaComissao } from '../comissoes/index.js';
import { pendenciaDeAdimplencia, pendenciasDeAdimplencia } from '../financeiro/index.js';
import { situacaoPermiteNaConsulta } from '../inscritos/index.js';
import type { LinhaVotacao } from './situacao.js';
import { comissaoTravada, nomesDasComissoes } from './votacao.repository.js';

/**
 * Who may vote, frozen when the election opens: the rows of `votacao_eleitores`, written once in the opening's
 * transaction. Each kind of eligibility is one insert here; a commission's members (kind 'comissao') are the
 * members whose term covers the opening date (São Paulo), read through the commissions area's door.
 * Returns how many voters were listed.
 */
export async function congelarEleitores(tx: Executor, v: LinhaVotacao, agora: Date): Promise<number> {
  switch (v.elegibilidade) {
    case 'regular_em_dia': {
      const hoje = dataEmSaoPaulo(agora);
      // Lawyers (not interns) with a regular inscrição and nothing that makes them inadimplente (finance's one
      // definition: an open debt past due or an agreement's unpaid entry) on the opening day.
      const r = await tx.execute(sql`
        insert into votacao_eleitores (votacao_id, pessoa_id)
        select distinct ${v.id}::uuid, i.pessoa_id
          from ${inscricoes} i
         where ${situacaoPermiteNaConsulta('votar', sql`i.situacao`)} and i.tipo <> 'estagiario'
           and not exists (select 1 from ${titulos} where ${titulos.pessoaId} = i.pessoa_id and ${pendenciaDeAdimplencia(hoje)})
        on conflict do nothing`);
      return (r as unknown as { rowCount: number | null }).rowCount ?? 0;
    }
    case 'comissao': {
      if (!v.comissaoId) throw new AppError('TRANSICAO_INVALIDA', 'Escolha a comissão cujos membros votam antes de abrir a votação.');
      const nome = await comissaoTravada(tx, v.comissaoId);
      const membros = await membrosAtivosDaComissao(tx, v.comissaoId, dataEmSaoPaulo(agora));
      if (membros.length === 0) {
        const da = nome ? daComissao(nome) : 'da comissão desta votação';
        throw new AppError('TRANSICAO_INVALIDA', `Nenhum membro ${da} tem mandato vigente hoje: nomeie os membros antes de abrir a votação.`);
      }
      const r = await tx
        .insert(votacaoEleitores)
        .values(membros.map((pessoaId) => ({ votacaoId: v.id, pessoaId })))
        .onConflictDoNothing()
        .returning({ p: votacaoEleitores.pessoaId });
      return r.length;
    }
  }
}

/** Why a member who is not in the frozen list cannot vote, in a sentence. */
export async function motivoForaDaLista(ex: Executor, v: LinhaVotacao, pessoaId: string, agora: Date): Promise<string> {
  if (v.elegibilidade === 'comissao') {
    const nome = v.comissaoId ? (await nomesDasComissoes(ex, [v.comissaoId])).get(v.comissaoId) : undefined;
    return nome ? motivoForaDaComissao(nome) : 'Votação restrita aos membros de uma comissão: você não está na lista de eleitores.';
  }
  const regulares = await ex
    .select({ id: inscricoes.id })
    .from(inscricoes)
    .where(and(eq(inscricoes.pessoaId, pessoaId), inArray(inscricoes.situacao, situacoesQuePermitem('votar')), ne(inscricoes.tipo, 'estagiario')))
    .limit(1);
  if (regulares.length === 0) return 'Somente advogados e advogadas com inscrição regular na OAB votam nesta votação.';
  const p = await pendenciasDeAdimplencia(ex, pessoaId, dataEmSaoPaulo(agora));
  if (p.vencidos.quantidade > 0 || p.entradas.length > 0) return 'Sua inscrição não está em dia com a anuidade na data de abertura.';
  const abertura = v.abertaEm ? `, em ${formatarDataHoraVotacao(v.abertaEm)}` : '';
  return `Você não está na lista de eleitores desta votação: a lista foi fechada na abertura${abertura}, quando sua inscrição não estava regular e em dia.`;
}
