/** Staff enter a movement into the timeline (public or not), through the one lancarMovimento. */
import type { movimentoNovoSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { processos } from '../../db/schema/index.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import type { Contexto } from '../../lib/contexto.js';
import type { Origem } from '../../lib/http/origem.js';
import { auditarProcesso } from './auditoria-staff.js';
import { lancarMovimento } from './movimentos.js';
import { processoOuErro } from './processos-staff.repository.js';

export async function lancarMovimentoStaff(ctx: Pick<Contexto, 'db'>, usuario: UsuarioAutenticado, origem: Origem, processoId: string, d: z.output<typeof movimentoNovoSchema>): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    await processoOuErro(tx, processoId, { bloquear: true });
    const id = await lancarMovimento(tx, { processoId, tipo: d.tipo, texto: d.texto, publico: d.publico, autorUsuarioId: usuario.id, autorNome: usuario.nome });
    await tx.update(processos).set({ atualizadoEm: new Date() }).where(eq(processos.id, processoId));
    await auditarProcesso(tx, usuario, origem, 'movimento_lancado', { processoId, movimentoId: id, tipo: d.tipo, publico: d.publico });
    return id;
  });
}
