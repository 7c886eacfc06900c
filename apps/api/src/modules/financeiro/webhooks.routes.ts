/**
 * Payment webhooks (/wsapp/pagamentos/webhook/pix and /boleto). Public routes — the caller is a provider, not
 * a user — guarded by what the body proves instead:
 * - boleto, and PIX with the sandbox: an HMAC-SHA256 signature of the exact bytes received
 *   (x-portal-timestamp + x-portal-signature, see lib/pagamentos/assinatura-webhook.ts); a missing, stale or
 *   wrong signature answers 401 before the body is even read as JSON, and nothing changes;
 * - PIX with the API Pix: the PSP does not sign with our secret, so the body is only a hint and every item is
 *   confirmed at the PSP (GET /cob/{txid}) before it settles (processar-notificacoes.ts); a charge of ours the
 *   PSP does not show as paid yet answers 503, so the PSP retries.
 * This plugin parses JSON itself (the raw bytes are needed for the HMAC) and never logs bodies or signatures.
 */
import { erroApiSchema } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { CABECALHO_ASSINATURA, CABECALHO_TIMESTAMP, verificarAssinaturaWebhook } from '../../lib/pagamentos/assinatura-webhook.js';
import { respostaWebhookSchema, webhookBoletoBodySchema, webhookPixBodySchema } from './notificacoes.schemas.js';
import { processarBoletos, processarPix } from './processar-notificacoes.js';
import { contextoDe } from '../../lib/http/contexto.js';

export const CAMINHO_WEBHOOK_PIX = '/pagamentos/webhook/pix';
export const CAMINHO_WEBHOOK_BOLETO = '/pagamentos/webhook/boleto';
/** A notification is small; this is room for hundreds of items. */
export const LIMITE_CORPO_WEBHOOK = 256 * 1024;

/** API Pix: unconfirmed items a sender (IP) may post in the window before it is refused (429). */
export const MAX_NAO_CONFIRMADOS = 30;
const JANELA_NAO_CONFIRMADOS_MS = 10 * 60_000;

/** The bytes as received, until the signature is checked; then the parsed JSON takes their place. */
class CorpoBruto {
  constructor(readonly bytes: Buffer) {}
}

const MENSAGENS_401 = {
  ausente: 'Notificação sem assinatura: envie x-portal-timestamp e x-portal-signature.',
  fora_da_janela: 'Notificação com horário (x-portal-timestamp) fora da janela de 5 minutos: assine de novo e reenvie.',
  invalida: 'A assinatura da notificação não confere.',
} as const;

const respostas = {
  200: respostaWebhookSchema,
  400: erroApiSchema,
  401: erroApiSchema,
  413: erroApiSchema,
  415: erroApiSchema,
  429: erroApiSchema,
  502: erroApiSchema,
  503: erroApiSchema,
};

const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only JSON, kept as bytes (this plugin's scope only).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, corpo, done) => {
    const bytes = corpo as Buffer;
    if (bytes.length > LIMITE_CORPO_WEBHOOK) {
      done(new AppError('CORPO_GRANDE_DEMAIS', `A notificação excede o limite de ${LIMITE_CORPO_WEBHOOK / 1024} KB.`), undefined);
      return;
    }
    done(null, new CorpoBruto(bytes));
  });

  /** Checks the signature (when `assinada` says so) over the raw bytes, then hands the parsed JSON to validation. */
  const lerCorpo = (assinada: () => boolean) => async (req: FastifyRequest) => {
    const bruto = req.body instanceof CorpoBruto ? req.body : null;
    if (assinada()) {
      const r = verificarAssinaturaWebhook(
        app.pagamentos.segredoWebhook,
        { timestamp: req.headers[CABECALHO_TIMESTAMP], assinatura: req.headers[CABECALHO_ASSINATURA] },
        bruto?.bytes ?? Buffer.alloc(0),
      );
      if (!r.ok) throw new AppError('ASSINATURA_INVALIDA', MENSAGENS_401[r.motivo]);
    }
    if (!bruto) return;
    try {
      req.body = JSON.parse(bruto.bytes.toString('utf8'));
    } catch {
      throw new AppError('JSON_INVALIDO', 'O corpo da requisição não é um JSON válido.');
    }
  };

  app.post(
    CAMINHO_WEBHOOK_PIX,
    {
      config: { access: 'public' },
      preValidation: lerCorpo(() => !app.pagamentos.provedor.confirmaNotificacoes),
      schema: {
        tags: ['pagamentos'],
        summary: 'Notificação de PIX recebido (formato do webhook da API Pix do Banco Central)',
        description:
          'Ambiente de demonstração: assinada com HMAC-SHA256 (x-portal-timestamp, x-portal-signature). Com a API Pix, cada PIX é confirmado no PSP (GET /cob/{txid}) antes de liquidar.',
        body: webhookPixBodySchema,
        response: respostas,
      },
    },
    async (req) => {
      const chave = `webhook-pix-nao-confirmado:${req.ip}`;
      return processarPix({ ...contextoDe(app, req), pagamentos: app.pagamentos }, req.body.pix, {
        esgotado: async () => (await app.limiter.peek(chave)).total >= MAX_NAO_CONFIRMADOS,
        registrar: async () => {
          await app.limiter.hit(chave, JANELA_NAO_CONFIRMADOS_MS);
        },
      });
    },
  );

  app.post(
    CAMINHO_WEBHOOK_BOLETO,
    {
      config: { access: 'public' },
      preValidation: lerCorpo(() => true),
      schema: {
        tags: ['pagamentos'],
        summary: 'Retorno do banco: boletos pagos (sempre assinado com HMAC-SHA256)',
        body: webhookBoletoBodySchema,
        response: respostas,
      },
    },
    async (req) => processarBoletos({ ...contextoDe(app, req), pagamentos: app.pagamentos }, req.body.boletos),
  );
};

export default webhooksRoutes;
