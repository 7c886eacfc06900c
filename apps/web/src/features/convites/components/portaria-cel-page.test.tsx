import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const HASH = 'abcdefghijklmnopqrstuvwxyzABCDEF';
const gate = {
  visao: 'portaria',
  codemp: 'cel',
  data: '2026-11-26',
  convidado: { nome: 'Roberto Almeida' },
  anfitriao: 'Maria Aparecida Souza',
  situacao: 'valido',
  admissao: null,
  codigoCurto: 'ABCDE12345',
};

describe('/area-restrita/portaria-cel', () => {
  it('finds the invitation by the typed code and opens the gate view', async () => {
    logarComo(ana);
    const api = instalarApiFake({
      'POST /convites/portaria/consulta': { status: 200, data: { hash: HASH, convite: gate } },
      [`GET /convites/validar/${HASH}`]: { status: 200, data: gate },
    });
    const { user } = renderizarRota('/area-restrita/portaria-cel');
    await user.type(await screen.findByLabelText(/Código do convite/), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Conferir convite' }));
    expect(await screen.findByTestId('situacao-portaria')).toHaveTextContent('Convite válido hoje.');
    expect(api.chamadas.find((c) => c.metodo === 'POST')?.corpo).toEqual({ codigo: 'abcde-12345' });
  });

  it('says when no invitation has that code', async () => {
    logarComo(ana);
    instalarApiFake({ 'POST /convites/portaria/consulta': { status: 404, data: { mensagem: 'Recurso não encontrado.', codigo: 'NAO_ENCONTRADO' } } });
    const { user } = renderizarRota('/area-restrita/portaria-cel');
    await user.click(await screen.findByRole('button', { name: 'Conferir convite' }));
    expect(screen.getByText('Informe o código do convite.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Código do convite/), 'ZZZZZ-ZZZZZ');
    await user.click(screen.getByRole('button', { name: 'Conferir convite' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Convite não encontrado. Confira o código.'));
  });
});
