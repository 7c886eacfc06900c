import type { ItemPautaMembro, SessaoMembro } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const ITEM_MEU = '3b1c2a9e-4b1d-4c55-9a3e-2f6d8b0c1e01';
const ITEM_SIGILOSO = '3b1c2a9e-4b1d-4c55-9a3e-2f6d8b0c1e02';
const PROCESSO = '3b1c2a9e-4b1d-4c55-9a3e-2f6d8b0c1e09';

const itemMeu = (inscrito: boolean): ItemPautaMembro => ({
  id: ITEM_MEU,
  ordem: 1,
  numero: '2026/000123',
  sigiloso: false,
  processoId: PROCESSO,
  classe: 'recurso',
  assunto: 'Recurso contra decisão de inscrição',
  partes: [{ papel: 'interessado', nome: 'Paulo Mendes' }],
  relator: 'Conselheira Helena Prado',
  resultado: null,
  meu: 'advogado',
  podeInscrever: true,
  inscrito,
});
const sigiloso: ItemPautaMembro = {
  id: ITEM_SIGILOSO,
  ordem: 2,
  numero: '2026/000124',
  sigiloso: true,
  processoId: null,
  classe: null,
  assunto: null,
  partes: null,
  relator: null,
  resultado: null,
  meu: null,
  podeInscrever: false,
  inscrito: false,
};
const sessao = (itens: ItemPautaMembro[]): SessaoMembro => ({
  id: '3b1c2a9e-4b1d-4c55-9a3e-2f6d8b0c1e10',
  orgao: 'camara-1',
  inicio: '2026-12-17T17:00:00.000Z',
  modalidade: 'presencial',
  local: 'Plenário da sede',
  link: null,
  status: 'agendada',
  limiteInscricao: '2026-12-16T17:00:00.000Z',
  itens,
});

describe('/sessoes (member)', () => {
  it('shows loading, then each session with its agenda: the member’s own item in full, a confidential one without details', { timeout: 60_000 }, async () => {
    logarComo(maria);
    let responder: (r: { status: number; data: unknown }) => void = () => {};
    instalarApiFake({ 'GET /sessoes': () => new Promise((r) => (responder = r)) });
    renderizarRota('/sessoes');
    expect(await screen.findByText('Carregando sessões…', {}, { timeout: 30_000 })).toBeInTheDocument();
    responder({ status: 200, data: { itens: [sessao([itemMeu(false), sigiloso])] } });
    const artigo = await screen.findByTestId('sessao-membro');
    expect(within(artigo).getByRole('heading', { level: 2, name: '1ª Câmara' })).toBeInTheDocument();
    expect(artigo).toHaveTextContent('Presencial · Plenário da sede');
    expect(artigo).toHaveTextContent('Inscrições para sustentação oral até 16/12/2026, 14:00.');
    const [meu, outro] = within(artigo).getAllByTestId('item-pauta-membro') as [HTMLElement, HTMLElement];
    expect(meu).toHaveTextContent('Meu processo (advogado)');
    expect(meu).toHaveTextContent('Interessado(a): Paulo Mendes');
    expect(within(meu).getByRole('link', { name: 'Ver o processo 2026/000123' })).toHaveAttribute('href', `/processo/${PROCESSO}`);
    expect(outro).toHaveTextContent('Processo sob sigilo.');
    expect(within(outro).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('Carregando sessões…')).not.toBeInTheDocument();
  });

  it('says when no session is scheduled', { timeout: 60_000 }, async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /sessoes': { status: 200, data: { itens: [] } } });
    renderizarRota('/sessoes');
    expect(await screen.findByText('Nenhuma sessão de julgamento marcada.', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('sessao-membro')).not.toBeInTheDocument();
  });

  it('shows the error with a retry that asks again', { timeout: 60_000 }, async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'GET /sessoes': (_req, vez) => (vez === 1 ? { status: 503, data: { mensagem: 'Serviço indisponível. Tente novamente.', codigo: 'INDISPONIVEL' } } : { status: 200, data: { itens: [sessao([])] } }),
    });
    renderizarRota('/sessoes');
    const tentar = await screen.findByRole('button', { name: 'Tentar novamente' }, { timeout: 30_000 });
    await userEvent.click(tentar);
    expect(await screen.findByText('Pauta ainda sem processos.')).toBeInTheDocument();
    expect(api.chamadasDe('GET /sessoes')).toHaveLength(2);
  });

  it('the party’s lawyer signs up for sustentação oral on their item and the agenda shows it', { timeout: 60_000 }, async () => {
    logarComo(maria);
    let inscrito = false;
    const api = instalarApiFake({
      'GET /sessoes': () => ({ status: 200, data: { itens: [sessao([itemMeu(inscrito), sigiloso])] } }),
      [`POST /sessoes/itens/${ITEM_MEU}/sustentacao-oral`]: () => {
        inscrito = true;
        return { status: 200, data: { inscrito: true } };
      },
    });
    renderizarRota('/sessoes');
    await userEvent.click(await screen.findByRole('button', { name: 'Inscrever-me para sustentação oral' }, { timeout: 30_000 }));
    expect(await screen.findByTestId('inscrito')).toHaveTextContent('Você está inscrito(a) para sustentação oral');
    expect(screen.getByRole('button', { name: 'Cancelar inscrição' })).toBeInTheDocument();
    expect(api.chamadasDe(`POST /sessoes/itens/${ITEM_MEU}/sustentacao-oral`)).toHaveLength(1);
  });
});
