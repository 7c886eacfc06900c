/**
 * The confirmed import, run by the job (ADR 041): the engine on the stored file, its progress (lines read) in
 * the table as it goes, the report at the end, the outcome audited, the file removed. The engine writes all or
 * nothing in one transaction, so a run that fails or is interrupted wrote nothing and may simply run again.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { RelatorioImportacao } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { importacoes } from '../../db/schema/index.js';
import type { Contexto } from '../../lib/contexto.js';
import { erroParaLog } from '../../lib/log-seguro.js';
import { registrarAuditoria } from '../auditoria/index.js';
import type { DefinicaoImportacao } from './definicao.js';
import { mudarSituacao, type LinhaImportacao } from './importacoes.repository.js';

type Ctx = Pick<Contexto, 'db' | 'armazenamento'>;

export const FILA_IMPORTACOES = 'importacoes.executar';

export const MENSAGEM_FALHA =
  'A importação foi interrompida por um erro e não terminou; nada foi gravado. Envie o arquivo de novo; se o erro se repetir, avise o suporte.';

/** Records the lines read, at most one write in flight (the latest count wins); never fails the import. */
function registradorDeProgresso(ctx: Ctx, id: string, log: FastifyBaseLogger) {
  let pendente: number | null = null;
  let emCurso: Promise<void> | null = null;
  const gravar = (): Promise<void> => {
    const n = pendente;
    pendente = null;
    if (n === null) return Promise.resolve();
    return ctx.db
      .update(importacoes)
      .set({ linhasLidas: n })
      .where(eq(importacoes.id, id))
      .then(
        () => undefined,
        (e: unknown) => log.warn({ erro: erroParaLog(e), importacaoId: id }, 'falha ao registrar o andamento da importação'),
      )
      .then(() => (pendente === null ? undefined : gravar()));
  };
  return {
    aoLer(n: number) {
      pendente = n;
      if (!emCurso) {
        emCurso = gravar().finally(() => {
          emCurso = null;
        });
      }
    },
    async terminar() {
      while (emCurso) await emCurso;
    },
  };
}

/** Where an import's file is stored (analisar-importacao.ts writes it there). */
const chaveDe = (id: string, l: Pick<LinhaImportacao, 'tipo'>) => `importacoes/${l.tipo}/${id}`;

/** The file goes once the row no longer points to it (a failed removal is logged: the file is then orphaned). */
async function removerArquivo(ctx: Ctx, chave: string, log: FastifyBaseLogger) {
  await ctx.armazenamento.remover(chave).catch((e: unknown) => log.error({ erro: erroParaLog(e), chave }, 'falha ao remover o arquivo de uma importação'));
}

/** Marks an import that will not finish as failed (the file removed, the outcome audited); false if it had already ended. */
export async function marcarFalha(ctx: Ctx, id: string, log: FastifyBaseLogger): Promise<boolean> {
  const l = await ctx.db.transaction(async (tx) => {
    const feita = await mudarSituacao(tx, id, ['na_fila', 'executando'], { situacao: 'falhou', falha: MENSAGEM_FALHA, concluidaEm: new Date(), arquivoChave: null });
    if (feita) {
      await registrarAuditoria(tx, {
        acao: 'importacao_falhou',
        sucesso: false,
        usuarioId: feita.confirmadaPor,
        detalhes: { importacaoId: id, tipo: feita.tipo, arquivo: feita.arquivoNome, linhasLidas: feita.linhasLidas },
      });
    }
    return feita;
  });
  if (!l) return false;
  await removerArquivo(ctx, chaveDe(id, l), log);
  return true;
}

export async function executarImportacao(
  ctx: Ctx,
  definicao: (tipo: string) => DefinicaoImportacao | undefined,
  id: string,
  log: FastifyBaseLogger,
  ultimaTentativa: boolean,
): Promise<void> {
  const l = await mudarSituacao(ctx.db, id, ['na_fila', 'executando'], { situacao: 'executando', iniciadaEm: new Date(), linhasLidas: 0 });
  if (!l) return; // already ended (a run sent twice, or marked failed meanwhile)
  try {
    const def = definicao(l.tipo);
    if (!def) throw new Error(`importação de tipo não registrado: ${l.tipo}`);
    if (!l.arquivoChave) throw new Error('importação sem arquivo guardado');
    const progresso = registradorDeProgresso(ctx, id, log);
    let relatorio: RelatorioImportacao;
    try {
      relatorio = await def.motor(ctx.db, await ctx.armazenamento.ler(l.arquivoChave), { aoLer: (n) => progresso.aoLer(n) });
    } finally {
      await progresso.terminar();
    }
    const situacao = relatorio.gravado ? 'concluida' : 'recusada';
    await ctx.db.transaction(async (tx) => {
      await mudarSituacao(tx, id, ['executando'], { situacao, relatorio, linhasLidas: relatorio.linhasLidas, concluidaEm: new Date(), arquivoChave: null });
      await registrarAuditoria(tx, {
        acao: relatorio.gravado ? 'importacao_concluida' : 'importacao_recusada',
        sucesso: relatorio.gravado,
        usuarioId: l.confirmadaPor,
        detalhes: {
          importacaoId: id,
          tipo: l.tipo,
          arquivo: l.arquivoNome,
          linhas: relatorio.linhasLidas,
          novos: relatorio.novos,
          alterados: relatorio.alterados,
          inalterados: relatorio.inalterados,
          comErro: relatorio.comErro,
        },
      });
    });
    await removerArquivo(ctx, l.arquivoChave, log);
  } catch (erro) {
    if (ultimaTentativa) {
      log.error({ erro: erroParaLog(erro), importacaoId: id }, 'importação falhou');
      await marcarFalha(ctx, id, log);
      return;
    }
    // pg-boss tries again (the engine wrote nothing): back in the queue until then.
    await mudarSituacao(ctx.db, id, ['executando'], { situacao: 'na_fila' }).catch(() => null);
    throw erro;
  }
}
