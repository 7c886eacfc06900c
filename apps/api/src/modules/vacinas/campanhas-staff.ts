/** Staff create, edit and close campaigns; every change is audited with the staff member and what changed. */
import { type CampanhaBody } from '@portal/contracts';
import type { z } from 'zod';
import { and, eq, isNull } from 'drizzle-orm';
import type { campanhaBodySchema } from '@portal/contracts';
import { vacinasCampanhas } from '../../db/schema/index.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import { AppError } from '../../lib/app-error.js';
import type { Contexto } from '../../lib/contexto.js';
import type { Origem } from '../../lib/http/origem.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { campanhaNaoEncontrada } from './comprar-vacina.js';

type Dados = z.output<typeof campanhaBodySchema>;
export type { CampanhaBody };

function valores(d: Dados) {
  return {
    vacina: d.vacina,
    descricao: d.descricao,
    vendaInicio: d.vendaInicio,
    vendaFim: d.vendaFim,
    aplicacaoInicio: d.aplicacaoInicio,
    aplicacaoFim: d.aplicacaoFim,
    locais: d.locais,
    estoque: d.estoque,
    gratuita: d.gratuita,
    // A free campaign keeps no price.
    precoAdimplenteCentavos: d.gratuita ? 0 : d.precoAdimplenteCentavos,
    precoOutrosCentavos: d.gratuita ? 0 : d.precoOutrosCentavos,
    limiteFamilia: d.limiteFamilia,
  };
}

const auditoria = (usuario: UsuarioAutenticado, origem: Origem, acao: string, detalhes: Record<string, unknown>) => ({
  acao,
  sucesso: true,
  usuarioId: usuario.id,
  ip: origem.ip,
  userAgent: origem.userAgent,
  detalhes,
});

export async function criarCampanha(ctx: Pick<Contexto, 'db'>, usuario: UsuarioAutenticado, origem: Origem, d: Dados): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const [c] = await tx
      .insert(vacinasCampanhas)
      .values({ ...valores(d), criadoPor: usuario.id })
      .returning({ id: vacinasCampanhas.id });
    await registrarAuditoria(tx, auditoria(usuario, origem, 'vacinas.campanha_criada', { campanhaId: c!.id, vacina: d.vacina, estoque: d.estoque }));
    return c!.id;
  });
}

/** Edits a campaign; `estoque` is the stock left to sell (set under the campaign's lock, as purchases take it). */
export async function editarCampanha(ctx: Pick<Contexto, 'db'>, usuario: UsuarioAutenticado, origem: Origem, id: string, d: Dados): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [atual] = await tx.select().from(vacinasCampanhas).where(eq(vacinasCampanhas.id, id)).for('update');
    if (!atual) throw campanhaNaoEncontrada();
    if (atual.encerradaEm !== null) throw new AppError('VACINA_CAMPANHA_INVALIDA', 'Esta campanha foi encerrada e não pode mais ser alterada.');
    await tx
      .update(vacinasCampanhas)
      .set({ ...valores(d), atualizadoEm: new Date() })
      .where(eq(vacinasCampanhas.id, id));
    await registrarAuditoria(
      tx,
      auditoria(usuario, origem, 'vacinas.campanha_alterada', { campanhaId: id, estoqueAntes: atual.estoque, estoque: d.estoque, vacina: d.vacina }),
    );
  });
}

/** Closes sales (paid doses can still be applied in the application period). */
export async function encerrarCampanha(ctx: Pick<Contexto, 'db'>, usuario: UsuarioAutenticado, origem: Origem, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [feita] = await tx
      .update(vacinasCampanhas)
      .set({ encerradaEm: new Date(), atualizadoEm: new Date() })
      .where(and(eq(vacinasCampanhas.id, id), isNull(vacinasCampanhas.encerradaEm)))
      .returning({ id: vacinasCampanhas.id });
    if (!feita) {
      const [existe] = await tx.select({ id: vacinasCampanhas.id }).from(vacinasCampanhas).where(eq(vacinasCampanhas.id, id));
      if (!existe) throw campanhaNaoEncontrada();
      throw new AppError('VACINA_CAMPANHA_INVALIDA', 'Esta campanha já está encerrada.');
    }
    await registrarAuditoria(tx, auditoria(usuario, origem, 'vacinas.campanha_encerrada', { campanhaId: id }));
  });
}
