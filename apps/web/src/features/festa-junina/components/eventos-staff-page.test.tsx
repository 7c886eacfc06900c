import type { EventoStaff } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const EVENTO: EventoStaff = {
  id: '5d1c2b3a-4e5f-4a6b-9c7d-8e9f0a1b2c3d',
  nome: 'Arraiá do CEL',
  data: '2099-06-20',
  local: 'Sede campestre',
  capacidade: 500,
  limiteProprio: 1,
  limiteConvidados: 4,
  lotes: [],
  emitidos: 0,
  reservados: 0,
  checkins: 0,
};

describe('/area-restrita/festa-junina', () => {
  it('a refused lot shows the message beside its field, never the field’s code name', { timeout: 60_000 }, async () => {
    logarComo(ana);
    const api = instalarApiFake({
      'GET /festa-junina/staff/eventos': { status: 200, data: { itens: [EVENTO] } },
      [`POST /festa-junina/staff/eventos/${EVENTO.id}/lotes`]: {
        status: 400,
        data: { mensagem: "Dados inválidos no campo 'nome': Informe o nome do lote.", codigo: 'VALIDACAO', campos: { nome: 'Informe o nome do lote.' } },
      },
    });
    const { user } = renderizarRota('/area-restrita/festa-junina');
    await user.click(await screen.findByRole('button', { name: 'Novo lote' }, { timeout: 20_000 }));
    await user.clear(screen.getByRole('textbox', { name: 'Nome do lote' }));
    await user.click(screen.getByRole('button', { name: 'Salvar lote' }));

    expect(await screen.findByText('Informe o nome do lote.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome do lote' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Confira os campos destacados\.$/);
    expect(screen.queryByText(/Dados inválidos no campo/)).not.toBeInTheDocument();
    expect(api.chamadasDe(`POST /festa-junina/staff/eventos/${EVENTO.id}/lotes`)).toHaveLength(1);
  });

  it('a refused event shows each message beside its field; the alert names only what no field shows', { timeout: 60_000 }, async () => {
    logarComo(ana);
    instalarApiFake({
      'GET /festa-junina/staff/eventos': { status: 200, data: { itens: [EVENTO] } },
      'POST /festa-junina/staff/eventos': {
        status: 400,
        data: {
          mensagem: "Dados inválidos nos campos 'nome', 'local', 'extra'.",
          codigo: 'VALIDACAO',
          campos: { nome: 'Informe o nome do evento.', local: 'Informe o local.', extra: 'Campo não permitido.' },
        },
      },
    });
    const { user } = renderizarRota('/area-restrita/festa-junina');
    await user.click(await screen.findByRole('button', { name: 'Novo evento' }, { timeout: 20_000 }));
    const form = screen.getByRole('heading', { name: 'Novo evento' }).parentElement as HTMLElement;
    await user.click(within(form).getByRole('button', { name: 'Salvar evento' }));

    expect(await within(form).findByText('Informe o nome do evento.')).toBeInTheDocument();
    expect(within(form).getByText('Informe o local.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Local' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('alert')).toHaveTextContent(/^Confira os campos destacados\. Campo não permitido\.$/);
    expect(screen.queryByText(/Dados inválidos/)).not.toBeInTheDocument();
  });
});
