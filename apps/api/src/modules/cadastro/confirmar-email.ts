import { AppError } from '../../lib/app-error.js';
import { emSegundoPlano } from '../../lib/segundo-plano.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { contarPedido } from './limite-de-pedidos.js';
import { emailConfirmacao } from './cadastro.emails.js';
import { aplicarContato, buscarContaPorEmail, contatoDoUltimoLink, lerContato, marcarEmailConfirmado } from './cadastro.repository.js';
import { linkConfirmacao, VALIDADE_CONFIRMACAO_MS } from './registrar-pessoa.js';
import { emitirLink, gastarLink } from '../auth/index.js';
import type { Contexto } from '../../lib/contexto.js';
import type { Origem } from '../../lib/http/origem.js';

export const MENSAGEM_EMAIL_CONFIRMADO = 'E-mail confirmado. Sua conta está ativa: você já pode entrar no portal.';
export const MENSAGEM_REENVIO = 'Se houver um cadastro aguardando confirmação com este e-mail, enviamos um novo link.';

class LinkRecusado extends Error {}

/**
 * POST /pessoa/confirmar-email: spends the link and activates the account (single use, 24 h). A claim of a
 * register entry carries the form's contact data in the link; they are written now, with history rows, in
 * the same transaction (the register's row is never changed by an unconfirmed request).
 */
export async function confirmarEmail(ctx: Pick<Contexto, 'db' | 'limiter' | 'mailer' | 'config' | 'log'>, origem: Origem, token: string): Promise<string> {
  let usuarioId: string;
  let campos: string[] = [];
  try {
    usuarioId = await ctx.db.transaction(async (tx) => {
      const link = await gastarLink(tx, 'confirmar_email', token);
      if (!link) throw new LinkRecusado();
      // The link confirms the address it was sent to; if the account's address changed since, it is void.
      const email = typeof link.dados?.email === 'string' ? link.dados.email : '';
      if (!(await marcarEmailConfirmado(tx, link.usuarioId, email))) throw new LinkRecusado();
      const contato = lerContato(link.dados);
      if (contato) campos = await aplicarContato(tx, link.usuarioId, contato);
      return link.usuarioId;
    });
  } catch (err) {
    if (!(err instanceof LinkRecusado)) throw err;
    await registrarAuditoria(ctx.db, { acao: 'email_confirmado', sucesso: false, motivo: 'link_invalido', ip: origem.ip, userAgent: origem.userAgent });
    throw new AppError('LINK_INVALIDO', 'Este link de confirmação é inválido, expirou ou já foi usado. Peça um novo link.');
  }
  await registrarAuditoria(ctx.db, {
    acao: 'email_confirmado',
    sucesso: true,
    usuarioId,
    ip: origem.ip,
    userAgent: origem.userAgent,
    detalhes: campos.length > 0 ? { campos } : null,
  });
  return MENSAGEM_EMAIL_CONFIRMADO;
}

/** POST /pessoa/reenviar-confirmacao: a new link for an account still waiting; the same answer always. */
export async function reenviarConfirmacao(ctx: Pick<Contexto, 'db' | 'limiter' | 'mailer' | 'config' | 'log'>, origem: Origem, email: string): Promise<string> {
  const endereco = email.trim().toLowerCase();
  await contarPedido(
    ctx.limiter,
    [
      { chave: `reenvio:ip:${origem.ip}`, max: 10 },
      { chave: `reenvio:email:${endereco}`, max: 3 },
    ],
    3_600_000,
    (espera) => `Muitos pedidos de reenvio. Aguarde ${espera} e tente novamente.`,
  );
  emSegundoPlano(ctx, async () => {
    const conta = await buscarContaPorEmail(ctx.db, endereco);
    if (!conta || conta.emailConfirmado || !conta.ativo) return;
    // A claim of a register entry keeps the contact data typed at registration.
    const contato = await contatoDoUltimoLink(ctx.db, conta.usuarioId);
    const segredo = await emitirLink(ctx.db, {
      tipo: 'confirmar_email',
      usuarioId: conta.usuarioId,
      validadeMs: VALIDADE_CONFIRMACAO_MS,
      dados: contato ? { email: endereco, contato } : { email: endereco },
    });
    await registrarAuditoria(ctx.db, { acao: 'confirmacao_reenviada', sucesso: true, usuarioId: conta.usuarioId, ip: origem.ip, userAgent: origem.userAgent });
    await ctx.mailer.enviar(emailConfirmacao({ para: conta.email, nome: conta.nome, link: linkConfirmacao(ctx.config.publicUrl, segredo), doCadastro: contato !== null }));
  });
  return MENSAGEM_REENVIO;
}
