import type { Config } from '../../config/env.js';
import { segredoWebhookPagamentos } from '../segredos.js';
import { criarProvedorApiPixBcb } from './api-pix-bcb.js';
import type { LogPagamentos, ServicoPagamentos } from './provedor.js';
import { criarProvedorSandbox } from './sandbox.js';

/** The provider PAGAMENTOS_PROVEDOR chose, and the webhook secret (configured, or generated once in DATA_DIR/secrets). */
export function criarServicoPagamentos(config: Pick<Config, 'pagamentos' | 'dataDir'>, log: LogPagamentos): ServicoPagamentos {
  const p = config.pagamentos;
  const provedor = p.provedor === 'bcb' ? criarProvedorApiPixBcb(p, { log }) : criarProvedorSandbox(p);
  return { provedor, segredoWebhook: segredoWebhookPagamentos(p.webhookSegredo, config.dataDir).segredo };
}
