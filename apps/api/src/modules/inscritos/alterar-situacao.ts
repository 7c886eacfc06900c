import {
  formatarDataBr,
  hojeSaoPaulo,
  ROTULO_SITUACAO,
  situacaoPermite,
  type AlterarSituacaoBody,
  type AlterarSituacaoResponse,
} from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { historicoCadastral, inscricoes } from '../../db/schema/index.js';
import { AppError, naoEncontrado } from '../../lib/app-error.js';
import type { Contexto } from '../../lib/contexto.js';
import type { Origem } from '../../lib/http/origem.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { lerInscrito, travarInscricao } from './inscritos-staff.repository.js';

const inscricaoNaoEncontrada = () => naoEncontrado('Inscrição não encontrada.');

/**
 * Changes an inscrição's situação (PUT /area-restrita/inscritos/inscricoes/:inscricaoId/situacao) with a reason and
 * the date it holds from. Under the inscrição's row lock: the change, the person's history row (campo `situacao`,
 * as the registry import writes it) and the audit row commit together; a situação that closes sign-in (falecido)
 * ends the account's sessions in the same transaction. After the commit every instance forgets the account's
 * cached sessions, so its next request already obeys the new situação (ADR 042).
 */
export async function alterarSituacao(
  ctx: Pick<Contexto, 'db' | 'cacheSessoes'>,
  ator: { id: string },
  origem: Origem,
  inscricaoId: string,
  corpo: AlterarSituacaoBody,
  hoje = hojeSaoPaulo(),
): Promise<AlterarSituacaoResponse> {
  if (corpo.data > hoje) {
    const mensagem = 'A data não pode estar no futuro: informe a data em que a situação passou a valer (hoje ou antes).';
    throw new AppError('VALIDACAO', mensagem, { campos: { data: mensagem } });
  }
  const feito = await ctx.db.transaction(async (tx) => {
    const insc = await travarInscricao(tx, inscricaoId);
    if (!insc) throw inscricaoNaoEncontrada();
    const rotulo = `${insc.numero}/${insc.uf}`;
    if (insc.situacao === corpo.situacao) {
      throw new AppError('SEM_ALTERACAO', `A inscrição ${rotulo} já está na situação ${ROTULO_SITUACAO[corpo.situacao].toLowerCase()}: nada foi alterado.`);
    }
    if (corpo.data < insc.dataInscricao) {
      const mensagem = `A data não pode ser anterior à inscrição (${formatarDataBr(insc.dataInscricao)}).`;
      throw new AppError('VALIDACAO', mensagem, { campos: { data: mensagem } });
    }
    await tx.update(inscricoes).set({ situacao: corpo.situacao }).where(eq(inscricoes.id, insc.id));
    await tx.insert(historicoCadastral).values({
      pessoaId: insc.pessoaId,
      campo: 'situacao',
      valorAnterior: `${insc.situacao} (${rotulo})`,
      valorNovo: `${corpo.situacao} (${rotulo}) desde ${formatarDataBr(corpo.data)} (motivo: ${corpo.motivo})`,
      alteradoPor: ator.id,
    });
    const encerrar = insc.usuarioId !== null && !situacaoPermite(corpo.situacao, 'entrar');
    if (encerrar) await tx.execute(sql`update sessoes set revogado_em = now() where usuario_id = ${insc.usuarioId} and revogado_em is null`);
    await registrarAuditoria(tx, {
      acao: 'situacao_inscricao_alterada',
      sucesso: true,
      usuarioId: ator.id,
      ip: origem.ip,
      userAgent: origem.userAgent,
      detalhes: {
        inscricaoId: insc.id,
        inscricao: rotulo,
        pessoaId: insc.pessoaId,
        de: insc.situacao,
        para: corpo.situacao,
        data: corpo.data,
        motivo: corpo.motivo,
        sessoesEncerradas: encerrar,
      },
    });
    return { pessoaId: insc.pessoaId, usuarioId: insc.usuarioId, encerrar };
  });
  // Committed: every instance drops what it kept of this account's sessions (its next request reads the new situação).
  if (feito.usuarioId) await ctx.cacheSessoes.invalidarUsuario(feito.usuarioId);
  const inscrito = await lerInscrito(ctx.db, feito.pessoaId);
  if (!inscrito) throw inscricaoNaoEncontrada();
  return { inscrito, sessoesEncerradas: feito.encerrar };
}
