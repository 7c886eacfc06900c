/**
 * Step two (ADR 041): staff confirm a preview without errors; it joins the queue. At most one import of a kind
 * is queued or running: the partial unique index refuses the second (409), whoever confirms it and on whatever
 * instance. The job is sent with the import's id as its id, so sending it again is harmless.
 */
import type { Importacao } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { UsuarioAutenticado } from '../../lib/access.js';
import { AppError, naoEncontrado } from '../../lib/app-error.js';
import type { Contexto } from '../../lib/contexto.js';
import type { Origem } from '../../lib/http/origem.js';
import type { Jobs } from '../../plugins/app/jobs.js';
import { registrarAuditoria } from '../auditoria/index.js';
import type { DefinicaoImportacao } from './definicao.js';
import { FILA_IMPORTACOES, marcarFalha } from './executar-importacao.js';
import { buscarImportacao, emAndamento, mudarSituacao, paraResposta } from './importacoes.repository.js';

type Ctx = Pick<Contexto, 'db' | 'armazenamento' | 'log'> & { jobs: Jobs };

export const importacaoNaoEncontrada = () => naoEncontrado('Importação não encontrada.');

const emAndamentoErro = (def: DefinicaoImportacao) =>
  new AppError('IMPORTACAO_EM_ANDAMENTO', `Já há uma importação de ${def.titulo.toLowerCase()} em andamento. Espere ela terminar e confirme de novo.`);

/** How long a queued or running import may be unknown to pg-boss before it counts as lost (the send may be under way). */
const TOLERANCIA_MS = 2 * 60_000;

/**
 * An import the job will never finish (its pg-boss job failed, was cancelled, or is unknown: the process died
 * between the confirmation and the send, and the archive was purged) is marked failed, so it does not hold its
 * kind "running" forever. Called before every read and confirmation of the kind.
 */
export async function conciliar(ctx: Ctx, tipo: string, log: FastifyBaseLogger): Promise<void> {
  for (const l of await emAndamento(ctx.db, tipo)) {
    const estado = await ctx.jobs.estado(FILA_IMPORTACOES, l.id);
    if (estado === 'created' || estado === 'retry' || estado === 'active') continue;
    if (estado === null && Date.now() - (l.confirmadaEm?.getTime() ?? 0) < TOLERANCIA_MS) continue;
    log.warn({ importacaoId: l.id, estado }, 'importação sem job em andamento: marcada como falha');
    await marcarFalha(ctx, l.id, log);
  }
}

export async function confirmarImportacao(ctx: Ctx, def: DefinicaoImportacao, id: string, usuario: UsuarioAutenticado, origem: Origem): Promise<Importacao> {
  const atual = await buscarImportacao(ctx.db, def.tipo, id);
  if (!atual) throw importacaoNaoEncontrada();
  const s = atual.importacao.situacao;
  if (s === 'com_erros') {
    throw new AppError('IMPORTACAO_COM_ERROS', 'O arquivo tem erros e não pode ser importado. Corrija as linhas indicadas e envie o arquivo de novo.');
  }
  if (s !== 'analisada') {
    throw new AppError('IMPORTACAO_NAO_CONFIRMAVEL',
      s === 'expirada' ? 'Esta prévia expirou e o arquivo foi descartado. Envie o arquivo de novo.' : 'Esta importação já foi confirmada.',
    );
  }
  await conciliar(ctx, def.tipo, ctx.log);
  try {
    await ctx.db.transaction(async (tx) => {
      const l = await mudarSituacao(tx, id, ['analisada'], { situacao: 'na_fila', confirmadaPor: usuario.id, confirmadaEm: new Date() });
      if (!l) throw new AppError('IMPORTACAO_NAO_CONFIRMAVEL', 'Esta importação já foi confirmada.');
      await registrarAuditoria(tx, {
        acao: 'importacao_confirmada',
        sucesso: true,
        usuarioId: usuario.id,
        ...origem,
        detalhes: { importacaoId: id, tipo: def.tipo, arquivo: l.arquivoNome, linhas: l.previa.linhasLidas, novos: l.previa.novos, alterados: l.previa.alterados, inalterados: l.previa.inalterados },
      });
    });
  } catch (erro) {
    // 23505: the partial unique index (one queued or running import per kind).
    const codigo = (erro as { code?: string; cause?: { code?: string } }).code ?? (erro as { cause?: { code?: string } }).cause?.code;
    if (codigo === '23505') throw emAndamentoErro(def);
    throw erro;
  }
  try {
    await ctx.jobs.enviar(FILA_IMPORTACOES, { importacaoId: id }, id);
  } catch (erro) {
    // Not queued: back to the preview, so it can be confirmed again.
    await mudarSituacao(ctx.db, id, ['na_fila'], { situacao: 'analisada', confirmadaPor: null, confirmadaEm: null }).catch(() => null);
    throw erro;
  }
  const linha = await buscarImportacao(ctx.db, def.tipo, id);
  return paraResposta(linha!);
}
