import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { voucher } from './dados-de-teste';
import { centavosDeReais, reaisDeCentavos } from './reais';

describe('/area-restrita/vacinas/aplicacao', () => {
  it('reads a typed code, shows whose dose it is and registers the application', async () => {
    logarComo(ana);
    const api = instalarApiFake({
      'POST /area-restrita/vacinas/vouchers/consultar': { status: 200, data: voucher() },
      'POST /area-restrita/vacinas/vouchers/aplicar': { status: 200, data: voucher({ status: 'aplicada', aplicadaEm: '2026-11-26T15:00:00.000Z', aplicadaPor: 'Ana Lima', aplicavel: false }) },
    });
    renderizarRota('/area-restrita/vacinas/aplicacao');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Código do voucher' }), 'abcde-12345');
    await userEvent.click(screen.getByRole('button', { name: 'Consultar voucher' }));
    expect(await screen.findByTestId('dados-voucher')).toHaveTextContent('Maria Aparecida Souza (titular)');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar aplicação' }));
    expect(await screen.findByTestId('aplicada')).toHaveTextContent('Aplicação registrada');
    expect(api.chamadasDe('POST /area-restrita/vacinas/vouchers/aplicar')[0]?.corpo).toEqual({ codigo: 'abcde-12345' });
  });

  it('Consultar with nothing typed says what is missing and asks nothing', async () => {
    logarComo(ana);
    const api = instalarApiFake({});
    renderizarRota('/area-restrita/vacinas/aplicacao');
    const campo = await screen.findByRole('textbox', { name: 'Código do voucher' });
    await userEvent.click(screen.getByRole('button', { name: 'Consultar voucher' }));
    expect(await screen.findByText('Informe o código do voucher.')).toBeInTheDocument();
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    expect(campo).toHaveFocus();
    expect(api.chamadasDe('POST /area-restrita/vacinas/vouchers/consultar')).toHaveLength(0);
    await userEvent.type(campo, 'a');
    expect(screen.queryByText('Informe o código do voucher.')).not.toBeInTheDocument();
  });

  it('says when the dose was already applied (another staff member won the race) and for a forged code', async () => {
    logarComo(ana);
    instalarApiFake({
      'POST /area-restrita/vacinas/vouchers/consultar': (req) =>
        (req.corpo as { codigo: string }).codigo === 'falso'
          ? { status: 422, data: { mensagem: 'Voucher não reconhecido: o código não foi emitido pela CASAG ou foi alterado.', codigo: 'VOUCHER_INVALIDO' } }
          : { status: 200, data: voucher() },
      'POST /area-restrita/vacinas/vouchers/aplicar': { status: 409, data: { mensagem: 'Esta dose já foi aplicada em 26/11/2026 às 12:00 por Bruno.', codigo: 'VOUCHER_JA_APLICADO' } },
    });
    renderizarRota('/area-restrita/vacinas/aplicacao');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Código do voucher' }), 'ABCDE12345');
    await userEvent.click(screen.getByRole('button', { name: 'Consultar voucher' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar aplicação' }));
    expect(await screen.findByTestId('erro-aplicar')).toHaveTextContent('já foi aplicada em 26/11/2026 às 12:00 por Bruno');
    await userEvent.click(screen.getByRole('button', { name: 'Ler outro voucher' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Código do voucher' }), 'falso');
    await userEvent.click(screen.getByRole('button', { name: 'Consultar voucher' }));
    expect(await screen.findByTestId('erro-voucher')).toHaveTextContent('Voucher não reconhecido');
  });

  it('is closed to members without the vaccines permission', async () => {
    logarComo(maria);
    instalarApiFake();
    renderizarRota('/area-restrita/vacinas/aplicacao');
    expect(await screen.findByRole('heading', { level: 1, name: /Acesso negado/i })).toBeInTheDocument();
  });
});

describe('/area-restrita/vacinas/nova', () => {
  it('refuses a bad campaign in the fields before sending, then creates it', async () => {
    logarComo(ana);
    const api = instalarApiFake({ 'POST /area-restrita/vacinas/campanhas': { status: 422, data: { mensagem: 'Recusada pelo servidor.', codigo: 'VACINA_CAMPANHA_INVALIDA' } } });
    renderizarRota('/area-restrita/vacinas/nova');
    await userEvent.click(await screen.findByRole('button', { name: 'Criar campanha' }));
    expect(await screen.findByText('Informe a vacina.')).toBeInTheDocument();
    // A negative stock is told as such, not as a missing one.
    await userEvent.type(screen.getByRole('textbox', { name: /Estoque/ }), '-3');
    await userEvent.click(screen.getByRole('button', { name: 'Criar campanha' }));
    expect(await screen.findByText('O estoque não pode ser negativo.')).toBeInTheDocument();
    expect(screen.queryByText('Informe o estoque.')).not.toBeInTheDocument();
    expect(api.chamadasDe('POST /area-restrita/vacinas/campanhas')).toHaveLength(0);
  });
});

describe('reais', () => {
  it('reads and writes amounts in reais', () => {
    expect(centavosDeReais('80,00')).toBe(8_000);
    expect(centavosDeReais('R$ 1.234,5')).toBe(123_450);
    expect(centavosDeReais('abc')).toBeNaN();
    expect(reaisDeCentavos(8_000)).toBe('80,00');
  });
});
