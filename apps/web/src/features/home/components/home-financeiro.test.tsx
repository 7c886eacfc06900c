import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { carlos, logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

describe('/home: finance shortcuts', () => {
  it('a lawyer gets Anuidade, Meus títulos e recibos, Plano de pagamento and Tabela de honorários', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /usuario/me': { status: 200, data: maria } });
    renderizarRota('/home');
    await screen.findByTestId('home-identificacao');
    expect(screen.getByRole('link', { name: /^Anuidade/ })).toHaveAttribute('href', '/annuity');
    expect(screen.getByRole('link', { name: /^Meus títulos e recibos/ })).toHaveAttribute('href', '/financeiro');
    expect(screen.getByRole('link', { name: /^Plano de pagamento/ })).toHaveAttribute('href', '/payment-plan');
    expect(screen.getByRole('link', { name: /^Tabela de honorários/ })).toHaveAttribute('href', '/feetable');
  });

  it('someone without an inscription has no anuidade, and keeps the other finance pages', async () => {
    logarComo(carlos);
    instalarApiFake({ 'GET /usuario/me': { status: 200, data: carlos } });
    renderizarRota('/home');
    await screen.findByTestId('home-identificacao');
    expect(screen.queryByRole('link', { name: /^Anuidade/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Meus títulos e recibos/ })).toHaveAttribute('href', '/financeiro');
    expect(screen.getByRole('link', { name: /^Plano de pagamento/ })).toHaveAttribute('href', '/payment-plan');
    expect(screen.getByRole('link', { name: /^Tabela de honorários/ })).toHaveAttribute('href', '/feetable');
  });
});
