import type { Comprovante } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { novoId } from './dados-de-teste';

const id = novoId();
const sha = 'a3f1c2d4e5b6a7980123456789abcdef0123456789abcdef0123456789abcdef';
const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

const comprovante: Comprovante = {
  id,
  protocolo: '2026/000042',
  codigoVerificacao: 'AB12CD34EF56',
  urlVerificacao: 'https://portal.exemplo.org.br/verificar/AB12CD34EF56',
  qrCodeSvg: svg,
  codigo: '262',
  titulo: 'Auxílio maternidade',
  area: 'casag',
  requerente: 'Maria Aparecida Souza',
  enviadoEm: '2026-03-10T13:20:00.000Z',
  status: 'em_diligencia',
  andamentos: [
    { id: novoId(), em: '2026-03-10T13:20:00.000Z', de: 'rascunho', para: 'enviado', texto: null, autor: 'membro', prazo: null },
    { id: novoId(), em: '2026-03-12T18:00:00.000Z', de: 'enviado', para: 'em_analise', texto: null, autor: 'staff', prazo: null },
    {
      id: novoId(),
      em: '2026-03-13T12:30:00.000Z',
      de: 'em_analise',
      para: 'em_diligencia',
      texto: 'Envie a certidão legível.',
      autor: 'staff',
      prazo: '2026-03-27',
    },
  ],
  documentos: [
    { id: novoId(), chave: 'certidao_evento', nome: 'certidao.pdf', formato: 'pdf', tamanho: 245_760, sha256: sha, enviadoEm: '2026-03-10T13:10:00.000Z' },
  ],
};

const rota = `/perfil/meus-requerimentos/${id}/protocolo`;

describe('/perfil/meus-requerimentos/:id/protocolo', () => {
  beforeEach(() => {
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:comprovante'), revokeObjectURL: vi.fn() });
  });
  afterEach(() => {
    Object.assign(URL, { createObjectURL: undefined, revokeObjectURL: undefined });
  });

  it('shows the receipt: data, QR code, verification link, history and documents with sha256', async () => {
    logarComo(maria);
    const api = instalarApiFake({ [`GET /requerimentos/${id}/comprovante`]: { status: 200, data: comprovante } });
    renderizarRota(rota);

    expect(await screen.findByRole('heading', { level: 1, name: 'Comprovante' })).toBeInTheDocument();
    const dados = await screen.findByTestId('dados-comprovante');
    const valor = (rotulo: string) => within(dados).getByText(rotulo, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(valor('Protocolo')).toBe('2026/000042');
    expect(valor('Tipo')).toBe('262 — Auxílio maternidade');
    expect(valor('Área')).toBe('CASAG');
    expect(valor('Requerente')).toBe('Maria Aparecida Souza');
    expect(valor('Enviado em')).toBe('10/03/2026, 10:20');
    expect(valor('Situação')).toBe('Em diligência');

    const qr = screen.getByRole('img', { name: 'QR code para verificar o comprovante' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(screen.getByRole('link', { name: comprovante.urlVerificacao })).toHaveAttribute('href', comprovante.urlVerificacao);

    const historico = within(screen.getByTestId('andamentos')).getAllByRole('listitem');
    expect(historico).toHaveLength(3);
    expect(historico[0]).toHaveTextContent('10/03/2026, 10:20 · Você');
    expect(historico[0]).toHaveTextContent('Rascunho → Enviado');
    expect(historico[2]).toHaveTextContent('13/03/2026, 09:30 · Equipe');
    expect(historico[2]).toHaveTextContent('Em análise → Em diligência');
    expect(historico[2]).toHaveTextContent('Envie a certidão legível.');
    expect(historico[2]).toHaveTextContent('Prazo para responder: 27/03/2026');

    const documento = within(screen.getByTestId('documentos')).getByRole('listitem');
    expect(documento).toHaveTextContent('certidao.pdf');
    expect(documento).toHaveTextContent('PDF · 240 KB');
    const hash = within(documento).getByTestId('sha256');
    expect(hash).toHaveTextContent('a3f1c2d4e5b6a798…');
    expect(hash).toHaveAttribute('title', sha);

    expect(api.chamadasDe(`GET /requerimentos/${id}/comprovante`)).toHaveLength(1);
  });

  it('Baixar PDF fetches the PDF through the API client and saves it with the server file name', async () => {
    logarComo(maria);
    const cliques: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      cliques.push(`${this.download}|${this.href}`);
    });
    const api = instalarApiFake({
      [`GET /requerimentos/${id}/comprovante`]: { status: 200, data: comprovante },
      [`GET /requerimentos/${id}/comprovante.pdf`]: {
        status: 200,
        data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
        headers: { 'content-disposition': 'attachment; filename="comprovante-2026-000042.pdf"', 'content-type': 'application/pdf' },
      },
    });
    const { user } = renderizarRota(rota);
    await user.click(await screen.findByRole('button', { name: 'Baixar PDF' }));

    await waitFor(() => expect(cliques).toEqual(['comprovante-2026-000042.pdf|blob:comprovante']));
    const chamada = api.chamadasDe(`GET /requerimentos/${id}/comprovante.pdf`);
    expect(chamada).toHaveLength(1);
    expect(chamada[0]?.authorization).toMatch(/^Bearer /);
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:comprovante');
  });

  it('a failed PDF download shows the server message', async () => {
    logarComo(maria);
    instalarApiFake({
      [`GET /requerimentos/${id}/comprovante`]: { status: 200, data: comprovante },
      [`GET /requerimentos/${id}/comprovante.pdf`]: {
        status: 503,
        data: new Blob([JSON.stringify({ mensagem: 'Não foi possível gerar o PDF agora.', codigo: 'INDISPONIVEL' })], { type: 'application/json' }),
      },
    });
    const { user } = renderizarRota(rota);
    await user.click(await screen.findByRole('button', { name: 'Baixar PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível gerar o PDF agora.');
  });

  it('404 (a draft, or not the member\'s): "Requerimento não encontrado."', async () => {
    logarComo(maria);
    instalarApiFake({
      [`GET /requerimentos/${id}/comprovante`]: { status: 404, data: { mensagem: 'Requerimento não encontrado.', codigo: 'NAO_ENCONTRADO' } },
    });
    renderizarRota(rota);
    const estado = await screen.findByTestId('comprovante-nao-encontrado');
    expect(estado).toHaveTextContent('Requerimento não encontrado.');
    expect(within(estado).getByRole('link', { name: 'Ver meus requerimentos' })).toHaveAttribute('href', '/perfil/meus-requerimentos');
    expect(screen.queryByRole('button', { name: 'Baixar PDF' })).not.toBeInTheDocument();
  });

  it('other errors: the message with a retry', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      [`GET /requerimentos/${id}/comprovante`]: (_req, vez) =>
        vez === 1 ? { status: 500, data: { mensagem: 'Ocorreu um erro. Por favor, tente novamente mais tarde.', codigo: 'INTERNO' } } : { status: 200, data: comprovante },
    });
    const { user } = renderizarRota(rota);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocorreu um erro.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('dados-comprovante')).toBeInTheDocument();
    expect(api.chamadasDe(`GET /requerimentos/${id}/comprovante`)).toHaveLength(2);
  });
});
