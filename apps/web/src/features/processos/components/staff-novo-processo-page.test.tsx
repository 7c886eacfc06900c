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

  it('an ético-disciplinar process is always sent as confidential, its box locked and saying why', { timeout: 60_000 }, async () => {
    logarComo(ana);
    const api = instalarApiFake({ 'POST /area-restrita/processos': { status: 400, data: { mensagem: 'x', codigo: 'VALIDACAO', campos: {} } } });
    const { user } = renderizarRota('/area-restrita/processos/novo');
    const sigiloso = await screen.findByRole('checkbox', { name: /Processo sigiloso/ }, { timeout: 20_000 });
    // The default class is ético-disciplinar: checked and locked, saying why.
    expect(sigiloso).toBeChecked();
    expect(sigiloso).toBeDisabled();
    expect(sigiloso).toHaveAccessibleDescription('Processo ético-disciplinar é sempre sigiloso até a decisão final.');
    await user.type(screen.getByRole('textbox', { name: 'Assunto' }), 'Representação');
    await user.click(screen.getByRole('button', { name: 'Autuar processo' }));
    expect(api.chamadasDe('POST /area-restrita/processos')[0]).toMatchObject({ corpo: expect.objectContaining({ classe: 'etico-disciplinar', sigiloso: true }) });
  });

  it('leaving ético-disciplinar unlocks the box and returns it to the user’s own choice (unticked by default)', { timeout: 60_000 }, async () => {
    logarComo(ana);
    const api = instalarApiFake({ 'POST /area-restrita/processos': { status: 400, data: { mensagem: 'x', codigo: 'VALIDACAO', campos: {} } } });
    const { user } = renderizarRota('/area-restrita/processos/novo');
    const sigiloso = await screen.findByRole('checkbox', { name: /Processo sigiloso/ }, { timeout: 20_000 });
    const classe = screen.getByRole('combobox', { name: 'Classe' });
    expect(sigiloso).toBeChecked();
    expect(sigiloso).toBeDisabled();

    // Away from ético-disciplinar: unticked (no one chose it) and unlocked, the reason gone.
    await user.selectOptions(classe, 'recurso');
    expect(sigiloso).not.toBeChecked();
    expect(sigiloso).toBeEnabled();
    expect(screen.queryByText('Processo ético-disciplinar é sempre sigiloso até a decisão final.')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Assunto' }), 'Recurso contra indeferimento');
    await user.click(screen.getByRole('button', { name: 'Autuar processo' }));
    expect(api.chamadasDe('POST /area-restrita/processos')[0]).toMatchObject({ corpo: expect.objectContaining({ classe: 'recurso', sigiloso: false }) });

    // The user's own choice survives a trip through ético-disciplinar (ticked and locked there).
    await user.click(sigiloso);
    expect(sigiloso).toBeChecked();
    await user.selectOptions(classe, 'etico-disciplinar');
    expect(sigiloso).toBeChecked();
    expect(sigiloso).toBeDisabled();
    await user.selectOptions(classe, 'inscricao');
    expect(sigiloso).toBeChecked();
    expect(sigiloso).toBeEnabled();
    await user.click(sigiloso);
    await user.selectOptions(classe, 'etico-disciplinar');
    await user.selectOptions(classe, 'beneficio');
    expect(sigiloso).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Autuar processo' }));
    expect(api.chamadasDe('POST /area-restrita/processos')[1]).toMatchObject({ corpo: expect.objectContaining({ classe: 'beneficio', sigiloso: false }) });
  });
});
