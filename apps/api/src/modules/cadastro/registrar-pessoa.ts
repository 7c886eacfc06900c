import { AVISO_PRIVACIDADE_VERSAO, MENSAGEM_CADASTRO_RECEBIDO, somenteDigitos, type CadastroBody } from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { violouUnicidade } from '../../db/erros-banco.js';
import { pessoas, usuarios } from '../../db/schema/index.js';
import { FALHA_CONTA_EM_SEGUNDO_PLANO } from '../../lib/segundo-plano.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { hashSenha } from '../auth/index.js';
import { emitirLink } from '../auth/index.js';
import { contarPedido } from './limite-de-pedidos.js';
import { emailAvisoTentativaCadastro, emailCadastroNaoConcluido, emailConfirmacao } from './cadastro.emails.js';
import {
  buscarPessoaPorCpf,
  buscarPessoaPorEmail,
  removerContasNaoConfirmadasVencidas,
  type Contato,
  type PessoaExistente,
} from './cadastro.repository.js';
import type { Contexto } from '../../lib/contexto.js';
import type { Origem } from '../../lib/http/origem.js';

export const VALIDADE_CONFIRMACAO_MS = 24 * 3_600_000;
/** An account never confirmed stops blocking its CPF and e-mail after this long: a new registration replaces it. */
export const VENCIMENTO_CONTA_NAO_CONFIRMADA_MS = 24 * 3_600_000;
const JANELA_MS = 3_600_000;
const MAX_POR_IP = 20;
const MAX_POR_DADO = 5;

export const linkConfirmacao = (publicUrl: string, segredo: string) => `${publicUrl}/cadastro/confirmar/${segredo}`;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type Motivo = 'cpf_ja_cadastrado' | 'email_ja_cadastrado' | 'dados_nao_conferem_com_cadastro' | 'inscricao_sem_direito_a_conta' | 'cadastro_sem_email';

type Resultado =
  | { tipo: 'criada'; usuarioId: string; advogado: boolean; doCadastro: boolean; para: string; nome: string; segredo: string }
  | { tipo: 'recusada'; motivo: Motivo; existente: PessoaExistente | null };

const emailPlausivel = (e: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e.trim());

/**
 * POST /pessoa/salvar. A well-formed request always gets the same 202 answer: nothing in it (status, text,
 * time spent hashing) says whether the CPF or the e-mail already had an account, or whether the CPF is in
 * the register. What happened goes by e-mail: to the address typed, and for a person already in the
 * register the confirmation link goes only to the address ON FILE there (see ADR 006).
 */
export async function registrarPessoa(ctx: Pick<Contexto, 'db' | 'limiter' | 'mailer' | 'config' | 'log'>, origem: Origem, b: CadastroBody): Promise<string> {
  const cpf = somenteDigitos(b.cpf);
  const email = b.email.trim().toLowerCase();
  await contarPedido(
    ctx.limiter,
    [
      { chave: `cadastro:ip:${origem.ip}`, max: MAX_POR_IP },
      { chave: `cadastro:cpf:${cpf}`, max: MAX_POR_DADO },
      { chave: `cadastro:email:${email}`, max: MAX_POR_DADO },
    ],
    JANELA_MS,
    (espera) => `Muitos pedidos de cadastro. Aguarde ${espera} e tente novamente.`,
  );

  // Hashed on every path, so an existing account does not answer faster; every path then runs one
  // transaction (lookups, and the account + link when there is one) and one audit row before answering.
  const senhaHash = await hashSenha(b.senha);
  const resultado = await criarConta(ctx, origem, b, cpf, email, senhaHash);
  const linkRecuperar = `${ctx.config.publicUrl}/forgot`;
  const naoConcluido = emailCadastroNaoConcluido({ para: email, linkRecuperar, linkEntrar: `${ctx.config.publicUrl}/login` });

  if (resultado.tipo === 'criada') {
    await registrarAuditoria(ctx.db, {
      acao: 'cadastro',
      sucesso: true,
      usuarioId: resultado.usuarioId,
      metodo: resultado.doCadastro ? (resultado.advogado ? 'advogado-do-cadastro' : 'pessoa-do-cadastro') : 'colaborador',
      ip: origem.ip,
      userAgent: origem.userAgent,
    });
    const mensagens = [
      emailConfirmacao({
        para: resultado.para,
        nome: resultado.nome,
        link: linkConfirmacao(ctx.config.publicUrl, resultado.segredo),
        doCadastro: resultado.doCadastro,
      }),
    ];
    // A claim of a register entry whose address on file is not the one typed: the typed address gets
    // exactly what it gets when the data do not match, so its mailbox cannot tell the two apart.
    if (resultado.para.toLowerCase() !== email) mensagens.push(naoConcluido);
    ctx.mailer.enviarDepois(mensagens, ctx.log, FALHA_CONTA_EM_SEGUNDO_PLANO);
  } else {
    const dono = resultado.existente;
    await registrarAuditoria(ctx.db, {
      acao: 'cadastro',
      sucesso: false,
      motivo: resultado.motivo,
      usuarioId: dono?.usuarioId ?? null,
      ip: origem.ip,
      userAgent: origem.userAgent,
    });
    const mensagens = [naoConcluido];
    if (resultado.motivo === 'cpf_ja_cadastrado' && dono && dono.email.toLowerCase() !== email) {
      mensagens.push(emailAvisoTentativaCadastro({ para: dono.email, nome: dono.nome, linkRecuperar }));
    }
    ctx.mailer.enviarDepois(mensagens, ctx.log, FALHA_CONTA_EM_SEGUNDO_PLANO);
  }
  return MENSAGEM_CADASTRO_RECEBIDO(email);
}

/** Why a person already in the register (no account yet) cannot be claimed with these data, or null if it can. */
function recusaDoCadastro(p: PessoaExistente, b: CadastroBody): Motivo | null {
  if (p.falecido || (p.temInscricao && !p.temInscricaoAtiva)) return 'inscricao_sem_direito_a_conta';
  if (!p.nascimento || p.nascimento !== b.nascimento) return 'dados_nao_conferem_com_cadastro';
  if (!emailPlausivel(p.email)) return 'cadastro_sem_email';
  return null;
}

async function criarConta(ctx: Pick<Contexto, 'db' | 'limiter' | 'mailer' | 'config' | 'log'>, origem: Origem, b: CadastroBody, cpf: string, email: string, senhaHash: string): Promise<Resultado> {
  const contato: Contato = {
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
    return await ctx.db.transaction(async (tx): Promise<Resultado> => {
      // A registration never confirmed within 24 h no longer holds its CPF or e-mail.
      await removerContasNaoConfirmadasVencidas(tx, cpf, email, VENCIMENTO_CONTA_NAO_CONFIRMADA_MS);
      const porCpf = await buscarPessoaPorCpf(tx, cpf);
      if (porCpf?.usuarioId) return { tipo: 'recusada', motivo: 'cpf_ja_cadastrado', existente: porCpf };

      if (porCpf) {
        // A person already in the register (normally a lawyer's inscrição) and no account. The register
        // decides: the birth date typed must be the one on file, the link goes to the address on file, and
        // the row is not touched until that address is confirmed (the form's contact data ride in the link).
        const recusa = recusaDoCadastro(porCpf, b);
        if (recusa) return { tipo: 'recusada', motivo: recusa, existente: porCpf };
        const usuarioId = await inserirUsuario(tx, porCpf.id, senhaHash);
        const para = porCpf.email.trim().toLowerCase();
        const segredo = await emitirConfirmacao(tx, usuarioId, { email: para, contato });
        return { tipo: 'criada', usuarioId, advogado: porCpf.temInscricao, doCadastro: true, para, nome: porCpf.nome, segredo };
      }

      const porEmail = await buscarPessoaPorEmail(tx, email);
      if (porEmail) return { tipo: 'recusada', motivo: 'email_ja_cadastrado', existente: porEmail };
      const [nova] = await tx
        .insert(pessoas)
        .values({ cpf, nome: b.nome, nascimento: b.nascimento, email, ...contato })
        .returning({ id: pessoas.id });
      if (!nova) throw new Error('pessoa não criada');
      const usuarioId = await inserirUsuario(tx, nova.id, senhaHash);
      const segredo = await emitirConfirmacao(tx, usuarioId, { email });
      return { tipo: 'criada', usuarioId, advogado: false, doCadastro: false, para: email, nome: b.nome, segredo };
    });
  } catch (err) {
    // Two registrations racing for the same CPF or e-mail: the loser is a duplicate like any other.
    if (violouUnicidade(err)) return { tipo: 'recusada', motivo: 'cpf_ja_cadastrado', existente: await buscarPessoaPorCpf(ctx.db, cpf) };
    throw err;
  }
}

async function inserirUsuario(tx: Tx, pessoaId: string, senhaHash: string): Promise<string> {
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
  return u.id;
}

const emitirConfirmacao = (tx: Tx, usuarioId: string, dados: Record<string, unknown>) =>
  emitirLink(tx, { tipo: 'confirmar_email', usuarioId, validadeMs: VALIDADE_CONFIRMACAO_MS, dados });
