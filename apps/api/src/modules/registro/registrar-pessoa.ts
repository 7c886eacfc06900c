import { AVISO_PRIVACIDADE_VERSAO, MENSAGEM_CADASTRO_RECEBIDO, somenteDigitos, type CadastroBody } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { pessoas, usuarios } from '../../db/schema/index.js';
import { registrarAuditoria } from '../auditoria/auditoria.repository.js';
import { hashSenha } from '../auth/senhas.js';
import { emSegundoPlano, enviarTodos, type ContextoConta } from './contexto.js';
import { contarPedido } from './limite-de-pedidos.js';
import { emailAvisoTentativaCadastro, emailCadastroNaoConcluido, emailConfirmacao } from './registro.emails.js';
import { buscarPessoaPorCpf, buscarPessoaPorEmail, violouUnicidade, type PessoaExistente } from './registro.repository.js';
import { emitirLink } from '../auth/token-uso-unico.js';

export const VALIDADE_CONFIRMACAO_MS = 24 * 3_600_000;
const JANELA_MS = 3_600_000;
const MAX_POR_IP = 20;
const MAX_POR_DADO = 5;

export const linkConfirmacao = (publicUrl: string, segredo: string) => `${publicUrl}/cadastro/confirmar/${segredo}`;

type Resultado = { tipo: 'criada'; usuarioId: string; advogado: boolean } | { tipo: 'conflito'; motivo: 'cpf' | 'email'; existente: PessoaExistente | null };

/**
 * POST /pessoa/salvar. A well-formed request always gets the same 202 answer: nothing in it (status, text,
 * time spent hashing) says whether the CPF or the e-mail already had an account. What happened goes by
 * e-mail to the address typed (and a neutral notice to the CPF's owner when the address differs).
 */
export async function registrarPessoa(ctx: ContextoConta, b: CadastroBody): Promise<string> {
  const cpf = somenteDigitos(b.cpf);
  const email = b.email.trim().toLowerCase();
  await contarPedido(
    ctx.limiter,
    [
      { chave: `cadastro:ip:${ctx.ip}`, max: MAX_POR_IP },
      { chave: `cadastro:cpf:${cpf}`, max: MAX_POR_DADO },
      { chave: `cadastro:email:${email}`, max: MAX_POR_DADO },
    ],
    JANELA_MS,
    (espera) => `Muitos pedidos de cadastro. Aguarde ${espera} e tente novamente.`,
  );

  // Hashed on every path, so an existing account does not answer faster.
  const senhaHash = await hashSenha(b.senha);
  const resultado = await criarConta(ctx, b, cpf, email, senhaHash);
  const linkRecuperar = `${ctx.publicUrl}/forgot`;

  if (resultado.tipo === 'criada') {
    const segredo = await emitirLink(ctx.db, {
      tipo: 'confirmar_email',
      usuarioId: resultado.usuarioId,
      validadeMs: VALIDADE_CONFIRMACAO_MS,
      dados: { email },
    });
    await registrarAuditoria(ctx.db, {
      acao: 'cadastro',
      sucesso: true,
      usuarioId: resultado.usuarioId,
      metodo: resultado.advogado ? 'advogado-do-cadastro' : 'colaborador',
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    emSegundoPlano(ctx, () =>
      enviarTodos(ctx, [emailConfirmacao({ para: email, nome: b.nome, link: linkConfirmacao(ctx.publicUrl, segredo) })]),
    );
  } else {
    const dono = resultado.existente;
    await registrarAuditoria(ctx.db, {
      acao: 'cadastro',
      sucesso: false,
      motivo: resultado.motivo === 'cpf' ? 'cpf_ja_cadastrado' : 'email_ja_cadastrado',
      usuarioId: dono?.usuarioId ?? null,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    const mensagens = [emailCadastroNaoConcluido({ para: email, linkRecuperar, linkEntrar: `${ctx.publicUrl}/login` })];
    if (resultado.motivo === 'cpf' && dono && dono.email.toLowerCase() !== email) {
      mensagens.push(emailAvisoTentativaCadastro({ para: dono.email, nome: dono.nome, linkRecuperar }));
    }
    emSegundoPlano(ctx, () => enviarTodos(ctx, mensagens));
  }
  return MENSAGEM_CADASTRO_RECEBIDO(email);
}

async function criarConta(ctx: ContextoConta, b: CadastroBody, cpf: string, email: string, senhaHash: string): Promise<Resultado> {
  const [porCpf, porEmail] = await Promise.all([buscarPessoaPorCpf(ctx.db, cpf), buscarPessoaPorEmail(ctx.db, email)]);
  if (porCpf?.usuarioId) return { tipo: 'conflito', motivo: 'cpf', existente: porCpf };
  if (porEmail && porEmail.id !== porCpf?.id) return { tipo: 'conflito', motivo: 'email', existente: porEmail };

  const contato = {
    email,
    celular: somenteDigitos(b.celular),
    cep: somenteDigitos(b.cep),
    logradouro: b.logradouro,
    numero: b.numero,
    complemento: b.complemento ? b.complemento : null,
    bairro: b.bairro,
    cidade: b.cidade,
    uf: b.uf,
  };
  try {
    return await ctx.db.transaction(async (tx) => {
      let pessoaId: string;
      if (porCpf) {
        // A person already in the register (a lawyer's inscrição): the account is linked to it, the
        // register keeps its name, and the contact data comes from the form.
        pessoaId = porCpf.id;
        await tx.update(pessoas).set(contato).where(eq(pessoas.id, pessoaId));
      } else {
        const [nova] = await tx
          .insert(pessoas)
          .values({ cpf, nome: b.nome, nascimento: b.nascimento, ...contato })
          .returning({ id: pessoas.id });
        if (!nova) throw new Error('pessoa não criada');
        pessoaId = nova.id;
      }
      const [u] = await tx
        .insert(usuarios)
        .values({
          pessoaId,
          senhaHash,
          emailConfirmadoEm: null,
          avisoPrivacidadeVersao: AVISO_PRIVACIDADE_VERSAO,
          avisoPrivacidadeAceitoEm: new Date(),
        })
        .returning({ id: usuarios.id });
      if (!u) throw new Error('usuário não criado');
      return { tipo: 'criada' as const, usuarioId: u.id, advogado: porCpf?.temInscricao ?? false };
    });
  } catch (err) {
    // Two registrations racing for the same CPF or e-mail: the loser is a duplicate like any other.
    if (violouUnicidade(err)) return { tipo: 'conflito', motivo: 'cpf', existente: await buscarPessoaPorCpf(ctx.db, cpf) };
    throw err;
  }
}
