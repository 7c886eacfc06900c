import type { Comprovante } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { novoId } from './dados-de-teste-listas';

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
    { id: novoId(), em: '2026-03-10T13:05:00.000Z', de: null, para: 'rascunho', texto: null, autor: 'membro', prazo: null },
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
    { id: novoId(), chave: 'comprovante', nome: 'nota.xml', formato: 'xml', tamanho: 763, sha256: sha, enviadoEm: '2026-03-10T13:11:00.000Z' },
    { id: novoId(), chave: 'foto', nome: 'foto.jpg', formato: 'jpeg', tamanho: 1_258_291, sha256: sha, enviadoEm: '2026-03-10T13:12:00.000Z' },
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

  it('shows the receipt: data, QR code, verification link, history and documents with readable sizes and sha256', async () => {
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
    expect(historico).toHaveLength(4);
    // The first step (no previous status) says the request was created, not a bare 'Rascunho'.
    expect(historico[0]).toHaveTextContent('10/03/2026, 10:05 · Você');
    expect(historico[0]).toHaveTextContent('Rascunho criado');
    expect(historico[1]).toHaveTextContent('10/03/2026, 10:20 · Você');
    expect(historico[1]).toHaveTextContent('Rascunho → Enviado');
    expect(historico[3]).toHaveTextContent('13/03/2026, 09:30 · Equipe');
    expect(historico[3]).toHaveTextContent('Em análise → Em diligência');
    expect(historico[3]).toHaveTextContent('Envie a certidão legível.');
    expect(historico[3]).toHaveTextContent('Prazo para responder: 27/03/2026');

    const documentos = within(screen.getByTestId('documentos')).getAllByRole('listitem');
    expect(documentos).toHaveLength(3);
    const [pdf, xml, jpg] = documentos as [HTMLElement, HTMLElement, HTMLElement];
    expect(pdf).toHaveTextContent('certidao.pdf');
    expect(pdf).toHaveTextContent('PDF · 240 KB · Enviado em 10/03/2026, 10:10');
    expect(xml).toHaveTextContent('763 bytes');
    expect(jpg).toHaveTextContent('1,2 MB');
    expect(within(pdf).getByRole('button', { name: 'Baixar certidao.pdf' })).toBeEnabled();
    const hash = within(pdf).getByTestId('sha256');
    expect(pdf).toHaveTextContent('SHA-256 a3f1c2d4e5b6…');
    expect(hash).toHaveTextContent('a3f1c2d4e5b6…');
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

  it('in diligência: what the staff asked and the deadline come first, with Responder diligência (CASAG/OAB)', async () => {
    logarComo(maria);
    // An earlier diligência, already answered: the notice shows the latest one.
    const antiga = { id: novoId(), em: '2026-03-11T12:00:00.000Z', de: 'em_analise' as const, para: 'em_diligencia' as const, texto: 'Pedido antigo.', autor: 'staff' as const, prazo: '2026-03-20' };
    instalarApiFake({
      [`GET /requerimentos/${id}/comprovante`]: { status: 200, data: { ...comprovante, andamentos: [antiga, ...comprovante.andamentos] } },
    });
    renderizarRota(rota);

    const aviso = await screen.findByTestId('aviso-diligencia');
    expect(aviso).toHaveTextContent('Diligência: a equipe aguarda uma resposta sua');
    expect(aviso).toHaveTextContent('Envie a certidão legível.');
    expect(aviso).not.toHaveTextContent('Pedido antigo.');
    expect(aviso).toHaveTextContent(/(Responda até|O prazo para responder terminou em) 27\/03\/2026/);
    expect(within(aviso).getByRole('link', { name: 'Responder diligência' })).toHaveAttribute('href', `/home/casag/requerimentos/273?pai=${id}`);
    // Before the receipt's data.
    expect(aviso.compareDocumentPosition(screen.getByTestId('dados-comprovante')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('no diligência notice once answered; an ombudsman diligência has no Responder diligência (273 is CASAG/OAB)', async () => {
    logarComo(maria);
    instalarApiFake({
      [`GET /requerimentos/${id}/comprovante`]: { status: 200, data: { ...comprovante, status: 'em_analise' } },
    });
    const { unmount } = renderizarRota(rota);
    await screen.findByTestId('dados-comprovante');
    expect(screen.queryByTestId('aviso-diligencia')).not.toBeInTheDocument();
    unmount();

    instalarApiFake({
      [`GET /requerimentos/${id}/comprovante`]: { status: 200, data: { ...comprovante, area: 'ouvidoria', codigo: '300' } },
    });
    renderizarRota(rota);
    const aviso = await screen.findByTestId('aviso-diligencia');
    expect(aviso).toHaveTextContent('Envie a certidão legível.');
    expect(within(aviso).queryByRole('link', { name: 'Responder diligência' })).not.toBeInTheDocument();
  });

  it('Baixar fetches the document through the API client and saves it under its name; a failure shows the message', async () => {
    logarComo(maria);
    const cliques: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      cliques.push(`${this.download}|${this.href}`);
    });
    const [pdf, xml] = comprovante.documentos as [Comprovante['documentos'][number], Comprovante['documentos'][number]];
    const api = instalarApiFake({
      [`GET /requerimentos/${id}/comprovante`]: { status: 200, data: comprovante },
      [`GET /requerimentos/${id}/documentos/${pdf.id}`]: {
        status: 200,
        data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
        headers: { 'content-type': 'application/pdf' },
      },
      [`GET /requerimentos/${id}/documentos/${xml.id}`]: {
        status: 404,
        data: new Blob([JSON.stringify({ mensagem: 'Documento não encontrado.', codigo: 'NAO_ENCONTRADO' })], { type: 'application/json' }),
      },
    });
    const { user } = renderizarRota(rota);
    await user.click(await screen.findByRole('button', { name: 'Baixar certidao.pdf' }));
    await waitFor(() => expect(cliques).toEqual(['certidao.pdf|blob:comprovante']));
    const chamada = api.chamadasDe(`GET /requerimentos/${id}/documentos/${pdf.id}`);
    expect(chamada).toHaveLength(1);
    expect(chamada[0]?.authorization).toMatch(/^Bearer /);

    await user.click(screen.getByRole('button', { name: 'Baixar nota.xml' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Documento não encontrado.');
    expect(cliques).toHaveLength(1);
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

  it('a malformed id in the address is not found either: the not-found state, no retry, no technical text', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'GET /requerimentos/xyz/comprovante': { status: 404, data: { mensagem: 'Requerimento não encontrado.', codigo: 'NAO_ENCONTRADO' } },
    });
    renderizarRota('/perfil/meus-requerimentos/xyz/protocolo');
    const estado = await screen.findByTestId('comprovante-nao-encontrado');
    expect(estado).toHaveTextContent('Requerimento não encontrado.');
    expect(within(estado).getByRole('link', { name: 'Ver meus requerimentos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Dados inválidos|campo 'id'|Identificador/);
    expect(api.chamadasDe('GET /requerimentos/xyz/comprovante')).toHaveLength(1);
  });

  it('another client error (4xx): its message, without a retry that would get the same answer', async () => {
    logarComo(maria);
    instalarApiFake({
      [`GET /requerimentos/${id}/comprovante`]: { status: 403, data: { mensagem: 'Você não tem permissão para acessar este recurso.', codigo: 'SEM_PERMISSAO' } },
    });
    renderizarRota(rota);
    expect(await screen.findByRole('alert')).toHaveTextContent('Você não tem permissão para acessar este recurso.');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
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
