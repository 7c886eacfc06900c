import type { CheckIn } from '@portal/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const CODIGO = '5d1c2a9e-4b1d-4c55-9a3e-2f6d8b0c1e23.59866666.AAAAAAAAAAAAAAAAAAAAAA';
const REGISTRO: CheckIn = { titulo: 'Reunião de 07/12/2026 — Comissão de Direitos Humanos', novo: true, registradoEm: '2026-12-07T17:05:00.000Z' };

describe('/presenca/:codigo (the member who read the room QR)', () => {
  it('sends the code from the address only when the member confirms, then says where and when the presence was registered', { timeout: 60_000 }, async () => {
    logarComo(maria);
    const api = instalarApiFake({ 'POST /presenca/check-in': { status: 200, data: REGISTRO } });
    renderizarRota(`/presenca/${CODIGO}`);
    const confirmar = await screen.findByRole('button', { name: 'Confirmar presença' }, { timeout: 30_000 });
    expect(api.chamadasDe('POST /presenca/check-in')).toHaveLength(0);
    await userEvent.click(confirmar);
    const feito = await screen.findByTestId('presenca-registrada');
    expect(feito).toHaveAttribute('role', 'status');
    expect(feito).toHaveTextContent('Presença registrada em Reunião de 07/12/2026 — Comissão de Direitos Humanos às 14:05.');
    expect(api.chamadasDe('POST /presenca/check-in').map((c) => c.corpo)).toEqual([{ codigo: CODIGO }]);
    expect(screen.queryByRole('button', { name: 'Confirmar presença' })).not.toBeInTheDocument();
  });

  it('a second scan says the presence was already registered', { timeout: 60_000 }, async () => {
    logarComo(maria);
    instalarApiFake({ 'POST /presenca/check-in': { status: 200, data: { ...REGISTRO, novo: false } } });
    renderizarRota(`/presenca/${CODIGO}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar presença' }, { timeout: 30_000 }));
    expect(await screen.findByTestId('presenca-registrada')).toHaveTextContent(/^Sua presença já estava registrada em Reunião/);
  });

  it("an expired or refused code shows the server's message and keeps the button to try again", { timeout: 60_000 }, async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'POST /presenca/check-in': (_req, vez) =>
        vez === 1
          ? { status: 422, data: { mensagem: 'Código de presença inválido ou expirado. Leia o QR da sala novamente.', codigo: 'PRESENCA_CODIGO_INVALIDO' } }
          : { status: 200, data: REGISTRO },
    });
    renderizarRota(`/presenca/${CODIGO}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar presença' }, { timeout: 30_000 }));
    expect(await screen.findByText('Código de presença inválido ou expirado. Leia o QR da sala novamente.')).toBeInTheDocument();
    expect(screen.queryByTestId('presenca-registrada')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar presença' }));
    expect(await screen.findByTestId('presenca-registrada')).toHaveTextContent('Presença registrada');
    expect(api.chamadasDe('POST /presenca/check-in')).toHaveLength(2);
  });

  it('while the confirmation is on its way the button cannot send it twice', { timeout: 60_000 }, async () => {
    logarComo(maria);
    let responder: (r: { status: number; data: CheckIn }) => void = () => {};
    const api = instalarApiFake({ 'POST /presenca/check-in': () => new Promise((r) => (responder = r)) });
    renderizarRota(`/presenca/${CODIGO}`);
    const confirmar = await screen.findByRole('button', { name: 'Confirmar presença' }, { timeout: 30_000 });
    await userEvent.click(confirmar);
    expect(confirmar).toBeDisabled();
    confirmar.click();
    expect(api.chamadasDe('POST /presenca/check-in')).toHaveLength(1);
    responder({ status: 200, data: REGISTRO });
    expect(await screen.findByTestId('presenca-registrada')).toBeInTheDocument();
  });
});
