/**
 * The outcome of an agenda item, while the session is open: one conditional UPDATE (the item still waiting, the
 * session open), a public movement in the process's timeline and, after the commit, an e-mail to its parties and
 * their lawyers. Every outcome takes the item off the open agenda (em_aberto = false): an adjourned process goes
 * on a later session's agenda.
 */
import { ROTULO_RESULTADO_PAUTA, type resultadoBodySchema } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { pautaItens, processos, sessoesJulgamento } from '../../db/schema/index.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import { AppError } from '../../lib/app-error.js';
import type { Contexto } from '../../lib/contexto.js';
import type { Origem } from '../../lib/http/origem.js';
import type { Mensagem } from '../../plugins/app/mailer.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { destinatariosDoProcesso, lancarMovimento } from '../processos/index.js';
import { AUTOR_SECRETARIA, itemNaoEncontrado } from './gerir-pauta.js';
import { descricaoSessao, emailResultadoPauta } from './sessoes.emails.js';
import { sessaoNaoEncontrada } from './transicoes.js';

type Dados = z.output<typeof resultadoBodySchema>;

export async function registrarResultado(
  ctx: Pick<Contexto, 'db' | 'mailer' | 'log' | 'config'>,
  usuario: UsuarioAutenticado,
  origem: Origem,
  sessaoId: string,
  itemId: string,
  d: Dados,
): Promise<void> {
  const julgado = d.resultado === 'julgado';
  const mensagens = await ctx.db.transaction(async (tx): Promise<Mensagem[]> => {
    const [feito] = await tx
      .update(pautaItens)
      .set({
        emAberto: false,
        resultado: d.resultado,
        decisao: julgado ? d.decisao : null,
        ementa: julgado ? d.ementa : null,
        resultadoEm: new Date(),
        resultadoPor: usuario.id,
      })
      .where(
        and(
          eq(pautaItens.id, itemId),
          eq(pautaItens.sessaoId, sessaoId),
          eq(pautaItens.emAberto, true),
          sql`exists (select 1 from ${sessoesJulgamento} s where s.id = ${pautaItens.sessaoId} and s.status = 'aberta')`,
        ),
      )
      .returning();
    const [s] = await tx.select().from(sessoesJulgamento).where(eq(sessoesJulgamento.id, sessaoId));
    if (!feito) {
      if (!s) throw sessaoNaoEncontrada();
      const [item] = await tx.select({ emAberto: pautaItens.emAberto }).from(pautaItens).where(and(eq(pautaItens.id, itemId), eq(pautaItens.sessaoId, sessaoId)));
      if (!item) throw itemNaoEncontrado();
      if (s.status !== 'aberta') throw new AppError('TRANSICAO_INVALIDA', 'O resultado só pode ser registrado com a sessão aberta.');
      throw new AppError('JA_RESOLVIDO', 'O resultado deste processo já foi registrado.');
    }
    const [p] = await tx.select().from(processos).where(eq(processos.id, feito.processoId));
    const texto = julgado
      ? `Julgado na ${descricaoSessao(s!)}. Decisão: ${d.decisao} Ementa: ${d.ementa}`
      : `${ROTULO_RESULTADO_PAUTA[d.resultado]} na ${descricaoSessao(s!)}.`;
    await lancarMovimento(tx, { processoId: feito.processoId, tipo: julgado ? 'julgamento' : 'pauta', texto, autorUsuarioId: usuario.id, autorNome: AUTOR_SECRETARIA, pautaItemId: feito.id });
    await registrarAuditoria(tx, {
      acao: 'sessoes.resultado_registrado',
      sucesso: true,
      usuarioId: usuario.id,
      ip: origem.ip,
      userAgent: origem.userAgent,
      detalhes: { sessaoId, processoId: feito.processoId, resultado: d.resultado },
    });
    const destinatarios = await destinatariosDoProcesso(tx, feito.processoId);
    return destinatarios.map((x) =>
      emailResultadoPauta({
        para: x.email,
        nome: x.nome,
        publicUrl: ctx.config.publicUrl,
        sessao: s!,
        processo: { numero: p!.numero, assunto: p!.assunto, sigiloso: p!.sigiloso },
        resultado: d.resultado,
        decisao: julgado ? d.decisao : null,
      }),
    );
  });
  ctx.mailer.enviarDepois(mensagens, ctx.log, 'falha ao enviar e-mail de resultado de sessão');
}
