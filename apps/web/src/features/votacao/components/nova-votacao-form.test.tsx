import type { VotacaoStaff } from '@portal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarApiFake, type RespostaFake } from '@/test/fake-api';
import { ana, logarComo } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const ID_COMISSAO = '3f0c6c1e-1b2a-4c3d-8e9f-0a1b2c3d4e5f';
const GUARDIOES = ['Ana Lima', 'Bruno Dias', 'Célia Moura', 'Davi Reis'].map((nome, i) => ({ id: `0000000${i}-1b2a-4c3d-8e9f-0a1b2c3d4e5f`, nome }));
const ELEGIVEIS = { 'GET /votacoes-admin/guardioes-elegiveis': { status: 200, data: { itens: GUARDIOES } } };
const comissoes = (lista: { id: string; nome: string; membros: number }[]) => ({
  comissoes: lista.map((c) => ({ id: c.id, nome: c.nome, tipo: 'permanente', finalidade: '', membros: Array.from({ length: c.membros }, (_, i) => ({ nome: `Membro ${i}`, papel: 'membro' })) })),
  minhas: [],
});

function votacao(extra: Partial<VotacaoStaff> = {}): VotacaoStaff {
  return {
    id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f1a2b3c4d',
    titulo: 'Plano de trabalho',
    descricao: '',
    tipo: 'enquete',
    elegibilidade: 'comissao',
    comissao: { id: ID_COMISSAO, nome: 'Comissão de Direitos Humanos' },
    abreEm: '2026-11-26T12:00:00.000Z',
    fechaEm: '2026-11-27T12:00:00.000Z',
    situacao: 'rascunho',
    opcoes: [
      { id: 'a', texto: 'Sim' },
      { id: 'b', texto: 'Não' },
    ],
    minimo: 1,
    maximo: 1,
    comparecimento: null,
    resultado: null,
    cripto: null,
    editavel: true,
    quorum: 2,
    guardioes: GUARDIOES.slice(0, 3).map((g, i) => ({ usuarioId: g.id, indice: i + 1, nome: g.nome, etapa: 'publicar-chave' as const })),
    cerimoniaConcluida: false,
    reclamacao: null,
    decifracoes: 0,
    podeIniciarCerimonia: true,
    podeReiniciarCerimonia: false,
    podeAbrir: true,
    podeEncerrar: false,
    podePublicar: false,
    abertaEm: null,
    encerradaEm: null,
    publicadaEm: null,
    ...extra,
  };
}

async function preencher(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Título' }, { timeout: 20_000 }), 'Plano');
  await user.type(screen.getByRole('textbox', { name: 'Opção 1' }), 'Sim');
  await user.type(screen.getByRole('textbox', { name: 'Opção 2' }), 'Não');
  for (const g of GUARDIOES.slice(1)) await user.click(await screen.findByRole('checkbox', { name: g.nome }));
}

async function escolherComissaoComoQuemVota(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: /^Quem pode votar/ }));
  await user.click(await screen.findByRole('option', { name: 'Membros de uma comissão' }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

describe('/voting-admin: votação restrita aos membros de uma comissão', () => {
  it('loads the commissions, picks one by keyboard and sends its id; the card shows who votes by name', async () => {
    logarComo(ana);
    let liberar: (r: RespostaFake) => void = () => {};
    const api = instalarApiFake({
      ...ELEGIVEIS,
      'GET /votacoes-admin': { status: 200, data: { itens: [votacao()] } },
      'GET /comissoes': () => new Promise<RespostaFake>((r) => (liberar = r)),
      'POST /votacoes-admin': { status: 201, data: votacao() },
      [`POST /votacoes-admin/${votacao().id}/abertura`]: { status: 200, data: votacao({ situacao: 'aberta', editavel: false, podeAbrir: false, podeEncerrar: true }) },
    });
    const user = userEvent.setup();
    renderizarRota('/voting-admin');
    expect(await screen.findByTestId('elegibilidade', {}, { timeout: 20_000 })).toHaveTextContent('Quem vota: Membros da Comissão de Direitos Humanos com mandato vigente na abertura');
    await preencher(user);
    expect(screen.queryByRole('combobox', { name: /^Comissão/ })).not.toBeInTheDocument();
    await escolherComissaoComoQuemVota(user);
    expect(await screen.findByText('Carregando as comissões…')).toBeInTheDocument();
    liberar({
      status: 200,
      data: comissoes([
        { id: ID_COMISSAO, nome: 'Comissão de Direitos Humanos', membros: 3 },
        { id: '4f0c6c1e-1b2a-4c3d-8e9f-0a1b2c3d4e5f', nome: 'Comissão da Jovem Advocacia', membros: 0 },
      ]),
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Comissão/ })).not.toHaveAttribute('aria-disabled'));
    const picker = screen.getByRole('combobox', { name: /^Comissão/ });
    // Keyboard: open the list, go down past "Jovem Advocacia" (sorted first), choose.
    act(() => picker.focus());
    await user.keyboard('{ArrowDown}');
    const lista = (await screen.findByRole('option', { name: /Direitos Humanos/ })).closest<HTMLElement>('[role="listbox"]')!;
    expect(within(lista).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Comissão da Jovem AdvocaciaNenhum membro com mandato vigente',
      'Comissão de Direitos Humanos3 membros com mandato vigente',
    ]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picker).toHaveTextContent('Comissão de Direitos Humanos');
    await user.click(screen.getByRole('button', { name: 'Criar votação' }));
    expect(await screen.findByText(/Votação criada como rascunho/)).toBeInTheDocument();
    expect(api.chamadasDe('POST /votacoes-admin')[0]?.corpo).toMatchObject({
      elegibilidade: 'comissao',
      comissaoId: ID_COMISSAO,
      opcoes: ['Sim', 'Não'],
      // In the order they were ticked: guardians 1, 2, 3.
      guardioes: GUARDIOES.slice(1).map((g) => g.id),
      quorum: 2,
    });
    // Opened from the list: "criada como rascunho" is no longer true, so it goes.
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }, { timeout: 20_000 }));
    await waitFor(() => expect(api.chamadasDe(`POST /votacoes-admin/${votacao().id}/abertura`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText(/Votação criada como rascunho/)).not.toBeInTheDocument());
  }, 120_000);

  it('shows the server message beside the picker when no commission is chosen, and sends no commission for the other kind', async () => {
    logarComo(ana);
    const api = instalarApiFake({
      ...ELEGIVEIS,
      'GET /votacoes-admin': { status: 200, data: { itens: [] } },
      'GET /comissoes': { status: 200, data: comissoes([{ id: ID_COMISSAO, nome: 'Comissão de Direitos Humanos', membros: 3 }]) },
      'POST /votacoes-admin': (req) =>
        (req.corpo as { comissaoId: unknown }).comissaoId === null && (req.corpo as { elegibilidade: string }).elegibilidade === 'comissao'
          ? { status: 400, data: { mensagem: "Dados inválidos no campo 'comissaoId': Escolha a comissão cujos membros votam.", codigo: 'VALIDACAO', campos: { comissaoId: 'Escolha a comissão cujos membros votam.' } } }
          : { status: 201, data: votacao({ elegibilidade: 'regular_em_dia', comissao: null }) },
    });
    const user = userEvent.setup();
    renderizarRota('/voting-admin');
    await preencher(user);
    await escolherComissaoComoQuemVota(user);
    await screen.findByRole('combobox', { name: /^Comissão/ });
    await user.click(screen.getByRole('button', { name: 'Criar votação' }));
    expect(await screen.findByText('Escolha a comissão cujos membros votam.')).toBeInTheDocument();
    // The alert does not repeat it with the field's code name.
    expect(screen.getByRole('alert')).toHaveTextContent(/^Confira os campos destacados\.$/);
    await user.click(screen.getByRole('combobox', { name: /^Quem pode votar/ }));
    await user.click(await screen.findByRole('option', { name: /regular e em dia/ }));
    expect(screen.queryByRole('combobox', { name: /^Comissão/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar votação' }));
    expect(await screen.findByText(/Votação criada como rascunho/)).toBeInTheDocument();
    expect(api.chamadasDe('POST /votacoes-admin')[1]?.corpo).toMatchObject({ elegibilidade: 'regular_em_dia', comissaoId: null });
  }, 120_000);

  it('says when no commission exists, and offers a retry when the commissions fail to load', async () => {
    logarComo(ana);
    const api = instalarApiFake({
      ...ELEGIVEIS,
      'GET /votacoes-admin': { status: 200, data: { itens: [] } },
      'GET /comissoes': { redeFalhou: true },
    });
    const user = userEvent.setup();
    renderizarRota('/voting-admin');
    await screen.findByRole('textbox', { name: 'Título' }, { timeout: 20_000 });
    await escolherComissaoComoQuemVota(user);
    expect(await screen.findByText(/Não foi possível carregar as comissões/)).toBeInTheDocument();
    api.definir('GET /comissoes', { status: 200, data: comissoes([]) });
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(/Nenhuma comissão cadastrada/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Comissão/ })).not.toBeInTheDocument();
  }, 60_000);
});

describe('/voting-admin: alterar um rascunho', () => {
  const ID = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f1a2b3c4d';

  it('opens the draft filled, sends the change with what it held, says so and gives the focus back', async () => {
    logarComo(ana);
    const api = instalarApiFake({
      ...ELEGIVEIS,
      'GET /votacoes-admin': { status: 200, data: { itens: [votacao(), votacao({ id: 'aberta', titulo: 'Já aberta', situacao: 'aberta', editavel: false, podeAbrir: false, podeEncerrar: true })] } },
      'GET /comissoes': { status: 200, data: comissoes([{ id: ID_COMISSAO, nome: 'Comissão de Direitos Humanos', membros: 3 }]) },
      [`PUT /votacoes-admin/${ID}`]: (req) => ({ status: 200, data: votacao({ titulo: (req.corpo as { titulo: string }).titulo }) }),
    });
    const user = userEvent.setup();
    renderizarRota('/voting-admin');
    // Only the draft can be changed.
    const editar = await screen.findByRole('button', { name: 'Editar o rascunho Plano de trabalho' }, { timeout: 20_000 });
    expect(screen.queryByRole('button', { name: /Editar o rascunho Já aberta/ })).not.toBeInTheDocument();
    await user.click(editar);
    const form = screen.getByRole('form', { name: 'Alterar o rascunho Plano de trabalho' });
    const titulo = within(form).getByRole('textbox', { name: 'Título' });
    expect(titulo).toHaveValue('Plano de trabalho');
    expect(titulo).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: 'Opção 1' })).toHaveValue('Sim');
    expect(within(form).getByRole('textbox', { name: 'Opção 2' })).toHaveValue('Não');
    await waitFor(() => expect(within(form).getByRole('combobox', { name: /^Comissão/ })).toHaveTextContent('Comissão de Direitos Humanos'));
    // São Paulo time: 12:00 UTC is 09:00.
    expect(within(form).getByLabelText(/^Abertura/)).toHaveValue('2026-11-26T09:00');
    await user.clear(titulo);
    await user.type(titulo, 'Plano de trabalho 2027');
    await user.click(within(form).getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Rascunho alterado.')).toBeInTheDocument();
    expect(api.chamadasDe(`PUT /votacoes-admin/${ID}`)[0]?.corpo).toEqual({
      titulo: 'Plano de trabalho 2027',
      descricao: '',
      tipo: 'enquete',
      elegibilidade: 'comissao',
      comissaoId: ID_COMISSAO,
      abreEm: '2026-11-26T09:00',
      fechaEm: '2026-11-27T09:00',
      opcoes: ['Sim', 'Não'],
      guardioes: GUARDIOES.slice(0, 3).map((g) => g.id),
      quorum: 2,
    });
    expect(api.chamadasDe('POST /votacoes-admin')).toHaveLength(0);
    expect(screen.queryByRole('form', { name: /Alterar o rascunho/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Editar o rascunho/ })).toHaveFocus());
  }, 60_000);

  it('keeps the form with the server message when the draft was opened meanwhile; Cancelar sends nothing', async () => {
    logarComo(ana);
    const api = instalarApiFake({
      ...ELEGIVEIS,
      'GET /votacoes-admin': { status: 200, data: { itens: [votacao({ elegibilidade: 'regular_em_dia', comissao: null })] } },
      [`PUT /votacoes-admin/${ID}`]: { status: 409, data: { mensagem: 'Esta votação já foi aberta e não pode mais ser alterada.', codigo: 'NAO_EDITAVEL' } },
    });
    const user = userEvent.setup();
    renderizarRota('/voting-admin');
    await user.click(await screen.findByRole('button', { name: 'Editar o rascunho Plano de trabalho' }, { timeout: 20_000 }));
    const form = screen.getByRole('form', { name: 'Alterar o rascunho Plano de trabalho' });
    await user.click(within(form).getByRole('button', { name: 'Salvar alterações' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Esta votação já foi aberta e não pode mais ser alterada.');
    expect(screen.queryByText('Rascunho alterado.')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('form', { name: /Alterar o rascunho/ })).not.toBeInTheDocument();
    expect(api.chamadasDe(`PUT /votacoes-admin/${ID}`)).toHaveLength(1);
  }, 60_000);
});

describe('/voting-admin: guardians and the key ceremony', () => {
  const ID = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f1a2b3c4d';

  it('starts the ceremony, shows each guardian step, opens only once complete', async () => {
    logarComo(ana);
    const emCerimonia = votacao({
      situacao: 'cerimonia',
      editavel: false,
      podeIniciarCerimonia: false,
      podeReiniciarCerimonia: true,
      podeAbrir: false,
      guardioes: GUARDIOES.slice(0, 3).map((g, i) => ({ usuarioId: g.id, indice: i + 1, nome: g.nome, etapa: i === 0 ? ('aguardar' as const) : ('publicar-chave' as const) })),
    });
    const api = instalarApiFake({
      ...ELEGIVEIS,
      'GET /votacoes-admin': { status: 200, data: { itens: [votacao({ podeAbrir: false })] } },
      [`POST /votacoes-admin/${ID}/cerimonia`]: { status: 200, data: emCerimonia },
    });
    const user = userEvent.setup();
    renderizarRota('/voting-admin');
    const cartao = await screen.findByTestId('votacao-admin', {}, { timeout: 20_000 });
    expect(within(cartao).queryByRole('button', { name: 'Abrir' })).not.toBeInTheDocument();
    expect(within(cartao).getByTestId('progresso-guardioes')).toHaveTextContent('Guardiões (quórum 2 de 3)');
    api.definir('GET /votacoes-admin', { status: 200, data: { itens: [emCerimonia] } });
    await user.click(within(cartao).getByRole('button', { name: 'Iniciar cerimônia das chaves' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }, { timeout: 20_000 }));
    await waitFor(() => expect(api.chamadasDe(`POST /votacoes-admin/${ID}/cerimonia`)).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('progresso-guardioes')).toHaveTextContent('cerimônia das chaves em andamento'));
    expect(screen.getByTestId('progresso-guardioes')).toHaveTextContent('1. Ana Lima — Aguardando os outros guardiões');
    expect(screen.getByTestId('progresso-guardioes')).toHaveTextContent('2. Bruno Dias — Gerar e publicar a chave');
    expect(screen.getByRole('button', { name: 'Reiniciar cerimônia' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir' })).not.toBeInTheDocument();
  }, 60_000);

  it('after the close, says how many guardians decrypted', async () => {
    logarComo(ana);
    const encerrada = votacao({ situacao: 'encerrada', editavel: false, podeIniciarCerimonia: false, podeAbrir: false, cerimoniaConcluida: true, decifracoes: 1, comparecimento: { votantes: 2, eleitores: 3 } });
    instalarApiFake({ ...ELEGIVEIS, 'GET /votacoes-admin': { status: 200, data: { itens: [encerrada] } } });
    renderizarRota('/voting-admin');
    expect(await screen.findByTestId('progresso-apuracao', {}, { timeout: 20_000 })).toHaveTextContent('1 de 2 guardiões decifraram a apuração (aguardando).');
  }, 60_000);
});
