import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHAVE_USUARIO } from '@/lib/auth-storage';
import { instalarApiFake } from '@/test/fake-api';
import { ana, comTokenDeApp, maria, respostaLogin } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

type Usuario = ReturnType<typeof renderizarRota>['user'];

async function entrarComSenha(user: Usuario, modo: 'Usuário' | 'Colaborador' = 'Usuário') {
  await screen.findByRole('button', { name: 'Entrar' }, { timeout: 5000 });
  if (modo === 'Colaborador') await user.click(screen.getByRole('radio', { name: 'Colaborador' }));
  await user.type(screen.getByRole('textbox', { name: /CPF/ }), '52998224725');
  await user.type(screen.getByLabelText(/^Senha/), 'uma-senha-qualquer');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('/login second step', () => {
  it('asks for the code (one-time-code, numeric); a wrong one errors in the alert; the right one logs in', async () => {
    comTokenDeApp();
    const fake = instalarApiFake({
      'POST /usuario/login': { status: 200, data: { requer2fa: true, desafio: 'desafio-de-teste-0123456789' } },
      'POST /usuario/login/2fa': (req) =>
        (req.corpo as { codigo: string }).codigo === '123456'
          ? { status: 200, data: respostaLogin(maria) }
          : { status: 400, data: { mensagem: 'Código de verificação inválido.', codigo: 'CODIGO_INVALIDO' } },
      'GET /usuario/me': { status: 200, data: maria },
    });
    const { user, router } = renderizarRota('/login');
    await entrarComSenha(user);

    expect(await screen.findByRole('heading', { name: 'Código de verificação' })).toBeInTheDocument();
    const campo = screen.getByLabelText('Código de verificação');
    expect(campo).toHaveAttribute('autocomplete', 'one-time-code');
    expect(campo).toHaveAttribute('inputmode', 'numeric');
    // Nothing stored yet: the session opens only after the code.
    expect(window.localStorage.getItem(CHAVE_USUARIO)).toBeNull();

    await user.type(campo, '12');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Digite os 6 dígitos do aplicativo autenticador.');
    expect(fake.chamadasDe('POST /usuario/login/2fa')).toHaveLength(0);

    await user.clear(campo);
    await user.type(campo, '654321');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Código de verificação inválido.');

    await user.clear(campo);
    await user.type(campo, '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(fake.chamadasDe('POST /usuario/login/2fa').at(-1)?.corpo).toEqual({ desafio: 'desafio-de-teste-0123456789', codigo: '123456' });
    expect(JSON.parse(window.localStorage.getItem(CHAVE_USUARIO)!).user.nome).toBe(maria.nome);
  });

  it('offers a recovery code instead, and going back to the password', async () => {
    comTokenDeApp();
    const fake = instalarApiFake({
      'POST /usuario/login': { status: 200, data: { requer2fa: true, desafio: 'desafio-de-teste-0123456789' } },
      'POST /usuario/login/2fa': { status: 200, data: respostaLogin(maria) },
      'GET /usuario/me': { status: 200, data: maria },
    });
    const { user, router } = renderizarRota('/login');
    await entrarComSenha(user);
    await user.click(await screen.findByRole('button', { name: 'Usar um código de recuperação' }));
    const campo = screen.getByLabelText('Código de recuperação');
    await user.type(campo, 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(fake.chamadasDe('POST /usuario/login/2fa')[0]?.corpo).toEqual({ desafio: 'desafio-de-teste-0123456789', codigo: 'abcde-fghjk' });
  });

  it('the Voltar link returns to the password form', async () => {
    comTokenDeApp();
    instalarApiFake({ 'POST /usuario/login': { status: 200, data: { requer2fa: true, desafio: 'desafio-de-teste-0123456789' } } });
    const { user } = renderizarRota('/login');
    await entrarComSenha(user);
    await user.click(await screen.findByRole('button', { name: 'Voltar' }));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('staff without a second factor: QR + key, code, recovery codes, then the restricted area', async () => {
    comTokenDeApp();
    instalarApiFake({
      'POST /usuario/login-colaborador': { status: 200, data: { requerConfiguracao2fa: true, desafio: 'desafio-de-teste-0123456789' } },
      'POST /usuario/login/2fa/configurar': { status: 200, data: { segredo: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrCode: 'data:image/png;base64,AAAA' } },
      'POST /usuario/login/2fa/ativar': (req) =>
        (req.corpo as { codigo: string }).codigo === '123456'
          ? { status: 200, data: { ...respostaLogin(ana), codigosRecuperacao: Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`) } }
          : { status: 400, data: { mensagem: 'Código de verificação inválido.', codigo: 'CODIGO_INVALIDO' } },
      'GET /usuario/me': { status: 200, data: ana },
      'GET /auditoria': { status: 200, data: { itens: [], total: 0, pagina: 1, tamanho: 20 } },
    });
    const { user, router } = renderizarRota('/login');
    await entrarComSenha(user, 'Colaborador');
    expect(await screen.findByRole('heading', { name: 'Configure a verificação em duas etapas' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(screen.getByTestId('segredo-2fa')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await user.type(screen.getByLabelText('Código de verificação'), '000000');
    await user.click(screen.getByRole('button', { name: 'Ativar e entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Código de verificação inválido.');
    await user.clear(screen.getByLabelText('Código de verificação'));
    await user.type(screen.getByLabelText('Código de verificação'), '123456');
    await user.click(screen.getByRole('button', { name: 'Ativar e entrar' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(10);
    expect(window.localStorage.getItem(CHAVE_USUARIO)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Já guardei os códigos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/area-restrita'));
  });
});
