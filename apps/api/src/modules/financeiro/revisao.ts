/** The staff review list: notifications that did not settle (unknown txid, other amount, título not open) and how staff resolved them. */
import type { PagamentoRevisao } from '@portal/contracts';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { cobrancas, pagamentos, pessoas, titulos, usuarios } from '../../db/schema/index.js';
import { AppError, naoEncontrado } from '../../lib/app-error.js';
import type { Executor } from '../../db/transacao.js';
import { registrarAuditoria } from '../auditoria/index.js';

export const POR_PAGINA_REVISAO = 20;

const resolvedor = alias(pessoas, 'resolvedor');

async function consultar(ex: Executor, onde: ReturnType<typeof and>, ordem: ReturnType<typeof asc>[], limite: number, deslocamento: number) {
  return ex
    .select({
      p: pagamentos,
      valorEsperadoCentavos: cobrancas.valorCentavos,
      nufin: titulos.nufin,
      pessoaNome: pessoas.nome,
      resolvidoPorNome: resolvedor.nome,
    })
    .from(pagamentos)
    .leftJoin(cobrancas, eq(cobrancas.id, pagamentos.cobrancaId))
    .leftJoin(titulos, eq(titulos.id, sql`coalesce(${pagamentos.tituloId}, ${cobrancas.tituloId})`))
    .leftJoin(pessoas, eq(pessoas.id, titulos.pessoaId))
    .leftJoin(usuarios, eq(usuarios.id, pagamentos.resolvidoPor))
    .leftJoin(resolvedor, eq(resolvedor.id, usuarios.pessoaId))
    .where(onde)
    .orderBy(...ordem)
    .limit(limite)
    .offset(deslocamento);
}

type Linha = Awaited<ReturnType<typeof consultar>>[number];

function revisaoDe(l: Linha): PagamentoRevisao {
  const p = l.p;
  return {
    id: p.id,
    endToEndId: p.endToEndId,
    meio: p.meio,
    txid: p.txid,
    valorCentavos: p.valorCentavos,
    valorEsperadoCentavos: l.valorEsperadoCentavos,
    nufin: l.nufin,
    pessoaNome: l.pessoaNome,
    pagoEm: p.pagoEm.toISOString(),
    recebidoEm: p.recebidoEm.toISOString(),
    // Rows here never settled, so they always carry the reason.
    motivo: p.motivoRevisao ?? 'txid_desconhecido',
    situacao: p.situacao,
    resolucao:
      p.situacao === 'resolvido' && p.resolvidoEm
        ? { observacao: p.resolucaoObservacao ?? '', em: p.resolvidoEm.toISOString(), por: l.resolvidoPorNome ?? 'Equipe' }
        : null,
  };
}

/** Waiting ones oldest first (a queue); resolved ones most recently resolved first. */
export async function listarRevisao(db: Db, situacao: 'em_revisao' | 'resolvido', pagina: number) {
  const onde = and(eq(pagamentos.situacao, situacao));
  const ordem = situacao === 'em_revisao' ? [asc(pagamentos.recebidoEm), asc(pagamentos.id)] : [desc(pagamentos.resolvidoEm), desc(pagamentos.id)];
  const [linhas, [total]] = await Promise.all([
    consultar(db, onde, ordem, POR_PAGINA_REVISAO, (pagina - 1) * POR_PAGINA_REVISAO),
    db.select({ n: count() }).from(pagamentos).where(onde),
  ]);
  return { itens: linhas.map(revisaoDe), total: total?.n ?? 0, pagina, porPagina: POR_PAGINA_REVISAO };
}

/** Marks a payment under review as resolved with what staff did (audited). */
export async function resolverRevisao(
  db: Db,
  p: { id: string; observacao: string; usuarioId: string; origem: { ip: string; userAgent: string | null } },
): Promise<PagamentoRevisao> {
  await db.transaction(async (tx) => {
    const [atual] = await tx.select({ situacao: pagamentos.situacao }).from(pagamentos).where(eq(pagamentos.id, p.id)).limit(1).for('update');
    if (!atual || atual.situacao === 'liquidado' || atual.situacao === 'estornado') throw naoEncontrado('Pagamento em revisão não encontrado.');
    if (atual.situacao === 'resolvido') throw new AppError('JA_RESOLVIDO', 'Este pagamento já foi resolvido.');
    await tx
      .update(pagamentos)
      .set({ situacao: 'resolvido', resolucaoObservacao: p.observacao, resolvidoPor: p.usuarioId, resolvidoEm: new Date() })
      .where(eq(pagamentos.id, p.id));
    await registrarAuditoria(tx, {
      acao: 'pagamento_revisao_resolvida',
      sucesso: true,
      usuarioId: p.usuarioId,
      ip: p.origem.ip,
      userAgent: p.origem.userAgent,
      detalhes: { pagamentoId: p.id },
    });
  });
  const [linha] = await consultar(db, and(eq(pagamentos.id, p.id)), [asc(pagamentos.id)], 1, 0);
  if (!linha) throw naoEncontrado('Pagamento em revisão não encontrado.');
  return revisaoDe(linha);
}
