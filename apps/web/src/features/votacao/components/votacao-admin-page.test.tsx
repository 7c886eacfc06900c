import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { carlos, logarComo } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

describe('/voting-admin without the permission', () => {
  it('a collaborator without the restricted area is told so, and led back to the home, not to a hub that denies them', { timeout: 60_000 }, async () => {
    logarComo(carlos);
    instalarApiFake({});
    renderizarRota('/voting-admin');
    expect(await screen.findByText('Você não tem permissão para administrar votações.', {}, { timeout: 20_000 })).toBeInTheDocument();
    const voltar = await screen.findByRole('link', { name: 'Voltar para o início' });
    expect(voltar).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('link', { name: 'Voltar para a área restrita' })).not.toBeInTheDocument();
  });
});
