import type { ComissaoResumoStaff, ComissaoStaff } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const DH = '8a1f0c2e-4b5d-4e6f-8a9b-0c1d2e3f4a01';
const NOVA = '8a1f0c2e-4b5d-4e6f-8a9b-0c1d2e3f4a99';
const direitosHumanos: ComissaoResumoStaff = { id: DH, nome: 'Comissão de Direitos Humanos', tipo: 'permanente', finalidade: '', membrosVigentes: 1, reunioes: 3 };

describe('/area-restrita/comissoes', () => {
  it('shows loading, then each commission with its type, members in office and meetings, and a link to open it', { timeout: 60_000 }, async () => {
    logarComo(ana);
    let responder: (r: { status: number; data: unknown }) => void = () => {};
    instalarApiFake({ 'GET /area-restrita/comissoes': () => new Promise((r) => (responder = r)) });
    renderizarRota('/area-restrita/comissoes');
    expect(await screen.findByText('Carregando comissões…', {}, { timeout: 30_000 })).toBeInTheDocument();
    responder({ status: 200, data: { itens: [direitosHumanos] } });
    const cartao = await screen.findByRole('article', { name: 'Comissão de Direitos Humanos' });
    expect(cartao).toHaveTextContent('Permanente');
    expect(cartao).toHaveTextContent('1 membro com mandato vigente · 3 reuniões');
    expect(within(cartao).getByRole('link', { name: 'Abrir Comissão de Direitos Humanos' })).toHaveAttribute('href', `/area-restrita/comissoes/${DH}`);
  });

  it('says when there is no commission yet, and still offers the form', { timeout: 60_000 }, async () => {
    logarComo(ana);
    instalarApiFake({ 'GET /area-restrita/comissoes': { status: 200, data: { itens: [] } } });
    renderizarRota('/area-restrita/comissoes');
    expect(await screen.findByText('Nenhuma comissão cadastrada.', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Criar comissão' })).toBeInTheDocument();
  });

  it('shows the error with a retry that asks again', { timeout: 60_000 }, async () => {
    logarComo(ana);
    const api = instalarApiFake({
      'GET /area-restrita/comissoes': (_req, vez) =>
        vez === 1 ? { status: 503, data: { mensagem: 'Serviço indisponível. Tente novamente.', codigo: 'INDISPONIVEL' } } : { status: 200, data: { itens: [direitosHumanos] } },
    });
    renderizarRota('/area-restrita/comissoes');
    await userEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }, { timeout: 30_000 }));
    expect(await screen.findByRole('article', { name: 'Comissão de Direitos Humanos' })).toBeInTheDocument();
    expect(api.chamadasDe('GET /area-restrita/comissoes')).toHaveLength(2);
  });

  it('creates a commission and opens it; a name too short is refused on the field without asking the server', { timeout: 60_000 }, async () => {
    logarComo(ana);
    const criada: ComissaoStaff = { id: NOVA, nome: 'Comissão da Jovem Advocacia', tipo: 'permanente', finalidade: 'Apoio a quem começa.', membros: [], reunioes: [] };
    const api = instalarApiFake({
      'GET /area-restrita/comissoes': { status: 200, data: { itens: [direitosHumanos] } },
      'POST /area-restrita/comissoes': { status: 201, data: criada },
      [`GET /area-restrita/comissoes/${NOVA}`]: { status: 200, data: criada },
    });
    const { router } = renderizarRota('/area-restrita/comissoes');
    const nome = await screen.findByRole('textbox', { name: /^Nome/ }, { timeout: 30_000 });
    await userEvent.type(nome, 'Co');
    await userEvent.click(screen.getByRole('button', { name: 'Criar comissão' }));
    expect(await screen.findByText('Informe o nome da comissão.')).toBeInTheDocument();
    expect(api.chamadasDe('POST /area-restrita/comissoes')).toHaveLength(0);

    await userEvent.type(nome, 'missão da Jovem Advocacia');
    await userEvent.type(screen.getByRole('textbox', { name: 'Finalidade' }), 'Apoio a quem começa.');
    await userEvent.click(screen.getByRole('button', { name: 'Criar comissão' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/area-restrita/comissoes/${NOVA}`));
    expect(api.chamadasDe('POST /area-restrita/comissoes').map((c) => c.corpo)).toEqual([{ nome: 'Comissão da Jovem Advocacia', tipo: 'permanente', finalidade: 'Apoio a quem começa.' }]);
  });
});
