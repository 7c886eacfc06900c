import { formatarDataBr, ROTULO_TIPO_INGRESSO, type Ingresso } from '@portal/contracts';
import QRCode from 'qrcode';
import { abrirA4, AZUL, CINZA, MARGEM, textoPdf as texto } from '../../lib/pdf-a4.js';

/** One issued ticket as an A4 PDF: the event, the holder and kind, the QR (signed code) and the short code. */
export async function gerarIngressoPdf(i: Ingresso & { codigo: string; codigoCurto: string }): Promise<Buffer> {
  const qr = await QRCode.toBuffer(i.codigo, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 480 });
  const pagina = await abrirA4({ titulo: `Ingresso ${i.eventoNome}`, assunto: `Ingresso de ${i.titular}` });
  const { doc, esquerda, largura } = pagina;
  doc.font('Helvetica-Bold').fontSize(18).fillColor(AZUL).text(texto(i.eventoNome), esquerda, MARGEM, { width: largura });
  doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor(CINZA).text(texto(`${formatarDataBr(i.eventoData)} — ${i.eventoLocal}`), { width: largura });
  doc.moveDown(1);
  const campos: [string, string][] = [
    ['Titular', i.titular],
    ['Tipo', ROTULO_TIPO_INGRESSO[i.tipo]],
    ['Código para digitar na portaria', i.codigoCurto],
  ];
  for (const [rotulo, valor] of campos) {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(CINZA).text(texto(rotulo).toUpperCase(), esquerda, doc.y, { width: largura });
    doc.font('Helvetica').fontSize(14).fillColor('black').text(texto(valor), { width: largura });
    doc.moveDown(0.5);
  }
  const lado = 240;
  doc.image(qr, esquerda + (largura - lado) / 2, doc.y + 10, { width: lado });
  doc.y += lado + 20;
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(CINZA)
    .text('Apresente este QR na entrada. Cada ingresso vale uma entrada. Se o titular for alterado, este ingresso deixa de valer e um novo é emitido.', esquerda, doc.y, {
      width: largura,
      align: 'center',
    });
  return pagina.finalizar(texto(`Ingresso ${i.codigoCurto}`));
}
