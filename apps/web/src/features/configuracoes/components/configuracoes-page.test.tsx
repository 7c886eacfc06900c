import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const PRIVACIDADE = {
  versao: '2026-11',
  titulo: 'Aviso de privacidade do Portal unificado',
  secoes: [{ titulo: 'Quem trata seus dados', texto: 'A seccional.' }],
  encarregado: { nome: 'Encarregada Teste', email: 'dpo@teste.local' },
};
const SESSOES = {
  itens: [
    { id: '11111111-1111-4111-8111-111111111111', criadoEm: '2026-11-20T12:00:00Z', ultimoUsoEm: '2026-11-20T13:00:00Z', ip: '10.0.0.1', dispositivo: 'Chrome no Windows', metodo: 'senha-usuario', atual: true },
    { id: '22222222-2222-4222-8222-222222222222', criadoEm: '2026-11-19T12:00:00Z', ultimoUsoEm: '2026-11-19T13:00:00Z', ip: '10.0.0.2', dispositivo: 'Safari no iPhone', metodo: 'senha-usuario+2fa', atual: false },
  ],
};
const PREFS = { emailStatusRequerimento: true, emailPagamentos: true, noticiasInstitucionais: false };

function api(extra: Parameters<typeof instalarApiFake>[0] = {}) {
  return instalarApiFake({
    'GET /usuario/me': { status: 200, data: maria },
    'GET /privacidade': { status: 200, data: PRIVACIDADE },
    'GET /usuario/sessoes': { status: 200, data: SESSOES },
    'GET /usuario/preferencias': { status: 200, data: PREFS },
    'GET /usuario/gravacao': { status: 200, data: { disponivel: false, ativa: false, configuracao: null } },
    'GET /usuario/2fa': { status: 200, data: { ativo: false, obrigatorio: false, ativadoEm: null, codigosRestantes: 0 } },
    ...extra,
  });
}

describe('/settings (Configurações)', () => {
  it('shows every section: sessions with the current one marked, preferences, privacy notice with the DPO', async () => {
    logarComo(maria);
    api();
    renderizarRota('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Configurações' }, { timeout: 5000 })).toBeInTheDocument();
    const sessoes = screen.getByRole('region', { name: 'Sessões ativas' });
    const itens = await within(sessoes).findAllByTestId('sessao');
    expect(itens).toHaveLength(2);
    expect(within(itens[0]!).getByText('Esta sessão')).toBeInTheDocument();
    expect(within(itens[1]!).getByText(/Senha \(modo Usuário\) e código de verificação/)).toBeInTheDocument();
    expect(within(itens[1]!).queryByText('Esta sessão')).not.toBeInTheDocument();
    const notif = screen.getByRole('region', { name: 'Notificações por e-mail' });
    expect(await within(notif).findByRole('switch', { name: 'Notícias institucionais' })).not.toBeChecked();
    expect(within(notif).getByRole('switch', { name: 'Pagamentos e vencimentos' })).toBeChecked();
    expect(await screen.findByText(/Encarregada Teste/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar meus dados (JSON)' })).toBeInTheDocument();
  });

  it('ends another session and refreshes the list', async () => {
    logarComo(maria);
    let lista = SESSOES;
    const fake = api({
      'GET /usuario/sessoes': () => ({ status: 200, data: lista }),
      'DELETE /usuario/sessoes/22222222-2222-4222-8222-222222222222': () => {
        lista = { itens: [SESSOES.itens[0]!] };
        return { status: 200, data: { ok: true, atual: false } };
      },
    });
    const { user } = renderizarRota('/settings');
    const botao = await screen.findByRole('button', { name: /Encerrar a sessão Safari no iPhone/ }, { timeout: 5000 });
    await user.click(botao);
    await waitFor(() => expect(screen.getAllByTestId('sessao')).toHaveLength(1));
    expect(fake.chamadasDe('DELETE /usuario/sessoes/22222222-2222-4222-8222-222222222222')).toHaveLength(1);
  });

  it('ending the current session logs out to /login', async () => {
    logarComo(maria);
    api({ 'DELETE /usuario/sessoes/11111111-1111-4111-8111-111111111111': { status: 200, data: { ok: true, atual: true } } });
    const { user, router } = renderizarRota('/settings');
    await user.click(await screen.findByRole('button', { name: 'Sair (encerrar esta sessão)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('logged-in-user')).toBeNull();
  });

  it('saves a preference at once and tells so; an error shows in an alert', async () => {
    logarComo(maria);
    let falhar = false;
    const fake = api({
      'PUT /usuario/preferencias': (req) =>
        falhar ? { status: 400, data: { mensagem: 'Preferência inválida.', codigo: 'X' } } : { status: 200, data: req.corpo },
    });
    const { user } = renderizarRota('/settings');
    const sw = await screen.findByRole('switch', { name: 'Notícias institucionais' });
    await user.click(sw);
    expect(await screen.findByText('Preferências salvas.')).toBeInTheDocument();
    expect(fake.chamadasDe('PUT /usuario/preferencias')[0]?.corpo).toEqual({ ...PREFS, noticiasInstitucionais: true });
    falhar = true;
    await user.click(screen.getByRole('switch', { name: 'Pagamentos e vencimentos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Preferência inválida.');
  });

  it('usability recording: says so when the portal does not record; when it does, the member switches it off', async () => {
    logarComo(maria);
    api();
    const primeira = renderizarRota('/settings');
    const secao = await screen.findByRole('region', { name: 'Gravação de uso do portal' }, { timeout: 5000 });
    expect(await within(secao).findByText('Este portal não grava o uso das páginas.')).toBeInTheDocument();
    expect(within(secao).queryByRole('switch')).not.toBeInTheDocument();
    primeira.unmount();

    const configuracao = { projectKey: 'chave', ingestPoint: 'https://replay.instituicao.org.br/ingest', permitirHttpLocal: false };
    const fake = api({
      'GET /usuario/gravacao': { status: 200, data: { disponivel: true, ativa: true, configuracao } },
      'PUT /usuario/gravacao': (req) => ({ status: 200, data: { disponivel: true, ativa: (req.corpo as { ativa: boolean }).ativa, configuracao } }),
    });
    const avisos: unknown[] = [];
    const ouvir = (e: Event) => avisos.push((e as CustomEvent).detail);
    window.addEventListener('portal:gravacao-alterada', ouvir);
    const { user } = renderizarRota('/settings');
    const sw = await screen.findByRole('switch', { name: 'Permitir a gravação das minhas sessões' }, { timeout: 5000 });
    expect(sw).toBeChecked();
    await user.click(sw);
    expect(await screen.findByText('Gravação desligada.')).toBeInTheDocument();
    expect(sw).not.toBeChecked();
    expect(fake.chamadasDe('PUT /usuario/gravacao')[0]?.corpo).toEqual({ ativa: false });
    expect(avisos).toEqual([{ ativa: false }]);
    window.removeEventListener('portal:gravacao-alterada', ouvir);
  });

  it('password change: validates locally, shows the server field error, then the success with sessions ended', async () => {
    logarComo(maria);
    let vez = 0;
    api({
      'POST /usuario/senha': () => {
        vez += 1;
        return vez === 1
          ? { status: 400, data: { mensagem: 'A senha atual não confere.', codigo: 'SENHA_ATUAL_INCORRETA', campos: { senhaAtual: 'A senha atual não confere.' } } }
          : { status: 200, data: { ok: true, sessoesEncerradas: 2 } };
      },
    });
    const { user } = renderizarRota('/settings');
    const secao = await screen.findByRole('region', { name: 'Senha' });
    await user.type(within(secao).getByLabelText('Senha atual'), 'errada');
    await user.type(within(secao).getByLabelText('Nova senha'), 'password123');
    await user.type(within(secao).getByLabelText('Repita a nova senha'), 'password123');
    await user.click(within(secao).getByRole('button', { name: 'Trocar senha' }));
    expect(await within(secao).findByText(/muito comum/)).toBeInTheDocument();

    await user.clear(within(secao).getByLabelText('Nova senha'));
    await user.type(within(secao).getByLabelText('Nova senha'), 'girassol-azul-na-janela');
    await user.clear(within(secao).getByLabelText('Repita a nova senha'));
    await user.type(within(secao).getByLabelText('Repita a nova senha'), 'girassol-azul-na-janela');
    await user.click(within(secao).getByRole('button', { name: 'Trocar senha' }));
    expect(await within(secao).findByText('A senha atual não confere.')).toBeInTheDocument();

    await user.click(within(secao).getByRole('button', { name: 'Trocar senha' }));
    expect(await within(secao).findByTestId('senha-sucesso')).toHaveTextContent('As outras 2 sessões foram encerradas');
  });

  it('second factor: set-up shows QR and key, asks the current password; a wrong password or bad code errors, then the recovery codes', async () => {
    logarComo(maria);
    let ativo = false;
    const fake = api({
      'GET /usuario/2fa': () => ({ status: 200, data: { ativo, obrigatorio: false, ativadoEm: ativo ? '2026-11-20T12:00:00Z' : null, codigosRestantes: ativo ? 10 : 0 } }),
      'POST /usuario/2fa/configurar': { status: 200, data: { segredo: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrCode: 'data:image/png;base64,AAAA' } },
      'POST /usuario/2fa/ativar': (req) => {
        const corpo = req.corpo as { codigo: string; senhaAtual: string };
        if (corpo.senhaAtual !== 'minha-senha-certa') {
          return { status: 400, data: { mensagem: 'A senha atual não confere.', codigo: 'SENHA_ATUAL_INCORRETA', campos: { senhaAtual: 'A senha atual não confere.' } } };
        }
        if (corpo.codigo !== '123456') return { status: 400, data: { mensagem: 'Código de verificação inválido.', codigo: 'CODIGO_INVALIDO' } };
        ativo = true;
        return { status: 200, data: { codigosRecuperacao: Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`) } };
      },
    });
    const { user } = renderizarRota('/settings');
    const secao = await screen.findByRole('region', { name: 'Verificação em duas etapas' });
    expect(await within(secao).findByText('Desativada')).toBeInTheDocument();
    await user.click(within(secao).getByRole('button', { name: 'Configurar' }));
    expect(await within(secao).findByRole('img', { name: /QR code/ })).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(within(secao).getByTestId('segredo-2fa')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    const senha = within(secao).getByLabelText('Senha atual');
    expect(senha).toHaveAttribute('type', 'password');
    expect(senha).toHaveAttribute('autocomplete', 'current-password');

    // Without the password nothing is sent.
    await user.type(within(secao).getByLabelText('Código de verificação'), '123456');
    await user.click(within(secao).getByRole('button', { name: 'Ativar' }));
    expect(await within(secao).findByText('Informe a senha atual.')).toBeInTheDocument();
    expect(senha).toHaveFocus();
    expect(fake.chamadasDe('POST /usuario/2fa/ativar')).toHaveLength(0);

    // A wrong password: the server names the field; the message shows under it and it takes the focus.
    await user.type(senha, 'errada');
    await user.click(within(secao).getByRole('button', { name: 'Ativar' }));
    expect(await within(secao).findByText('A senha atual não confere.')).toBeInTheDocument();
    expect(senha).toHaveAttribute('aria-invalid', 'true');
    expect(senha).toHaveFocus();
    expect(within(secao).queryByTestId('codigos-recuperacao')).not.toBeInTheDocument();

    await user.clear(senha);
    await user.type(senha, 'minha-senha-certa');
    await user.clear(within(secao).getByLabelText('Código de verificação'));
    await user.type(within(secao).getByLabelText('Código de verificação'), '999999');
    await user.click(within(secao).getByRole('button', { name: 'Ativar' }));
    expect(await within(secao).findByRole('alert')).toHaveTextContent('Código de verificação inválido.');
    expect(within(secao).queryByText('A senha atual não confere.')).not.toBeInTheDocument();
    await user.clear(within(secao).getByLabelText('Código de verificação'));
    await user.type(within(secao).getByLabelText('Código de verificação'), '123456');
    await user.click(within(secao).getByRole('button', { name: 'Ativar' }));
    expect(within(await within(secao).findByTestId('codigos-recuperacao')).getAllByRole('listitem')).toHaveLength(10);
    expect(fake.chamadasDe('POST /usuario/2fa/ativar').map((c) => c.corpo)).toEqual([
      { codigo: '123456', senhaAtual: 'errada' },
      { codigo: '999999', senhaAtual: 'minha-senha-certa' },
      { codigo: '123456', senhaAtual: 'minha-senha-certa' },
    ]);
    await user.click(within(secao).getByRole('button', { name: 'Já guardei os códigos' }));
    expect(await within(secao).findByText('Ativada')).toBeInTheDocument();
    expect(within(secao).getByText(/Códigos de recuperação restantes: 10/)).toBeInTheDocument();
    expect(within(secao).getByRole('button', { name: 'Desativar' })).toBeInTheDocument();
  });

  it('second factor: new recovery codes need the current password and a code', async () => {
    logarComo(maria);
    const fake = api({
      'GET /usuario/2fa': { status: 200, data: { ativo: true, obrigatorio: false, ativadoEm: '2026-11-20T12:00:00Z', codigosRestantes: 3 } },
      'POST /usuario/2fa/codigos-recuperacao': (req) =>
        (req.corpo as { senhaAtual: string }).senhaAtual === 'minha-senha-certa'
          ? { status: 200, data: { codigosRecuperacao: Array.from({ length: 10 }, (_, i) => `novos-cod${i}x`) } }
          : { status: 400, data: { mensagem: 'A senha atual não confere.', codigo: 'SENHA_ATUAL_INCORRETA', campos: { senhaAtual: 'A senha atual não confere.' } } },
    });
    const { user } = renderizarRota('/settings');
    const secao = await screen.findByRole('region', { name: 'Verificação em duas etapas' });
    await user.click(await within(secao).findByRole('button', { name: 'Gerar novos códigos de recuperação' }));
    const form = within(secao).getByRole('form', { name: 'Gerar novos códigos de recuperação' });
    await user.type(within(form).getByLabelText('Código de verificação'), '654321');
    await user.click(within(form).getByRole('button', { name: 'Gerar novos códigos' }));
    expect(await within(form).findByText('Informe a senha atual.')).toBeInTheDocument();
    expect(fake.chamadasDe('POST /usuario/2fa/codigos-recuperacao')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Senha atual'), 'errada');
    await user.click(within(form).getByRole('button', { name: 'Gerar novos códigos' }));
    expect(await within(form).findByText('A senha atual não confere.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Senha atual')).toHaveFocus();

    await user.clear(within(form).getByLabelText('Senha atual'));
    await user.type(within(form).getByLabelText('Senha atual'), 'minha-senha-certa');
    await user.click(within(form).getByRole('button', { name: 'Gerar novos códigos' }));
    expect(within(await within(secao).findByTestId('codigos-recuperacao')).getAllByRole('listitem')).toHaveLength(10);
    expect(fake.chamadasDe('POST /usuario/2fa/codigos-recuperacao').map((c) => c.corpo)).toEqual([
      { codigo: '654321', senhaAtual: 'errada' },
      { codigo: '654321', senhaAtual: 'minha-senha-certa' },
    ]);
  });

  it('staff: the second factor is required, with no way to turn it off', async () => {
    logarComo(ana);
    api({
      'GET /usuario/me': { status: 200, data: ana },
      'GET /usuario/2fa': { status: 200, data: { ativo: true, obrigatorio: true, ativadoEm: '2026-11-20T12:00:00Z', codigosRestantes: 7 } },
    });
    renderizarRota('/settings');
    const secao = await screen.findByRole('region', { name: 'Verificação em duas etapas' });
    expect(await within(secao).findByText('Obrigatória para a área restrita')).toBeInTheDocument();
    expect(within(secao).queryByRole('button', { name: 'Desativar' })).not.toBeInTheDocument();
    expect(within(secao).getByRole('button', { name: 'Gerar novos códigos de recuperação' })).toBeInTheDocument();
  });

  it('a section that fails to load offers a retry', async () => {
    logarComo(maria);
    let vez = 0;
    api({ 'GET /usuario/sessoes': () => (++vez === 1 ? { redeFalhou: true } : { status: 200, data: SESSOES }) });
    const { user } = renderizarRota('/settings');
    const secao = await screen.findByRole('region', { name: 'Sessões ativas' });
    expect(await within(secao).findByText(/Sem conexão/)).toBeInTheDocument();
    await user.click(within(secao).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(secao).findAllByTestId('sessao')).toHaveLength(2);
  });

  it('is guarded: not logged in goes to /login', async () => {
    api();
    const { router } = renderizarRota('/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
