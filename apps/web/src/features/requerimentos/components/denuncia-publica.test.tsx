import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { acompanhamento, CHAVE_TESTE, documento, ID_RASCUNHO } from './dados-de-teste';

afterEach(() => {
  window.sessionStorage.clear();
});

/** The fake channel: create, upload, send and follow by key. */
function canalFake() {
  let enviada = false;
  let anexos = 0;
  const api = instalarApiFake({
    'POST /ouvidoria/anonima': { status: 201, data: { id: ID_RASCUNHO, chave: CHAVE_TESTE } },
    'POST /ouvidoria/acompanhamento': (req) =>
      (req.corpo as { chave?: string }).chave === CHAVE_TESTE
        ? {
            status: 200,
            data: acompanhamento({
              ...(enviada ? { status: 'enviado', protocolo: '2026/900007' } : {}),
              documentos: anexos ? [documento({ chave: 'anexos', nome: 'anexo-1.pdf' })] : [],
            }),
          }
        : { status: 404, data: { mensagem: 'Chave não encontrada.', codigo: 'NAO_ENCONTRADO' } },
    [`POST /ouvidoria/anonima/${ID_RASCUNHO}/documentos`]: () => {
      anexos++;
      return { status: 201, data: documento({ chave: 'anexos', nome: 'anexo-1.pdf' }) };
    },
    [`POST /ouvidoria/anonima/${ID_RASCUNHO}/enviar`]: () => {
      enviada = true;
      return { status: 200, data: acompanhamento({ status: 'enviado', protocolo: '2026/900007' }) };
    },
  });
  return api;
}

describe('public anonymous report (ADR 010): no account needed', () => {
  it('logged out: /login → link → file a 301 with a document → the key first, on one line, copied → follow by key', async () => {
    const api = canalFake();
    const { user, router } = renderizarRota('/login');

    await user.click(await screen.findByRole('link', { name: 'Fazer uma denúncia anônima, sem login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/denuncia-anonima'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Denúncia anônima' })).toBeInTheDocument();
    expect(screen.getByTestId('aviso-anonimato')).toBeInTheDocument();

    await user.type(await screen.findByRole('textbox', { name: /Assunto/ }), 'Cobrança indevida');
    await user.type(screen.getByRole('textbox', { name: /Descreva os fatos/ }), 'Relato dos fatos.');
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/denuncia-anonima/documentos'));
    expect(router.state.location.search).toBe(`?id=${ID_RASCUNHO}`);

    await user.upload(await screen.findByLabelText('Escolher arquivo: Anexos'), new File(['%PDF-1.7'], 'prova.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('anexo-1.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Enviar denúncia/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/denuncia-anonima/finalizado'));

    // 17a: the key comes before everything else on the page (stepper, notice, protocol), unbroken, with its copy button.
    const valor = await screen.findByTestId('valor-chave');
    expect(valor).toHaveTextContent(CHAVE_TESTE);
    expect(valor).toHaveStyle({ whiteSpace: 'nowrap' });
    const depois = (el: Element) => Boolean(valor.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(depois(screen.getByTestId('aviso-anonimato'))).toBe(true);
    expect(depois(screen.getByTestId('protocolo'))).toBe(true);
    expect(depois(screen.getByRole('navigation', { name: 'Etapas do requerimento' }))).toBe(true);
    const caixa = screen.getByTestId('chave-acompanhamento');
    await user.click(within(caixa).getByRole('button', { name: 'Copiar chave' }));
    expect(await navigator.clipboard.readText()).toBe(CHAVE_TESTE);
    expect(await within(caixa).findByText('Chave copiada.')).toBeInTheDocument();

    // Follow by key, on the public page.
    await user.click(within(caixa).getByRole('link', { name: 'Acompanhar a denúncia' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/denuncia-anonima/acompanhar'));
    await user.type(await screen.findByRole('textbox', { name: /Chave de acompanhamento/ }), CHAVE_TESTE);
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    const resultado = await screen.findByTestId('acompanhamento');
    expect(resultado).toHaveTextContent('2026/900007');
    expect(resultado).toHaveTextContent('1 arquivo anexado.');

    // Only the anonymous channel was called, never with a token; the key never in a URL.
    const anonimas = api.chamadas.filter((c) => c.url.startsWith('/ouvidoria/'));
    expect(anonimas.length).toBeGreaterThanOrEqual(5);
    for (const c of anonimas) expect(c.authorization).toBeNull();
    for (const c of api.chamadas) expect(c.url + JSON.stringify(c.params)).not.toContain(CHAVE_TESTE);
    expect(api.chamadas.some((c) => c.url.startsWith('/requerimentos') || c.url.startsWith('/usuario'))).toBe(false);
  });

  it("logged out: the form's Voltar leads back to the login, not to the form itself", async () => {
    canalFake();
    const { user, router } = renderizarRota('/denuncia-anonima');
    await screen.findByRole('textbox', { name: /Assunto/ });
    await user.click(screen.getByRole('link', { name: 'Voltar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('link', { name: 'Fazer uma denúncia anônima, sem login' })).toBeInTheDocument();
  });

  it('signed in, the public page looks the same (no top bar) and its calls fetch or carry no token', async () => {
    logarComo(maria);
    const api = canalFake();
    const { user, router } = renderizarRota('/denuncia-anonima');
    expect(await screen.findByRole('heading', { level: 1, name: 'Denúncia anônima' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByText(maria.nome.split(' ')[0] as string)).not.toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: /Assunto/ }), 'Assunto');
    await user.type(screen.getByRole('textbox', { name: /Descreva os fatos/ }), 'Fatos.');
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/denuncia-anonima/documentos'));
    await screen.findByRole('button', { name: /Enviar denúncia/ });
    const anonimas = api.chamadas.filter((c) => c.url.startsWith('/ouvidoria/'));
    expect(anonimas.length).toBeGreaterThanOrEqual(2);
    for (const c of anonimas) expect(c.authorization).toBeNull();
    // No token was fetched for the report (an /authenticate would carry the member's refresh cookie).
    expect(api.chamadasDe('POST /authenticate')).toHaveLength(0);
  });
});
