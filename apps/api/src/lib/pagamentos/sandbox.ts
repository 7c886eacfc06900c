import { randomBytes } from 'node:crypto';
import type { ConfigPagamentos } from '../../config/env.js';
import { gerarBoletoConvenio } from './boleto-convenio.js';
import { gerarBrCodeEstatico } from './br-code.js';
import { alfanumericosAleatorios, type ProvedorPagamentos } from './provedor.js';

/**
 * The embedded demo provider. Its PIX charges are real static BR Codes (chave, amount, a 25-character txid,
 * receiver name and city: any bank app reads them) and its boletos real FEBRABAN lines; nothing leaves the
 * machine. It never settles by itself: a payment exists only when a notification signed with the webhook
 * secret reaches /pagamentos/webhook/pix or /boleto (staff 'simular pagamento' sends exactly that).
 */
export function criarProvedorSandbox(config: Pick<ConfigPagamentos, 'pix' | 'boleto'>): ProvedorPagamentos {
  return {
    nome: 'sandbox',
    confirmaNotificacoes: false,
    // A static BR Code carries at most 25 characters of txid.
    novoTxidPix: () => alfanumericosAleatorios(25, randomBytes),
    async criarCobrancaPix(p) {
      const copiaECola = gerarBrCodeEstatico({
        chave: config.pix.chave,
        valorCentavos: p.valorCentavos,
        nome: config.pix.recebedorNome,
        cidade: config.pix.recebedorCidade,
        txid: p.txid,
      });
      return { copiaECola, location: null };
    },
    criarBoleto: (p) => gerarBoletoConvenio(config.boleto.banco, p),
  };
}
