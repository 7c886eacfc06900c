import {
  aplicarMudanca,
  DESCRICAO_PERMISSAO,
  MENSAGEM_ULTIMO_TITULAR_ACESSOS,
  PERMISSAO_ACESSOS,
  PERMISSAO_AREA_RESTRITA,
  PERMISSOES,
  type AlterarPermissoesBody,
  type AlterarPermissoesResponse,
  type Permissao,
} from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { historicoCadastral, usuarios } from '../../db/schema/index.js';
import type { Tx } from '../../db/transacao.js';
import { AppError, naoEncontrado } from '../../lib/app-error.js';
import type { Contexto } from '../../lib/contexto.js';
import type { Origem } from '../../lib/http/origem.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { contarTitulares, lerConta, permissoesParaAlterar, travarAcessos } from './acessos.repository.js';

/** The flags as the person's history shows them: their Portuguese names, or "Nenhuma". */
export function descreverPermissoes(lista: readonly Permissao[]): string {
  return lista.length === 0 ? 'Nenhuma' : lista.map((p) => DESCRICAO_PERMISSAO[p].rotulo).join(', ');
}

/**
 * One row in the person's history (historico_cadastral, campo `permissoes`): the flags before and after, the
 * reason with the flags after. Who and when are the row's own columns.
 */
export async function registrarNoHistorico(
  tx: Tx,
  o: { pessoaId: string; antes: readonly Permissao[]; depois: readonly Permissao[]; motivo: string; alteradoPor: string | null },
): Promise<void> {
  await tx.insert(historicoCadastral).values({
    pessoaId: o.pessoaId,
    campo: 'permissoes',
    valorAnterior: descreverPermissoes(o.antes),
    valorNovo: `${descreverPermissoes(o.depois)} (motivo: ${o.motivo})`,
    alteradoPor: o.alteradoPor,
  });
}

/**
 * Grants and revokes flags of one account (PUT /area-restrita/acessos/contas/:usuarioId/permissoes). Under the
 * access lock and the account's row lock: the change, its audit row and its history row commit together, and the
 * last holder of CLI_PermissaoAcessos (oneself included) cannot lose it. An account that gains the restricted
 * area without the second factor has its sessions ended: it sets the factor up at the next login (ADR 007). After
 * the commit every instance forgets the account's cached sessions, so the next request carries the new flags.
 */
export async function alterarPermissoes(
  ctx: Pick<Contexto, 'db' | 'cacheSessoes'>,
  ator: { id: string },
  origem: Origem,
  usuarioId: string,
  corpo: AlterarPermissoesBody,
): Promise<AlterarPermissoesResponse> {
  const feito = await ctx.db.transaction(async (tx) => {
    await travarAcessos(tx);
    const conta = await permissoesParaAlterar(tx, usuarioId);
    if (!conta) throw naoEncontrado('Conta não encontrada.');
    const r = aplicarMudanca(conta.permissoes, corpo.permissoes);
    if (!r.ok) throw new AppError('VALIDACAO', r.mensagem, { campos: { permissoes: r.mensagem } });
    if (r.concedidas.length === 0 && r.revogadas.length === 0) {
      throw new AppError('SEM_ALTERACAO', 'Nenhuma permissão muda com esta alteração: a conta já está assim.');
    }
    if (r.revogadas.includes(PERMISSAO_ACESSOS) && (await contarTitulares(tx, PERMISSAO_ACESSOS, usuarioId)) === 0) {
      throw new AppError('ULTIMO_TITULAR_ACESSOS', MENSAGEM_ULTIMO_TITULAR_ACESSOS);
    }
    const antes = PERMISSOES.filter((p) => conta.permissoes.includes(p));
    await tx.update(usuarios).set({ permissoes: r.depois }).where(eq(usuarios.id, usuarioId));
    const encerrar = r.concedidas.includes(PERMISSAO_AREA_RESTRITA) && !conta.segundoFatorAtivo;
    if (encerrar) await tx.execute(sql`update sessoes set revogado_em = now() where usuario_id = ${usuarioId} and revogado_em is null`);
    await registrarAuditoria(tx, {
      acao: 'permissoes_alteradas',
      sucesso: true,
      usuarioId: ator.id,
      ip: origem.ip,
      userAgent: origem.userAgent,
      detalhes: {
        contaId: usuarioId,
        pessoaId: conta.pessoaId,
        concedidas: r.concedidas,
        revogadas: r.revogadas,
        implicitas: r.implicitas,
        motivo: corpo.motivo,
        sessoesEncerradas: encerrar,
      },
    });
    await registrarNoHistorico(tx, { pessoaId: conta.pessoaId, antes, depois: r.depois, motivo: corpo.motivo, alteradoPor: ator.id });
    return { r, encerrar };
  });
  // Committed: every instance drops what it kept of this account's sessions (its next request reads the new flags).
  await ctx.cacheSessoes.invalidarUsuario(usuarioId);
  const conta = await lerConta(ctx.db, usuarioId);
  if (!conta) throw naoEncontrado('Conta não encontrada.');
  const { pessoaId: _pessoaId, ...semPessoa } = conta;
  return {
    conta: semPessoa,
    concedidas: feito.r.concedidas,
    revogadas: feito.r.revogadas,
    implicitas: feito.r.implicitas,
    sessoesEncerradas: feito.encerrar,
  };
}
