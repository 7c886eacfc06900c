import { mensagemIngressoRevogado, normalizarCodigoCurto, ROTULO_TIPO_INGRESSO, type CheckinBody, type RespostaCheckin } from '@portal/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { festaCheckins, festaCompras, festaEventos, festaIngressos, festaLotes } from '../../db/schema/index.js';
import type { AssinadorDeCodigos } from '../../lib/codigos-assinados.js';
import { AppError } from '../../lib/app-error.js';
import type { Contexto } from '../../lib/contexto.js';
import { revogacaoDoCodigo, revogarCodigo } from '../codigos/index.js';
import type { Executor } from '../../db/transacao.js';

const dataHora = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const resposta = (resultado: RespostaCheckin['resultado'], mensagem: string, extra: Partial<RespostaCheckin> = {}): RespostaCheckin => ({
  resultado,
  mensagem,
  titular: null,
  tipo: null,
  utilizadoEm: null,
  portao: null,
  ...extra,
});

const FORJADO = 'Código falso ou adulterado: não foi emitido pelo portal. Não libere a entrada.';

/**
 * A gate reads a ticket (the QR's signed text, or the short code typed) and asks to admit it. The answer:
 * válido (admitted now: whose, which kind), já utilizado (when, which gate), cancelado (when), revogado (an old
 * version, replaced when the holder changed, and when: by its QR or by its old short code), evento errado, forjado. The admission is one row per ticket
 * (unique): the ticket's row lock makes a second gate wait for the first, and the unique key is the last
 * word, so two phones scanning the same ticket at once admit it once and the other hears "já utilizado".
 */
export async function registrarCheckin(
  ctx: Pick<Contexto, 'db'>,
  codigos: AssinadorDeCodigos,
  staff: { usuarioId: string },
  body: CheckinBody,
): Promise<RespostaCheckin> {
  const texto = body.codigo.trim();
  let alvo: { id: string; versao: number } | { curto: string };
  if (texto.toUpperCase().startsWith('PU1.')) {
    const lido = codigos.ler(texto);
    if (!lido) return resposta('forjado', FORJADO);
    if (lido.tipo !== 'ingresso') return resposta('evento_errado', 'Este código não é um ingresso da festa (é um voucher ou convite).');
    alvo = { id: lido.id, versao: lido.versao };
  } else {
    const curto = normalizarCodigoCurto(texto);
    if (!curto) return resposta('forjado', 'Código curto inválido: confira os 10 caracteres (XXXXX-XXXXX).');
    alvo = { curto };
  }

  return ctx.db.transaction(async (tx) => {
    const [evento] = await tx.select({ id: festaEventos.id }).from(festaEventos).where(eq(festaEventos.id, body.eventoId)).limit(1);
    if (!evento) throw new AppError('EVENTO_INVALIDO', 'Evento não encontrado.');
    const [atual] = await tx
      .select()
      .from(festaIngressos)
      .where('curto' in alvo ? eq(festaIngressos.codigoCurto, alvo.curto) : eq(festaIngressos.id, alvo.id))
      .for('update');
    // A short code no ticket has now may be one a rename replaced: the ticket it led to, and its version then.
    const lido = atual ? { ing: atual, versao: 'curto' in alvo ? atual.versao : alvo.versao } : 'curto' in alvo ? await ingressoDeCodigoCurtoSubstituido(tx, codigos, alvo.curto) : null;
    if (!lido) return resposta('forjado', 'curto' in alvo ? 'Nenhum ingresso tem este código. Confira o que foi digitado.' : FORJADO);
    const { ing, versao } = lido;
    const quem = { titular: ing.titular, tipo: ing.tipo };
    if (ing.eventoId !== body.eventoId) return resposta('evento_errado', 'Este ingresso é de outro evento.', quem);
    if (ing.status === 'cancelado' || ing.status === 'expirado') {
      const revogacao = await revogacaoDoCodigo(tx, { tipo: 'ingresso', id: ing.id, versao: ing.versao });
      return resposta('cancelado', mensagemIngressoRevogado('cancelado', revogacao?.revogadoEm ?? null), quem);
    }
    if (ing.status !== 'emitido') return resposta('cancelado', 'Ingresso ainda não pago. Não libere a entrada.', quem);
    const revogacao = await revogacaoDoCodigo(tx, { tipo: 'ingresso', id: ing.id, versao });
    if (versao !== ing.versao || revogacao) {
      return resposta('revogado', mensagemIngressoRevogado('substituido', revogacao?.revogadoEm ?? null), quem);
    }
    const [novo] = await tx
      .insert(festaCheckins)
      .values({ ingressoId: ing.id, eventoId: ing.eventoId, portao: body.portao, usuarioId: staff.usuarioId })
      .onConflictDoNothing({ target: festaCheckins.ingressoId })
      .returning();
    if (novo) return resposta('valido', `Entrada liberada: ${ing.titular} (${ROTULO_TIPO_INGRESSO[ing.tipo]}).`, { ...quem, utilizadoEm: novo.em.toISOString(), portao: novo.portao });
    const [antes] = await tx.select().from(festaCheckins).where(eq(festaCheckins.ingressoId, ing.id)).limit(1);
    return resposta('ja_utilizado', `Ingresso já utilizado em ${antes ? dataHora.format(antes.em) : '—'}, no portão ${antes?.portao ?? '—'}.`, {
      ...quem,
      utilizadoEm: antes?.em.toISOString() ?? null,
      portao: antes?.portao ?? null,
    });
  });
}

/** How many renames back an old short code is still recognised as replaced (beyond, it reads as unknown). */
const MAX_SUBSTITUICOES_SEGUIDAS = 32;

/**
 * The ticket an old short code led to, locked, and the version that code was: each rename derives the new short code
 * from the old one (`codigoCurtoSeguinte`), so the codes that followed this one are computed and looked up at once.
 * Null when none of them is a ticket's (a typo, a guess, or a code replaced before codes were derived).
 */
async function ingressoDeCodigoCurtoSubstituido(
  tx: Executor,
  codigos: AssinadorDeCodigos,
  curto: string,
): Promise<{ ing: typeof festaIngressos.$inferSelect; versao: number } | null> {
  const seguintes: string[] = [];
  for (let c = curto; seguintes.length < MAX_SUBSTITUICOES_SEGUIDAS; ) seguintes.push((c = codigos.codigoCurtoSeguinte(c)));
  const [ing] = await tx.select().from(festaIngressos).where(inArray(festaIngressos.codigoCurto, seguintes)).limit(1).for('update');
  if (!ing) return null;
  const versao = ing.versao - (seguintes.indexOf(ing.codigoCurto) + 1);
  return versao >= 1 ? { ing, versao } : null;
}

/**
 * Staff cancel an issued ticket (e.g. the member asked): it is refused at the gate from now on (its code goes
 * to the revocation list) and its unit returns to its lot. A used ticket cannot be cancelled. Refunds are
 * handled by finance staff outside this flow.
 */
export async function cancelarIngresso(ctx: Pick<Contexto, 'db'>, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [ing] = await tx.select().from(festaIngressos).where(eq(festaIngressos.id, id)).for('update');
    if (!ing) throw new AppError('NAO_ENCONTRADO', 'Ingresso não encontrado.');
    if (ing.status !== 'emitido') throw new AppError('INGRESSO_INDISPONIVEL', 'Só um ingresso emitido pode ser cancelado.');
    const [usado] = await tx.select({ id: festaCheckins.id }).from(festaCheckins).where(eq(festaCheckins.ingressoId, id)).limit(1);
    if (usado) throw new AppError('INGRESSO_INDISPONIVEL', 'Este ingresso já foi utilizado e não pode ser cancelado.');
    await tx.update(festaIngressos).set({ status: 'cancelado' }).where(eq(festaIngressos.id, id));
    await revogarCodigo(tx, { tipo: 'ingresso', id, versao: ing.versao }, 'cancelado');
    const [compra] = await tx.select({ loteId: festaCompras.loteId }).from(festaCompras).where(eq(festaCompras.id, ing.compraId));
    if (compra) await tx.update(festaLotes).set({ vendidos: sql`${festaLotes.vendidos} - 1` }).where(eq(festaLotes.id, compra.loteId));
  });
}
