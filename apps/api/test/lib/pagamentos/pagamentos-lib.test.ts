import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assinaturaWebhook, cabecalhosAssinados, verificarAssinaturaWebhook } from '../../../src/lib/pagamentos/assinatura-webhook.js';
import { decomporCodigoBarras, gerarCodigoBarras, linhaDigitavel } from '../../../src/lib/pagamentos/boleto.js';
import { campoLivreConvenio7, gerarBoletoConvenio, novoNossoNumero } from '../../../src/lib/pagamentos/boleto-convenio.js';
import { itfSvg, larguraElementosItf, PADROES_ITF } from '../../../src/lib/pagamentos/itf-svg.js';
import { alfanumericosAleatorios, centavosDeValorApiPix, valorApiPix } from '../../../src/lib/pagamentos/provedor.js';
import { segredoJwt, segredoWebhookPagamentos } from '../../../src/lib/segredos.js';

/** Reads an ITF SVG back into digits, the way a scanner would: bar and space widths, narrow = 1, wide = 3. */
function lerItf(svg: string): string {
  const barras = [...svg.matchAll(/<rect x="(\d+)" y="0" width="(\d+)" height="50"\/>/g)].map((m) => ({ x: Number(m[1]), w: Number(m[2]) }));
  const larguras: number[] = [];
  barras.forEach((b, i) => {
    larguras.push(b.w);
    const proxima = barras[i + 1];
    if (proxima) larguras.push(proxima.x - (b.x + b.w));
  });
  expect(larguras.slice(0, 4)).toEqual([1, 1, 1, 1]);
  expect(larguras.slice(-3)).toEqual([3, 1, 1]);
  const miolo = larguras.slice(4, -3);
  const padrao = (ws: number[]) => ws.map((w) => (w === 3 ? 'W' : 'N')).join('');
  let digitos = '';
  for (let i = 0; i < miolo.length; i += 10) {
    const bloco = miolo.slice(i, i + 10);
    digitos += String(PADROES_ITF.indexOf(padrao(bloco.filter((_, k) => k % 2 === 0))));
    digitos += String(PADROES_ITF.indexOf(padrao(bloco.filter((_, k) => k % 2 === 1))));
  }
  return digitos;
}

describe('ITF (interleaved 2 of 5) barcode SVG', () => {
  it('draws the 44 digits so that reading the bars back gives them again', () => {
    const codigo = gerarCodigoBarras({ banco: '001', vencimento: '2026-05-20', valorCentavos: 98_500, campoLivre: campoLivreConvenio7('12345670000000042') });
    const svg = itfSvg(codigo);
    expect(lerItf(svg)).toBe(codigo);
    expect(svg).toContain('aria-label="Código de barras do boleto"');
    // 4 start + 22 pairs × 18 + 5 stop modules, 10 of quiet zone each side.
    expect(svg).toContain('viewBox="0 0 425 50"');
    expect(larguraElementosItf(codigo)).toHaveLength(4 + 44 * 5 + 3);
  });

  it('every digit has exactly two wide elements; an odd count or non-digits are refused', () => {
    for (const p of PADROES_ITF) expect([...p].filter((c) => c === 'W')).toHaveLength(2);
    expect(new Set(PADROES_ITF).size).toBe(10);
    expect(() => itfSvg('123')).toThrow(/par/);
    expect(() => itfSvg('12a4')).toThrow(/par/);
  });
});

describe('boleto under a 7-digit agreement (Banco do Brasil)', () => {
  it('campo livre = 000000 + nosso número (convênio + 10) + carteira 17, in a valid barcode and line', () => {
    const nosso = novoNossoNumero('7654321');
    expect(nosso).toMatch(/^7654321\d{10}$/);
    const b = gerarBoletoConvenio('001', { nossoNumero: nosso, valorCentavos: 12_345, vencimento: '2026-06-30' });
    const partes = decomporCodigoBarras(b.codigoBarras);
    expect(partes).toMatchObject({ banco: '001', moeda: '9', valorCentavos: 12_345, campoLivre: `000000${nosso}17` });
    expect(b.linhaDigitavel).toBe(linhaDigitavel(b.codigoBarras));
    expect(() => novoNossoNumero('123')).toThrow(/7 dígitos/);
    expect(() => campoLivreConvenio7('1')).toThrow(/17 dígitos/);
  });
});

describe('money and txids', () => {
  it('centavos ↔ API Pix strings', () => {
    expect(valorApiPix(1)).toBe('0.01');
    expect(valorApiPix(12_345)).toBe('123.45');
    expect(valorApiPix(100_000)).toBe('1000.00');
    expect(centavosDeValorApiPix('123.45')).toBe(12_345);
    expect(centavosDeValorApiPix('0.10')).toBe(10);
    for (const ruim of ['123.4', '123', '1,00', '-1.00', '1.000', ' 1.00', '12345678901.00']) expect(centavosDeValorApiPix(ruim)).toBeNull();
  });

  it('random alphanumerics of the length asked, using the whole alphabet', () => {
    const visto = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const s = alfanumericosAleatorios(32, randomBytes);
      expect(s).toMatch(/^[A-Za-z0-9]{32}$/);
      for (const c of s) visto.add(c);
    }
    expect(visto.size).toBe(62);
  });
});

describe('webhook signature', () => {
  const segredo = 's'.repeat(40);
  const corpo = Buffer.from('{"pix":[]}');
  const agora = 1_800_000_000_000;

  it('accepts its own signature within five minutes either way', () => {
    const h = cabecalhosAssinados(segredo, corpo, agora);
    const v = (ms: number) => verificarAssinaturaWebhook(segredo, { timestamp: h['x-portal-timestamp'], assinatura: h['x-portal-signature'] }, corpo, ms);
    expect(v(agora)).toEqual({ ok: true });
    expect(v(agora + 300_000)).toEqual({ ok: true });
    expect(v(agora - 300_000)).toEqual({ ok: true });
    expect(v(agora + 301_000)).toEqual({ ok: false, motivo: 'fora_da_janela' });
    expect(h['x-portal-signature']).toBe(assinaturaWebhook(segredo, String(agora / 1000), corpo));
    expect(h['x-portal-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
  });

  it('refuses missing, malformed, other-secret and other-body signatures', () => {
    const ts = String(agora / 1000);
    const assinatura = assinaturaWebhook(segredo, ts, corpo);
    const v = (c: { timestamp?: string | string[]; assinatura?: string | string[] }, b = corpo) =>
      verificarAssinaturaWebhook(segredo, { timestamp: c.timestamp, assinatura: c.assinatura }, b, agora);
    expect(v({ timestamp: ts })).toEqual({ ok: false, motivo: 'ausente' });
    expect(v({ assinatura })).toEqual({ ok: false, motivo: 'ausente' });
    expect(v({ timestamp: [ts, ts], assinatura })).toEqual({ ok: false, motivo: 'ausente' });
    expect(v({ timestamp: 'agora', assinatura })).toEqual({ ok: false, motivo: 'invalida' });
    expect(v({ timestamp: ts, assinatura: assinatura.slice(7) })).toEqual({ ok: false, motivo: 'invalida' });
    expect(v({ timestamp: ts, assinatura: assinaturaWebhook('outro'.repeat(8), ts, corpo) })).toEqual({ ok: false, motivo: 'invalida' });
    expect(v({ timestamp: ts, assinatura }, Buffer.from('{"pix": []}'))).toEqual({ ok: false, motivo: 'invalida' });
    expect(v({ timestamp: ts, assinatura: assinatura.toUpperCase().replace('SHA256=', 'sha256=') })).toEqual({ ok: true });
  });
});

describe('secrets kept in DATA_DIR/secrets', () => {
  it('the webhook secret is generated once and kept; the configured one wins; the JWT one is separate', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'segredos-'));
    try {
      const a = segredoWebhookPagamentos(undefined, dir);
      expect(a.origem).toBe('arquivo');
      expect(a.segredo.length).toBeGreaterThanOrEqual(32);
      expect(segredoWebhookPagamentos(undefined, dir).segredo).toBe(a.segredo);
      expect(fs.statSync(path.join(dir, 'secrets', 'pagamentos-webhook-secret')).mode & 0o777).toBe(0o600);
      expect(segredoWebhookPagamentos('c'.repeat(32), dir)).toEqual({ segredo: 'c'.repeat(32), origem: 'env' });
      const jwt = segredoJwt(undefined, dir);
      expect(jwt.segredo).not.toBe(a.segredo);
      expect(fs.readFileSync(path.join(dir, 'secrets', 'jwt-secret'), 'utf8')).toBe(jwt.segredo);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
