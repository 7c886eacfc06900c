/** Sending a draft: data, documents and eligibility checked again, then protocol, receipt code, fee título and andamento in one transaction. */
import { somarDias, type TipoRequerimento, hojeSaoPaulo } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { documentosRequerimento } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Mensagem } from '../../plugins/app/mailer.js';
import { emitirTitulo } from '../financeiro/index.js';
import type { Tx } from '../../db/transacao.js';
import { type Ator, type Escopo } from './contexto.js';
import { exigirElegibilidade } from './elegibilidade.js';
import { gerarCodigoVerificacao, proximoProtocolo } from './protocolo.js';
import { tipoOuErro, validarDados } from './rascunho.js';
import { carregarRequerimento, referenciaDoRequerimento, type LinhaRequerimento } from './requerimentos.repository.js';
import { transicaoInvalida, transicionarLinhaBloqueada } from './transicoes.js';
import type { Contexto } from '../../lib/contexto.js';

/** Days the fee's título gives to pay (counted from the day the request is sent). */
export const DIAS_PARA_PAGAR_TAXA = 3;

export interface PedidoEnvio {
  requerimentoId: string;
  escopo: Escopo;
  /** The member (or the anonymous reporter, usuarioId null), or the staff user filing on the member's behalf. */
  ator: Ator;
  origem?: { ip: string; userAgent: string | null } | null;
}

export interface ResultadoEnvio {
  requerimentoId: string;
  protocolo: string;
  codigoVerificacao: string;
  status: LinhaRequerimento['status'];
}

async function exigirDocumentos(tx: Tx, tipo: TipoRequerimento, requerimentoId: string): Promise<void> {
  const presentes = new Set(
    (await tx.select({ chave: documentosRequerimento.chave }).from(documentosRequerimento).where(eq(documentosRequerimento.requerimentoId, requerimentoId))).map(
      (d) => d.chave,
    ),
  );
  const faltam = tipo.documentos.filter((d) => d.obrigatorio && !presentes.has(d.chave));
  if (faltam.length === 0) return;
  const rotulos = faltam.map((d) => `"${d.rotulo}"`);
  throw new AppError('DOCUMENTOS_FALTANDO',
    faltam.length === 1 ? `Falta enviar o documento ${rotulos[0]}.` : `Falta enviar os documentos ${rotulos.slice(0, -1).join(', ')} e ${rotulos.at(-1)}.`,
    { campos: Object.fromEntries(faltam.map((d) => [d.chave, 'Documento obrigatório.'])) },
  );
}

/**
 * Sends a draft (404 outside `escopo`; 409 TRANSICAO_INVALIDA if it is no longer a draft, e.g. sent twice).
 * Checks the form data again (400), that every required document is there (422 DOCUMENTOS_FALTANDO naming
 * them) and eligibility again (422 INELEGIVEL); then, in one transaction: the protocol AAAA/NNNNNN (Sao Paulo
 * year; the anonymous report from its own series, 900001 on), the 12-character verification code, status enviado, or aguardando_pagamento with a título for a fee
 * type (due in 3 days), the andamento, and, for a request answering a diligência (273), the parent back to
 * em_analise. E-mails go after commit.
 */
export async function enviarRequerimento(ctx: Pick<Contexto, 'db' | 'mailer' | 'armazenamento' | 'config' | 'log'> & Partial<Pick<Contexto, 'pagamentos'>>, p: PedidoEnvio): Promise<ResultadoEnvio> {
  const { resultado, mensagens } = await ctx.db.transaction(async (tx) => {
    const linha = await carregarRequerimento(tx, p.requerimentoId, p.escopo, { bloquear: true });
    const tipo = tipoOuErro(linha.codigo);
    const acao = tipo.taxaCentavos ? 'enviar_com_taxa' : 'enviar';
    if (linha.status !== 'rascunho') throw transicaoInvalida(acao, linha.status);

    const dados = validarDados(tipo, linha.dados);
    await exigirDocumentos(tx, tipo, linha.id);
    const hoje = hojeSaoPaulo();
    if (linha.pessoaId) await exigirElegibilidade(tx, linha.pessoaId, tipo, hoje, dados, { ignorarId: linha.id });

    // The counter's row stays locked until commit: everything after this line is short. The anonymous
    // report numbers from its own series (its neighbours must not date it).
    const protocolo = await proximoProtocolo(tx, Number(hoje.slice(0, 4)), tipo.anonimo ? 'anonima' : 'geral');
    const codigoVerificacao = gerarCodigoVerificacao();
    let taxa: { valorCentavos: number; vencimento: string } | null = null;
    if (tipo.taxaCentavos && linha.pessoaId) {
      taxa = { valorCentavos: tipo.taxaCentavos, vencimento: somarDias(hoje, DIAS_PARA_PAGAR_TAXA) };
      await emitirTitulo(tx, {
        origem: 'taxa_requerimento',
        referencia: referenciaDoRequerimento(linha.id),
        pessoaId: linha.pessoaId,
        descricao: `Taxa — ${tipo.titulo} (protocolo ${protocolo})`,
        exercicio: Number(hoje.slice(0, 4)),
        vencimento: taxa.vencimento,
        valorCentavos: tipo.taxaCentavos,
      });
    }
    const enviado = await transicionarLinhaBloqueada(tx, ctx, linha, { acao, ator: p.ator, origem: p.origem ?? null }, { protocolo, codigoVerificacao, taxa });
    const mensagens: Mensagem[] = [...enviado.mensagens];

    // A juntada de documentos (273) answers the parent's diligência: the parent goes back to analysis.
    if (tipo.pai?.statusExigido === 'em_diligencia' && linha.paiId) {
      const pai = await carregarRequerimento(tx, linha.paiId, linha.pessoaId ? { tipo: 'dono', pessoaId: linha.pessoaId } : { tipo: 'staff' }, { bloquear: true });
      const respondido = await transicionarLinhaBloqueada(tx, ctx, pai, {
        acao: 'responder_diligencia',
        ator: { tipo: 'sistema', usuarioId: null },
        motivo: `Diligência respondida pelo requerimento ${protocolo}.`,
      });
      mensagens.push(...respondido.mensagens);
    }
    return { resultado: { requerimentoId: linha.id, protocolo, codigoVerificacao, status: enviado.para }, mensagens };
  });
  ctx.mailer.enviarDepois(mensagens, ctx.log, 'falha ao enviar e-mail de requerimento');
  return resultado;
}
