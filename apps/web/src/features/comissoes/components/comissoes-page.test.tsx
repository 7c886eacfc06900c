import type { ComissoesMembro } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const DH = '8a1f0c2e-4b5d-4e6f-8a9b-0c1d2e3f4a01';
const ETICA = '8a1f0c2e-4b5d-4e6f-8a9b-0c1d2e3f4a02';

const comMandatos: ComissoesMembro = {
  comissoes: [
    {
      id: DH,
      nome: 'Comissão de Direitos Humanos',
      tipo: 'permanente',
      finalidade: 'Defesa dos direitos humanos.',
      membros: [
        { nome: 'Paulo Mendes', papel: 'presidente' },
        { nome: 'Maria Aparecida Souza', papel: 'membro' },
      ],
    },
    { id: ETICA, nome: 'Comissão Especial da Jovem Advocacia', tipo: 'especial', finalidade: '', membros: [] },
  ],
  minhas: [
    {
      id: '8a1f0c2e-4b5d-4e6f-8a9b-0c1d2e3f4a11',
      comissaoId: DH,
      comissao: 'Comissão de Direitos Humanos',
      papel: 'membro',
      portaria: 'Portaria 12/2026',
      inicio: '2026-02-01',
      fim: null,
      vigente: true,
      frequencia: { presencas: 1, reunioes: 2, percentual: 50 },
    },
    {
      id: '8a1f0c2e-4b5d-4e6f-8a9b-0c1d2e3f4a12',
      comissaoId: ETICA,
      comissao: 'Comissão Especial da Jovem Advocacia',
      papel: 'secretario',
      portaria: 'Portaria 3/2025',
      inicio: '2025-01-10',
      fim: '2025-12-31',
      vigente: false,
      frequencia: { presencas: 0, reunioes: 0, percentual: null },
    },
  ],
};

describe('/comissoes (member)', () => {
  it("shows the member's terms with role, portaria, term and attendance, and every commission with its current members", async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /comissoes': { status: 200, data: comMandatos } });
    renderizarRota('/comissoes');
    const minhas = await screen.findAllByTestId('minha-comissao');
    expect(minhas).toHaveLength(2);
    expect(minhas[0]).toHaveTextContent('Comissão de Direitos Humanos');
    expect(minhas[0]).toHaveTextContent('Mandato vigente');
    expect(minhas[0]).toHaveTextContent('Membro · mandato desde 01/02/2026 · Portaria 12/2026');
    expect(minhas[0]).toHaveTextContent('Frequência: 50% (1 de 2)');
    expect(minhas[1]).toHaveTextContent('Mandato encerrado');
    expect(minhas[1]).toHaveTextContent('Secretário(a) · mandato 10/01/2025 a 31/12/2025 · Portaria 3/2025');
    expect(minhas[1]).toHaveTextContent('Frequência: Sem reuniões com lista encerrada');

    const dh = screen.getByRole('article', { name: 'Comissão de Direitos Humanos' });
    expect(within(dh).getByText('Permanente')).toBeInTheDocument();
    expect(within(dh).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Paulo Mendes — Presidente', 'Maria Aparecida Souza — Membro']);
    expect(within(screen.getByRole('article', { name: 'Comissão Especial da Jovem Advocacia' })).getByText('Sem membros no momento.')).toBeInTheDocument();
  });

  it('says so when the member is in no commission and there is none', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /comissoes': { status: 200, data: { comissoes: [], minhas: [] } } });
    renderizarRota('/comissoes');
    expect(await screen.findByText('Você não integra nenhuma comissão.')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma comissão cadastrada.')).toBeInTheDocument();
  });

  it('shows the error with a retry that loads again', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'GET /comissoes': (_req, vez) => (vez === 1 ? { status: 500, data: { mensagem: 'Falhou.', codigo: 'ERRO_INTERNO' } } : { status: 200, data: comMandatos }),
    });
    const { user } = renderizarRota('/comissoes');
    await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findAllByTestId('minha-comissao')).toHaveLength(2);
    expect(api.chamadasDe('GET /comissoes')).toHaveLength(2);
  });
});

describe('/area-restrita/comissoes (staff)', () => {
  it('lists the commissions with their counts and a link to each', async () => {
    logarComo(ana);
    instalarApiFake({
      'GET /area-restrita/comissoes': {
        status: 200,
        data: {
          itens: [
            { id: DH, nome: 'Comissão de Direitos Humanos', tipo: 'permanente', finalidade: 'Defesa dos direitos humanos.', membrosVigentes: 3, reunioes: 1 },
            { id: ETICA, nome: 'Comissão Especial da Jovem Advocacia', tipo: 'especial', finalidade: '', membrosVigentes: 1, reunioes: 0 },
          ],
        },
      },
    });
    renderizarRota('/area-restrita/comissoes');
    const dh = await screen.findByRole('article', { name: 'Comissão de Direitos Humanos' });
    expect(dh).toHaveTextContent('3 membros com mandato vigente · 1 reunião');
    expect(within(dh).getByRole('link', { name: 'Abrir Comissão de Direitos Humanos' })).toHaveAttribute('href', `/area-restrita/comissoes/${DH}`);
    expect(screen.getByRole('article', { name: 'Comissão Especial da Jovem Advocacia' })).toHaveTextContent('1 membro com mandato vigente · 0 reuniões');
  });

  it('says so when there is no commission yet', async () => {
    logarComo(ana);
    instalarApiFake({ 'GET /area-restrita/comissoes': { status: 200, data: { itens: [] } } });
    renderizarRota('/area-restrita/comissoes');
    expect(await screen.findByText('Nenhuma comissão cadastrada.')).toBeInTheDocument();
  });
});
