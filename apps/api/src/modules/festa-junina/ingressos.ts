import { formatarCodigoCurto, hojeSaoPaulo, somarDias, type Ingresso } from '@portal/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import QRCode from 'qrcode';
import { festaCheckins, festaEventos, festaIngressos } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';
import { AppError, naoEncontrado } from '../../lib/app-error.js';
import type { AssinadorDeCodigos } from '../../lib/codigos-assinados.js';
import type { Contexto } from '../../lib/contexto.js';
import { revogarCodigo } from '../codigos/index.js';

const ingressoNaoEncontrado = () => naoEncontrado('Ingresso não encontrado.');

/** The holder may be renamed until the day before the event. */
export const titularEditavelAte = (dataEvento: string) => somarDias(dataEvento, -1);

/** The member's tickets (reserved and issued; ended ones are left out), the next event first. */
export async function ingressosDoMembro(ex: Executor, codigos: AssinadorDeCodigos, pessoaId: string, hoje = hojeSaoPaulo()): Promise<Ingresso[]> {
  const linhas = await ex
    .select({ i: festaIngressos, e: festaEventos, usadoEm: festaCheckins.em })
    .from(festaIngressos)
    .innerJoin(festaEventos, eq(festaEventos.id, festaIngressos.eventoId))
    .leftJoin(festaCheckins, eq(festaCheckins.ingressoId, festaIngressos.id))
    .where(and(eq(festaIngressos.pessoaId, pessoaId), inArray(festaIngressos.status, ['reservado', 'emitido'])))
    .orderBy(desc(festaEventos.data), asc(festaIngressos.tipo), asc(festaIngressos.id));
  return Promise.all(linhas.map((l) => ingressoDto(codigos, l.i, l.e, l.usadoEm, hoje)));
}

async function ingressoDto(
  codigos: AssinadorDeCodigos,
  i: typeof festaIngressos.$inferSelect,
  e: typeof festaEventos.$inferSelect,
  usadoEm: Date | null,
  hoje: string,
): Promise<Ingresso> {
  const emitido = i.status === 'emitido';
  const codigo = emitido ? codigos.assinar({ tipo: 'ingresso', id: i.id, versao: i.versao }) : null;
  return {
    id: i.id,
    eventoId: e.id,
    eventoNome: e.nome,
    eventoData: e.data,
    eventoLocal: e.local,
    tipo: i.tipo,
    titular: i.titular,
    status: i.status,
    codigo,
    codigoCurto: emitido ? formatarCodigoCurto(i.codigoCurto) : null,
    qrSvg: codigo ? await QRCode.toString(codigo, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }) : null,
    titularEditavel: usadoEm === null && hoje <= titularEditavelAte(e.data),
    utilizadoEm: usadoEm?.toISOString() ?? null,
  };
}

/** One of the member's tickets (404 for another member's, as for a missing one). */
export async function ingressoDoMembro(ex: Executor, codigos: AssinadorDeCodigos, pessoaId: string, id: string, hoje = hojeSaoPaulo()): Promise<Ingresso> {
  const [l] = await ex
    .select({ i: festaIngressos, e: festaEventos, usadoEm: festaCheckins.em })
    .from(festaIngressos)
    .innerJoin(festaEventos, eq(festaEventos.id, festaIngressos.eventoId))
    .leftJoin(festaCheckins, eq(festaCheckins.ingressoId, festaIngressos.id))
    .where(and(eq(festaIngressos.id, id), eq(festaIngressos.pessoaId, pessoaId), inArray(festaIngressos.status, ['reservado', 'emitido'])))
    .limit(1);
  if (!l) throw ingressoNaoEncontrado();
  return ingressoDto(codigos, l.i, l.e, l.usadoEm, hoje);
}

/**
 * Renames a ticket's holder, until the day before the event and before it is used. An issued ticket gets a
 * new code version and a new short code (derived from the old one); the old version goes to the revocation list
 * ('substituido'), so a gate refuses the old QR even offline, and the old short code as replaced.
 */
export async function alterarTitular(
  ctx: Pick<Contexto, 'db'>,
  codigos: AssinadorDeCodigos,
  pessoaId: string,
  id: string,
  titular: string,
  hoje = hojeSaoPaulo(),
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [l] = await tx
      .select({ i: festaIngressos, data: festaEventos.data })
      .from(festaIngressos)
      .innerJoin(festaEventos, eq(festaEventos.id, festaIngressos.eventoId))
      .where(and(eq(festaIngressos.id, id), eq(festaIngressos.pessoaId, pessoaId)))
      .for('update', { of: festaIngressos });
    if (!l || (l.i.status !== 'reservado' && l.i.status !== 'emitido')) throw ingressoNaoEncontrado();
    if (hoje > titularEditavelAte(l.data)) {
      throw new AppError('PRAZO_TITULAR_ENCERRADO', 'O nome do titular só pode ser alterado até a véspera do evento.');
    }
    const [usado] = await tx.select({ id: festaCheckins.id }).from(festaCheckins).where(eq(festaCheckins.ingressoId, id)).limit(1);
    if (usado) throw new AppError('INGRESSO_INDISPONIVEL', 'Este ingresso já foi utilizado: o titular não pode mais ser alterado.');
    if (l.i.titular === titular) return;
    if (l.i.status === 'reservado') {
      await tx.update(festaIngressos).set({ titular }).where(eq(festaIngressos.id, id));
      return;
    }
    await revogarCodigo(tx, { tipo: 'ingresso', id, versao: l.i.versao }, 'substituido');
    // A new short code too: the old one must not admit anyone either (a collision, 1 in 2^50, fails the rename). It
    // follows from the old one (codigoCurtoSeguinte), so the gate can tell a guest with the old PDF it was replaced.
    await tx.update(festaIngressos).set({ titular, versao: l.i.versao + 1, codigoCurto: codigos.codigoCurtoSeguinte(l.i.codigoCurto) }).where(eq(festaIngressos.id, id));
  });
}
