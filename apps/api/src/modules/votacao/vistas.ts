import type { VotacaoMembro, VotacaoStaff } from '@portal/contracts';
import type { Executor } from '../../db/transacao.js';
import { apurar, comparecimentoDe, nomesDasComissoes, opcoesDe } from './votacao.repository.js';
import { resultadoVisivel, situacaoDe, type LinhaVotacao } from './situacao.js';

type Base = Omit<VotacaoMembro, 'podeVotar' | 'motivo' | 'jaVotou'>;

/** The fields staff and members both see; the tally only after the close. */
export async function vistasBase(ex: Executor, linhas: LinhaVotacao[], agora: Date): Promise<Base[]> {
  const ids = linhas.map((l) => l.id);
  const [opcoes, comparecimento, comissoes] = await Promise.all([opcoesDe(ex, ids), comparecimentoDe(ex, ids), nomesDasComissoes(ex, linhas.map((l) => l.comissaoId))]);
  return Promise.all(
    linhas.map(async (v) => {
      const situacao = situacaoDe(v, agora);
      const ops = opcoes.get(v.id) ?? [];
      return {
        id: v.id,
        titulo: v.titulo,
        descricao: v.descricao,
        tipo: v.tipo,
        elegibilidade: v.elegibilidade,
        comissao: v.comissaoId ? { id: v.comissaoId, nome: comissoes.get(v.comissaoId) ?? 'Comissão' } : null,
        abreEm: v.abreEm.toISOString(),
        fechaEm: v.fechaEm.toISOString(),
        situacao,
        opcoes: ops,
        comparecimento: v.status === 'rascunho' ? null : (comparecimento.get(v.id) ?? null),
        resultado: resultadoVisivel(situacao) ? await apurar(ex, v.id, ops) : null,
      };
    }),
  );
}

export async function vistasStaff(ex: Executor, linhas: LinhaVotacao[], agora: Date): Promise<VotacaoStaff[]> {
  const bases = await vistasBase(ex, linhas, agora);
  return bases.map((b, i) => {
    const v = linhas[i]!;
    return {
      ...b,
      editavel: v.status === 'rascunho',
      podeAbrir: v.status === 'rascunho' && v.fechaEm > agora,
      podeEncerrar: b.situacao === 'aberta' || b.situacao === 'agendada',
      podePublicar: b.situacao === 'encerrada',
      abertaEm: v.abertaEm?.toISOString() ?? null,
      encerradaEm: v.encerradaEm?.toISOString() ?? null,
      publicadaEm: v.publicadaEm?.toISOString() ?? null,
    };
  });
}
