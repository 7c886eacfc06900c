import { MENSAGEM_TROCA_EMAIL_ENVIADA } from '@portal/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { violouUnicidade } from '../../db/erros-banco.js';
import { pessoas, tokensUsoUnico, usuarios } from '../../db/schema/index.js';
import { AppError, limiteExcedido, naoEncontrado } from '../../lib/app-error.js';
import { FALHA_CONTA_EM_SEGUNDO_PLANO } from '../../lib/segundo-plano.js';
import { montarMensagem } from '../../plugins/app/mailer.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { verificarSenha } from '../auth/index.js';
import { emitirLink, hashDoSegredo } from '../auth/index.js';
import { registrarHistorico } from './perfil.repository.js';
import type { Contexto } from '../../lib/contexto.js';
import type { Origem } from '../../lib/http/origem.js';

/** The confirmation link lives 24 hours. */
export const VALIDADE_TROCA_EMAIL_MS = 24 * 60 * 60 * 1000;
/** At most this many change requests (each sends two e-mails) per account per window. */
const MAX_PEDIDOS_POR_JANELA = 5;

const muitasTentativas = (resetEmMs: number) =>
  limiteExcedido(resetEmMs, 'MUITAS_TENTATIVAS', (espera) => `Muitas tentativas de troca de e-mail. Aguarde ${espera} e tente novamente.`);

const primeiroNome = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;

/**
 * POST /usuario/email: the current password proves it is the member. A link goes to the NEW address and
 * a notice to the old one. When the new address belongs to another account everything the requester can
 * see is the same (answer, pending address, older link voided): a token is issued alike, marked `emUso`
 * so it can never be confirmed, and no link goes out: that address gets a neutral notice instead.
 * A newer request voids the older links. Wrong passwords are rate limited per account. E-mails go out
 * after the answer.
 */
export async function solicitarTrocaEmail(
  ctx: Pick<Contexto, 'db' | 'limiter' | 'mailer' | 'config' | 'log'>, origem: Origem,
  usuarioId: string,
  novoEmail: string,
  senhaAtual: string,
): Promise<{ mensagem: string }> {
  const janelaMs = ctx.config.login.windowMin * 60_000;
  const chaveFalhas = `trocar-email:falhas:${usuarioId}`;
  const chavePedidos = `trocar-email:pedidos:${usuarioId}`;
  const auditar = (sucesso: boolean, motivo: string | null) =>
    registrarAuditoria(ctx.db, {
      acao: 'trocar_email_pedido',
      sucesso,
      motivo,
      usuarioId,
      ip: origem.ip,
      userAgent: origem.userAgent,
    });

  const [falhas, pedidos] = await Promise.all([ctx.limiter.peek(chaveFalhas), ctx.limiter.peek(chavePedidos)]);
  if (falhas.total >= ctx.config.login.maxFailuresAccount) {
    await auditar(false, 'limite_excedido');
    throw muitasTentativas(falhas.resetEmMs);
  }
  if (pedidos.total >= MAX_PEDIDOS_POR_JANELA) {
    await auditar(false, 'limite_excedido');
    throw muitasTentativas(pedidos.resetEmMs);
  }

  const [conta] = await ctx.db
    .select({ pessoaId: usuarios.pessoaId, senhaHash: usuarios.senhaHash, nome: pessoas.nome, email: pessoas.email })
    .from(usuarios)
    .innerJoin(pessoas, eq(pessoas.id, usuarios.pessoaId))
    .where(eq(usuarios.id, usuarioId))
    .limit(1);
  if (!conta) throw naoEncontrado('Conta não encontrada.');

  if (!(await verificarSenha(conta.senhaHash, senhaAtual))) {
    await ctx.limiter.hit(chaveFalhas, janelaMs);
    await auditar(false, 'senha_incorreta');
    throw new AppError('SENHA_INCORRETA', 'Senha atual incorreta.', { campos: { senhaAtual: 'Senha atual incorreta.' } });
  }
  if (conta.email.toLowerCase() === novoEmail.toLowerCase()) {
    throw new AppError('EMAIL_IGUAL', 'Este já é o seu e-mail atual.', { campos: { novoEmail: 'Este já é o seu e-mail atual.' } });
  }
  await ctx.limiter.hit(chavePedidos, janelaMs);

  const [outra] = await ctx.db
    .select({ id: pessoas.id })
    .from(pessoas)
    .where(and(sql`lower(${pessoas.email}) = ${novoEmail.toLowerCase()}`, ne(pessoas.id, conta.pessoaId)))
    .limit(1);

  // Both paths issue a link the same way (voiding the older ones), so the pending state and the answer
  // look alike whether or not the address is taken; `emUso` makes a link for a taken address unusable.
  const emUso = Boolean(outra);
  const segredo = await emitirLink(ctx.db, {
    tipo: 'trocar_email',
    usuarioId,
    validadeMs: VALIDADE_TROCA_EMAIL_MS,
    dados: { novoEmail, emUso },
  });
  await auditar(true, emUso ? 'email_em_uso' : null);

  const nome = primeiroNome(conta.nome);
  const mensagens = [
    emUso
      ? // The owner of the address gets a neutral notice; the link goes nowhere.
        montarMensagem({
          para: novoEmail,
          assunto: 'Pedido de uso deste e-mail — Portal unificado',
          saudacao: 'Olá,',
          paragrafos: [
            'Recebemos um pedido para usar este endereço de e-mail em uma conta do Portal unificado.',
            'Este endereço já está cadastrado no portal, por isso nada foi alterado.',
          ],
        })
      : montarMensagem({
          para: novoEmail,
          assunto: 'Confirme seu novo e-mail — Portal unificado',
          saudacao: `Olá, ${nome}.`,
          paragrafos: [
            'Você pediu para usar este endereço como o e-mail da sua conta no Portal unificado.',
            'Para confirmar a troca, abra o link abaixo. Ele vale por 24 horas e só pode ser usado uma vez.',
          ],
          acao: { rotulo: 'Confirmar novo e-mail', link: `${ctx.config.publicUrl}/atualizacao-cadastral/confirmar-email/${segredo}` },
        }),
    // The old address always learns that a change was asked for, whatever happened above.
    montarMensagem({
      para: conta.email,
      assunto: 'Pedido de troca de e-mail — Portal unificado',
      saudacao: `Olá, ${nome}.`,
      paragrafos: [
        'Recebemos um pedido para trocar o e-mail da sua conta no Portal unificado. A troca só vale depois de confirmada pelo link enviado ao novo endereço.',
        'Se não foi você, entre no portal, troque sua senha e procure o atendimento.',
      ],
      rodape: 'Esta é uma mensagem automática de segurança. — Portal unificado',
    }),
  ];
  // After the answer: an SMTP outage does not turn an issued request into a 500; failures are logged
  // without the message (which carries the link).
  ctx.mailer.enviarDepois(mensagens, ctx.log, FALHA_CONTA_EM_SEGUNDO_PLANO);
  return { mensagem: MENSAGEM_TROCA_EMAIL_ENVIADA };
}

type LinhaToken = {
  id: string;
  usuario_id: string;
  pessoa_id: string;
  email: string;
  novo_email: string | null;
  em_uso: boolean;
  expirado: boolean;
  usado: boolean;
};

type ResultadoConfirmacao = { erro: 'link_invalido' | 'link_usado' | 'link_expirado' | 'email_em_uso' } | { email: string };

const LINK_INVALIDO = 'Link de confirmação inválido. Confira se copiou o endereço inteiro ou peça a troca novamente em Atualização cadastral.';

/**
 * POST /usuario/email/confirmar: the link alone proves it (it may be opened on a phone where the member is
 * not signed in). Single use, 24 hours; the new address must still be free. E-mail, history row and token
 * in one transaction; an audit row either way.
 */
export async function confirmarTrocaEmail(ctx: Pick<Contexto, 'db' | 'cacheSessoes'>, segredo: string, origem: Origem): Promise<{ email: string }> {
  const { db } = ctx;
  const auditar = (sucesso: boolean, motivo: string | null, usuarioId: string | null, detalhes?: Record<string, unknown>) =>
    registrarAuditoria(db, { acao: 'trocar_email', sucesso, motivo, usuarioId, ip: origem.ip, userAgent: origem.userAgent, detalhes: detalhes ?? null });

  let usuarioId: string | null = null;
  try {
    const r = await db.transaction(async (tx): Promise<ResultadoConfirmacao> => {
      const res = await tx.execute<LinhaToken>(sql`
        select t.id, t.usuario_id, u.pessoa_id, p.email, t.dados->>'novoEmail' as novo_email,
               coalesce(t.dados->>'emUso', 'false') = 'true' as em_uso, t.expira_em <= now() as expirado, t.usado_em is not null as usado
          from tokens_uso_unico t
          join usuarios u on u.id = t.usuario_id
          join pessoas p on p.id = u.pessoa_id
         where t.hash = ${hashDoSegredo(segredo)} and t.tipo = 'trocar_email'
         for update of t`);
      const t = res.rows[0];
      if (!t || !t.novo_email) return { erro: 'link_invalido' };
      usuarioId = t.usuario_id;
      if (t.usado) return { erro: 'link_usado' };
      if (t.expirado) return { erro: 'link_expirado' };
      // Taken when it was asked for (that link was never sent, but it must not work either) or now.
      if (t.em_uso) return { erro: 'email_em_uso' };

      const ocupado = await tx
        .select({ id: pessoas.id })
        .from(pessoas)
        .where(and(sql`lower(${pessoas.email}) = ${t.novo_email.toLowerCase()}`, ne(pessoas.id, t.pessoa_id)))
        .limit(1);
      if (ocupado.length > 0) return { erro: 'email_em_uso' };

      await tx.update(pessoas).set({ email: t.novo_email }).where(eq(pessoas.id, t.pessoa_id));
      await tx.update(usuarios).set({ emailConfirmadoEm: new Date() }).where(eq(usuarios.id, t.usuario_id));
      await tx.update(tokensUsoUnico).set({ usadoEm: new Date() }).where(eq(tokensUsoUnico.id, t.id));
      await registrarHistorico(tx, [
        { pessoaId: t.pessoa_id, campo: 'email', valorAnterior: t.email, valorNovo: t.novo_email, alteradoPor: t.usuario_id },
      ]);
      return { email: t.novo_email };
    });

    if ('erro' in r) {
      await auditar(false, r.erro, usuarioId);
      switch (r.erro) {
        case 'link_invalido':
          throw new AppError('LINK_INVALIDO', LINK_INVALIDO);
        case 'link_usado':
          throw new AppError('LINK_USADO',
            'Este link já foi usado ou foi substituído por um pedido mais recente. Se ainda precisa trocar o e-mail, peça novamente em Atualização cadastral.',
          );
        case 'link_expirado':
          throw new AppError('LINK_EXPIRADO', 'Este link expirou (vale 24 horas). Peça a troca de e-mail novamente em Atualização cadastral.');
        case 'email_em_uso':
          throw emailEmUso();
      }
    }
    // /usuario/me carries the address: every instance drops what it kept of this user's sessions.
    if (usuarioId) await ctx.cacheSessoes.invalidarUsuario(usuarioId);
    await auditar(true, null, usuarioId);
    return { email: r.email };
  } catch (err) {
    if (violouUnicidade(err)) {
      await auditar(false, 'email_em_uso', usuarioId);
      throw emailEmUso();
    }
    throw err;
  }
}

function emailEmUso(): AppError {
  return new AppError('EMAIL_EM_USO',
    'Este e-mail passou a ser usado por outra conta e não pode mais ser confirmado. Peça a troca com outro endereço em Atualização cadastral.',
  );
}
