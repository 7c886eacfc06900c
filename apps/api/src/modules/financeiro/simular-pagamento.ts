/**
 * Staff 'simular pagamento' (sandbox only): plays the bank. It builds the notification the bank would send
 * for the título's active charge of that means (making one for today's amount if there is none), signs it
 * with the webhook secret and sends it through the webhook route itself (app.inject): the very path a real
 * notification takes, so what the demo shows is what production does. Nothing is settled here directly.
 */
import { randomBytes } from 'node:crypto';
import type { MeioPagamento } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { cobrancas, titulos } from '../../db/schema/index.js';
import { cabecalhosAssinados } from '../../lib/pagamentos/assinatura-webhook.js';
import { alfanumericosAleatorios, valorApiPix } from '../../lib/pagamentos/provedor.js';
import { AppError, naoEncontrado } from '../../lib/app-error.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { criarCobranca, tituloNaoEncontrado, type LinhaCobranca } from './criar-cobranca.js';
import { respostaWebhookSchema } from './notificacoes.schemas.js';
import { CAMINHO_WEBHOOK_BOLETO, CAMINHO_WEBHOOK_PIX } from './webhooks.routes.js';

export type ResultadoSimulacao = 'liquidado' | 'em_revisao' | 'duplicado';

export const simulacaoIndisponivel = () => naoEncontrado('A simulação de pagamento só existe no ambiente de demonstração.');

/** A PIX end-to-end id as the SPI makes them: 'E' + payer's ISPB (8) + yyyyMMddHHmm (UTC) + 11 characters. */
export function novoEndToEndId(agora = new Date()): string {
  const carimbo = agora.toISOString().replace(/\D/g, '').slice(0, 12);
  return `E99999999${carimbo}${alfanumericosAleatorios(11, randomBytes)}`;
}

async function cobrancaParaSimular(app: FastifyInstance, nufin: number, meio: MeioPagamento): Promise<LinhaCobranca> {
  const [t] = await app.db.select({ id: titulos.id }).from(titulos).where(eq(titulos.nufin, nufin)).limit(1);
  if (!t) throw tituloNaoEncontrado();
  const [ativa] = await app.db
    .select()
    .from(cobrancas)
    .where(and(eq(cobrancas.tituloId, t.id), eq(cobrancas.meio, meio), eq(cobrancas.status, 'ativa')))
    .orderBy(desc(cobrancas.criadaEm))
    .limit(1);
  if (ativa) return ativa;
  return (await criarCobranca(app, { nufin, meio, pessoaId: null })).linha;
}

/** The webhook refused the simulated notification: nothing was paid, and the staff member is told why. */
function webhookRecusou(status: number, corpo: string): AppError {
  let motivo = '';
  try {
    const j = JSON.parse(corpo) as { mensagem?: unknown };
    if (typeof j.mensagem === 'string') motivo = ` Motivo: ${j.mensagem}`;
  } catch {
    // No JSON answer: the status alone is said.
  }
  return new AppError('SIMULACAO_RECUSADA',
    `O webhook de pagamentos recusou a notificação simulada (HTTP ${status}); nada foi pago.${motivo}`.slice(0, 500),
  );
}

export async function simularPagamento(
  app: FastifyInstance,
  p: { nufin: number; meio: MeioPagamento; usuarioId: string; origem: { ip: string; userAgent: string | null } },
): Promise<ResultadoSimulacao> {
  if (app.pagamentos.provedor.nome !== 'sandbox') throw simulacaoIndisponivel();
  const auditar = (sucesso: boolean, detalhes: Record<string, unknown>, motivo: string | null = null) =>
    registrarAuditoria(app.db, {
      acao: 'pagamento_simulado',
      sucesso,
      motivo,
      usuarioId: p.usuarioId,
      ip: p.origem.ip,
      userAgent: p.origem.userAgent,
      detalhes: { nufin: p.nufin, meio: p.meio, ...detalhes },
    });
  let txid: string | null = null;
  try {
    const cobranca = await cobrancaParaSimular(app, p.nufin, p.meio);
    txid = cobranca.txid;
    const agora = new Date();
    const corpo =
      p.meio === 'pix'
        ? {
            pix: [
              {
                endToEndId: novoEndToEndId(agora),
                txid: cobranca.txid,
                valor: valorApiPix(cobranca.valorCentavos),
                horario: agora.toISOString(),
                infoPagador: 'Pagamento simulado pela equipe (demonstração)',
              },
            ],
          }
        : {
            boletos: [
              {
                idLiquidacao: `SIM${alfanumericosAleatorios(29, randomBytes)}`,
                nossoNumero: cobranca.txid,
                valorPago: valorApiPix(cobranca.valorCentavos),
                dataPagamento: agora.toISOString(),
              },
            ],
          };
    const texto = JSON.stringify(corpo);
    const res = await app.inject({
      method: 'POST',
      url: `${app.prefix}${p.meio === 'pix' ? CAMINHO_WEBHOOK_PIX : CAMINHO_WEBHOOK_BOLETO}`,
      headers: { 'content-type': 'application/json', ...cabecalhosAssinados(app.pagamentos.segredoWebhook, texto, agora.getTime()) },
      payload: texto,
    });
    if (res.statusCode !== 200) throw webhookRecusou(res.statusCode, res.body);
    const contagem = respostaWebhookSchema.parse(res.json());
    const resultado: ResultadoSimulacao = contagem.liquidados > 0 ? 'liquidado' : contagem.emRevisao > 0 ? 'em_revisao' : 'duplicado';
    await auditar(true, { txid, resultado });
    return resultado;
  } catch (err) {
    // A failed attempt is audited too (who tried to pay what, and why it did not go through).
    const codigo = err instanceof AppError ? err.codigo : 'ERRO_INTERNO';
    await auditar(false, { txid }, codigo).catch((falha: unknown) => {
      app.log.error({ erro: (falha as Error).message.slice(0, 200) }, 'falha ao auditar simulação de pagamento');
    });
    throw err;
  }
}
