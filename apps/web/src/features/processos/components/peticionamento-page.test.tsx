import type { FilaPeticoes, Peticao } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const ID = '1a2b3c4d-0001-4b5c-8d9e-0f1a2b3c4d5e';

const peticao = (p: Partial<Peticao> = {}): Peticao => ({
  id: '1a2b3c4d-0003-4b5c-8d9e-0f1a2b3c4d5e',
  processoId: ID,
  protocolo: 'PET-2026/000007',
  tipo: 'Manifestação',
  texto: 'Texto.',
  recebidaEm: '2026-11-26T12:00:05.000Z',
  intempestiva: false,
  prazo: null,
  situacao: 'recebida',
  documentos: [],
  ...p,
});

describe('/peticionamento/:id', () => {
  it('a process the user may not file in shows the not-found state', { timeout: 60_000 }, async () => {
    logarComo(maria);
    instalarApiFake({ [`GET /processos/${ID}/peticoes`]: { status: 404, data: { mensagem: 'Processo não encontrado.', codigo: 'NAO_ENCONTRADO' } } });
    renderizarRota(`/peticionamento/${ID}`);
    expect(await screen.findByText('Processo não encontrado.', {}, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('a public process the user is not a party of says who may file there, with the way back', { timeout: 60_000 }, async () => {
    logarComo(maria);
    instalarApiFake({
      [`GET /processos/${ID}/peticoes`]: {
        status: 403,
        data: { mensagem: 'Só as partes deste processo e os advogados delas podem peticionar nele.', codigo: 'PETICIONAMENTO_SO_PARTES' },
      },
    });
    renderizarRota(`/peticionamento/${ID}`);
    const aviso = await screen.findByTestId('peticionamento-so-partes', {}, { timeout: 20_000 });
    expect(aviso).toHaveTextContent('Só as partes deste processo e os advogados delas podem peticionar nele.');
    expect(screen.queryByText('Processo não encontrado.')).not.toBeInTheDocument();
    expect(within(aviso).getByRole('link', { name: 'Ver o processo' })).toHaveAttribute('href', `/processo/${ID}`);
    expect(within(aviso).getByRole('link', { name: 'Ver meus processos' })).toHaveAttribute('href', '/meus-processos');
    expect(screen.getByRole('link', { name: 'Voltar ao processo' })).toHaveAttribute('href', `/processo/${ID}`);
  });
});

describe('/area-restrita/peticoes', () => {
  it('lists the queue and joins a petition', { timeout: 60_000 }, async () => {
    logarComo(ana);
    const item = { ...peticao(), processoNumero: '2026.000102', sigiloso: true, autorNome: 'Maria', autorQualidade: 'advogado' as const, analisadaEm: null };
    const fila: FilaPeticoes = { itens: [item] };
    instalarApiFake({
      'GET /area-restrita/peticoes': { status: 200, data: fila },
      [`POST /area-restrita/peticoes/${item.id}/juntar`]: { status: 200, data: { ...item, situacao: 'juntada' } },
    });
    const { user } = renderizarRota('/area-restrita/peticoes');
    const cartao = await screen.findByTestId('peticao-fila', {}, { timeout: 20_000 });
    expect(within(cartao).getByText('Sigiloso')).toBeInTheDocument();
    await user.click(within(cartao).getByRole('button', { name: 'Juntar aos autos' }));
    await waitFor(() => expect(within(cartao).getByRole('button', { name: 'Juntar aos autos' })).toBeEnabled());
  });
});
