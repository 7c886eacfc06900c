/** The receipt (recibo de pagamento) of a paid título: what was due, what was paid, how, when, and the payment's id. */
import { dataEmSaoPaulo, formatarCentavos, formatarCpf, formatarDataBr, type Devido, type MeioPagamento } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { cobrancas } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Executor } from '../../db/transacao.js';
import { formatarDataHora, novoDocumentoFinanceiro } from './pdf-financeiro.js';
import { devidoDoTitulo, type LinhaTitulo } from './titulo.js';
import { carregarTituloDoMembro, identificacaoDoMembro, pagamentoQueLiquidou } from './titulos.repository.js';

export const ROTULO_MEIO: Record<MeioPagamento, string> = { pix: 'PIX', boleto: 'Boleto bancário' };

export interface DadosRecibo {
  pagador: { nome: string; cpf: string };
  nufin: number;
  descricao: string;
  exercicio: number | null;
  vencimento: string;
  /** The título's value (principal). */
  valorOriginalCentavos: number;
  descontoCentavos: number;
  multaCentavos: number;
  jurosCentavos: number;
  valorPagoCentavos: number;
  meio: MeioPagamento | null;
  pagoEm: Date;
  /** The PIX end-to-end id or the boleto's liquidation id of the notification that settled it. */
  identificadorPagamento: string | null;
  emitidoEm: Date;
}

/**
 * The amount paid for a título that has no recorded amount (paid before payments were recorded, e.g. migrated
 * from the old system): what the rules made due on the day it was paid.
 */
export function devidoNoPagamento(t: LinhaTitulo): Devido {
  return devidoDoTitulo(t, dataEmSaoPaulo(t.pagoEm ?? t.criadoEm), true);
}

/** The paid amount a receipt and the yearly statement show. */
export function valorPagoDe(t: LinhaTitulo): number {
  return t.valorPagoCentavos ?? devidoNoPagamento(t).totalCentavos;
}

/** A4 receipt in Portuguese. */
export async function gerarReciboPdf(d: DadosRecibo): Promise<Buffer> {
  const p = await novoDocumentoFinanceiro('Recibo de pagamento', `Título nº ${d.nufin} — emitido em ${formatarDataHora(d.emitidoEm)} (horário de Brasília)`);
  p.campo('Pagador', d.pagador.nome);
  p.campo('CPF', formatarCpf(d.pagador.cpf));

  p.secao('Título');
  p.campo('Número do título', String(d.nufin));
  p.campo('Descrição', d.descricao);
  if (d.exercicio !== null) p.campo('Exercício', String(d.exercicio));
  p.campo('Vencimento', formatarDataBr(d.vencimento));

  p.secao('Valores');
  p.campo('Valor original', formatarCentavos(d.valorOriginalCentavos));
  if (d.descontoCentavos > 0) p.campo('Desconto', `- ${formatarCentavos(d.descontoCentavos)}`);
  if (d.multaCentavos > 0) p.campo('Multa', formatarCentavos(d.multaCentavos));
  if (d.jurosCentavos > 0) p.campo('Juros', formatarCentavos(d.jurosCentavos));
  p.campo('Valor pago', formatarCentavos(d.valorPagoCentavos), true);

  p.secao('Pagamento');
  if (d.meio) p.campo('Forma de pagamento', ROTULO_MEIO[d.meio]);
  p.campo('Pago em', `${formatarDataHora(d.pagoEm)} (horário de Brasília)`);
  if (d.identificadorPagamento) p.campo('Identificador do pagamento', d.identificadorPagamento);

  p.doc.moveDown(1);
  p.paragrafo(
    `Recebemos de ${d.pagador.nome} o valor de ${formatarCentavos(d.valorPagoCentavos)}, referente ao título nº ${d.nufin} (${d.descricao}), que fica quitado.`,
  );
  p.paragrafo('Este recibo foi gerado pelo Portal unificado a partir do registro do pagamento confirmado pelo banco.', { tamanho: 9, cor: '#555555' });
  return p.finalizar(`Recibo do título nº ${d.nufin}`);
}

/**
 * The receipt of one of the member's títulos: 404 for another member's (or an unknown) título, 409 while it
 * is not paid. The breakdown is the settling charge's (what was actually charged) when there is one.
 */
export async function reciboDoTitulo(ex: Executor, pessoaId: string, nufin: number, agora = new Date()): Promise<{ pdf: Buffer; nomeArquivo: string }> {
  const t = await carregarTituloDoMembro(ex, pessoaId, nufin);
  if (t.status !== 'pago' || !t.pagoEm) {
    throw new AppError('RECIBO_INDISPONIVEL', 'O recibo fica disponível depois que o pagamento é confirmado.');
  }
  const [pessoa, pagamento] = await Promise.all([identificacaoDoMembro(ex, pessoaId), pagamentoQueLiquidou(ex, t.id)]);
  const [cobranca] = pagamento?.cobrancaId ? await ex.select().from(cobrancas).where(eq(cobrancas.id, pagamento.cobrancaId)).limit(1) : [];
  const devido = devidoNoPagamento(t);
  const valorPagoCentavos = t.valorPagoCentavos ?? pagamento?.valorCentavos ?? devido.totalCentavos;
  // Without the charge, the rules' figures for the payment day are shown only when they add up to what was paid.
  const detalhe = cobranca
    ? { descontoCentavos: cobranca.descontoCentavos, multaCentavos: cobranca.multaCentavos, jurosCentavos: cobranca.jurosCentavos }
    : devido.totalCentavos === valorPagoCentavos
      ? devido
      : { descontoCentavos: 0, multaCentavos: 0, jurosCentavos: 0 };
  const pdf = await gerarReciboPdf({
    pagador: { nome: pessoa.nome, cpf: pessoa.cpf },
    nufin: t.nufin,
    descricao: t.descricao,
    exercicio: t.exercicio,
    vencimento: t.vencimento,
    valorOriginalCentavos: t.valorCentavos,
    descontoCentavos: detalhe.descontoCentavos,
    multaCentavos: detalhe.multaCentavos,
    jurosCentavos: detalhe.jurosCentavos,
    valorPagoCentavos,
    meio: t.meioPagamento ?? pagamento?.meio ?? null,
    pagoEm: t.pagoEm,
    identificadorPagamento: pagamento?.endToEndId ?? null,
    emitidoEm: agora,
  });
  return { pdf, nomeArquivo: `recibo-${t.nufin}.pdf` };
}
