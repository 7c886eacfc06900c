import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { comTokenDeApp } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

describe('/cadastro/confirmar/:token', () => {
  it('confirms once and links to /login', async () => {
    const api = instalarApiFake({
      'POST /pessoa/confirmar-email': { status: 200, data: { mensagem: 'E-mail confirmado. Sua conta está ativa: você já pode entrar no portal.' } },
    });
    comTokenDeApp();
    renderizarRota(`/cadastro/confirmar/${TOKEN}`);
    expect(await screen.findByTestId('confirmacao-ok')).toHaveTextContent('E-mail confirmado.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('E-mail confirmado');
    expect(screen.getByRole('link', { name: 'Entrar no portal' })).toHaveAttribute('href', '/login');
    expect(api.chamadasDe('POST /pessoa/confirmar-email')).toHaveLength(1);
    expect(api.chamadasDe('POST /pessoa/confirmar-email')[0]?.corpo).toEqual({ token: TOKEN });
  });

  it('an expired or used link shows a clear page and asks for a new one', async () => {
    const api = instalarApiFake({
      'POST /pessoa/confirmar-email': { status: 400, data: { codigo: 'LINK_INVALIDO', mensagem: 'Este link…' } },
      'POST /pessoa/reenviar-confirmacao': {
        status: 202,
        data: { mensagem: 'Se houver um cadastro aguardando confirmação com este e-mail, enviamos um novo link.' },
      },
    });
    comTokenDeApp();
    const { user } = renderizarRota(`/cadastro/confirmar/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Link expirado ou já usado' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar novo link' }));
    expect(await screen.findByText('Informe o e-mail.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'E-mail do cadastro' }), 'fulana@teste.local');
    await user.click(screen.getByRole('button', { name: 'Enviar novo link' }));
    expect(await screen.findByTestId('reenvio-ok')).toHaveTextContent('enviamos um novo link');
    expect(api.chamadasDe('POST /pessoa/reenviar-confirmacao')[0]?.corpo).toEqual({ email: 'fulana@teste.local' });
  });

  it('a network failure offers to try again', async () => {
    instalarApiFake({ 'POST /pessoa/confirmar-email': { redeFalhou: true } });
    comTokenDeApp();
    renderizarRota(`/cadastro/confirmar/${TOKEN}`);
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Sem conexão');
  });
});
