import type { ListaPresenca, ListaPresencaResumo, RegistroPresenca } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const ID = '5d1c2a9e-4b1d-4c55-9a3e-2f6d8b0c1e23';
const TITULO = 'Reunião de 07/12/2026 — Comissão de Direitos Humanos';
const MARIA: RegistroPresenca = {
  pessoaId: '6e1c2a9e-4b1d-4c55-9a3e-2f6d8b0c1e23',
  nome: 'Maria Aparecida Souza',
  cpf: '529.982.247-25',
  inscricao: '12345/GO',
  forma: 'qr',
  motivo: null,
  registradoEm: '2026-12-07T17:05:00.000Z',
};

/** The server's state: who checked in so far (a member's phone adds to it while the screen is open). */
function servidor() {
  const estado = { registros: [] as RegistroPresenca[] };
  const resumo = (): ListaPresencaResumo => ({
    id: ID,
    titulo: TITULO,
    origem: 'reuniao',
    comissaoId: null,
    data: '2026-12-07T17:00:00.000Z',
    abertaEm: '2026-12-07T16:50:00.000Z',
    encerradaEm: null,
    presentes: estado.registros.length,
  });
  const api = instalarApiFake({
    'GET /area-restrita/presenca/listas': () => ({ status: 200, data: { itens: [resumo()] } }),
    [`GET /area-restrita/presenca/listas/${ID}`]: () => ({ status: 200, data: { ...resumo(), registros: estado.registros } satisfies ListaPresenca }),
    [`GET /area-restrita/presenca/listas/${ID}/codigo`]: () => ({
      status: 200,
      data: { codigo: 'abc', url: 'http://portal.teste/presenca/abc', trocaEm: new Date(Date.now() + 30_000).toISOString() },
    }),
    'GET /area-restrita/presenca/opcoes': { status: 200, data: { reunioes: [], sessoes: [] } },
  });
  return { estado, api };
}

describe('/area-restrita/presenca: counts keep up with check-ins', () => {
  it('a check-in shows on the room screen within 2 s and in the summary line, not "0 presentes"', async () => {
    logarComo(ana);
    const { estado } = servidor();
    renderizarRota('/area-restrita/presenca');
    // WCAG 2.5.3: the button's accessible name starts with its visible label.
    const ver = await screen.findByRole('button', { name: `Ver lista: ${TITULO}` }, { timeout: 20_000 });
    expect(ver).toHaveTextContent('Ver lista');
    expect(screen.getByText('Aberta · 0 presentes')).toBeInTheDocument();
    await ver.click();
    const mostrar = await screen.findByRole('button', { name: 'Mostrar QR da sala' });
    mostrar.click();
    const sala = await screen.findByRole('dialog');
    expect(within(sala).getByText('0 presentes')).toHaveAttribute('role', 'status');

    estado.registros = [MARIA];
    await waitFor(() => expect(within(sala).getByText('1 presente')).toHaveAttribute('role', 'status'), { timeout: 3_500 });
    within(sala).getByRole('button', { name: 'Sair da tela da sala' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Aberta · 1 presente')).toBeInTheDocument();
    expect(screen.getByTestId('presentes')).toHaveTextContent('Maria Aparecida Souza');
  }, 60_000);
});
