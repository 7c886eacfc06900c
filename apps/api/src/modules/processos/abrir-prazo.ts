/** Staff open a deadline (end counted in business days or calendar days) and mark it complied; audited. */
import { somarDias, somarDiasUteis, type prazoNovoSchema } from '@portal/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { processoPartes, processoPrazos } from '../../db/schema/index.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import { AppError, naoEncontrado } from '../../lib/app-error.js';
import type { Contexto } from '../../lib/contexto.js';
import type { Origem } from '../../lib/http/origem.js';
import { auditarProcesso } from './auditoria-staff.js';
import { processoOuErro } from './processos-staff.repository.js';

/** The last day of a deadline: `dias` business days (national holidays) after `inicio`, or calendar days. */
export const fimDoPrazo = (inicio: string, dias: number, diasUteis: boolean) => (diasUteis ? somarDiasUteis(inicio, dias) : somarDias(inicio, dias));

export async function abrirPrazo(ctx: Pick<Contexto, 'db'>, usuario: UsuarioAutenticado, origem: Origem, processoId: string, d: z.output<typeof prazoNovoSchema>): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    await processoOuErro(tx, processoId, { bloquear: true });
    const parteId = d.parteId ?? null;
    if (parteId) {
      const [parte] = await tx
        .select({ id: processoPartes.id })
        .from(processoPartes)
        .where(and(eq(processoPartes.id, parteId), eq(processoPartes.processoId, processoId)))
        .limit(1);
      if (!parte) throw new AppError('VALIDACAO', 'Esta parte não é deste processo.', { campos: { parteId: 'Esta parte não é deste processo.' } });
    }
    const fim = fimDoPrazo(d.inicio, d.dias, d.diasUteis);
    const [prazo] = await tx
      .insert(processoPrazos)
      .values({ processoId, parteId, descricao: d.descricao, inicio: d.inicio, dias: d.dias, diasUteis: d.diasUteis, fim })
      .returning({ id: processoPrazos.id });
    if (!prazo) throw new Error('prazo não gravado');
    await auditarProcesso(tx, usuario, origem, 'prazo_aberto', { processoId, prazoId: prazo.id, fim, parteId });
    return prazo.id;
  });
}

export async function cumprirPrazo(ctx: Pick<Contexto, 'db'>, usuario: UsuarioAutenticado, origem: Origem, processoId: string, prazoId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await processoOuErro(tx, processoId, { bloquear: true });
    const [feito] = await tx
      .update(processoPrazos)
      .set({ cumpridoEm: new Date() })
      .where(and(eq(processoPrazos.id, prazoId), eq(processoPrazos.processoId, processoId), isNull(processoPrazos.cumpridoEm)))
      .returning({ id: processoPrazos.id });
    if (!feito) {
      const [existe] = await tx
        .select({ id: processoPrazos.id })
        .from(processoPrazos)
        .where(and(eq(processoPrazos.id, prazoId), eq(processoPrazos.processoId, processoId)))
        .limit(1);
      if (!existe) throw naoEncontrado('Prazo não encontrado neste processo.');
      throw new AppError('JA_RESOLVIDO', 'Este prazo já foi marcado como cumprido.');
    }
    await auditarProcesso(tx, usuario, origem, 'prazo_cumprido', { processoId, prazoId });
  });
}
