import { formatarDataHoraVotacao, normalizarCodigoConfirmacao, type BuscaCodigo, type ResultadoVotacao, type VotacaoMembro, type VotacaoStaff } from '@portal/contracts';
import type { RegistroJson } from '@portal/contracts/votacao-cripto';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { votacaoCedulas, votacaoEleitores, votacaoVotantes, votacoes } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { AmbienteVotacao, Quem } from './ambiente.js';
import { motivoForaDaLista } from './elegibilidade.js';
import { registroDe } from './apuracao.js';
import type { LinhaVotacao } from './situacao.js';
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
  const linhas = await amb.db.select().from(votacoes).where(notInArray(votacoes.status, ['rascunho', 'cerimonia'])).orderBy(desc(votacoes.abreEm)).limit(LIMITE);
  const ids = linhas.map((l) => l.id);
  const [bases, listado, votou] = await Promise.all([
    vistasBase(amb.db, linhas, agora, 'membro'),
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
  if (v.status === 'rascunho' || v.status === 'cerimonia') throw new AppError('NAO_ENCONTRADO', 'Votação não encontrada.');
  return v;
}

async function publicada(amb: AmbienteVotacao, id: string): Promise<LinhaVotacao> {
  const v = await votacaoVisivel(amb, id);
  if (v.status !== 'publicada') throw new AppError('RESULTADO_INDISPONIVEL', 'O resultado e o registro público saem depois da apuração pelos guardiões e da publicação.');
  return v;
}

/** The counts, only after publication. */
export async function resultadoDaVotacao(amb: AmbienteVotacao, id: string): Promise<ResultadoVotacao> {
  const v = await publicada(amb, id);
  const opcoes = (await opcoesDe(amb.db, [id])).get(id) ?? [];
  return apurar(amb.db, v, opcoes);
}

/** The public record (every ballot's ciphertexts, proofs and code; keys; tally; decryptions; counts). */
export async function registroPublicado(amb: AmbienteVotacao, id: string): Promise<RegistroJson> {
  const v = await publicada(amb, id);
  if (v.legado) throw new AppError('RESULTADO_INDISPONIVEL', 'Esta votação é anterior à cédula cifrada: não tem registro público, só o resultado.');
  return registroDe(amb, id, v);
}

/** Whether a confirmation code is in the published record. */
export async function buscarCodigo(amb: AmbienteVotacao, id: string, texto: string): Promise<BuscaCodigo> {
  await publicada(amb, id);
  const codigo = normalizarCodigoConfirmacao(texto);
  if (!codigo) throw new AppError('CODIGO_INVALIDO', 'Código inválido: confira os 64 caracteres (0–9 e a–f).');
  const achado = await amb.db
    .select({ c: votacaoCedulas.codigo })
    .from(votacaoCedulas)
    .where(and(eq(votacaoCedulas.votacaoId, id), eq(votacaoCedulas.codigo, codigo)))
    .limit(1);
  return { codigo, encontrado: achado.length > 0 };
}
