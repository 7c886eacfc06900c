import type { RegistroJson } from '@portal/contracts/votacao-cripto';
import {
  chaveDaParte,
  cifraDeJson,
  combinar,
  contextoDaVotacao,
  FORMATO_REGISTRO,
  hexParaBytes,
  logDiscreto,
  verificarParcial,
  type DecifracaoParcialJson,
} from '@portal/contracts/votacao-cripto';
import { eq } from 'drizzle-orm';
import { votacaoContagens, votacaoDecifracoes, votacoes } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { registrarAuditoria } from '../auditoria/index.js';
import type { AmbienteVotacao, Quem } from './ambiente.js';
import { eventoVotacao } from './criar-votacao.js';
import { apuracaoDe, cedulasDe, estadoDe } from './estado.js';
import { manifestoDe } from './manifesto.js';
import { situacaoDe } from './situacao.js';
import { passoDoGuardiao } from './cerimonia.js';

/**
 * A guardian's partial decryptions of the encrypted tally (one per option, in option order), each checked against
 * g^s_ℓ computed from the public commitments (verificarParcial); one that fails refuses all, nothing stored. When
 * `quorum` guardians have published, their shares are combined (Lagrange over the ones present), each count found
 * by search up to the number of ballots, and the poll is `apurada` (staff publish, ADR 059). No ballot is decrypted.
 */
export function publicarDecifracao(amb: AmbienteVotacao, quem: Quem, id: string, parciais: DecifracaoParcialJson[]) {
  return passoDoGuardiao(amb, quem, id, async (tx, e, indice, agora) => {
    const situacao = situacaoDe(e.v, agora);
    if (situacao === 'apurada' || situacao === 'publicada') throw new AppError('TRANSICAO_INVALIDA', 'A apuração desta votação já foi concluída.');
    if (situacao !== 'encerrada') throw new AppError('TRANSICAO_INVALIDA', 'A apuração só começa depois do encerramento da votação.');
    if (e.decifracoes.has(indice)) throw new AppError('REGISTRO_REPETIDO', 'Você já publicou sua decifração desta apuração.');
    const { cifras, cedulas } = await apuracaoDe(tx, e);
    if (parciais.length !== cifras.length || parciais.some((p) => p.guardiao !== indice)) {
      throw new AppError('PROVA_INVALIDA', `Envie uma decifração por opção (${cifras.length}), todas do guardião ${indice}.`);
    }
    const hE = hexParaBytes(e.v.hashEstendido!);
    const publicos = e.guardioes.map((g) => g.publico!);
    const chave = chaveDaParte(publicos, indice);
    const ruim = parciais.findIndex((p, j) => !verificarParcial(hE, chave, cifraDeJson(cifras[j]!), p));
    if (ruim !== -1) {
      throw new AppError('PROVA_INVALIDA', `A prova da decifração da opção ${ruim + 1} não confere: carregue o arquivo da sua chave desta votação e tente de novo.`);
    }
    const limpas = parciais.map((p) => ({ guardiao: p.guardiao, m: p.m, prova: { c: p.prova.c, v: p.prova.v } }));
    await tx.insert(votacaoDecifracoes).values({ votacaoId: id, guardiao: indice, parciais: limpas });
    if (e.v.status === 'aberta') await tx.update(votacoes).set({ status: 'encerrada', encerradaEm: e.v.encerradaEm ?? e.v.fechaEm }).where(eq(votacoes.id, id));
    const presentes = new Map(e.decifracoes).set(indice, limpas);
    if (presentes.size < e.v.quorum) return;
    const contagens = cifras.map((cj, j) => {
      const t = logDiscreto(
        combinar(
          cifraDeJson(cj),
          [...presentes.values()].map((ps) => ps[j]!),
        ),
        cedulas,
      );
      if (t === null) throw new Error(`votação ${id}: a contagem da opção ${j + 1} não foi encontrada`);
      return t;
    });
    await tx.insert(votacaoContagens).values(e.opcoes.map((o, j) => ({ votacaoId: id, opcaoId: o.id, votos: contagens[j]! })));
    await tx.update(votacoes).set({ status: 'apurada', apuradaEm: agora, encerradaEm: e.v.encerradaEm ?? e.v.fechaEm }).where(eq(votacoes.id, id));
    await registrarAuditoria(tx, eventoVotacao(quem, 'votacao.apurada', { votacaoId: id, decifracoes: presentes.size }));
  });
}

/** The public record (docs/votacao-registro.md) of a poll whose tally is done. */
export async function registroDe(amb: AmbienteVotacao, id: string, v: Parameters<typeof estadoDe>[1]): Promise<RegistroJson> {
  const e = await estadoDe(amb.db, v);
  const manifesto = manifestoDe(v, e.opcoes, e.guardioes.length);
  const publicos = e.guardioes.map((g) => g.publico!);
  const ctx = contextoDaVotacao(manifesto, publicos);
  const cedulas = await cedulasDe(amb.db, id);
  const { cifras } = await apuracaoDe(amb.db, e);
  const contagens = new Map((await amb.db.select().from(votacaoContagens).where(eq(votacaoContagens.votacaoId, id))).map((c) => [c.opcaoId, c.votos]));
  const presentes = [...e.decifracoes.entries()].sort((a, b) => a[0] - b[0]);
  return {
    formato: FORMATO_REGISTRO,
    manifesto,
    ...ctx,
    guardioes: e.guardioes.map((g) => ({ ...g.publico!, nome: e.nomes.get(g.usuarioId) ?? `Guardião ${g.indice}` })),
    cedulas,
    apuracao: cifras.map((c, j) => ({ ...c, opcao: e.opcoes[j]!.texto, decifracoes: presentes.map(([, ps]) => ps[j]!), contagem: contagens.get(e.opcoes[j]!.id) ?? 0 })),
  };
}
