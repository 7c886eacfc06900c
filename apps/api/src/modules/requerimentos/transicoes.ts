/** The one path for status changes: checks TRANSICOES, updates the row, writes the andamento (and audit for staff), e-mails after commit. */
import { ROTULO_STATUS, TRANSICOES, dataIsoDoCalendario, type AcaoRequerimento, type StatusRequerimento, hojeSaoPaulo } from '@portal/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { andamentos, pessoas, requerimentos } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Mensagem } from '../../plugins/app/mailer.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { cancelarTitulosDe, removerNoPsp, type CobrancaRetirada } from '../financeiro/index.js';
import type { Tx } from '../../db/transacao.js';
import { type Ator, type Escopo } from './contexto.js';
import { emailTransicao } from './requerimentos.emails.js';
import { carregarRequerimento, referenciaDoRequerimento, tituloDoTipo, type LinhaRequerimento } from './requerimentos.repository.js';
import type { Contexto } from '../../lib/contexto.js';

/** Anonymous reports keep their times to the day (midnight in Sao Paulo): a precise time could be matched against other logs. */
export const AGORA_ANONIMO = sql`date_trunc('day', now(), 'America/Sao_Paulo')`;

const OFFSET_SAO_PAULO = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', timeZoneName: 'longOffset' });

/**
 * AGORA_ANONIMO on the app's clock: midnight (Sao Paulo) of the instant's day. For what the database does not
 * stamp itself, such as the times of an anonymous report's stored files.
 */
export function inicioDoDiaAnonimo(agora: Date = new Date()): Date {
  const [ano, mes, dia] = hojeSaoPaulo(agora).split('-').map(Number) as [number, number, number];
  const meiaNoiteUtc = Date.UTC(ano, mes - 1, dia);
  // The zone's offset that day ('GMT-03:00'; 'GMT' when zero), read at noon, far from any change of offset.
  const nome = OFFSET_SAO_PAULO.formatToParts(new Date(meiaNoiteUtc + 12 * 3_600_000)).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(nome);
  const offsetMin = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
  return new Date(meiaNoiteUtc - offsetMin * 60_000);
}
const AGORA = sql`now()`;

/** The moment to record for a change of this request by this actor (reporter's own steps on a 301 are kept to the day). */
export function momentoPara(linha: Pick<LinhaRequerimento, 'codigo'>, ator: Ator): SQL {
  return linha.codigo === '301' && ator.tipo === 'membro' ? AGORA_ANONIMO : AGORA;
}

export interface PedidoTransicao {
  requerimentoId: string;
  acao: AcaoRequerimento;
  ator: Ator;
  /** Reason shown to the member (staff actions that require it: at least 5 characters). */
  motivo?: string | null;
  /** pedir_diligencia: the deadline (YYYY-MM-DD, after today). */
  prazo?: string | null;
  /** What the caller may touch (default: any request; staff routes filter by permission themselves). */
  escopo?: Escopo;
  /** Where a staff action came from (written to the audit row). */
  origem?: { ip: string; userAgent: string | null } | null;
  /**
   * Run inside this transaction instead of opening one. The e-mails are then NOT sent: the caller sends
   * `resultado.mensagens` with ctx.mailer.enviarDepois(…) after its own commit.
   */
  tx?: Tx;
}

export interface ResultadoTransicao {
  requerimentoId: string;
  de: StatusRequerimento;
  para: StatusRequerimento;
  /** E-mails to send after commit (already sent when aplicarTransicao opened the transaction itself). */
  mensagens: Mensagem[];
  /**
   * Charges of the fee cancelled with the request, to withdraw at the PSP after commit (removerNoPsp; done
   * by aplicarTransicao itself when it opened the transaction and was given the payment provider).
   */
  cobrancasCanceladas?: CobrancaRetirada[];
}

/** Columns `enviarRequerimento` sets together with the status (the protocol and the receipt's code). */
export interface ExtrasEnvio {
  protocolo: string;
  codigoVerificacao: string;
  taxa: { valorCentavos: number; vencimento: string } | null;
}

export const transicaoInvalida = (acao: AcaoRequerimento, status: StatusRequerimento) =>
  new AppError('TRANSICAO_INVALIDA',
    `Não é possível "${TRANSICOES[acao].rotulo.toLowerCase()}" este requerimento: ele está com o status "${ROTULO_STATUS[status]}".`,
  );

/**
 * A diligência is answered with a juntada de documentos (273), which only OAB and CASAG requests can receive:
 * an ombudsman report (and the anonymous one, which has no one to answer) would wait for an answer that
 * cannot come, and be archived by the sweep.
 */
export function aceitaDiligencia(linha: Pick<LinhaRequerimento, 'area'>): boolean {
  return linha.area !== 'ouvidoria';
}

export const diligenciaNaOuvidoria = () =>
  new AppError('DILIGENCIA_NAO_PERMITIDA',
    'A Ouvidoria não pede diligência: o manifestante não tem como respondê-la pelo portal. Registre a decisão (deferir, indeferir ou arquivar) com o motivo.',
  );

function atorPode(acao: AcaoRequerimento, ator: Ator): boolean {
  const quem = TRANSICOES[acao].ator;
  // The system may apply any change (sweeps, a 273 answering a diligência); staff also act for the member
  // when filing on their behalf.
  return ator.tipo === 'sistema' || ator.tipo === quem || (quem === 'membro' && ator.tipo === 'staff');
}

/**
 * Applies one action to a row already locked in `tx` (SELECT … FOR UPDATE). Returns the e-mails to send
 * after commit. Used by aplicarTransicao and by enviarRequerimento (which adds the protocol).
 */
export async function transicionarLinhaBloqueada(
  tx: Tx,
  ctx: Pick<Contexto, 'config'>,
  linha: LinhaRequerimento,
  p: Omit<PedidoTransicao, 'requerimentoId' | 'tx' | 'escopo'>,
  extras: ExtrasEnvio | null = null,
): Promise<ResultadoTransicao> {
  const t = TRANSICOES[p.acao];
  if (!atorPode(p.acao, p.ator)) throw new AppError('SEM_PERMISSAO', 'Você não pode fazer esta mudança no requerimento.');
  if (!t.de.includes(linha.status)) throw transicaoInvalida(p.acao, linha.status);
  if (p.acao === 'pedir_diligencia' && !aceitaDiligencia(linha)) throw diligenciaNaOuvidoria();
  if ((p.acao === 'enviar' || p.acao === 'enviar_com_taxa') && !extras) {
    throw new Error('Envio de requerimento sem protocolo: use enviarRequerimento.');
  }

  const motivo = p.motivo?.trim() ? p.motivo.trim() : null;
  if (t.exigeMotivo && p.ator.tipo === 'staff' && (!motivo || motivo.length < 5)) {
    throw new AppError('MOTIVO_OBRIGATORIO', 'Escreva o motivo (pelo menos 5 caracteres).', {
      campos: { motivo: 'Escreva o motivo (pelo menos 5 caracteres).' },
    });
  }
  let prazo: string | null = null;
  if (t.exigePrazo) {
    const hoje = hojeSaoPaulo();
    if (!p.prazo || !dataIsoDoCalendario(p.prazo) || p.prazo <= hoje) {
      throw new AppError('PRAZO_INVALIDO', 'Informe um prazo depois de hoje.', { campos: { prazo: 'Informe um prazo depois de hoje.' } });
    }
    if (p.prazo > '2099-12-31') {
      throw new AppError('PRAZO_INVALIDO', 'Use uma data até 31/12/2099.', { campos: { prazo: 'Use uma data até 31/12/2099.' } });
    }
    prazo = p.prazo;
  }

  const agora = momentoPara(linha, p.ator);
  // The row of an anonymous report keeps every time to the day, whoever changes it.
  const agoraLinha = linha.codigo === '301' ? AGORA_ANONIMO : AGORA;
  const mudancas: PgUpdateSetSource<typeof requerimentos> = {
    status: t.para,
    statusDesde: agoraLinha,
    atualizadoEm: agoraLinha,
  };
  if (p.acao === 'pedir_diligencia') mudancas.prazoDiligencia = prazo;
  else if (linha.status === 'em_diligencia') mudancas.prazoDiligencia = null;
  if (p.acao === 'deferir' || p.acao === 'indeferir') mudancas.decididoEm = agoraLinha;
  if (extras) {
    mudancas.protocolo = extras.protocolo;
    mudancas.codigoVerificacao = extras.codigoVerificacao;
    mudancas.enviadoEm = agoraLinha;
  }
  await tx
    .update(requerimentos)
    .set(mudancas)
    .where(eq(requerimentos.id, linha.id));

  await tx.insert(andamentos).values({
    requerimentoId: linha.id,
    acao: p.acao,
    de: linha.status,
    para: t.para,
    texto: motivo,
    visivelMembro: true,
    autorTipo: p.ator.tipo,
    autorUsuarioId: linha.codigo === '301' && p.ator.tipo === 'membro' ? null : p.ator.usuarioId,
    prazo,
    criadoEm: agora,
  });

  // A cancelled request owes nothing: its fee is cancelled with it, and so are the fee's charges (a PIX or
  // boleto already on the member's screen must not settle a cancelled request). Locks: the request (held),
  // then the título, then its charges — the order settlement uses too (pagamentos/liquidar.ts).
  const cobrancasCanceladas: CobrancaRetirada[] = p.acao === 'cancelar' ? await cancelarTitulosDe(tx, referenciaDoRequerimento(linha.id)) : [];

  if (p.ator.tipo === 'staff') {
    await registrarAuditoria(tx, {
      acao: 'requerimento_transicao',
      sucesso: true,
      usuarioId: p.ator.usuarioId,
      ip: p.origem?.ip,
      userAgent: p.origem?.userAgent,
      detalhes: { requerimentoId: linha.id, acao: p.acao, de: linha.status, para: t.para },
    });
  }

  const mensagens: Mensagem[] = [];
  // Anonymous reports have no one to write to, and keep no address anyway.
  if (linha.codigo !== '301' && linha.pessoaId) {
    const [dono] = await tx
      .select({ email: pessoas.email, nome: pessoas.nome, nomeSocial: pessoas.nomeSocial })
      .from(pessoas)
      .where(eq(pessoas.id, linha.pessoaId))
      .limit(1);
    if (dono) {
      mensagens.push(
        emailTransicao({
          para: dono.email,
          nome: dono.nomeSocial ?? dono.nome,
          publicUrl: ctx.config.publicUrl,
          requerimento: {
            id: linha.id,
            titulo: tituloDoTipo(linha.codigo),
            protocolo: extras?.protocolo ?? linha.protocolo,
            sensivel: linha.sensivel,
          },
          acao: p.acao,
          de: linha.status,
          status: t.para,
          motivo,
          prazo,
          taxa: extras?.taxa ?? null,
        }),
      );
    }
  }
  return { requerimentoId: linha.id, de: linha.status, para: t.para, mensagens, cobrancasCanceladas };
}

/**
 * Applies `acao` to a request: refuses with 409 TRANSICAO_INVALIDA (naming the current status) when
 * TRANSICOES does not allow it from there, 404 outside `escopo`. Updates status, status_desde and
 * atualizado_em (prazo_diligencia set by pedir_diligencia and cleared when leaving em_diligencia;
 * decidido_em on deferir/indeferir), inserts the andamento, audits staff actions
 * ('requerimento_transicao'), cancels the open fee and its active charges on cancelar, and e-mails the
 * member after commit (neutral for sensitive types, none for 301). 'enviar'/'enviar_com_taxa' go through
 * enviarRequerimento. Given `ctx.pagamentos`, the cancelled PIX charges are also withdrawn at the PSP after
 * commit (best effort; see financeiro/remover-no-psp.ts).
 */
export async function aplicarTransicao(
  ctx: Pick<Contexto, 'db' | 'mailer' | 'armazenamento' | 'config' | 'log'> & Partial<Pick<Contexto, 'pagamentos'>>,
  p: PedidoTransicao,
): Promise<ResultadoTransicao> {
  const executar = async (tx: Tx) => {
    const linha = await carregarRequerimento(tx, p.requerimentoId, p.escopo ?? { tipo: 'staff' }, { bloquear: true });
    return transicionarLinhaBloqueada(tx, ctx, linha, p);
  };
  if (p.tx) return executar(p.tx);
  const resultado = await ctx.db.transaction(executar);
  ctx.mailer.enviarDepois(resultado.mensagens, ctx.log, 'falha ao enviar e-mail de requerimento');
  if (ctx.pagamentos && resultado.cobrancasCanceladas?.length) void removerNoPsp({ pagamentos: ctx.pagamentos, log: ctx.log }, resultado.cobrancasCanceladas);
  return resultado;
}
