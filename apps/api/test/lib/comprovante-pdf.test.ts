import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { detectarFormato, fimValido } from '../../src/lib/armazenamento/receber-arquivo.js';
import { formatarDataHora, gerarComprovantePdf, type DadosComprovante } from '../../src/lib/comprovante-pdf.js';

/** The page content streams of a PDF, inflated. */
function fluxos(pdf: Buffer): string[] {
  const latin = pdf.toString('latin1');
  const saida: string[] = [];
  for (const m of latin.matchAll(/<<((?:(?!>>\s*stream)[^])*?)>>\s*stream\r?\n/g)) {
    const dicionario = m[1] ?? '';
    const tamanho = Number(/\/Length (\d+)/.exec(dicionario)?.[1]);
    const inicio = (m.index ?? 0) + m[0].length;
    const bruto = pdf.subarray(inicio, inicio + tamanho);
    if (/\/Subtype \/Image/.test(dicionario)) continue;
    saida.push((dicionario.includes('/FlateDecode') ? inflateSync(bruto) : bruto).toString('latin1'));
  }
  return saida;
}

/** Each piece of text shown, with its page and its height on the page (PDF units, from the bottom). */
function trechos(pdf: Buffer): { texto: string; pagina: number; y: number }[] {
  // Windows-1252 by hand: Node 20's TextDecoder treats it as Latin-1.
  const alto = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
  const winAnsi = { decode: (b: Buffer) => [...b].map((c) => (c >= 0x80 && c <= 0x9f ? alto[c - 0x80] : String.fromCharCode(c))).join('') };
  const saida: { texto: string; pagina: number; y: number }[] = [];
  fluxos(pdf).forEach((conteudo, pagina) => {
    for (const tj of conteudo.matchAll(/1 0 0 1 [\d.]+ ([\d.]+) Tm\s*\/F\d+ [\d.]+ Tf\s*\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ/g)) {
      const hex = [...(tj[2] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      saida.push({ texto: winAnsi.decode(Buffer.from(hex, 'hex')), pagina, y: Number(tj[1]) });
    }
  });
  return saida;
}

/** The text shown, one line per text-showing operator (pdfkit writes WinAnsi hex strings in TJ arrays). */
const textoDoPdf = (pdf: Buffer) =>
  trechos(pdf)
    .map((t) => t.texto)
    .join('\n');

const paginas = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(/\/Type \/Page\b/g)].length;

const base: DadosComprovante = {
  protocolo: '2026/000123',
  titulo: 'Auxílio maternidade',
  area: 'CASAG',
  requerente: 'Ana Conceição Araújo',
  enviadoEm: new Date('2026-03-25T14:30:00Z'),
  status: 'Em análise',
  codigoVerificacao: 'K7Q2-9XWD',
  urlVerificacao: 'http://portal.teste/verificar/K7Q2-9XWD',
  andamentos: [
    { em: new Date('2026-03-25T14:30:00Z'), de: null, para: 'Enviado', texto: null },
    { em: new Date('2026-03-26T02:05:00Z'), de: 'Enviado', para: 'Em análise', texto: 'Pedido recebido pela CASAG; análise iniciada.' },
  ],
  documentos: [
    { nome: 'certidão de nascimento.pdf', sha256: 'a'.repeat(64) },
    { nome: 'comprovante de conta.png', sha256: '0123456789abcdef'.repeat(4) },
  ],
};

describe('gerarComprovantePdf', () => {
  it('renders a complete A4 PDF with the fields, history, documents and the verification link', async () => {
    const pdf = await gerarComprovantePdf(base);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    // It passes the same completeness check as an uploaded PDF.
    expect(detectarFormato(pdf)).toBe('pdf');
    expect(fimValido('pdf', pdf.subarray(-2048), pdf.length)).toBe(true);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);

    const texto = textoDoPdf(pdf);
    for (const esperado of [
      'Portal unificado — Comprovante de protocolo',
      '2026/000123',
      'Auxílio maternidade',
      'CASAG',
      'Ana Conceição Araújo',
      // 14:30 UTC is 11:30 in São Paulo; 02:05 UTC on the 26th is still the 25th there.
      '25/03/2026 11:30',
      '25/03/2026 23:05',
      'Em análise',
      'K7Q2-9XWD',
      'Pedido recebido pela CASAG; análise iniciada.',
      'certidão de nascimento.pdf',
      `SHA-256: ${'a'.repeat(64)}`,
      `SHA-256: ${'0123456789abcdef'.repeat(4)}`,
      'Verifique a autenticidade em http://portal.teste/verificar/K7Q2-9XWD',
    ]) {
      expect(texto).toContain(esperado);
    }
    const bruto = pdf.toString('latin1');
    expect(bruto).toContain('/URI (http://portal.teste/verificar/K7Q2-9XWD)');
    expect(bruto).toMatch(/\/Subtype \/Image/); // the QR code
    expect(bruto).toContain('/Lang (pt-BR)');
    expect(paginas(pdf)).toBe(1);
    expect(texto).toContain('Protocolo 2026/000123 — página 1 de 1');

    // Layout: the history starts below the last field and the QR caption, never over them.
    const t = trechos(pdf);
    const y = (s: string) => t.find((x) => x.texto === s)?.y ?? Number.NaN;
    expect(y('Andamentos')).toBeLessThan(y('K7Q2-9XWD'));
    expect(y('Andamentos')).toBeLessThan(y('Aponte a câmera para verificar'));
    expect(y('Data')).toBeLessThan(y('Andamentos'));
  });

  it('says an anonymous report has no identified requester, and handles empty lists', async () => {
    const texto = textoDoPdf(await gerarComprovantePdf({ ...base, requerente: null, andamentos: [], documentos: [] }));
    expect(texto).toContain('Não identificado (anônimo)');
    expect(texto).toContain('Nenhum andamento registrado.');
    expect(texto).toContain('Nenhum documento enviado.');
    expect(texto).not.toContain('Ana Conceição');
  });

  it('shows dates without the time of day when asked (anonymous reports keep only the day)', async () => {
    const texto = textoDoPdf(await gerarComprovantePdf({ ...base, requerente: null, apenasData: true }));
    expect(texto).toMatch(/^25\/03\/2026$/m);
    expect(texto).not.toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  });

  it('continues a long history on new pages, and replaces characters the PDF font cannot show', async () => {
    const andamentos = Array.from({ length: 90 }, (_, i) => ({
      em: new Date(Date.UTC(2026, 0, 1, 12, i)),
      de: 'Em análise',
      para: 'Em diligência',
      texto: `Andamento número ${i + 1} 😀`,
    }));
    const pdf = await gerarComprovantePdf({ ...base, andamentos });
    const texto = textoDoPdf(pdf);
    const total = paginas(pdf);
    expect(total).toBeGreaterThan(1);
    expect(texto).toContain(`Protocolo 2026/000123 — página ${total} de ${total}`);
    // Every page after the first repeats the table header.
    const cabecalhos = trechos(pdf).filter((x) => x.texto === 'Observação');
    expect(new Set(cabecalhos.map((x) => x.pagina)).size).toBe(total);
    expect(texto).toContain('Andamento número 1 ?');
    expect(texto).toContain('Andamento número 90 ?');
    expect(texto).not.toMatch(/\uFFFD/);
  });

  it('formats dates as dd/mm/aaaa hh:mm in São Paulo time', () => {
    expect(formatarDataHora(new Date('2026-01-02T03:04:00Z'))).toBe('02/01/2026 00:04');
    expect(formatarDataHora(new Date('2026-12-31T23:59:00Z'))).toBe('31/12/2026 20:59');
  });
});
