/**
 * The receipt of a petition (A4 PDF, Portuguese): protocol, process, filer, type, the server's date and time
 * of receipt in São Paulo, tempestividade and each document's name, size and SHA-256.
 */
import { formatarDataBr, type Peticao } from '@portal/contracts';
import { formatarDataHora } from '../../lib/comprovante-pdf.js';
import { descreverTamanho } from '../../lib/armazenamento/receber-arquivo.js';
import { abrirA4, AZUL, CINZA, MARGEM, textoPdf } from '../../lib/pdf-a4.js';

export interface DadosReciboPeticao {
  peticao: Peticao;
  processoNumero: string;
  processoAssunto: string;
  autorNome: string;
}

const segundos = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', second: '2-digit' });

/** dd/mm/aaaa hh:mm:ss (horário de Brasília). */
export function dataHoraRecibo(d: Date): string {
  return `${formatarDataHora(d)}:${segundos.format(d).padStart(2, '0')} (horário de Brasília)`;
}

export function tempestividadeDe(p: Pick<Peticao, 'prazo' | 'intempestiva'>): string {
  if (!p.prazo) return 'Sem prazo indicado';
  const fim = formatarDataBr(p.prazo.fim);
  return p.intempestiva
    ? `Intempestiva: recebida após as 24h de ${fim}, último dia do prazo "${p.prazo.descricao}"`
    : `Tempestiva: recebida até as 24h de ${fim}, último dia do prazo "${p.prazo.descricao}"`;
}

export async function gerarReciboPeticaoPdf(d: DadosReciboPeticao): Promise<Buffer> {
  const p = d.peticao;
  const pagina = await abrirA4({ titulo: `Recibo de petição ${p.protocolo}`, assunto: `Processo ${d.processoNumero}` });
  const { doc, esquerda, largura, garantirEspaco } = pagina;

  doc.font('Helvetica-Bold').fontSize(16).fillColor(AZUL).text('Portal unificado — Recibo de petição eletrônica', esquerda, MARGEM, { width: largura });
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(10)
    .fillColor(CINZA)
    .text('Data e hora do servidor no recebimento (Lei 11.419/2006, art. 10). Guarde este recibo.', { width: largura });
  doc.moveDown(1);

  const campos: [string, string][] = [
    ['Protocolo', p.protocolo],
    ['Processo', `${d.processoNumero} — ${d.processoAssunto}`],
    ['Peticionante', d.autorNome],
    ['Tipo', p.tipo],
    ['Recebida em', dataHoraRecibo(new Date(p.recebidaEm))],
    ['Tempestividade', tempestividadeDe(p)],
  ];
  for (const [rotulo, valor] of campos) {
    garantirEspaco(40);
    doc.font('Helvetica-Bold').fontSize(9).fillColor(CINZA).text(textoPdf(rotulo).toUpperCase(), esquerda, doc.y, { width: largura });
    doc
      .font(rotulo === 'Protocolo' ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(rotulo === 'Protocolo' ? 14 : 11)
      .fillColor('black')
      .text(textoPdf(valor), { width: largura });
    doc.moveDown(0.4);
  }

  pagina.secao('Documentos');
  if (p.documentos.length === 0) {
    doc.font('Helvetica').fontSize(10).fillColor('black').text('Nenhum documento anexado.', esquerda, doc.y);
  } else {
    for (const documento of p.documentos) {
      garantirEspaco(34);
      doc.font('Helvetica').fontSize(10).fillColor('black').text(textoPdf(`${documento.nome} (${descreverTamanho(documento.tamanho)})`), esquerda, doc.y, { width: largura });
      doc.font('Courier').fontSize(8).fillColor(CINZA).text(`SHA-256: ${documento.sha256}`, { width: largura });
      doc.moveDown(0.5);
    }
  }
  garantirEspaco(40);
  doc
    .moveDown(1)
    .font('Helvetica')
    .fontSize(9)
    .fillColor(CINZA)
    .text('Os resumos SHA-256 permitem conferir que cada documento é o mesmo que foi recebido.', esquerda, doc.y, { width: largura });
  return pagina.finalizar(`Petição ${p.protocolo}`);
}
