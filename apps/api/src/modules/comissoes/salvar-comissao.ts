/** Staff create and edit commissions and schedule their meetings; every change is audited. */
import type { comissaoBodySchema, reuniaoBodySchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { comissaoReunioes, comissoes } from '../../db/schema/index.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import { naoEncontrado } from '../../lib/app-error.js';
import type { Contexto } from '../../lib/contexto.js';
import type { Origem } from '../../lib/http/origem.js';
import { registrarAuditoria } from '../auditoria/index.js';

export const comissaoNaoEncontrada = () => naoEncontrado();

export const auditoriaComissao = (usuario: UsuarioAutenticado, origem: Origem, acao: string, detalhes: Record<string, unknown>) => ({
  acao,
  sucesso: true,
  usuarioId: usuario.id,
  ip: origem.ip,
  userAgent: origem.userAgent,
  detalhes,
});

export async function criarComissao(
  ctx: Pick<Contexto, 'db'>,
  usuario: UsuarioAutenticado,
  origem: Origem,
  d: z.output<typeof comissaoBodySchema>,
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const [c] = await tx.insert(comissoes).values({ nome: d.nome, tipo: d.tipo, finalidade: d.finalidade, criadoPor: usuario.id }).returning({ id: comissoes.id });
    await registrarAuditoria(tx, auditoriaComissao(usuario, origem, 'comissoes.criada', { comissaoId: c!.id, nome: d.nome }));
    return c!.id;
  });
}

export async function editarComissao(
  ctx: Pick<Contexto, 'db'>,
  usuario: UsuarioAutenticado,
  origem: Origem,
  id: string,
  d: z.output<typeof comissaoBodySchema>,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [feita] = await tx
      .update(comissoes)
      .set({ nome: d.nome, tipo: d.tipo, finalidade: d.finalidade, atualizadoEm: new Date() })
      .where(eq(comissoes.id, id))
      .returning({ id: comissoes.id });
    if (!feita) throw comissaoNaoEncontrada();
    await registrarAuditoria(tx, auditoriaComissao(usuario, origem, 'comissoes.alterada', { comissaoId: id, nome: d.nome }));
  });
}

export async function agendarReuniao(
  ctx: Pick<Contexto, 'db'>,
  usuario: UsuarioAutenticado,
  origem: Origem,
  comissaoId: string,
  d: z.output<typeof reuniaoBodySchema>,
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const [c] = await tx.select({ id: comissoes.id }).from(comissoes).where(eq(comissoes.id, comissaoId));
    if (!c) throw comissaoNaoEncontrada();
    const [r] = await tx
      .insert(comissaoReunioes)
      .values({ comissaoId, inicio: new Date(d.inicio), local: d.local, pauta: d.pauta, criadoPor: usuario.id })
      .returning({ id: comissaoReunioes.id });
    await registrarAuditoria(tx, auditoriaComissao(usuario, origem, 'comissoes.reuniao_agendada', { comissaoId, reuniaoId: r!.id, inicio: d.inicio }));
    return r!.id;
  });
}
