import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

// A page that throws while rendering: the routing error must reach the route table's errorElement.
vi.mock('@/features/perfil/components/atualizacao-cadastral-page', () => ({
  AtualizacaoCadastralPage: () => {
    throw new Error('falha simulada');
  },
}));

describe('route error screen', () => {
  it("shows the spec's text and a link 'Retornar à Página Inicial' to /", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    logarComo(maria);
    instalarApiFake({ 'GET /usuario/me': { status: 200, data: maria } });

    const { user, router } = renderizarRota('/atualizacao-cadastral');

    expect(
      await screen.findByText('Ocorreu um erro. Por favor, tente novamente mais tarde.'),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Retornar à Página Inicial' });
    expect(link).toHaveAttribute('href', '/');

    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Maria' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });
});
