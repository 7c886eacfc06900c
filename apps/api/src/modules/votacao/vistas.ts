import type { VotacaoMembro, VotacaoStaff } from '@portal/contracts';
import type { Executor } from '../../db/transacao.js';
import { estadoDe, etapaDe } from './estado.js';
import { resultadoVisivelMembro, resultadoVisivelStaff, situacaoDe, type LinhaVotacao } from './situacao.js';
import { apurar, comparecimentoDe, nomesDasComissoes, opcoesDe } from './votacao.repository.js';

type Base = Omit<VotacaoMembro, 'podeVotar' | 'motivo' | 'jaVotou'>;

/** The fields staff and members both see; the counts only once visible to this side. */
export async function vistasBase(ex: Executor, linhas: LinhaVotacao[], agora: Date, lado: 'staff' | 'membro'): Promise<Base[]> {
  const ids = linhas.map((l) => l.id);
  const [opcoes, comparecimento, comissoes] = await Promise.all([opcoesDe(ex, ids), comparecimentoDe(ex, ids), nomesDasComissoes(ex, linhas.map((l) => l.comissaoId))]);
  const visivel = lado === 'staff' ? resultadoVisivelStaff : resultadoVisivelMembro;
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
        minimo: v.minimo,
        maximo: v.maximo,
        comparecimento: v.status === 'rascunho' || v.status === 'cerimonia' ? null : (comparecimento.get(v.id) ?? null),
        resultado: visivel(situacao) ? await apurar(ex, v, ops) : null,
        cripto: v.chaveConjunta && v.hashEstendido ? { chaveConjunta: v.chaveConjunta, hashEstendido: v.hashEstendido, minimo: v.minimo, maximo: v.maximo } : null,
      };
    }),
  );
}

export async function vistasStaff(ex: Executor, linhas: LinhaVotacao[], agora: Date): Promise<VotacaoStaff[]> {
  const bases = await vistasBase(ex, linhas, agora, 'staff');
  return Promise.all(
    bases.map(async (b, i) => {
      const v = linhas[i]!;
      const e = await estadoDe(ex, v);
      const nome = (indice: number) => e.nomes.get(e.guardioes.find((g) => g.indice === indice)?.usuarioId ?? '') ?? `Guardião ${indice}`;
      return {
        ...b,
        editavel: v.status === 'rascunho',
        quorum: v.quorum,
        guardioes: e.guardioes.map((g) => ({ usuarioId: g.usuarioId, indice: g.indice, nome: nome(g.indice), etapa: etapaDe(e, g, b.situacao) })),
        cerimoniaConcluida: v.cerimoniaConcluidaEm !== null,
        reclamacao: v.reclamacaoPor !== null && v.reclamacaoContra !== null ? { por: { indice: v.reclamacaoPor, nome: nome(v.reclamacaoPor) }, contra: { indice: v.reclamacaoContra, nome: nome(v.reclamacaoContra) } } : null,
        decifracoes: e.decifracoes.size,
        podeIniciarCerimonia: v.status === 'rascunho' && v.fechaEm > agora && e.guardioes.length >= 3,
        podeReiniciarCerimonia: v.status === 'cerimonia',
        podeAbrir: v.status === 'cerimonia' && v.cerimoniaConcluidaEm !== null && v.fechaEm > agora,
        podeEncerrar: b.situacao === 'aberta' || b.situacao === 'agendada',
        podePublicar: b.situacao === 'apurada',
        abertaEm: v.abertaEm?.toISOString() ?? null,
        encerradaEm: v.encerradaEm?.toISOString() ?? null,
        publicadaEm: v.publicadaEm?.toISOString() ?? null,
      };
    }),
  );
}
