import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { mensagemDeErro } from './api-client';
import { ehErroHttp } from './http';
import { baixarArquivo, nomeDoArquivo } from './baixar-arquivo';

describe('nomeDoArquivo', () => {
  it('prefers filename* (UTF-8, percent-encoded) over the ASCII filename', () => {
    expect(nomeDoArquivo(`attachment; filename="certidao.pdf"; filename*=UTF-8''certid%C3%A3o%20n%C2%BA%201.pdf`, 'x')).toBe('certidão nº 1.pdf');
  });

  it('reads a quoted or an unquoted filename', () => {
    expect(nomeDoArquivo('attachment; filename="comprovante-2026-000042.pdf"', 'x')).toBe('comprovante-2026-000042.pdf');
    expect(nomeDoArquivo('attachment; filename=dados.json; size=10', 'x')).toBe('dados.json');
  });

  it('falls back to the plain name when filename* is malformed, and to the default when there is no name', () => {
    expect(nomeDoArquivo(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4%A.pdf`, 'x')).toBe('a.pdf');
    expect(nomeDoArquivo('attachment', 'padrao.pdf')).toBe('padrao.pdf');
    expect(nomeDoArquivo(undefined, 'padrao.pdf')).toBe('padrao.pdf');
  });
});

describe('baixarArquivo', () => {
  const salvos: { nome: string; href: string; noDocumento: boolean }[] = [];
  const criar = vi.fn((_: Blob) => 'blob:arquivo');
  const revogar = vi.fn((_: string) => undefined);

  beforeEach(() => {
    salvos.length = 0;
    criar.mockClear();
    revogar.mockClear();
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: criar, revokeObjectURL: revogar });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      salvos.push({ nome: this.download, href: this.href, noDocumento: document.body.contains(this) });
    });
  });
  afterEach(() => {
    Object.assign(URL, { createObjectURL: undefined, revokeObjectURL: undefined });
  });

  it("saves the answer under the server's name with the token, then revokes the URL and removes the link", async () => {
    const api = instalarApiFake({
      'GET /arquivos/1': {
        status: 200,
        data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
        headers: { 'content-disposition': `attachment; filename="relatorio.pdf"; filename*=UTF-8''relat%C3%B3rio.pdf` },
      },
    });

    await expect(baixarArquivo('/arquivos/1', 'padrao.pdf')).resolves.toBe('relatório.pdf');

    expect(salvos).toEqual([{ nome: 'relatório.pdf', href: 'blob:arquivo', noDocumento: true }]);
    expect(criar).toHaveBeenCalledTimes(1);
    expect(await criar.mock.calls[0]?.[0].text()).toBe('%PDF-1.7');
    expect(revogar).toHaveBeenCalledWith('blob:arquivo');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(api.chamadasDe('GET /arquivos/1')[0]?.authorization).toMatch(/^Bearer /);
  });

  it('uses the default name without Content-Disposition, and wraps a non-blob answer with the given type', async () => {
    instalarApiFake({ 'GET /dados': { status: 200, data: { nome: 'Maria' } } });

    await expect(baixarArquivo('/dados', 'meus-dados.json', { tipo: 'application/json' })).resolves.toBe('meus-dados.json');

    const blob = criar.mock.calls[0]?.[0];
    expect(blob?.type).toBe('application/json');
    expect(JSON.parse((await blob?.text()) ?? '')).toEqual({ nome: 'Maria' });
    expect(revogar).toHaveBeenCalledWith('blob:arquivo');
  });

  it("reads a JSON error sent as a blob, so the server's message is shown; nothing is saved", async () => {
    instalarApiFake({
      'GET /arquivos/2': {
        status: 503,
        data: new Blob([JSON.stringify({ mensagem: 'Não foi possível gerar o PDF agora.', codigo: 'INDISPONIVEL' })], { type: 'application/json' }),
      },
    });

    const erro: unknown = await baixarArquivo('/arquivos/2', 'x.pdf').catch((e: unknown) => e);

    expect(ehErroHttp(erro)).toBe(true);
    expect(mensagemDeErro(erro)).toBe('Não foi possível gerar o PDF agora.');
    expect(criar).not.toHaveBeenCalled();
    expect(salvos).toEqual([]);
  });

  it('passes the extra request options: an anonymous call can drop the Bearer', async () => {
    const api = instalarApiFake({ 'GET /anonimo/arquivo': { status: 200, data: new Blob(['x']) } });
    await baixarArquivo('/anonimo/arquivo', 'prova.pdf', { config: { semIdentidade: true } });

    const [chamada] = api.chamadasDe('GET /anonimo/arquivo');
    expect(chamada?.authorization).toBeNull();
    expect(salvos.map((s) => s.nome)).toEqual(['prova.pdf']);
  });
});
