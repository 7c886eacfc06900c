import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { detalhe, detalheStaff, elegivel, ID_PESSOA, ID_RASCUNHO } from './dados-de-teste';
import { digitarDataNoCampo } from '@/test/digitar-data';

type Usuario = ReturnType<typeof renderizarRota>['user'];

async function digitarData(_user: Usuario, rotulo: RegExp, ddmmaaaa: string) {
  digitarDataNoCampo(rotulo, ddmmaaaa);
  return Promise.resolve();
}

/** Fills the 262 form (auxílio maternidade) with valid data. */
async function preencher262(user: Usuario) {
  await user.selectOptions(screen.getByRole('combobox', { name: /Evento/ }), 'nascimento');
  await digitarData(user, /Data do evento/, '10102026');
  await user.type(screen.getByRole('textbox', { name: /Nome da criança/ }), 'Helena Souza');
  await user.click(screen.getByRole('checkbox', { name: /Declaro que sou a mãe/ }));
  await user.click(screen.getByRole('radio', { name: 'Chave PIX' }));
  await user.type(screen.getByRole('textbox', { name: /Chave PIX/ }), 'maria@exemplo.com.br');
}

describe('request form (generic over the catalog)', () => {
  it('renders every field of 262 from the catalog, one h1 with the type title, and the stepper', async () => {
    logarComo(maria);
    const api = instalarApiFake({ 'GET /requerimentos/tipos/262/elegibilidade': { status: 200, data: elegivel } });
    renderizarRota('/home/casag/requerimentos/262');

    expect(await screen.findByRole('heading', { level: 1, name: 'Auxílio maternidade' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: /Evento/ })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByLabelText(/Data do evento/)).toHaveAttribute('type', 'date');
    expect(screen.getByRole('textbox', { name: /Nome da criança/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Declaro que sou a mãe/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Chave PIX' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Conta bancária' })).toBeInTheDocument();
    const etapas = screen.getByRole('navigation', { name: 'Etapas do requerimento' });
    expect(within(etapas).getByText('Etapa 1 de 3 — Formulário')).toBeInTheDocument();
    expect(api.chamadasDe('GET /requerimentos/tipos/262/elegibilidade')).toHaveLength(1);
  });

  it('renders 265 with its list of heirs: add and remove labelled item groups', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /requerimentos/tipos/265/elegibilidade': { status: 200, data: elegivel } });
    const { user } = renderizarRota('/home/casag/requerimentos/265');

    expect(await screen.findByRole('heading', { level: 1, name: 'Auxílio funeral' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Nome do advogado falecido/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /CPF do advogado falecido/ })).toBeInTheDocument();
    const lista = screen.getByRole('region', { name: /Herdeiros e quotas/ });
    // min 1: the first heir is there from the start, with its own labelled fields.
    const primeiro = within(lista).getByRole('group', { name: 'Herdeiro 1' });
    expect(within(primeiro).getByRole('textbox', { name: /Nome completo/ })).toBeInTheDocument();
    expect(within(primeiro).getByRole('textbox', { name: /CPF/ })).toBeInTheDocument();
    expect(within(primeiro).getByRole('combobox', { name: /Parentesco com o falecido/ })).toBeInTheDocument();
    expect(within(primeiro).getByRole('textbox', { name: /Quota/ })).toBeInTheDocument();

    await user.click(within(lista).getByRole('button', { name: /Adicionar herdeiro/ }));
    const segundo = within(lista).getByRole('group', { name: 'Herdeiro 2' });
    await user.type(within(segundo).getByRole('textbox', { name: /CPF/ }), '52998224725');
    expect(within(segundo).getByRole('textbox', { name: /CPF/ })).toHaveValue('529.982.247-25');

    await user.click(within(lista).getByRole('button', { name: 'Remover Herdeiro 1' }));
    expect(within(lista).queryByRole('group', { name: 'Herdeiro 2' })).not.toBeInTheDocument();
    // The remaining heir is the one that was second (its CPF moved up).
    expect(within(within(lista).getByRole('group', { name: 'Herdeiro 1' })).getByRole('textbox', { name: /CPF/ })).toHaveValue('529.982.247-25');
    // Focus goes to the add button, so a keyboard user is not lost.
    expect(within(lista).getByRole('button', { name: /Adicionar herdeiro/ })).toHaveFocus();
  });

  it('adding a heir does not mark the untouched fields red; submitting does, and a heir added then stays clean', async () => {
    logarComo(maria);
    const api = instalarApiFake({ 'GET /requerimentos/tipos/265/elegibilidade': { status: 200, data: elegivel } });
    const { user } = renderizarRota('/home/casag/requerimentos/265');
    const lista = await screen.findByRole('region', { name: /Herdeiros e quotas/ });

    await user.click(within(lista).getByRole('button', { name: /Adicionar herdeiro/ }));
    expect(within(lista).getByRole('group', { name: 'Herdeiro 2' })).toBeInTheDocument();
    // Give react-hook-form's (asynchronous) list validation the chance to run.
    await new Promise((r) => setTimeout(r, 50));
    expect(within(lista).queryByText('Campo obrigatório.')).not.toBeInTheDocument();
    expect(within(lista).queryByText('Informe um número.')).not.toBeInTheDocument();
    expect(within(lista).queryAllByRole('textbox').filter((c) => c.getAttribute('aria-invalid') === 'true')).toHaveLength(0);

    // Blur of one field: only that field shows its error.
    const segundo = within(lista).getByRole('group', { name: 'Herdeiro 2' });
    await user.click(within(segundo).getByRole('textbox', { name: /Nome completo/ }));
    await user.tab();
    await waitFor(() => expect(within(segundo).getByRole('textbox', { name: /Nome completo/ })).toHaveAttribute('aria-invalid', 'true'));
    expect(within(segundo).getByRole('textbox', { name: /CPF/ })).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(lista).getAllByText('Campo obrigatório.')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    await waitFor(() => expect(within(lista).getAllByText('Informe um número.')).toHaveLength(2));
    const primeiro = within(lista).getByRole('group', { name: 'Herdeiro 1' });
    expect(within(primeiro).getByRole('textbox', { name: /Nome completo/ })).toHaveAttribute('aria-invalid', 'true');
    expect(within(primeiro).getByRole('textbox', { name: /CPF/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.chamadasDe('POST /requerimentos')).toHaveLength(0);

    // After the failed submit, a new heir starts clean too; the earlier errors stay.
    await user.click(within(lista).getByRole('button', { name: /Adicionar herdeiro/ }));
    await new Promise((r) => setTimeout(r, 50));
    const terceiro = within(lista).getByRole('group', { name: 'Herdeiro 3' });
    expect(within(terceiro).queryByText('Campo obrigatório.')).not.toBeInTheDocument();
    expect(within(terceiro).queryByText('Informe um número.')).not.toBeInTheDocument();
    expect(within(primeiro).getByRole('textbox', { name: /Nome completo/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('blocks an inadimplente member: the reason, the link to the pendências, and no form', async () => {
    logarComo(maria);
    instalarApiFake({
      'GET /requerimentos/tipos/262/elegibilidade': {
        status: 200,
        data: {
          elegivel: false,
          motivos: [
            {
              codigo: 'INADIMPLENTE',
              mensagem: 'Há 2 títulos vencidos em aberto, no total de R$ 1.200,00.',
              link: { rotulo: 'Ver pendências', href: '/requerimento-pendente' },
            },
          ],
          opcoesPai: [],
        },
      },
    });
    renderizarRota('/home/casag/requerimentos/262');

    const alerta = await screen.findByTestId('inelegivel');
    expect(alerta).toHaveTextContent('Há 2 títulos vencidos em aberto, no total de R$ 1.200,00.');
    expect(within(alerta).getByRole('link', { name: 'Ver pendências' })).toHaveAttribute('href', '/requerimento-pendente');
    expect(screen.queryByRole('button', { name: 'Salvar e continuar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Evento/ })).not.toBeInTheDocument();
  });

  it('an agreement with its entry unpaid: "pague a entrada do acordo" with the link to pay it, and no form', async () => {
    logarComo(maria);
    instalarApiFake({
      'GET /requerimentos/tipos/262/elegibilidade': {
        status: 200,
        data: {
          elegivel: false,
          motivos: [
            {
              codigo: 'ENTRADA_ACORDO_PENDENTE',
              mensagem:
                'Para pedir auxílio maternidade é preciso estar em dia com a OAB. O acordo nº 7 só deixa você em dia depois que a entrada de R$ 209,57 (com vencimento em 28/11/2026) for paga: pague a entrada do acordo.',
              link: { rotulo: 'Pagar a entrada do acordo', href: '/payment-plan' },
            },
          ],
          opcoesPai: [],
        },
      },
    });
    renderizarRota('/home/casag/requerimentos/262');

    const alerta = await screen.findByTestId('inelegivel');
    expect(alerta).toHaveTextContent('pague a entrada do acordo');
    expect(alerta).toHaveTextContent('R$ 209,57');
    expect(within(alerta).getByRole('link', { name: 'Pagar a entrada do acordo' })).toHaveAttribute('href', '/payment-plan');
    expect(screen.queryByRole('button', { name: 'Salvar e continuar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Evento/ })).not.toBeInTheDocument();
  });

  it('validates with the catalog schema before sending: nothing is posted while the form is invalid', async () => {
    logarComo(maria);
    const api = instalarApiFake({ 'GET /requerimentos/tipos/262/elegibilidade': { status: 200, data: elegivel } });
    const { user } = renderizarRota('/home/casag/requerimentos/262');

    await user.click(await screen.findByRole('button', { name: 'Salvar e continuar' }));
    expect(await screen.findByText('Confirme a declaração para continuar.')).toBeInTheDocument();
    expect(screen.getByText('Escolha PIX ou conta bancária.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Evento/ })).toHaveAttribute('aria-invalid', 'true');
    // The first invalid field gets the focus.
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Evento/ })).toHaveFocus());
    expect(api.chamadasDe('POST /requerimentos')).toHaveLength(0);
  });

  it('creates the draft with the parsed dados and goes to the documents step', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'GET /requerimentos/tipos/262/elegibilidade': { status: 200, data: elegivel },
      'POST /requerimentos': { status: 201, data: detalhe() },
      [`GET /requerimentos/${ID_RASCUNHO}`]: { status: 200, data: detalhe() },
    });
    const { user, router } = renderizarRota('/home/casag/requerimentos/262');
    await screen.findByRole('combobox', { name: /Evento/ });
    await preencher262(user);
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home/casag/requerimentos/262/documentos'));
    expect(router.state.location.search).toBe(`?id=${ID_RASCUNHO}`);
    expect(api.chamadasDe('POST /requerimentos')[0]?.corpo).toEqual({
      codigo: '262',
      dados: {
        evento: 'nascimento',
        dataEvento: '2026-10-10',
        nomeCrianca: 'Helena Souza',
        declaracaoMae: true,
        dadosBancarios: { forma: 'pix', chavePix: 'maria@exemplo.com.br' },
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Certidão de nascimento, adoção ou natimorto' })).toBeInTheDocument();
  });

  it("after 'Salvar e continuar', focus is on the documents step's h1 (not left on the page body)", async () => {
    logarComo(maria);
    instalarApiFake({
      'GET /requerimentos/tipos/262/elegibilidade': { status: 200, data: elegivel },
      'POST /requerimentos': { status: 201, data: detalhe() },
      [`GET /requerimentos/${ID_RASCUNHO}`]: { status: 200, data: detalhe() },
    });
    const { user, router } = renderizarRota('/home/casag/requerimentos/262');
    await screen.findByRole('combobox', { name: /Evento/ });
    await preencher262(user);
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home/casag/requerimentos/262/documentos'));
    await screen.findByText('Etapa 2 de 3 — Documentos');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Auxílio maternidade' })).toHaveFocus());
    await waitFor(() => expect(screen.getByTestId('anuncio-de-rota')).toHaveTextContent('Auxílio maternidade'));
  });

  it('puts the server field errors (campos) on the fields', async () => {
    logarComo(maria);
    instalarApiFake({
      'GET /requerimentos/tipos/262/elegibilidade': { status: 200, data: elegivel },
      'POST /requerimentos': {
        status: 400,
        data: {
          mensagem: "Dados inválidos no campo 'nomeCrianca'.",
          codigo: 'VALIDACAO',
          campos: { 'dados.nomeCrianca': 'O servidor recusou este nome.', 'dados.dadosBancarios.chavePix': 'Chave PIX inválida.' },
        },
      },
    });
    const { user, router } = renderizarRota('/home/casag/requerimentos/262');
    await screen.findByRole('combobox', { name: /Evento/ });
    await preencher262(user);
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

    expect(await screen.findByText('O servidor recusou este nome.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nome da criança/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Nome da criança/ })).toHaveFocus();
    expect(screen.getByText('Chave PIX inválida.')).toBeInTheDocument();
    // Never the field's code name ("Dados inválidos no campo 'nomeCrianca'."): its message is beside it.
    expect(screen.getByTestId('erro-formulario')).toHaveTextContent(/^Confira os campos destacados\.$/);
    expect(router.state.location.pathname).toBe('/home/casag/requerimentos/262');
  });

  it('resumes a draft: prefilled, saved with PUT', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'GET /requerimentos/tipos/262/elegibilidade': { status: 200, data: elegivel },
      [`GET /requerimentos/${ID_RASCUNHO}`]: { status: 200, data: detalhe() },
      [`PUT /requerimentos/${ID_RASCUNHO}`]: (req) => ({ status: 200, data: detalhe({ dados: (req.corpo as { dados: Record<string, unknown> }).dados }) }),
    });
    const { user, router } = renderizarRota(`/home/casag/requerimentos/262?id=${ID_RASCUNHO}`);

    const nome = await screen.findByRole('textbox', { name: /Nome da criança/ });
    expect(nome).toHaveValue('Helena Souza');
    expect(screen.getByRole('combobox', { name: /Evento/ })).toHaveValue('nascimento');
    expect(screen.getByRole('checkbox', { name: /Declaro que sou a mãe/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Chave PIX/ })).toHaveValue('maria@exemplo.com.br');

    await user.clear(nome);
    await user.type(nome, 'Helena Lima Souza');
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home/casag/requerimentos/262/documentos'));
    expect(api.chamadasDe('POST /requerimentos')).toHaveLength(0);
    expect(api.chamadasDe(`PUT /requerimentos/${ID_RASCUNHO}`)[0]?.corpo).toMatchObject({ dados: { nomeCrianca: 'Helena Lima Souza' } });
  });

  it('a sent request has no editable form: its form URL goes to finalizado', async () => {
    logarComo(maria);
    instalarApiFake({
      [`GET /requerimentos/${ID_RASCUNHO}`]: { status: 200, data: detalhe({ status: 'enviado', protocolo: '2026/000123' }) },
    });
    const { router } = renderizarRota(`/home/casag/requerimentos/262?id=${ID_RASCUNHO}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/casag/requerimentos/262/finalizado'));
    expect(await screen.findByTestId('numero-protocolo')).toHaveTextContent('2026/000123');
  });

  it('an unknown type code, or a code of another area, is not found (no call to the API)', async () => {
    logarComo(maria);
    const api = instalarApiFake();
    renderizarRota('/home/casag/requerimentos/401');
    expect(await screen.findByText('Tipo de requerimento não encontrado.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(api.chamadas.filter((c) => c.url.includes('/requerimentos'))).toHaveLength(0);
  });

  it('OAB: /requerimento/novo?tipo=401 states the fee, creates the draft and continues at /requerimento/:id/documentos', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'GET /requerimentos/tipos/401/elegibilidade': { status: 200, data: elegivel },
      'POST /requerimentos': { status: 201, data: detalhe({ codigo: '401', area: 'oab', titulo: 'Certidão de regularidade', dados: {} }) },
      [`GET /requerimentos/${ID_RASCUNHO}`]: { status: 200, data: detalhe({ codigo: '401', area: 'oab', titulo: 'Certidão de regularidade', dados: {} }) },
    });
    const { user, router } = renderizarRota('/requerimento/novo?tipo=401');
    expect(await screen.findByRole('heading', { level: 1, name: 'Certidão de regularidade' })).toBeInTheDocument();
    expect(screen.getByText(/Taxa do serviço: R\$ 30,00/)).toBeInTheDocument();
    expect(screen.getByText('Etapa 1 de 4 — Formulário')).toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: /Finalidade/ }), 'licitacao');
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/requerimento/${ID_RASCUNHO}/documentos`));
    expect(api.chamadasDe('POST /requerimentos')[0]?.corpo).toEqual({ codigo: '401', dados: { finalidade: 'licitacao', finalidadeOutra: null } });
  });

  it("273: the parent is picked from the server's options (protocol, title, last day), preselected by ?pai=", async () => {
    logarComo(maria);
    const PAI = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
    const api = instalarApiFake({
      'GET /requerimentos/tipos/273/elegibilidade': {
        status: 200,
        data: {
          elegivel: true,
          motivos: [],
          opcoesPai: [
            { id: PAI, protocolo: '2026/000042', titulo: 'Auxílio extraordinário', status: 'em_diligencia', data: '2026-12-01', limite: '2026-12-01' },
            { id: ID_RASCUNHO, protocolo: '2026/000050', titulo: 'Segunda via da carteira', status: 'em_diligencia', data: '2026-12-05', limite: '2026-12-05' },
          ],
        },
      },
      'POST /requerimentos': { status: 201, data: detalhe({ codigo: '273', dados: { requerimento: PAI, observacao: null } }) },
      [`GET /requerimentos/${ID_RASCUNHO}`]: { status: 200, data: detalhe({ codigo: '273', dados: { requerimento: PAI, observacao: null } }) },
    });
    const { user } = renderizarRota(`/home/casag/requerimentos/273?pai=${PAI}`);
    const pai = await screen.findByRole('combobox', { name: /Requerimento em diligência/ });
    expect(within(pai).getByRole('option', { name: 'Protocolo 2026/000042 — Auxílio extraordinário — até 01/12/2026' })).toBeInTheDocument();
    expect(within(pai).getByRole('option', { name: 'Protocolo 2026/000050 — Segunda via da carteira — até 05/12/2026' })).toBeInTheDocument();
    expect(pai).toHaveValue(PAI);
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    await waitFor(() => expect(api.chamadasDe('POST /requerimentos')).toHaveLength(1));
    expect(api.chamadasDe('POST /requerimentos')[0]?.corpo).toEqual({ codigo: '273', dados: { requerimento: PAI, observacao: null } });
  });

  it('interno: staff file for the member found by the index page, with the staff endpoints', async () => {
    logarComo(ana);
    const api = instalarApiFake({
      'GET /area-restrita/requerimentos-interno/elegibilidade/262': { status: 200, data: elegivel },
      'POST /area-restrita/requerimentos-interno': { status: 201, data: detalheStaff() },
      [`GET /area-restrita/requerimentos/${ID_RASCUNHO}`]: { status: 200, data: detalheStaff() },
    });
    const { user, router } = renderizarRota(`/area-restrita/requerimentos-interno/262?pessoa=${ID_PESSOA}`);
    await screen.findByRole('combobox', { name: /Evento/ });
    expect(screen.getByTestId('em-nome-de')).toBeInTheDocument();
    expect(api.chamadasDe('GET /area-restrita/requerimentos-interno/elegibilidade/262')[0]?.params).toEqual({ pessoaId: ID_PESSOA });
    expect(api.chamadasDe('GET /requerimentos/tipos/262/elegibilidade')).toHaveLength(0);

    await preencher262(user);
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/area-restrita/requerimentos-interno/262/documentos'));
    expect(new URLSearchParams(router.state.location.search).get('pessoa')).toBe(ID_PESSOA);
    expect(api.chamadasDe('POST /area-restrita/requerimentos-interno')[0]?.corpo).toMatchObject({ pessoaId: ID_PESSOA, codigo: '262' });
    // After creation the requester comes from the staff detail.
    expect(await screen.findByText('Em nome de: Joana Ribeiro')).toBeInTheDocument();
    expect(screen.getByText(/CPF 529\.982\.247-25/)).toBeInTheDocument();
  });
});
