/** The member cancels a reservation not yet paid: its units return and its título is withdrawn. */
import { and, eq } from 'drizzle-orm';
import { vacinasCompras } from '../../db/schema/index.js';
import { AppError, naoEncontrado } from '../../lib/app-error.js';
import type { Contexto } from '../../lib/contexto.js';
import { removerNoPsp, type CobrancaRetirada } from '../financeiro/index.js';
import { devolverReserva } from './expirar-reservas.js';

export const compraNaoEncontrada = () => naoEncontrado('Compra não encontrada.');

export async function cancelarReserva(ctx: Pick<Contexto, 'db' | 'pagamentos' | 'log'>, pessoaId: string, compraId: string): Promise<void> {
  const retiradas: CobrancaRetirada[] = [];
  await ctx.db.transaction(async (tx) => {
    // The purchase first (as settlement's hook and the expiry job): a payment arriving now waits, or went first.
    const [compra] = await tx
      .select()
      .from(vacinasCompras)
      .where(and(eq(vacinasCompras.id, compraId), eq(vacinasCompras.pessoaId, pessoaId)))
      .for('update');
    if (!compra) throw compraNaoEncontrada();
    if (compra.status !== 'reservada') {
      throw new AppError('VACINA_RESERVA_ENCERRADA', compra.status === 'paga' ? 'Esta compra já foi paga e não pode ser cancelada aqui.' : 'Esta reserva já foi encerrada.');
    }
    retiradas.push(...(await devolverReserva(tx, compra, 'cancelada', new Date())));
  });
  await removerNoPsp(ctx, retiradas);
}
