import {
  lerInscricao,
  MENSAGEM_ESQUECI_SENHA,
  MENSAGEM_SENHA_REDEFINIDA,
  pareceCpf,
  cpfValido,
  senhaUsaDadosPessoais,
  somenteDigitos,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import { emSegundoPlano, FALHA_CONTA_EM_SEGUNDO_PLANO } from '../../lib/segundo-plano.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { hashSenha } from '../auth/index.js';
import { contarPedido } from '../cadastro/index.js';
import { emitirLink, gastarLink, lerLinkValido } from '../auth/index.js';
import { emailRedefinirSenha, emailSenhaAlterada } from './recuperacao.emails.js';
import { contaPorCpf, contaPorEmail, contaPorId, contaPorInscricao, gravarNovaSenha, type ContaParaRecuperar } from './recuperacao.repository.js';
import type { Contexto } from '../../lib/contexto.js';
import type { Origem } from '../../lib/http/origem.js';

export const VALIDADE_REDEFINICAO_MS = 3_600_000;
const JANELA_MS = 15 * 60_000;
const MAX_POR_IP = 20;
const MAX_POR_IDENTIFICADOR = 3;

const LINK_INVALIDO = 'Este link de redefinição de senha é inválido, expirou ou já foi usado. Peça um novo.';

/** CPF (with or without punctuation), inscrição (12345/GO) or e-mail; a key that is the same however typed. */
function identificar(username: string): { chave: string; buscar: (ctx: Pick<Contexto, 'db'>) => Promise<ContaParaRecuperar | null> } {
  const valor = username.trim();
  if (pareceCpf(valor) && cpfValido(valor)) {
    const cpf = somenteDigitos(valor);
    return { chave: `cpf:${cpf}`, buscar: (ctx) => contaPorCpf(ctx.db, cpf) };
  }
  const inscricao = lerInscricao(valor);
  if (inscricao) {
    return { chave: `insc:${inscricao.numero}/${inscricao.uf}`, buscar: (ctx) => contaPorInscricao(ctx.db, inscricao.numero, inscricao.uf) };
  }
  if (valor.includes('@')) {
    const email = valor.toLowerCase();
    return { chave: `email:${email}`, buscar: (ctx) => contaPorEmail(ctx.db, email) };
  }
  return { chave: `outro:${valor.toLowerCase()}`, buscar: async () => null };
}

/**
 * POST /usuario/esqueci-senha: always the same 202 answer. The lookup, the link and the e-mail happen after
 * the answer, so neither its text nor its time says whether the account exists.
 */
export async function pedirRedefinicao(ctx: Pick<Contexto, 'db' | 'limiter' | 'mailer' | 'config' | 'log'>, origem: Origem, username: string): Promise<string> {
  const { chave, buscar } = identificar(username);
  await contarPedido(
    ctx.limiter,
    [
      { chave: `esqueci:ip:${origem.ip}`, max: MAX_POR_IP },
      { chave: `esqueci:conta:${chave}`, max: MAX_POR_IDENTIFICADOR },
    ],
    JANELA_MS,
    (espera) => `Muitos pedidos de recuperação de senha. Aguarde ${espera} e tente novamente.`,
  );
  emSegundoPlano(ctx, async () => {
    const conta = await buscar(ctx);
    if (!conta || !conta.ativo) {
      await registrarAuditoria(ctx.db, { acao: 'redefinicao_pedida', sucesso: false, motivo: conta ? 'conta_inativa' : 'conta_inexistente', usuarioId: conta?.usuarioId ?? null, ip: origem.ip, userAgent: origem.userAgent });
      return;
    }
    // A newer request voids the older links (emitirLink spends the unused ones).
    const segredo = await emitirLink(ctx.db, { tipo: 'redefinir_senha', usuarioId: conta.usuarioId, validadeMs: VALIDADE_REDEFINICAO_MS });
    await registrarAuditoria(ctx.db, { acao: 'redefinicao_pedida', sucesso: true, usuarioId: conta.usuarioId, ip: origem.ip, userAgent: origem.userAgent });
    await ctx.mailer.enviar(emailRedefinirSenha({ para: conta.email, nome: conta.nome, link: `${ctx.config.publicUrl}/resetpass/${segredo}` }));
  });
  return MENSAGEM_ESQUECI_SENHA;
}

/** POST /usuario/redefinir-senha/validar: whether the link can still be used (nothing is spent). */
export async function validarLinkRedefinicao(ctx: Pick<Contexto, 'db' | 'limiter' | 'mailer' | 'config' | 'log'>, origem: Origem, token: string): Promise<boolean> {
  return (await lerLinkValido(ctx.db, 'redefinir_senha', token)) !== null;
}

/** POST /usuario/redefinir-senha: the new password; ends every session of the user. */
export async function redefinirSenha(ctx: Pick<Contexto, 'db' | 'limiter' | 'mailer' | 'config' | 'log' | 'cacheSessoes'>, origem: Origem, token: string, senha: string): Promise<string> {
  const link = await lerLinkValido(ctx.db, 'redefinir_senha', token);
  const conta = link ? await contaPorId(ctx.db, link.usuarioId) : null;
  if (!link || !conta || !conta.ativo) {
    await registrarAuditoria(ctx.db, { acao: 'senha_redefinida', sucesso: false, motivo: 'link_invalido', ip: origem.ip, userAgent: origem.userAgent });
    throw new AppError('LINK_INVALIDO', LINK_INVALIDO);
  }
  if (senhaUsaDadosPessoais(senha, { cpf: conta.cpf, email: conta.email, nome: conta.nome })) {
    throw new AppError('VALIDACAO', "Dados inválidos no campo 'senha': não use seu CPF, e-mail ou nome como senha.", {
      campos: { senha: 'Não use seu CPF, e-mail ou nome como senha.' },
    });
  }
  const senhaHash = await hashSenha(senha);
  const sessoesEncerradas = await ctx.db.transaction(async (tx) => {
    // Spent here, in one statement: of two concurrent uses only one wins.
    const gasto = await gastarLink(tx, 'redefinir_senha', token);
    if (!gasto || gasto.usuarioId !== conta.usuarioId) return null;
    return gravarNovaSenha(tx, conta.usuarioId, senhaHash);
  });
  if (sessoesEncerradas === null) throw new AppError('LINK_INVALIDO', LINK_INVALIDO);
  // Committed: every instance drops what it kept of this user's sessions.
  await ctx.cacheSessoes.invalidarUsuario(conta.usuarioId);
  await registrarAuditoria(ctx.db, {
    acao: 'senha_redefinida',
    sucesso: true,
    usuarioId: conta.usuarioId,
    metodo: 'link-email',
    ip: origem.ip,
    userAgent: origem.userAgent,
    detalhes: { sessoesEncerradas },
  });
  ctx.mailer.enviarDepois([emailSenhaAlterada({ para: conta.email, nome: conta.nome, linkRecuperar: `${ctx.config.publicUrl}/forgot` })], ctx.log, FALHA_CONTA_EM_SEGUNDO_PLANO);
  return MENSAGEM_SENHA_REDEFINIDA;
}
