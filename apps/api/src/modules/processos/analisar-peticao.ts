/**
 * The staff's decision on a received petition: juntar (it enters the records) or rejeitar (não conhecida, with
 * a reason). Decided once: the UPDATE only takes a petition still 'recebida', so two staff members deciding at
 * once get one success and one 409.
 */
import { and, eq } from 'drizzle-orm';
import { processoDocumentos, processoPeticoes } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import type { Origem } from '../../lib/http/origem.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { lancarMovimento } from './index.js';
import { AUTOR_SECRETARIA } from './movimentos.js';
import { peticaoNaoEncontrada } from './peticoes.repository.js';

const jaDecidida = () => new AppError('JA_RESOLVIDO', 'Esta petição já foi analisada por outra pessoa. Atualize a fila.');

export type Decisao = { tipo: 'juntar' } | { tipo: 'rejeitar'; motivo: string };

export async function analisarPeticao(db: Db, u: UsuarioAutenticado, origem: Origem, peticaoId: string, decisao: Decisao): Promise<void> {
  await db.transaction(async (tx) => {
    const [p] = await tx
      .update(processoPeticoes)
      .set({ situacao: decisao.tipo === 'juntar' ? 'juntada' : 'rejeitada', analisadaPor: u.id, analisadaEm: new Date() })
      .where(and(eq(processoPeticoes.id, peticaoId), eq(processoPeticoes.situacao, 'recebida')))
      .returning({ processoId: processoPeticoes.processoId, protocolo: processoPeticoes.protocolo, tipo: processoPeticoes.tipo });
    if (!p) {
      const [existe] = await tx.select({ id: processoPeticoes.id }).from(processoPeticoes).where(eq(processoPeticoes.id, peticaoId));
      throw existe ? jaDecidida() : peticaoNaoEncontrada();
    }
    // A petition not accepted is not part of the records: its documents leave the public view.
    if (decisao.tipo === 'rejeitar') await tx.update(processoDocumentos).set({ publico: false }).where(eq(processoDocumentos.peticaoId, peticaoId));
    await lancarMovimento(tx, {
      processoId: p.processoId,
      tipo: 'peticao',
      texto:
        decisao.tipo === 'juntar'
          ? `Petição ${p.protocolo} (${p.tipo}) juntada aos autos.`
          : `Petição ${p.protocolo} (${p.tipo}) não conhecida. Motivo: ${decisao.motivo}`,
      publico: true,
      autorUsuarioId: u.id,
      autorNome: AUTOR_SECRETARIA,
      peticaoId,
    });
    await registrarAuditoria(tx, {
      acao: decisao.tipo === 'juntar' ? 'processos.peticao_juntada' : 'processos.peticao_rejeitada',
      sucesso: true,
      usuarioId: u.id,
      ip: origem.ip,
      userAgent: origem.userAgent,
      detalhes: { peticaoId, processoId: p.processoId, protocolo: p.protocolo },
    });
  });
}
