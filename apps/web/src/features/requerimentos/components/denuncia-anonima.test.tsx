import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { instalarApiFake } from '@/test/fake-api';
import { logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { acompanhamento, CHAVE_TESTE, documento, ID_RASCUNHO } from './dados-de-teste';

const CHAVE_SESSAO = `denuncia-anonima:${ID_RASCUNHO}`;

afterEach(() => {
  window.sessionStorage.clear();
});

describe('301 denúncia anônima', () => {
  it('creates, uploads and sends without identity; shows the key once and never puts it in a URL', async () => {
    logarComo(maria);
    let enviada = false;
    const api = instalarApiFake({
      'POST /ouvidoria/anonima': { status: 201, data: { id: ID_RASCUNHO, chave: CHAVE_TESTE } },
      'POST /ouvidoria/acompanhamento': (req) =>
        (req.corpo as { chave?: string }).chave === CHAVE_TESTE
          ? {
              status: 200,
              data: enviada
                ? acompanhamento({ status: 'enviado', protocolo: '2026/000200', documentos: [documento({ chave: 'anexos', nome: 'prova.pdf' })] })
                : acompanhamento({
                    documentos: api.chamadasDe(`POST /ouvidoria/anonima/${ID_RASCUNHO}/documentos`).length ? [documento({ chave: 'anexos', nome: 'prova.pdf' })] : [],
                  }),
            }
          : { status: 404, data: { mensagem: 'Chave não encontrada.', codigo: 'NAO_ENCONTRADO' } },
      [`POST /ouvidoria/anonima/${ID_RASCUNHO}/documentos`]: { status: 201, data: documento({ chave: 'anexos', nome: 'prova.pdf' }) },
      [`POST /ouvidoria/anonima/${ID_RASCUNHO}/enviar`]: () => {
        enviada = true;
        return { status: 200, data: acompanhamento({ status: 'enviado', protocolo: '2026/000200' }) };
      },
    });
    const { user, router } = renderizarRota('/home/casag/ouvidoria/301');
    const caminhos: string[] = [];
    router.subscribe((s) => caminhos.push(`${s.location.pathname}${s.location.search}${s.location.hash}`));

    expect(await screen.findByRole('heading', { level: 1, name: 'Denúncia anônima' })).toBeInTheDocument();
    expect(screen.getByTestId('aviso-anonimato')).toHaveTextContent('Nada nesta denúncia identifica você');
    // No eligibility call: asking it would tie the member's session to this report.
    expect(api.chamadas.some((c) => c.url.includes('/elegibilidade'))).toBe(false);

    await user.type(await screen.findByRole('textbox', { name: /Assunto/ }), 'Cobrança indevida');
    await user.type(screen.getByRole('textbox', { name: /Descreva os fatos/ }), 'Relato dos fatos.');
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home/casag/ouvidoria/301/documentos'));
    expect(window.sessionStorage.getItem(CHAVE_SESSAO)).toBe(CHAVE_TESTE);
    expect(api.chamadasDe('POST /ouvidoria/anonima')[0]?.corpo).toEqual({
      dados: { assunto: 'Cobrança indevida', texto: 'Relato dos fatos.', advogadoRelacionado: null, servicoRelacionado: null },
    });

    const entrada = await screen.findByLabelText('Escolher arquivo: Anexos');
    // Optional attachments only: sending is possible at once.
    expect(screen.getByRole('button', { name: /Enviar denúncia/ })).toBeEnabled();
    await user.upload(entrada, new File(['%PDF-1.7'], 'prova.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('prova.pdf')).toBeInTheDocument();
    // No download for the anonymous channel.
    expect(screen.queryByRole('button', { name: 'Baixar prova.pdf' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Enviar denúncia/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/casag/ouvidoria/301/finalizado'));
    const chave = await screen.findByTestId('valor-chave');
    expect(chave).toHaveTextContent(CHAVE_TESTE);
    // The key first (before the notice and the protocol, which push it off a phone's first screen), on one line.
    expect(chave.compareDocumentPosition(screen.getByTestId('protocolo')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(chave.compareDocumentPosition(screen.getByTestId('aviso-anonimato')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(chave).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByTestId('numero-protocolo')).toHaveTextContent('2026/000200');
    expect(screen.getByText(/Guarde esta chave: é a única forma de acompanhar a denúncia\./)).toBeInTheDocument();
    expect(within(screen.getByTestId('chave-acompanhamento')).getByRole('link', { name: 'Acompanhar a denúncia' })).toHaveAttribute(
      'href',
      '/home/casag/ouvidoria/acompanhar',
    );
    // Shown: gone from storage.
    await waitFor(() => expect(window.sessionStorage.getItem(CHAVE_SESSAO)).toBeNull());

    // The key went only in headers or bodies: never in a URL or its query, never in the address bar.
    const anonimas = api.chamadas.filter((c) => c.url.startsWith('/ouvidoria/'));
    expect(anonimas.length).toBeGreaterThanOrEqual(4);
    for (const c of api.chamadas) {
      expect(c.url).not.toContain(CHAVE_TESTE);
      expect(JSON.stringify(c.params)).not.toContain(CHAVE_TESTE);
    }
    for (const c of caminhos) expect(c).not.toContain(CHAVE_TESTE);
    // And none of the anonymous calls carried the member's token.
    for (const c of anonimas) expect(c.authorization).toBeNull();
    expect(api.chamadas.some((c) => c.url.startsWith('/requerimentos'))).toBe(false);
  });

  it('sends the key in the x-chave-acompanhamento header to enviar, and reads the draft with it in the body', async () => {
    logarComo(maria);
    window.sessionStorage.setItem(CHAVE_SESSAO, CHAVE_TESTE);
    const cabecalhos: (string | undefined)[] = [];
    const api = instalarApiFake({
      'POST /ouvidoria/acompanhamento': { status: 200, data: acompanhamento() },
      [`POST /ouvidoria/anonima/${ID_RASCUNHO}/enviar`]: { status: 200, data: acompanhamento({ status: 'enviado', protocolo: '2026/000201' }) },
    });
    const transporte = apiClient.defaults.transporte;
    apiClient.defaults.transporte = (requisicao) => {
      if (requisicao.url.endsWith('/enviar')) cabecalhos.push(requisicao.headers.get('x-chave-acompanhamento') ?? undefined);
      return transporte(requisicao);
    };
    const { user } = renderizarRota(`/home/casag/ouvidoria/301/documentos?id=${ID_RASCUNHO}`);
    await user.click(await screen.findByRole('button', { name: /Enviar denúncia/ }));
    await screen.findByTestId('valor-chave');
    expect(cabecalhos).toEqual([CHAVE_TESTE]);
    expect(api.chamadasDe('POST /ouvidoria/acompanhamento')[0]?.corpo).toEqual({ chave: CHAVE_TESTE });
  });

  it('without the key in this tab the draft cannot be opened (and nothing is asked of the server)', async () => {
    logarComo(maria);
    const api = instalarApiFake();
    renderizarRota(`/home/casag/ouvidoria/301/documentos?id=${ID_RASCUNHO}`);
    expect(await screen.findByText(/não pode mais ser aberta nesta aba/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acompanhar pela chave' })).toHaveAttribute('href', '/home/casag/ouvidoria/acompanhar');
    expect(api.chamadas.filter((c) => c.url.startsWith('/ouvidoria'))).toHaveLength(0);
  });
});

describe('/home/casag/ouvidoria/acompanhar', () => {
  it('follows a report by its key (POST body), shows status and andamentos, and says when the key is unknown', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'POST /ouvidoria/acompanhamento': (req) =>
        (req.corpo as { chave: string }).chave === CHAVE_TESTE
          ? {
              status: 200,
              data: acompanhamento({
                status: 'em_analise',
                protocolo: '2026/000200',
                andamentos: [
                  { id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', em: '2026-11-20', de: 'rascunho', para: 'enviado', texto: null, autor: 'membro', prazo: null },
                  {
                    id: 'b1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
                    em: '2026-11-21T14:00:00.000Z',
                    de: 'enviado',
                    para: 'em_analise',
                    texto: 'A Ouvidoria começou a apurar os fatos.',
                    autor: 'staff',
                    prazo: null,
                  },
                ],
              }),
            }
          : { status: 404, data: { mensagem: 'Chave não encontrada.', codigo: 'NAO_ENCONTRADO' } },
    });
    const { user, router } = renderizarRota('/home/casag/ouvidoria/acompanhar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acompanhar denúncia anônima' })).toBeInTheDocument();
    const campo = screen.getByRole('textbox', { name: /Chave de acompanhamento/ });

    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText(/Chave inválida/)).toBeInTheDocument();
    expect(api.chamadasDe('POST /ouvidoria/acompanhamento')).toHaveLength(0);

    await user.type(campo, 'zzzz1111zzzz1111zzzz');
    expect(campo).toHaveValue('ZZZZ-1111-ZZZZ-1111-ZZZZ');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByTestId('chave-nao-encontrada')).toHaveTextContent('Chave não encontrada.');

    await user.clear(campo);
    await user.type(campo, CHAVE_TESTE.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    const resultado = await screen.findByTestId('acompanhamento');
    expect(screen.queryByTestId('chave-nao-encontrada')).not.toBeInTheDocument();
    expect(resultado).toHaveTextContent('2026/000200');
    expect(within(resultado).getAllByText('Em análise').length).toBeGreaterThan(0);
    expect(resultado).toHaveTextContent('A Ouvidoria começou a apurar os fatos.');
    expect(resultado).toHaveTextContent('20/11/2026');

    expect(api.chamadasDe('POST /ouvidoria/acompanhamento').map((c) => c.corpo)).toEqual([{ chave: 'ZZZZ-1111-ZZZZ-1111-ZZZZ' }, { chave: CHAVE_TESTE }]);
    for (const c of api.chamadas) expect(c.url + JSON.stringify(c.params)).not.toContain(CHAVE_TESTE);
    expect(`${router.state.location.pathname}${router.state.location.search}`).not.toContain(CHAVE_TESTE);
    for (const c of api.chamadasDe('POST /ouvidoria/acompanhamento')) expect(c.authorization).toBeNull();
  });
});
