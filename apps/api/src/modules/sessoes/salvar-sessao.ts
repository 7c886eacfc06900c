/** Staff create a judgment session, or edit one while it is still agendada; both audited. */
import type { sessaoBodySchema } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { sessoesJulgamento } from '../../db/schema/index.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import { AppError } from '../../lib/app-error.js';
import type { Contexto } from '../../lib/contexto.js';
import type { Origem } from '../../lib/http/origem.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { sessaoNaoEncontrada } from './transicoes.js';

type Dados = z.output<typeof sessaoBodySchema>;

function valores(d: Dados, agora: Date) {
  const inicio = new Date(d.inicio);
  if (inicio.getTime() <= agora.getTime())
    throw new AppError('SESSAO_INVALIDA', 'A sessão deve ser marcada para uma data e hora futuras.', { campos: { inicio: 'A sessão deve ser marcada para uma data e hora futuras.' } });
  return {
    orgao: d.orgao,
    inicio,
    modalidade: d.modalidade,
    // A place only where people meet, a link only where they connect.
    local: d.modalidade === 'virtual' ? null : d.local,
    link: d.modalidade === 'presencial' ? null : d.link,
    observacoes: d.observacoes,
  };
}

export async function criarSessao(ctx: Pick<Contexto, 'db'>, usuario: UsuarioAutenticado, origem: Origem, d: Dados): Promise<string> {
  const v = valores(d, new Date());
  return ctx.db.transaction(async (tx) => {
    const [s] = await tx
      .insert(sessoesJulgamento)
      .values({ ...v, criadoPor: usuario.id })
      .returning({ id: sessoesJulgamento.id });
    await registrarAuditoria(tx, { acao: 'sessoes.sessao_criada', sucesso: true, usuarioId: usuario.id, ip: origem.ip, userAgent: origem.userAgent, detalhes: { sessaoId: s!.id, orgao: d.orgao, inicio: v.inicio.toISOString() } });
    return s!.id;
  });
}

export async function editarSessao(ctx: Pick<Contexto, 'db'>, usuario: UsuarioAutenticado, origem: Origem, id: string, d: Dados): Promise<void> {
  const v = valores(d, new Date());
  await ctx.db.transaction(async (tx) => {
    const [feita] = await tx
      .update(sessoesJulgamento)
      .set(v)
      .where(and(eq(sessoesJulgamento.id, id), eq(sessoesJulgamento.status, 'agendada')))
      .returning({ id: sessoesJulgamento.id });
    if (!feita) {
      const [s] = await tx.select({ id: sessoesJulgamento.id }).from(sessoesJulgamento).where(eq(sessoesJulgamento.id, id));
      if (!s) throw sessaoNaoEncontrada();
      throw new AppError('TRANSICAO_INVALIDA', 'Só uma sessão agendada pode ser alterada.');
    }
    await registrarAuditoria(tx, { acao: 'sessoes.sessao_alterada', sucesso: true, usuarioId: usuario.id, ip: origem.ip, userAgent: origem.userAgent, detalhes: { sessaoId: id, inicio: v.inicio.toISOString() } });
  });
}
