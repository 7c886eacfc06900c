import type { EventoDoMembro, FestaDoMembro } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const EVENTO = '5d1c2b3a-4e5f-4a6b-9c7d-8e9f0a1b2c3d';

function evento(dados: Partial<EventoDoMembro> = {}): EventoDoMembro {
  return {
    evento: { id: EVENTO, nome: 'Arraiá do CEL', data: '2099-06-20', local: 'Sede campestre', capacidade: 500, limiteProprio: 1, limiteConvidados: 4 },
    loteAVenda: { id: '6d1c2b3a-4e5f-4a6b-9c7d-8e9f0a1b2c3d', nome: '1º lote', ordem: 1, abreEm: null, restantes: 40, precos: { advogado: 8000, convidado: 10000, crianca: 5000 } },
    meus: { advogado: 0, convidado: 0, crianca: 0 },
    podeComprar: { proprio: 1, convidados: 4 },
    motivo: null,
    compraPendente: null,
    ...dados,
  };
}

describe('/festa-junina', () => {
  it('shows the lot on sale with prices, and reserves within the cap', async () => {
    logarComo(maria);
    const festa: FestaDoMembro = { eventos: [evento()], saldoViraMaisCentavos: 0 };
    const api = instalarApiFake({
      'GET /festa-junina': { status: 200, data: festa },
      'POST /festa-junina/compras': { status: 409, data: { mensagem: 'Restam apenas 1 ingresso(s) no 1º lote.', codigo: 'ESGOTADO' } },
    });
    renderizarRota('/festa-junina');
    expect(await screen.findByRole('heading', { level: 1, name: 'Festa junina' })).toBeInTheDocument();
    const precos = await screen.findByTestId('precos');
    expect(within(precos).getByText('Convidado(a)')).toBeInTheDocument();
    expect(within(precos).getByText('R$ 100,00')).toBeInTheDocument();
    expect(screen.getByTestId('total')).toHaveTextContent('R$ 80,00');

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Convidados (adultos)' }));
    await user.click(await screen.findByRole('option', { name: '2' }));
    expect(screen.getByTestId('total')).toHaveTextContent('R$ 280,00');
    await user.click(screen.getByRole('button', { name: 'Reservar ingressos' }));
    expect(await screen.findByText('Restam apenas 1 ingresso(s) no 1º lote.')).toBeInTheDocument();
    expect(api.chamadas.find((c) => c.rota === 'POST /festa-junina/compras')?.corpo).toEqual({ eventoId: EVENTO, advogado: 1, convidados: 2, criancas: 0, usarViraMais: false });
  });

  it('says why the member cannot buy, and shows an empty state without events', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /festa-junina': { status: 200, data: { eventos: [evento({ motivo: 'Ingressos esgotados.' })], saldoViraMaisCentavos: 0 } } });
    renderizarRota('/festa-junina');
    expect(await screen.findByText('Ingressos esgotados.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reservar ingressos' })).not.toBeInTheDocument();
  });

  it('shows an error with retry when loading fails', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /festa-junina': { status: 500, data: { mensagem: 'Falhou.', codigo: 'ERRO_INTERNO' } } });
    renderizarRota('/festa-junina');
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
