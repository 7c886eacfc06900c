import { formatarDataHoraVotacao, normalizarRecibo, type BuscaRecibo, type RecibosPublicados, type ResultadoVotacao, type VotacaoMembro, type VotacaoStaff } from '@portal/contracts';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { votacaoEleitores, votacaoRecibos, votacaoVotantes, votacoes } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { AmbienteVotacao, Quem } from './ambiente.js';
import { motivoForaDaLista } from './elegibilidade.js';
import { resultadoVisivel, situacaoDe, type LinhaVotacao } from './situacao.js';
import { apurar, opcoesDe, votacaoPorId } from './votacao.repository.js';
import { vistasBase, vistasStaff } from './vistas.js';

const LIMITE = 100;

/** Staff: every election, newest first, with turnout and (after the close) the tally. */
export async function listarVotacoesStaff(amb: AmbienteVotacao): Promise<VotacaoStaff[]> {
  const linhas = await amb.db.select().from(votacoes).orderBy(desc(votacoes.abreEm)).limit(LIMITE);
  return vistasStaff(amb.db, linhas, amb.agora());
}

/** The member: the elections past the draft, whether they may vote and why not. */
export async function listarVotacoesMembro(amb: AmbienteVotacao, quem: Quem): Promise<VotacaoMembro[]> {
  const agora = amb.agora();
  const linhas = await amb.db.select().from(votacoes).where(ne(votacoes.status, 'rascunho')).orderBy(desc(votacoes.abreEm)).limit(LIMITE);
  const ids = linhas.map((l) => l.id);
  const [bases, listado, votou] = await Promise.all([
    vistasBase(amb.db, linhas, agora),
    ids.length === 0
      ? []
      : amb.db.select({ id: votacaoEleitores.votacaoId }).from(votacaoEleitores).where(and(inArray(votacaoEleitores.votacaoId, ids), eq(votacaoEleitores.pessoaId, quem.pessoaId))),
    ids.length === 0
      ? []
      : amb.db.select({ id: votacaoVotantes.votacaoId }).from(votacaoVotantes).where(and(inArray(votacaoVotantes.votacaoId, ids), eq(votacaoVotantes.pessoaId, quem.pessoaId))),
  ]);
  const naLista = new Set(listado.map((l) => l.id));
  const votadas = new Set(votou.map((l) => l.id));
  return Promise.all(
    bases.map(async (b, i) => {
      const v = linhas[i]!;
      const jaVotou = votadas.has(v.id);
      const motivo = await motivoDoMembro(amb, v, b.situacao, quem, naLista.has(v.id), jaVotou, agora);
      return { ...b, podeVotar: motivo === null, motivo, jaVotou };
    }),
  );
}

async function motivoDoMembro(amb: AmbienteVotacao, v: LinhaVotacao, situacao: VotacaoMembro['situacao'], quem: Quem, naLista: boolean, jaVotou: boolean, agora: Date) {
  if (jaVotou) return 'Você já votou.';
  if (!naLista) return motivoForaDaLista(amb.db, v, quem.pessoaId, agora);
  if (situacao === 'agendada') return `A votação abre em ${formatarDataHoraVotacao(v.abreEm)}.`;
  if (situacao !== 'aberta') return 'A votação está encerrada.';
  return null;
}

async function votacaoVisivel(amb: AmbienteVotacao, id: string): Promise<LinhaVotacao> {
  const v = await votacaoPorId(amb.db, id);
  if (v.status === 'rascunho') throw new AppError('NAO_ENCONTRADO', 'Votação não encontrada.');
  return v;
}

/** The tally, only after the close. */
export async function resultadoDaVotacao(amb: AmbienteVotacao, id: string): Promise<ResultadoVotacao> {
  const v = await votacaoVisivel(amb, id);
  if (!resultadoVisivel(situacaoDe(v, amb.agora()))) throw new AppError('RESULTADO_INDISPONIVEL', 'O resultado só é divulgado depois do encerramento da votação.');
  const opcoes = (await opcoesDe(amb.db, [id])).get(id) ?? [];
  return apurar(amb.db, id, opcoes);
}

async function publicada(amb: AmbienteVotacao, id: string): Promise<void> {
  const v = await votacaoVisivel(amb, id);
  if (v.status !== 'publicada') throw new AppError('RESULTADO_INDISPONIVEL', 'A lista de recibos é publicada depois do encerramento da votação.');
}

/** The published receipt codes, in alphabetical order (no order of voting to read from them). */
export async function recibosPublicados(amb: AmbienteVotacao, id: string): Promise<RecibosPublicados> {
  await publicada(amb, id);
  const linhas = await amb.db.select({ c: votacaoRecibos.codigo }).from(votacaoRecibos).where(eq(votacaoRecibos.votacaoId, id)).orderBy(asc(votacaoRecibos.codigo));
  return { total: linhas.length, recibos: linhas.map((l) => l.c) };
}

export async function buscarRecibo(amb: AmbienteVotacao, id: string, texto: string): Promise<BuscaRecibo> {
  const codigo = normalizarRecibo(texto);
  if (!codigo) throw new AppError('CODIGO_INVALIDO', 'Recibo inválido: confira os 28 caracteres (letras e números).');
  await publicada(amb, id);
  const achado = await amb.db.select({ c: votacaoRecibos.codigo }).from(votacaoRecibos).where(and(eq(votacaoRecibos.votacaoId, id), eq(votacaoRecibos.codigo, codigo))).limit(1);
  return { recibo: codigo, encontrado: achado.length > 0 };
}
