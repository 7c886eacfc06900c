import { randomInt } from 'node:crypto';
import { gerarCodigoBarras, linhaDigitavel } from './boleto.js';
import type { BoletoCriado, PedidoBoleto } from './provedor.js';

/**
 * Boletos under a Banco do Brasil agreement with a 7-digit convênio ("convênio de 7 posições"), whose campo
 * livre is: 000000 (6) + nosso número (17 = convênio 7 + sequence 10) + carteira (2). The portal numbers
 * its own boletos (the sequence is random and unique: cobrancas.txid holds the nosso número), so no
 * round trip to the bank is needed to issue one; the bank's return (CNAB or its API) reaches the portal through
 * the signed boleto webhook. Carteira 17 is the usual one for registered charges by agreement.
 */
export const CARTEIRA = '17';

/** A new nosso número: the agreement + 10 random digits (the caller retries on the rare clash). */
export function novoNossoNumero(convenio: string): string {
  if (!/^\d{7}$/.test(convenio)) throw new Error('Boleto: o convênio deve ter 7 dígitos.');
  return convenio + String(randomInt(0, 10_000_000_000)).padStart(10, '0');
}

export function campoLivreConvenio7(nossoNumero: string): string {
  if (!/^\d{17}$/.test(nossoNumero)) throw new Error('Boleto: o nosso número deve ter 17 dígitos (convênio + sequência).');
  return `000000${nossoNumero}${CARTEIRA}`;
}

/** The barcode and the line of a boleto of `banco` under its 7-digit agreement. */
export function gerarBoletoConvenio(banco: string, p: PedidoBoleto): BoletoCriado {
  const codigoBarras = gerarCodigoBarras({
    banco,
    vencimento: p.vencimento,
    valorCentavos: p.valorCentavos,
    campoLivre: campoLivreConvenio7(p.nossoNumero),
  });
  return { codigoBarras, linhaDigitavel: linhaDigitavel(codigoBarras) };
}
