/**
 * Opening, check-ins and closing of attendance lists. A check-in (by the room code or by staff) takes the list's
 * row FOR SHARE and refuses a closed list; closing updates the row only while it is open (FOR UPDATE
 * underneath), so a check-in and the closing never cross. One check-in per person per list: a unique index,
 * written with ON CONFLICT DO NOTHING (a second scan, or two at once, leave one row).
 * Who may check in by the room code (ADR 024, issue 33): for a commission meeting, the commission's members whose
 * term covers the meeting's date (São Paulo); for a judgment session, its participants (sessoes'
 * `participaDaSessao`: relatores, parties and their lawyers of the processes on its pauta). The check runs in the
 * check-in's transaction, after the list's lock. Staff may still mark anyone by hand, with a reason.
 */
import { dataEmSaoPaulo, formatarDataBr } from '@portal/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { comissaoReunioes, comissoes, presencaListas, presencaRegistros, sessoesJulgamento } from '../../db/schema/index.js';
import type { Tx } from '../../db/transacao.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import { AppError, naoEncontrado } from '../../lib/app-error.js';
import type { Contexto } from '../../lib/contexto.js';
import type { Origem } from '../../lib/http/origem.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { membrosAtivosDaComissao, pessoaDesconhecida, pessoaPorIdentificador } from '../comissoes/index.js';
import { participaDaSessao } from '../sessoes/index.js';

const auditoria = (usuarioId: string, origem: Origem, acao: string, detalhes: Record<string, unknown>) => ({
  acao,
  sucesso: true,
  usuarioId,
  ip: origem.ip,
  userAgent: origem.userAgent,
  detalhes,
});

export const listaEncerrada = () => new AppError('PRESENCA_ENCERRADA', 'Esta lista de presença já foi encerrada e não pode mais ser alterada.');
export const codigoInvalido = () =>
  new AppError('PRESENCA_CODIGO_INVALIDO', 'Código de presença inválido ou expirado. Leia novamente o QR exibido na sala.');

export async function abrirLista(
  ctx: Pick<Contexto, 'db'>,
  usuario: UsuarioAutenticado,
  origem: Origem,
  alvo: { reuniaoId: string | null; sessaoId: string | null },
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    if (alvo.reuniaoId) {
      const [r] = await tx.select({ id: comissaoReunioes.id }).from(comissaoReunioes).where(eq(comissaoReunioes.id, alvo.reuniaoId));
      if (!r) throw naoEncontrado('Reunião não encontrada.');
    } else if (alvo.sessaoId) {
      const [s] = await tx.select({ id: sessoesJulgamento.id }).from(sessoesJulgamento).where(eq(sessoesJulgamento.id, alvo.sessaoId));
      if (!s) throw naoEncontrado('Sessão não encontrada.');
    }
    const [l] = await tx
      .insert(presencaListas)
      .values({ reuniaoId: alvo.reuniaoId, sessaoId: alvo.sessaoId, abertaPor: usuario.id })
      .onConflictDoNothing()
      .returning({ id: presencaListas.id });
    if (!l) throw new AppError('TRANSICAO_INVALIDA', 'Já existe uma lista de presença para esta reunião ou sessão.');
    await registrarAuditoria(tx, auditoria(usuario.id, origem, 'presenca.lista_aberta', { listaId: l.id, ...alvo }));
    return l.id;
  });
}

/** The list's row under a shared lock, refused when closed; 404 when it does not exist. */
async function listaAberta(tx: Tx, listaId: string, semLista: () => AppError) {
  const [l] = await tx.select({ id: presencaListas.id, encerradaEm: presencaListas.encerradaEm }).from(presencaListas).where(eq(presencaListas.id, listaId)).for('share');
  if (!l) throw semLista();
  if (l.encerradaEm) throw listaEncerrada();
}

async function inserir(tx: Tx, v: typeof presencaRegistros.$inferInsert): Promise<{ novo: boolean; registradoEm: Date }> {
  const [novo] = await tx.insert(presencaRegistros).values(v).onConflictDoNothing().returning({ registradoEm: presencaRegistros.registradoEm });
  if (novo) return { novo: true, registradoEm: novo.registradoEm };
  const ja = await registroDe(tx, v.listaId, v.pessoaId);
  return { novo: false, registradoEm: ja!.registradoEm };
}

async function registroDe(tx: Tx, listaId: string, pessoaId: string) {
  const [ja] = await tx
    .select({ registradoEm: presencaRegistros.registradoEm })
    .from(presencaRegistros)
    .where(and(eq(presencaRegistros.listaId, listaId), eq(presencaRegistros.pessoaId, pessoaId)));
  return ja;
}

const PECA_A_EQUIPE = 'Se você participa por outro motivo, peça à equipe que registre a sua presença.';

/** Refuses, with the reason in Portuguese, a person who is not a participant of the list's meeting or session. */
async function exigirParticipante(tx: Tx, listaId: string, pessoaId: string): Promise<void> {
  const [l] = await tx
    .select({ sessaoId: presencaListas.sessaoId, comissaoId: comissaoReunioes.comissaoId, inicio: comissaoReunioes.inicio, comissao: comissoes.nome })
    .from(presencaListas)
    .leftJoin(comissaoReunioes, eq(comissaoReunioes.id, presencaListas.reuniaoId))
    .leftJoin(comissoes, eq(comissoes.id, comissaoReunioes.comissaoId))
    .where(eq(presencaListas.id, listaId));
  if (!l) throw codigoInvalido();
  if (l.comissaoId && l.inicio) {
    const data = dataEmSaoPaulo(l.inicio);
    if ((await membrosAtivosDaComissao(tx, l.comissaoId, data)).includes(pessoaId)) return;
    throw new AppError('PRESENCA_NAO_PARTICIPANTE',
      `Só os membros da comissão com mandato em ${formatarDataBr(data)} registram presença nesta reunião (${l.comissao ?? 'comissão'}). ${PECA_A_EQUIPE}`,
    );
  }
  if (l.sessaoId && (await participaDaSessao(tx, l.sessaoId, pessoaId))) return;
  throw new AppError('PRESENCA_NAO_PARTICIPANTE',
    `Só os participantes desta sessão de julgamento (relatores, partes e advogados dos processos em pauta) registram presença nela. ${PECA_A_EQUIPE}`,
  );
}

/** The member's own check-in with a valid room code (already read: `listaId`); only the meeting's or session's participants. */
export async function registrarPorCodigo(ctx: Pick<Contexto, 'db'>, usuario: UsuarioAutenticado, origem: Origem, listaId: string) {
  return ctx.db.transaction(async (tx) => {
    await listaAberta(tx, listaId, codigoInvalido);
    const ja = await registroDe(tx, listaId, usuario.pessoaId);
    if (ja) return { novo: false, registradoEm: ja.registradoEm };
    await exigirParticipante(tx, listaId, usuario.pessoaId);
    const r = await inserir(tx, { listaId, pessoaId: usuario.pessoaId, forma: 'qr' });
    if (r.novo) await registrarAuditoria(tx, auditoria(usuario.id, origem, 'presenca.check_in', { listaId }));
    return r;
  });
}

/** Staff mark someone present by CPF or inscrição, with the reason. */
export async function marcarPresenca(
  ctx: Pick<Contexto, 'db'>,
  usuario: UsuarioAutenticado,
  origem: Origem,
  listaId: string,
  d: { pessoa: string; motivo: string },
) {
  return ctx.db.transaction(async (tx) => {
    await listaAberta(tx, listaId, () => naoEncontrado());
    const pessoa = await pessoaPorIdentificador(tx, d.pessoa);
    if (!pessoa) throw pessoaDesconhecida();
    const r = await inserir(tx, { listaId, pessoaId: pessoa.id, forma: 'manual', motivo: d.motivo, registradoPor: usuario.id });
    if (!r.novo) throw new AppError('TRANSICAO_INVALIDA', `${pessoa.nome} já está na lista.`);
    await registrarAuditoria(tx, auditoria(usuario.id, origem, 'presenca.marcada_manual', { listaId, pessoaId: pessoa.id, motivo: d.motivo }));
    return r;
  });
}

export async function encerrarLista(ctx: Pick<Contexto, 'db'>, usuario: UsuarioAutenticado, origem: Origem, listaId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [feita] = await tx
      .update(presencaListas)
      .set({ encerradaEm: new Date(), encerradaPor: usuario.id })
      .where(and(eq(presencaListas.id, listaId), isNull(presencaListas.encerradaEm)))
      .returning({ id: presencaListas.id });
    if (!feita) {
      const [existe] = await tx.select({ id: presencaListas.id }).from(presencaListas).where(eq(presencaListas.id, listaId));
      throw existe ? listaEncerrada() : naoEncontrado();
    }
    await registrarAuditoria(tx, auditoria(usuario.id, origem, 'presenca.lista_encerrada', { listaId }));
  });
}
