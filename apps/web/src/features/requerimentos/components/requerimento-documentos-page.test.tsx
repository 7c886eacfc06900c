import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { adiado, comProgressoDeUpload, detalhe, documento, ID_DOCUMENTO, ID_RASCUNHO } from './dados-de-teste';

const URL_DOCUMENTOS = `/home/casag/requerimentos/262/documentos?id=${ID_RASCUNHO}`;

describe('documents step', () => {
  it('lists what the type asks for; sending waits for the required document, shown as missing', async () => {
    logarComo(maria);
    const api = instalarApiFake({ [`GET /requerimentos/${ID_RASCUNHO}`]: { status: 200, data: detalhe() } });
    renderizarRota(URL_DOCUMENTOS);

    const cartao = await screen.findByTestId('documento-certidao_evento');
    expect(within(cartao).getByRole('heading', { name: 'Certidão de nascimento, adoção ou natimorto' })).toBeInTheDocument();
    expect(within(cartao).getByText('Obrigatório')).toBeInTheDocument();
    expect(within(cartao).getByText(/PDF, JPEG ou PNG, até 10 MB cada/)).toBeInTheDocument();
    expect(screen.getByText('Etapa 2 de 3 — Documentos')).toBeInTheDocument();
    expect(screen.getByTestId('documentos-faltando')).toHaveTextContent('Certidão de nascimento, adoção ou natimorto');
    expect(screen.getByRole('button', { name: /Enviar requerimento/ })).toBeDisabled();
    expect(api.chamadasDe(`POST /requerimentos/${ID_RASCUNHO}/enviar`)).toHaveLength(0);
  });

  it('uploads with a progress bar (aria-valuenow and a percentage), then enables sending; sending leads to finalizado', async () => {
    logarComo(maria);
    const upload = adiado();
    let enviado = false;
    const api = instalarApiFake({
      [`GET /requerimentos/${ID_RASCUNHO}`]: () => ({
        status: 200,
        data: enviado
          ? detalhe({ status: 'enviado', protocolo: '2026/000123', documentos: [documento()] })
          : detalhe({ documentos: api.chamadasDe(`POST /requerimentos/${ID_RASCUNHO}/documentos`).length > 0 ? [documento()] : [] }),
      }),
      [`POST /requerimentos/${ID_RASCUNHO}/documentos`]: () => upload.promessa,
      [`POST /requerimentos/${ID_RASCUNHO}/enviar`]: () => {
        enviado = true;
        return { status: 200, data: detalhe({ status: 'enviado', protocolo: '2026/000123', documentos: [documento()] }) };
      },
    });
    comProgressoDeUpload(42);
    const { user, router } = renderizarRota(URL_DOCUMENTOS);

    const entrada = await screen.findByLabelText('Escolher arquivo: Certidão de nascimento, adoção ou natimorto');
    const arquivo = new File(['%PDF-1.7 conteúdo'], 'certidao.pdf', { type: 'application/pdf' });
    await user.upload(entrada, arquivo);

    const barra = await screen.findByRole('progressbar', { name: 'Envio de certidao.pdf' });
    expect(barra).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('Enviando certidao.pdf… 42%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Enviar requerimento/ })).toBeDisabled();
    const chamada = api.chamadasDe(`POST /requerimentos/${ID_RASCUNHO}/documentos`)[0];
    expect(chamada?.params).toEqual({ chave: 'certidao_evento' });
    expect(chamada?.corpo).toBeInstanceOf(FormData);
    expect(((chamada?.corpo as FormData).get('arquivo') as File).name).toBe('certidao.pdf');

    upload.liberar({ status: 201, data: documento() });
    const cartao = screen.getByTestId('documento-certidao_evento');
    expect(await within(cartao).findByText('certidao.pdf')).toBeInTheDocument();
    expect(within(cartao).getByText('240 KB')).toBeInTheDocument();
    expect(within(cartao).getByRole('button', { name: 'Remover certidao.pdf' })).toBeInTheDocument();
    expect(within(cartao).getByRole('button', { name: 'Baixar certidao.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByTestId('documentos-faltando')).not.toBeInTheDocument();

    const enviar = screen.getByRole('button', { name: /Enviar requerimento/ });
    expect(enviar).toBeEnabled();
    await user.click(enviar);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/casag/requerimentos/262/finalizado'));
    expect(await screen.findByTestId('numero-protocolo')).toHaveTextContent('2026/000123');
  });

  it('shows the server refusal of a file (content checked there) and keeps sending disabled', async () => {
    logarComo(maria);
    instalarApiFake({
      [`GET /requerimentos/${ID_RASCUNHO}`]: { status: 200, data: detalhe() },
      [`POST /requerimentos/${ID_RASCUNHO}/documentos`]: {
        status: 422,
        data: { mensagem: 'O arquivo não é um PDF, JPEG ou PNG válido.', codigo: 'ARQUIVO_INVALIDO' },
      },
    });
    const { user } = renderizarRota(URL_DOCUMENTOS);
    const entrada = await screen.findByLabelText('Escolher arquivo: Certidão de nascimento, adoção ou natimorto');
    await user.upload(entrada, new File(['MZ...'], 'certidao.pdf', { type: 'application/pdf' }));
    const cartao = screen.getByTestId('documento-certidao_evento');
    expect(await within(cartao).findByRole('alert')).toHaveTextContent('O arquivo não é um PDF, JPEG ou PNG válido.');
    expect(screen.getByRole('button', { name: /Enviar requerimento/ })).toBeDisabled();
  });

  it('refuses a file over 10 MB before uploading it', async () => {
    logarComo(maria);
    const api = instalarApiFake({ [`GET /requerimentos/${ID_RASCUNHO}`]: { status: 200, data: detalhe() } });
    const { user } = renderizarRota(URL_DOCUMENTOS);
    const entrada = await screen.findByLabelText('Escolher arquivo: Certidão de nascimento, adoção ou natimorto');
    const grande = new File(['x'], 'grande.pdf', { type: 'application/pdf' });
    Object.defineProperty(grande, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(entrada, grande);
    const cartao = screen.getByTestId('documento-certidao_evento');
    expect(await within(cartao).findByRole('alert')).toHaveTextContent('O arquivo "grande.pdf" tem 11 MB; o limite é 10 MB.');
    expect(api.chamadasDe(`POST /requerimentos/${ID_RASCUNHO}/documentos`)).toHaveLength(0);
  });

  it('removes a file of the draft', async () => {
    logarComo(maria);
    let removido = false;
    const api = instalarApiFake({
      [`GET /requerimentos/${ID_RASCUNHO}`]: () => ({ status: 200, data: detalhe({ documentos: removido ? [] : [documento()] }) }),
      [`DELETE /requerimentos/${ID_RASCUNHO}/documentos/${ID_DOCUMENTO}`]: () => {
        removido = true;
        return { status: 204 };
      },
    });
    const { user } = renderizarRota(URL_DOCUMENTOS);
    await user.click(await screen.findByRole('button', { name: 'Remover certidao.pdf' }));
    await waitFor(() => expect(screen.queryByText('certidao.pdf')).not.toBeInTheDocument());
    expect(api.chamadasDe(`DELETE /requerimentos/${ID_RASCUNHO}/documentos/${ID_DOCUMENTO}`)).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Enviar requerimento/ })).toBeDisabled();
  });

  it("after 'Enviar requerimento', focus is on the finalizado step's h1 (not left on the page body)", async () => {
    logarComo(maria);
    let enviado = false;
    instalarApiFake({
      [`GET /requerimentos/${ID_RASCUNHO}`]: () => ({
        status: 200,
        data: enviado ? detalhe({ status: 'enviado', protocolo: '2026/000123', documentos: [documento()] }) : detalhe({ documentos: [documento()] }),
      }),
      [`POST /requerimentos/${ID_RASCUNHO}/enviar`]: () => {
        enviado = true;
        return { status: 200, data: detalhe({ status: 'enviado', protocolo: '2026/000123', documentos: [documento()] }) };
      },
    });
    const { user, router } = renderizarRota(URL_DOCUMENTOS);
    const enviar = await screen.findByRole('button', { name: /Enviar requerimento/ });
    await waitFor(() => expect(enviar).toBeEnabled());
    await user.click(enviar);

    await waitFor(() => expect(router.state.location.pathname).toBe('/home/casag/requerimentos/262/finalizado'));
    expect(await screen.findByTestId('numero-protocolo')).toHaveTextContent('2026/000123');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Auxílio maternidade' })).toHaveFocus());
  });

  it('without a draft id the documents URL goes back to the form', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /requerimentos/tipos/262/elegibilidade': { status: 200, data: { elegivel: true, motivos: [], opcoesPai: [] } } });
    const { router } = renderizarRota('/home/casag/requerimentos/262/documentos');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/casag/requerimentos/262'));
  });

  it("another member's id (404) is 'not found', with the server's message", async () => {
    logarComo(maria);
    instalarApiFake({
      [`GET /requerimentos/${ID_RASCUNHO}`]: { status: 404, data: { mensagem: 'Requerimento não encontrado.', codigo: 'NAO_ENCONTRADO' } },
    });
    renderizarRota(URL_DOCUMENTOS);
    expect(await screen.findByText('Requerimento não encontrado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Enviar requerimento/ })).not.toBeInTheDocument();
  });
});

describe('finalizado and pagamento steps', () => {
  it('finalizado shows the protocol big, the status, the receipt links and downloads the PDF as a blob', async () => {
    logarComo(maria);
    instalarApiFake({
      [`GET /requerimentos/${ID_RASCUNHO}`]: { status: 200, data: detalhe({ status: 'enviado', protocolo: '2026/000123' }) },
      [`GET /requerimentos/${ID_RASCUNHO}/comprovante.pdf`]: {
        status: 200,
        data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
        headers: { 'content-disposition': 'attachment; filename="comprovante-2026-000123.pdf"' },
      },
    });
    const criarUrl = vi.fn(() => 'blob:comprovante');
    const revogar = vi.fn();
    Object.assign(URL, { createObjectURL: criarUrl, revokeObjectURL: revogar });
    const clique = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderizarRota(`/home/casag/requerimentos/262/finalizado?id=${ID_RASCUNHO}`);

    expect(await screen.findByTestId('numero-protocolo')).toHaveTextContent('2026/000123');
    expect(screen.getByText('Guarde este número.')).toBeInTheDocument();
    expect(screen.getByText('Enviado')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Auxílio maternidade' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver comprovante' })).toHaveAttribute('href', `/perfil/meus-requerimentos/${ID_RASCUNHO}/protocolo`);
    expect(screen.getByRole('link', { name: 'Meus requerimentos' })).toHaveAttribute('href', '/home/casag/meusRequerimentosCasag');

    await user.click(screen.getByRole('button', { name: /Baixar comprovante/ }));
    await waitFor(() => expect(clique).toHaveBeenCalledTimes(1));
    expect(criarUrl).toHaveBeenCalledTimes(1);
    expect(revogar).toHaveBeenCalledWith('blob:comprovante');
  });

  it('a draft cannot skip to finalizado', async () => {
    logarComo(maria);
    instalarApiFake({ [`GET /requerimentos/${ID_RASCUNHO}`]: { status: 200, data: detalhe() } });
    const { router } = renderizarRota(`/home/casag/requerimentos/262/finalizado?id=${ID_RASCUNHO}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/casag/requerimentos/262/documentos'));
  });

  it('OAB with a fee: sending goes to pagamento, which shows the título and the PIX or boleto payment', async () => {
    logarComo(maria);
    const oab = { codigo: '401', area: 'oab' as const, titulo: 'Certidão de regularidade', dados: { finalidade: 'licitacao', finalidadeOutra: null } };
    let enviado = false;
    const titulo = {
      id: '3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a',
      nufin: 104233,
      origem: 'taxa_requerimento' as const,
      descricao: 'Taxa — Certidão de regularidade (protocolo 2026/000124)',
      exercicio: null,
      vencimento: '2026-11-24',
      valorCentavos: 3000,
      status: 'aberto' as const,
      vencido: false,
    };
    const aguardando = detalhe({ ...oab, status: 'aguardando_pagamento', protocolo: '2026/000124', tituloTaxa: titulo });
    instalarApiFake({
      [`GET /requerimentos/${ID_RASCUNHO}`]: () => ({ status: 200, data: enviado ? aguardando : detalhe(oab) }),
      [`POST /requerimentos/${ID_RASCUNHO}/enviar`]: () => {
        enviado = true;
        return { status: 200, data: aguardando };
      },
      'GET /financeiro/titulos/104233': {
        status: 200,
        data: {
          ...titulo,
          descontoCentavos: 0,
          descontoAte: null,
          multaBp: 200,
          jurosMensalBp: 100,
          pagoEm: null,
          valorPagoCentavos: null,
          meioPagamento: null,
          plano: null,
          requerimentoId: ID_RASCUNHO,
          devido: { principalCentavos: 3000, descontoCentavos: 0, multaCentavos: 0, jurosCentavos: 0, totalCentavos: 3000, diasAtraso: 0 },
          acoes: ['pagar'],
        },
      },
    });
    const { user, router } = renderizarRota(`/requerimento/${ID_RASCUNHO}/documentos`);

    expect(await screen.findByText('Este pedido não exige documentos. Confira e envie.')).toBeInTheDocument();
    expect(screen.getByText('Etapa 2 de 4 — Documentos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Enviar requerimento/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/requerimento/${ID_RASCUNHO}/pagamento`));

    const dados = await screen.findByTestId('titulo-taxa');
    expect(dados).toHaveTextContent('104233');
    expect(dados).toHaveTextContent('R$ 30,00');
    expect(dados).toHaveTextContent('24/11/2026');
    expect(dados).toHaveTextContent('Em aberto');
    const pagamento = screen.getByRole('region', { name: 'Pagamento' });
    expect(await within(pagamento).findByTestId('devido')).toHaveTextContent('Total a pagar hojeR$ 30,00');
    expect(within(pagamento).getByRole('button', { name: 'PIX' })).toBeInTheDocument();
    expect(within(pagamento).getByRole('button', { name: 'Boleto' })).toBeInTheDocument();
    // No charge until the member picks how to pay.
    expect(screen.queryByRole('img', { name: 'QR Code PIX' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver comprovante' })).toHaveAttribute('href', `/perfil/meus-requerimentos/${ID_RASCUNHO}/protocolo`);
    // Finalizado waits for the payment.
    await router.navigate(`/requerimento/${ID_RASCUNHO}/finalizado`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/requerimento/${ID_RASCUNHO}/pagamento`));
  });
});
