import type { Cobranca } from '@portal/contracts';
import QRCode from 'qrcode';
import { formatarLinha } from '../../lib/pagamentos/boleto.js';
import { itfSvg } from '../../lib/pagamentos/itf-svg.js';
import type { LinhaCobranca } from './criar-cobranca.js';

/** A charge as the member sees it: the breakdown of the amount, the PIX QR code (SVG) or the boleto line and barcode (SVG). */
export async function cobrancaDe(c: LinhaCobranca, nufin: number): Promise<Cobranca> {
  const pix =
    c.meio === 'pix' && c.brCode
      ? {
          txid: c.txid,
          copiaECola: c.brCode,
          qrCodeSvg: await QRCode.toString(c.brCode, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
        }
      : null;
  const boleto =
    c.meio === 'boleto' && c.codigoBarras && c.linhaDigitavel
      ? { linhaDigitavel: formatarLinha(c.linhaDigitavel), codigoBarras: c.codigoBarras, codigoBarrasSvg: itfSvg(c.codigoBarras) }
      : null;
  return {
    id: c.id,
    nufin,
    meio: c.meio,
    valorCentavos: c.valorCentavos,
    detalhamento: {
      principalCentavos: c.principalCentavos,
      descontoCentavos: c.descontoCentavos,
      multaCentavos: c.multaCentavos,
      jurosCentavos: c.jurosCentavos,
      totalCentavos: c.valorCentavos,
      diasAtraso: c.diasAtraso,
    },
    criadaEm: c.criadaEm.toISOString(),
    expiraEm: c.expiraEm ? c.expiraEm.toISOString() : null,
    vencimento: c.vencimento,
    pix,
    boleto,
  };
}
