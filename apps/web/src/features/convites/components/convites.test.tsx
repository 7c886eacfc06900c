import type { ConviteDono, ConvitePortaria, MeusConvites } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const HASH = 'abcdefghijklmnopqrstuvwxyzABCDEF';

const convite = (c: Partial<ConviteDono> = {}): ConviteDono => ({
  visao: 'dono',
  id: '1a2b3c4d-0001-4b5c-8d9e-0f1a2b3c4d5e',
  codemp: 'cel',
  hash: HASH,
  convidado: { nome: 'Roberto Almeida', cpf: null },
  data: '2026-11-29',
  situacao: 'emitido',
  pagoCom: 'cota',
  creditosCentavos: 0,
  link: `http://portal/convite/cel/${HASH}`,
  linkValidacao: `http://portal/convite/validar/${HASH}#PU1.C.x`,
  codigoAssinado: 'PU1.C.x',
  codigoCurto: 'ABCDE12345',
  qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  criadoEm: '2026-11-26T12:00:00.000Z',
  canceladoEm: null,
  admissao: null,
  podeCancelar: true,
  ...c,
});

const meus = (m: Partial<MeusConvites> = {}): MeusConvites => ({
  hoje: '2026-11-26',
  dataMaxima: '2027-01-25',
  cotas: [
    { mes: '2026-11', limite: 4, usados: 1, restantes: 3 },
    { mes: '2026-12', limite: 4, usados: 4, restantes: 0 },
    { mes: '2027-01', limite: 4, usados: 0, restantes: 4 },
  ],
  precoCreditosCentavos: 2_000,
  saldoViraMaisCentavos: 500,
  impedimentos: [],
  itens: [convite({ qrCodeSvg: null })],
  ...m,
});

describe('/home/cel/convites', () => {
  it('shows the invitations left, my invitations, and sends a new one; a month without quota offers credits', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'GET /convites': { status: 200, data: meus() },
      'POST /convites': { status: 201, data: convite({ convidado: { nome: 'Ana Souza', cpf: null } }) },
      [`GET /convites/cel/${HASH}`]: { status: 200, data: convite({ convidado: { nome: 'Ana Souza', cpf: null } }) },
    });
    const { user } = renderizarRota('/home/cel/convites');
    expect(await screen.findByTestId('convites-restantes')).toHaveTextContent('Restam 3 convites em novembro');
    expect(screen.getByRole('link', { name: 'Roberto Almeida' })).toHaveAttribute('href', `/convite/cel/${HASH}`);

    await user.type(screen.getByLabelText(/Nome do convidado/), 'Ana Souza');
    const data = screen.getByLabelText(/Data da visita/);
    await user.type(data, '2026-12-10');
    expect(screen.getByTestId('cota-do-mes')).toHaveTextContent('Nenhum convite restante em dezembro');
    expect(screen.getByRole('button', { name: 'Convidar' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Pagar este convite com/ }));
    await user.click(screen.getByRole('button', { name: 'Convidar' }));
    await waitFor(() => expect(api.chamadas.some((c) => c.rota === 'POST /convites')).toBe(true));
    expect(api.chamadas.find((c) => c.rota === 'POST /convites')?.corpo).toEqual({ nome: 'Ana Souza', cpf: '', data: '2026-12-10', usarCreditos: true });
    expect(await screen.findByTestId('convidado')).toHaveTextContent('Ana Souza');
  });

  it('an empty form says what is missing (the date too, not "Data inválida.") and sends nothing', async () => {
    logarComo(maria);
    const api = instalarApiFake({ 'GET /convites': { status: 200, data: meus() } });
    const { user } = renderizarRota('/home/cel/convites');
    await screen.findByTestId('convites-restantes');
    await user.click(screen.getByRole('button', { name: 'Convidar' }));
    expect(await screen.findByText('Informe o nome completo do convidado.')).toBeInTheDocument();
    expect(screen.getByText('Informe a data da visita.')).toBeInTheDocument();
    expect(screen.queryByText('Data inválida.')).not.toBeInTheDocument();
    expect(api.chamadas.some((c) => c.rota === 'POST /convites')).toBe(false);
  });

  it('says why a member may not invite, with the link to fix it, and shows no form', async () => {
    logarComo(maria);
    instalarApiFake({
      'GET /convites': {
        status: 200,
        data: meus({ itens: [], impedimentos: [{ mensagem: 'Para convidar é preciso estar em dia com a OAB.', link: { rotulo: 'Pagar ou negociar', href: '/financeiro' } }] }),
      },
    });
    renderizarRota('/home/cel/convites');
    const aviso = await screen.findByTestId('impedimentos');
    expect(aviso).toHaveTextContent('Para convidar é preciso estar em dia com a OAB.');
    expect(within(aviso).getByRole('link', { name: 'Pagar ou negociar' })).toHaveAttribute('href', '/financeiro');
    expect(screen.queryByLabelText(/Nome do convidado/)).toBeNull();
    // No "Restam 4 convites" beside the reason why none can be sent.
    expect(screen.queryByTestId('convites-restantes')).not.toBeInTheDocument();
    expect(screen.getByText('Você ainda não convidou ninguém.')).toBeInTheDocument();
  });

  it('shows an error with retry when the list fails', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /convites': { status: 500, data: { mensagem: 'Ocorreu um erro interno. Tente novamente mais tarde.', codigo: 'ERRO_INTERNO' } } });
    renderizarRota('/home/cel/convites');
    expect(await screen.findByText('Ocorreu um erro interno. Tente novamente mais tarde.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});

describe('/convite/:codemp/:hash', () => {
  it('the owner sees the QR, the short code and the link, and cancels after confirming', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      [`GET /convites/cel/${HASH}`]: { status: 200, data: convite() },
      [`POST /convites/cel/${HASH}/cancelamento`]: { status: 200, data: convite({ situacao: 'cancelado', podeCancelar: false, canceladoEm: '2026-11-26T13:00:00.000Z' }) },
    });
    const { user } = renderizarRota(`/convite/cel/${HASH}`);
    expect(await screen.findByRole('img', { name: 'QR code do convite de Roberto Almeida' })).toBeInTheDocument();
    expect(screen.getByTestId('codigo-curto')).toHaveTextContent('ABCDE-12345');
    expect(screen.getByLabelText('Link do convite')).toHaveValue(`http://portal/convite/cel/${HASH}`);

    await user.click(screen.getByRole('button', { name: 'Cancelar convite' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Cancelar o convite?' });
    expect(api.chamadas.some((c) => c.metodo === 'POST')).toBe(false);
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar convite' }));
    expect(await screen.findByText('Cancelado')).toBeInTheDocument();
    expect(screen.queryByTestId('qr-convite')).toBeNull();
  });

  it('a wrong link says so, without retry', async () => {
    logarComo(maria);
    instalarApiFake({ [`GET /convites/cel/${HASH}`]: { status: 404, data: { mensagem: 'Recurso não encontrado.', codigo: 'NAO_ENCONTRADO' } } });
    renderizarRota(`/convite/cel/${HASH}`);
    expect(await screen.findByText('Convite não encontrado. Confira o link.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  it('anyone else sees only that it exists and its date', async () => {
    logarComo(maria);
    instalarApiFake({ [`GET /convites/cel/${HASH}`]: { status: 200, data: { visao: 'publica', codemp: 'cel', data: '2026-11-29' } } });
    renderizarRota(`/convite/cel/${HASH}`);
    const publico = await screen.findByTestId('convite-publico');
    expect(publico).toHaveTextContent('Este convite do CEL existe.');
    expect(publico).toHaveTextContent('29/11/2026');
  });
});

describe('/convite/validar/:hash', () => {
  const gate = (g: Partial<ConvitePortaria> = {}): ConvitePortaria => ({
    visao: 'portaria',
    codemp: 'cel',
    data: '2026-11-26',
    convidado: { nome: 'Roberto Almeida' },
    anfitriao: 'Maria Aparecida Souza',
    situacao: 'valido',
    admissao: null,
    codigoCurto: 'ABCDE12345',
    ...g,
  });

  it('gate staff admit at the chosen gate; a second admission elsewhere answers já admitido', async () => {
    logarComo(ana);
    const admitido = gate({ situacao: 'admitido', admissao: { em: '2026-11-26T13:00:00.000Z', portaria: 'Portaria principal', por: 'Ana Lima' } });
    const api = instalarApiFake({
      [`GET /convites/validar/${HASH}`]: { status: 200, data: gate() },
      [`POST /convites/validar/${HASH}/admissao`]: { status: 200, data: { resultado: 'ja_admitido', convite: admitido } },
    });
    const { user } = renderizarRota(`/convite/validar/${HASH}`);
    expect(await screen.findByTestId('situacao-portaria')).toHaveTextContent('Convite válido hoje.');
    expect(screen.getByTestId('nome-convidado')).toHaveTextContent('Roberto Almeida');
    await user.click(screen.getByRole('combobox', { name: 'Portaria' }));
    await user.click(await screen.findByRole('option', { name: 'Portaria social' }));
    await user.click(screen.getByRole('button', { name: 'Admitir convidado' }));
    await waitFor(() => expect(screen.getByTestId('situacao-portaria')).toHaveTextContent(/^Já admitido: Convidado já admitido em 26\/11\/2026.*Portaria principal/));
    expect(api.chamadas.find((c) => c.metodo === 'POST')?.corpo).toEqual({ portaria: 'Portaria social' });
    expect(screen.queryByRole('button', { name: 'Admitir convidado' })).toBeNull();
  });

  it('shows a wrong date without the admit button', async () => {
    logarComo(ana);
    instalarApiFake({ [`GET /convites/validar/${HASH}`]: { status: 200, data: gate({ situacao: 'outra_data', data: '2026-11-29' }) } });
    renderizarRota(`/convite/validar/${HASH}`);
    expect(await screen.findByTestId('situacao-portaria')).toHaveTextContent('Data errada: este convite é para 29/11/2026.');
    expect(screen.queryByRole('button', { name: 'Admitir convidado' })).toBeNull();
  });
});
