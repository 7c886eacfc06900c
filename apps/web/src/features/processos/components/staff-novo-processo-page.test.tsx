import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

describe('/area-restrita/processos/novo', () => {
  it('a refused field shows its message beside it, never its code name', { timeout: 60_000 }, async () => {
    logarComo(ana);
    const api = instalarApiFake({
      'POST /area-restrita/processos': {
        status: 400,
        data: { mensagem: "Dados inválidos no campo 'assunto': Informe o assunto.", codigo: 'VALIDACAO', campos: { assunto: 'Informe o assunto.' } },
      },
    });
    const { user } = renderizarRota('/area-restrita/processos/novo');
    await user.click(await screen.findByRole('button', { name: 'Autuar processo' }, { timeout: 20_000 }));

    expect(await screen.findByText('Informe o assunto.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Assunto' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Assunto' })).toHaveAccessibleDescription('Informe o assunto.');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Confira os campos destacados\.$/);
    expect(screen.queryByText(/Dados inválidos no campo/)).not.toBeInTheDocument();
    expect(api.chamadasDe('POST /area-restrita/processos')).toHaveLength(1);
  });
});
