import QRCode from 'qrcode';
import { abrirA4, CINZA, AZUL, MARGEM as A4_MARGEM, textoPdf as texto } from './pdf-a4.js';

/** What a receipt (comprovante de protocolo) shows. Status values are display labels ('Em análise'). */
export interface DadosComprovante {
  protocolo: string;
  titulo: string;
  area: string;
  /** null for an anonymous report: the receipt then says so, and shows no identity. */
  requerente: string | null;
  enviadoEm: Date;
  status: string;
  codigoVerificacao: string;
  urlVerificacao: string;
  andamentos: { em: Date; de: string | null; para: string; texto: string | null }[];
  documentos: { nome: string; sha256: string }[];
  /** Dates without the time of day (dd/mm/aaaa): for the anonymous report, whose times are kept to the day. */
  apenasData?: boolean;
}

const dataHora = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** dd/mm/aaaa hh:mm in America/Sao_Paulo, whatever the server's time zone. */
export function formatarDataHora(d: Date): string {
  const p = Object.fromEntries(dataHora.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}


/**
 * Renders the receipt of a filed request as an A4 PDF in Portuguese: header, the request's fields, its
 * history (andamentos), its documents with their sha256, and a QR code to the public verification page.
 * A receipt is a few KB, so it is returned whole. pdfkit is loaded on first use (it is only needed here).
 */
export async function gerarComprovantePdf(d: DadosComprovante): Promise<Buffer> {
  const quando = (data: Date) => (d.apenasData ? formatarDataHora(data).slice(0, 10) : formatarDataHora(data));
  const qr = await QRCode.toBuffer(d.urlVerificacao, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 264 });
  const pagina = await abrirA4({ titulo: `Comprovante de protocolo ${d.protocolo}`, assunto: d.titulo });
  const { doc, esquerda, largura, garantirEspaco, limiteInferior } = pagina;
  const secao = (titulo: string) => pagina.secao(titulo);

  // Header
  doc.font('Helvetica-Bold').fontSize(16).fillColor(AZUL).text('Portal unificado — Comprovante de protocolo', esquerda, A4_MARGEM, { width: largura });
  doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor(CINZA).text('Guarde este comprovante. O protocolo identifica o seu pedido em qualquer atendimento.');

  // Fields, with the QR code on the right
  const colunaQr = 132;
  const larguraCampos = largura - colunaQr - 16;
  const topoCampos = doc.y + 16;
  doc.image(qr, esquerda + largura - colunaQr, topoCampos, { width: colunaQr });
  doc.y = topoCampos;
  const campos: [string, string][] = [
    ['Protocolo', d.protocolo],
    ['Pedido', d.titulo],
    ['Área', d.area],
    ['Requerente', d.requerente ?? 'Não identificado (anônimo)'],
    ['Enviado em', quando(d.enviadoEm)],
    ['Situação', d.status],
    ['Código de verificação', d.codigoVerificacao],
  ];
  for (const [rotulo, valor] of campos) {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(CINZA).text(texto(rotulo).toUpperCase(), esquerda, doc.y, { width: larguraCampos });
    doc
      .font(rotulo === 'Protocolo' ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(rotulo === 'Protocolo' ? 14 : 11)
      .fillColor('black')
      .text(texto(valor), { width: larguraCampos });
    doc.moveDown(0.4);
  }
  const fimCampos = doc.y;
  doc.font('Helvetica').fontSize(8).fillColor(CINZA).text('Aponte a câmera para verificar', esquerda + largura - colunaQr, topoCampos + colunaQr + 4, {
    width: colunaQr,
    align: 'center',
  });
  doc.y = Math.max(doc.y, fimCampos);
  doc.x = esquerda;

  // History
  secao('Andamentos');
  const colunas = [
    { titulo: 'Data', largura: 90 },
    { titulo: 'De', largura: 90 },
    { titulo: 'Para', largura: 90 },
    { titulo: 'Observação', largura: largura - 270 },
  ];
  const linhaTabela = (celulas: string[], negrito: boolean) => {
    doc.font(negrito ? 'Helvetica-Bold' : 'Helvetica').fontSize(9).fillColor('black');
    const alturas = celulas.map((c, i) => doc.heightOfString(c, { width: (colunas[i]?.largura ?? 0) - 6 }));
    const altura = Math.max(...alturas) + 6;
    if (doc.y + altura > limiteInferior()) {
      doc.addPage();
      if (!negrito) linhaTabela(colunas.map((c) => c.titulo), true);
      doc.font(negrito ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    }
    const y = doc.y;
    let x = esquerda;
    celulas.forEach((c, i) => {
      const w = colunas[i]?.largura ?? 0;
      doc.text(c, x, y + 3, { width: w - 6 });
      x += w;
    });
    doc
      .moveTo(esquerda, y + altura)
      .lineTo(esquerda + largura, y + altura)
      .lineWidth(0.25)
      .strokeColor('#bbbbbb')
      .stroke();
    doc.y = y + altura;
  };
  if (d.andamentos.length === 0) {
    doc.font('Helvetica').fontSize(10).text('Nenhum andamento registrado.', esquerda, doc.y);
  } else {
    linhaTabela(colunas.map((c) => c.titulo), true);
    for (const a of d.andamentos) {
      linhaTabela([quando(a.em), texto(a.de ?? '—'), texto(a.para), texto(a.texto ?? '')], false);
    }
  }
  doc.x = esquerda;

  // Documents
  secao('Documentos enviados');
  if (d.documentos.length === 0) {
    doc.font('Helvetica').fontSize(10).text('Nenhum documento enviado.', esquerda, doc.y);
  } else {
    for (const documento of d.documentos) {
      garantirEspaco(34);
      doc.font('Helvetica').fontSize(10).fillColor('black').text(texto(documento.nome), esquerda, doc.y, { width: largura });
      doc.font('Courier').fontSize(8).fillColor(CINZA).text(`SHA-256: ${texto(documento.sha256)}`, { width: largura });
      doc.moveDown(0.5);
    }
  }

  // Verification
  garantirEspaco(60);
  doc.moveDown(1.5).font('Helvetica').fontSize(10).fillColor('black');
  doc.text(texto(`Verifique a autenticidade em ${d.urlVerificacao}`), esquerda, doc.y, { width: largura, link: d.urlVerificacao });
  doc
    .moveDown(0.3)
    .fontSize(9)
    .fillColor(CINZA)
    .text(texto(`Informe o código de verificação ${d.codigoVerificacao} ou leia o QR code. Os resumos SHA-256 permitem conferir que cada documento é o mesmo que foi enviado.`), {
      width: largura,
    });

  // Footer on every page: which receipt, which page.
  return pagina.finalizar(`Protocolo ${d.protocolo}`);
}
