/**
 * Opening, check-ins and closing of attendance lists. A check-in (by the room code or by staff) takes the list's
 * row FOR SHARE and refuses a closed list; closing updates the row only while it is open (FOR UPDATE
 * underneath), so a check-in and the closing never cross. One check-in per person per list: a unique index,
 * written with ON CONFLICT DO NOTHING (a second scan, or two at once, leave one row).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { presencaListas, presencaRegistros, sessoesJulgamento, comissaoReunioes } from '../../db/schema/index.js';
import type { Tx } from '../../db/transacao.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import { AppError, naoEncontrado } from '../../lib/app-error.js';
import type { Contexto } from '../../lib/contexto.js';
import type { Origem } from '../../lib/http/origem.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { pessoaDesconhecida, pessoaPorIdentificador } from '../comissoes/index.js';

const auditoria = (usuarioId: string, origem: Origem, acao: string, detalhes: Record<string, unknown>) => ({
  acao,
  sucesso: true,
  usuarioId,
  ip: origem.ip,
  userAgent: origem.userAgent,
  detalhes,
});

export const listaEncerrada = () => new AppError(409, 'PRESENCA_ENCERRADA', 'Esta lista de presença já foi encerrada e não pode mais ser alterada.');
export const codigoInvalido = () =>
  new AppError(422, 'PRESENCA_CODIGO_INVALIDO', 'Código de presença inválido ou expirado. Leia novamente o QR exibido na sala.');

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
    if (!l) throw new AppError(409, 'TRANSICAO_INVALIDA', 'Já existe uma lista de presença para esta reunião ou sessão.');
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
  const [ja] = await tx
    .select({ registradoEm: presencaRegistros.registradoEm })
    .from(presencaRegistros)
    .where(and(eq(presencaRegistros.listaId, v.listaId), eq(presencaRegistros.pessoaId, v.pessoaId)));
  return { novo: false, registradoEm: ja!.registradoEm };
}

/** The member's own check-in with a valid room code (already read: `listaId`). */
export async function registrarPorCodigo(ctx: Pick<Contexto, 'db'>, usuario: UsuarioAutenticado, origem: Origem, listaId: string) {
  return ctx.db.transaction(async (tx) => {
    await listaAberta(tx, listaId, codigoInvalido);
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
    if (!r.novo) throw new AppError(409, 'TRANSICAO_INVALIDA', `${pessoa.nome} já está na lista.`);
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
