import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { comTokenDeApp } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const RESPOSTA = 'Se houver uma conta com esses dados, enviamos um e-mail com as instruções.';

describe('/forgot', () => {
  it('validates, sends the identifier trimmed and shows the same answer', async () => {
    const api = instalarApiFake({ 'POST /usuario/esqueci-senha': { status: 202, data: { mensagem: RESPOSTA } } });
    comTokenDeApp();
    const { user } = renderizarRota('/forgot');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Recuperar senha');
    expect(screen.getByTestId('conteudo-principal')).toHaveStyle({ paddingTop: '0px' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText('Informe seu CPF, inscrição ou e-mail.')).toBeInTheDocument();
    expect(api.chamadasDe('POST /usuario/esqueci-senha')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'CPF, inscrição ou e-mail' }), '  12345/GO ');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByTestId('forgot-enviado')).toHaveTextContent(RESPOSTA);
    expect(api.chamadasDe('POST /usuario/esqueci-senha')[0]?.corpo).toEqual({ username: '12345/GO' });
  });

  it('shows the rate limit message', async () => {
    instalarApiFake({
      'POST /usuario/esqueci-senha': {
        status: 429,
        data: { mensagem: 'Muitos pedidos de recuperação de senha. Aguarde 15 minutos e tente novamente.', codigo: 'MUITOS_PEDIDOS' },
      },
    });
    comTokenDeApp();
    const { user } = renderizarRota('/forgot');
    await user.type(await screen.findByRole('textbox', { name: 'CPF, inscrição ou e-mail' }), '529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByTestId('forgot-erro')).toHaveTextContent('Aguarde 15 minutos');
  });
});

describe('/resetpass/:hash', () => {
  it('an invalid link shows a clear page with a way to ask again', async () => {
    instalarApiFake({ 'POST /usuario/redefinir-senha/validar': { status: 200, data: { valido: false } } });
    comTokenDeApp();
    renderizarRota(`/resetpass/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Link expirado ou já usado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute('href', '/forgot');
  });

  it('a malformed link (400 from the schema) is just invalid', async () => {
    instalarApiFake({ 'POST /usuario/redefinir-senha/validar': { status: 400, data: { codigo: 'VALIDACAO', mensagem: 'x' } } });
    comTokenDeApp();
    renderizarRota('/resetpass/x');
    expect(await screen.findByTestId('resetpass-invalido')).toBeInTheDocument();
  });

  it('validates the new password, sends it with the token and goes to /login with the success message', async () => {
    const api = instalarApiFake({
      'POST /usuario/redefinir-senha/validar': { status: 200, data: { valido: true } },
      'POST /usuario/redefinir-senha': { status: 200, data: { mensagem: 'Senha redefinida. Entre com a nova senha.' } },
    });
    comTokenDeApp();
    const { user, router } = renderizarRota(`/resetpass/${TOKEN}`);
    const senha = await screen.findByLabelText(/^Nova senha/);
    await user.type(senha, 'password123');
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'password123');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('Esta senha é muito comum e fácil de adivinhar. Escolha outra.')).toBeInTheDocument();
    await user.clear(senha);
    await user.type(senha, 'minha nova senha longa');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('As senhas não conferem.')).toBeInTheDocument();
    expect(api.chamadasDe('POST /usuario/redefinir-senha')).toHaveLength(0);

    const confirmacao = screen.getByLabelText(/^Confirme a nova senha/);
    await user.clear(confirmacao);
    await user.type(confirmacao, 'minha nova senha longa');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByTestId('login-sucesso')).toHaveTextContent('Senha redefinida. Entre com a nova senha.');
    expect(api.chamadasDe('POST /usuario/redefinir-senha')[0]?.corpo).toEqual({
      token: TOKEN,
      senha: 'minha nova senha longa',
      confirmacao: 'minha nova senha longa',
    });
  });

  it('a link spent meanwhile shows the invalid page; a password refused by the server marks the field', async () => {
    const api = instalarApiFake({
      'POST /usuario/redefinir-senha/validar': { status: 200, data: { valido: true } },
      'POST /usuario/redefinir-senha': {
        status: 400,
        data: { codigo: 'VALIDACAO', mensagem: "Dados inválidos no campo 'senha'", campos: { senha: 'Não use seu CPF, e-mail ou nome como senha.' } },
      },
    });
    comTokenDeApp();
    const { user } = renderizarRota(`/resetpass/${TOKEN}`);
    await user.type(await screen.findByLabelText(/^Nova senha/), 'minha nova senha longa');
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'minha nova senha longa');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('Não use seu CPF, e-mail ou nome como senha.')).toBeInTheDocument();

    api.definir('POST /usuario/redefinir-senha', { status: 400, data: { codigo: 'LINK_INVALIDO', mensagem: 'expirou' } });
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByTestId('resetpass-invalido')).toBeInTheDocument();
  });
});
