import { describe, expect, it, vi } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { comTokenDeApp, logarComo, maria } from '@/test/fixtures';
import { ErroHttp } from './http';
import { criarJwt, jwtExpirado } from '@/test/jwt';
import { CHAVE_TOKEN, CHAVE_USUARIO, lerToken } from './auth-storage';
import {
  MENSAGEM_ERRO_GENERICO,
  MENSAGEM_SEM_CONEXAO,
  apiClient,
  autenticar,
  definirAoExpirarSessao,
  definirAoRecusarAcesso,
  mensagemDeErro,
} from './api-client';

describe('api-client', () => {
  it('has base /wsapp and no timeout', () => {
    expect(apiClient.defaults.baseURL).toBe('/wsapp');
    expect(apiClient.defaults.timeout ?? 0).toBe(0);
  });

  it('sends the stored token as Bearer and an AbortSignal on every request', async () => {
    comTokenDeApp();
    const token = lerToken()?.token;
    const api = instalarApiFake({ 'GET /usuario/me': { status: 200, data: maria } });

    await apiClient.get('/usuario/me');

    const [chamada] = api.chamadasDe('GET /usuario/me');
    expect(chamada?.authorization).toBe(`Bearer ${token}`);
    expect(chamada?.signal).toBeInstanceOf(AbortSignal);
  });

  it('keeps the caller signal (TanStack Query cancels through it)', async () => {
    comTokenDeApp();
    const api = instalarApiFake({ 'GET /usuario/me': { status: 200, data: maria } });
    const controle = new AbortController();
    await apiClient.get('/usuario/me', { signal: controle.signal });
    expect(api.chamadasDe('GET /usuario/me')[0]?.signal).toBe(controle.signal);
  });

  it('POST /authenticate goes with body {} and without Authorization, and stores the token on 200', async () => {
    comTokenDeApp();
    const novo = criarJwt({ sub: 'novo' });
    const api = instalarApiFake({ 'POST /authenticate': { status: 200, data: { token: novo } } });

    await expect(autenticar()).resolves.toBe(novo);

    const [chamada] = api.chamadasDe('POST /authenticate');
    expect(chamada?.corpo).toEqual({});
    expect(chamada?.authorization).toBeNull();
    expect(lerToken()).toEqual({ token: novo, createdAt: expect.any(Number) });
  });

  it('does not store the token when /authenticate answers another 2xx', async () => {
    const api = instalarApiFake({ 'POST /authenticate': { status: 201, data: { token: criarJwt() } } });
    await expect(autenticar()).rejects.toThrow();
    expect(api.chamadasDe('POST /authenticate')).toHaveLength(1);
    expect(window.localStorage.getItem(CHAVE_TOKEN)).toBeNull();
  });

  it('authenticates first when the stored token is missing or expired', async () => {
    window.localStorage.setItem(CHAVE_TOKEN, JSON.stringify({ token: jwtExpirado(), createdAt: 0 }));
    const novo = criarJwt({ sub: 'novo' });
    const api = instalarApiFake({
      'POST /authenticate': { status: 200, data: { token: novo } },
      'GET /usuario/me': { status: 200, data: maria },
    });

    await apiClient.get('/usuario/me');

    expect(api.chamadas.map((c) => c.rota)).toEqual(['POST /authenticate', 'GET /usuario/me']);
    expect(api.chamadasDe('GET /usuario/me')[0]?.authorization).toBe(`Bearer ${novo}`);
  });

  it('on a 401 re-authenticates once, stores the new token and retries with it', async () => {
    comTokenDeApp();
    const novo = criarJwt({ sub: 'renovado' });
    const api = instalarApiFake({
      'POST /authenticate': { status: 200, data: { token: novo } },
      'GET /usuario/me': (_req, vez) =>
        vez === 1 ? { status: 401, data: { mensagem: 'Token inválido.', codigo: 'NAO_AUTENTICADO' } } : { status: 200, data: maria },
    });

    const resposta = await apiClient.get('/usuario/me');

    expect(resposta.data).toEqual(maria);
    expect(api.chamadas.map((c) => c.rota)).toEqual(['GET /usuario/me', 'POST /authenticate', 'GET /usuario/me']);
    expect(api.chamadasDe('GET /usuario/me')[1]?.authorization).toBe(`Bearer ${novo}`);
    expect(lerToken()?.token).toBe(novo);
  });

  it('calls refused together share one /authenticate, and each is retried once with the new token', async () => {
    comTokenDeApp();
    const novo = criarJwt({ sub: 'renovado' });
    let liberar!: () => void;
    const autenticacao = new Promise<void>((r) => {
      liberar = r;
    });
    const api = instalarApiFake({
      'POST /authenticate': async () => {
        await autenticacao;
        return { status: 200, data: { token: novo } };
      },
      'GET /a': (req) => (req.authorization === `Bearer ${novo}` ? { status: 200, data: 'a' } : { status: 401, data: { mensagem: 'x', codigo: 'y' } }),
      'GET /b': (req) => (req.authorization === `Bearer ${novo}` ? { status: 200, data: 'b' } : { status: 401, data: { mensagem: 'x', codigo: 'y' } }),
    });

    const respostas = Promise.all([apiClient.get('/a'), apiClient.get('/b')]);
    await vi.waitFor(() => expect(api.chamadasDe('POST /authenticate')).toHaveLength(1));
    liberar();

    expect((await respostas).map((r) => r.data)).toEqual(['a', 'b']);
    expect(api.chamadasDe('POST /authenticate')).toHaveLength(1);
    expect(api.chamadasDe('GET /a')).toHaveLength(2);
    expect(api.chamadasDe('GET /b')).toHaveLength(2);
  });

  it('a credential endpoint (semRetentativaEm401) is not re-sent on a 401; the stored token is dropped', async () => {
    comTokenDeApp();
    const api = instalarApiFake({ 'POST /usuario/login': { status: 401, data: { mensagem: 'Usuário ou senha inválidos.', codigo: 'x' } } });
    const erro = await apiClient.post('/usuario/login', { usuario: 'u' }, { semRetentativaEm401: true }).catch((e: unknown) => e);
    expect((erro as ErroHttp).response?.status).toBe(401);
    expect(api.chamadas.map((c) => c.rota)).toEqual(['POST /usuario/login']);
    expect(window.localStorage.getItem(CHAVE_TOKEN)).toBeNull();
  });

  it('a semIdentidade call fetches no token and carries none', async () => {
    const api = instalarApiFake({ 'POST /ouvidoria/anonima': { status: 200, data: {} } });
    await apiClient.post('/ouvidoria/anonima', { dados: {} }, { semIdentidade: true });
    expect(api.chamadas.map((c) => [c.rota, c.authorization])).toEqual([['POST /ouvidoria/anonima', null]]);
    expect(api.chamadas[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('retries only once: a second 401 propagates, clears the stored user and asks to go to /login', async () => {
    logarComo(maria);
    const aoExpirar = vi.fn();
    definirAoExpirarSessao(aoExpirar);
    const api = instalarApiFake({
      'GET /usuario/me': { status: 401, data: { mensagem: 'Sessão expirada.', codigo: 'NAO_AUTENTICADO' } },
    });

    const erro: unknown = await apiClient.get('/usuario/me').catch((e: unknown) => e);

    expect(erro).toBeInstanceOf(ErroHttp);
    expect((erro as ErroHttp).response?.status).toBe(401);
    expect(api.chamadasDe('GET /usuario/me')).toHaveLength(2);
    expect(api.chamadasDe('POST /authenticate')).toHaveLength(1);
    expect(window.localStorage.getItem(CHAVE_USUARIO)).toBeNull();
    expect(aoExpirar).toHaveBeenCalledTimes(1);
  });

  it('a second 401 with nobody logged in only propagates', async () => {
    comTokenDeApp();
    const aoExpirar = vi.fn();
    definirAoExpirarSessao(aoExpirar);
    const api = instalarApiFake({ 'GET /auditoria': { status: 401, data: { mensagem: 'x', codigo: 'y' } } });
    await expect(apiClient.get('/auditoria')).rejects.toBeInstanceOf(ErroHttp);
    expect(api.chamadasDe('GET /auditoria')).toHaveLength(2);
    expect(aoExpirar).not.toHaveBeenCalled();
  });

  it('propagates the original 401 when re-authenticating fails', async () => {
    comTokenDeApp();
    const api = instalarApiFake({
      'POST /authenticate': { status: 500, data: { mensagem: 'Erro interno.', codigo: 'INTERNO' } },
      'GET /usuario/me': { status: 401, data: { mensagem: 'Token inválido.', codigo: 'NAO_AUTENTICADO' } },
    });
    const erro = await apiClient.get('/usuario/me').catch((e: unknown) => e);
    expect((erro as ErroHttp).response?.status).toBe(401);
    expect(api.chamadasDe('GET /usuario/me')).toHaveLength(1);
  });

  it('other errors are not retried', async () => {
    comTokenDeApp();
    const api = instalarApiFake({ 'GET /usuario/me': { status: 403, data: { mensagem: 'Proibido.', codigo: 'PROIBIDO' } } });
    await expect(apiClient.get('/usuario/me')).rejects.toBeInstanceOf(ErroHttp);
    expect(api.chamadas.map((c) => c.rota)).toEqual(['GET /usuario/me']);
  });

  it('a 403 tells the app to read the signed-in user again (a permission taken away meanwhile); not a 403 of /usuario/me itself', async () => {
    comTokenDeApp();
    const aoRecusar = vi.fn();
    definirAoRecusarAcesso(aoRecusar);
    instalarApiFake({
      'GET /area-restrita/contatos': { status: 403, data: { mensagem: 'Sem permissão.', codigo: 'PROIBIDO' } },
      'GET /usuario/me': { status: 403, data: { mensagem: 'Proibido.', codigo: 'PROIBIDO' } },
      'GET /x': { status: 422, data: { mensagem: 'CPF inválido.', codigo: 'VALIDACAO' } },
    });
    await expect(apiClient.get('/area-restrita/contatos')).rejects.toBeInstanceOf(ErroHttp);
    expect(aoRecusar).toHaveBeenCalledTimes(1);
    await expect(apiClient.get('/usuario/me')).rejects.toBeInstanceOf(ErroHttp);
    await expect(apiClient.get('/x')).rejects.toBeInstanceOf(ErroHttp);
    expect(aoRecusar).toHaveBeenCalledTimes(1);
    definirAoRecusarAcesso(null);
  });

  it('a 401 on /authenticate itself is not retried', async () => {
    const api = instalarApiFake({ 'POST /authenticate': { status: 401, data: { mensagem: 'x', codigo: 'y' } } });
    await expect(autenticar()).rejects.toBeInstanceOf(ErroHttp);
    expect(api.chamadasDe('POST /authenticate')).toHaveLength(1);
  });

  describe('mensagemDeErro', () => {
    it('uses the server mensagem when present', async () => {
      comTokenDeApp();
      instalarApiFake({ 'GET /x': { status: 422, data: { mensagem: 'CPF inválido.', codigo: 'VALIDACAO' } } });
      const erro = await apiClient.get('/x').catch((e: unknown) => e);
      expect(mensagemDeErro(erro)).toBe('CPF inválido.');
    });

    it('explains a network failure', async () => {
      comTokenDeApp();
      instalarApiFake({ 'GET /x': { redeFalhou: true } });
      const erro = await apiClient.get('/x').catch((e: unknown) => e);
      expect(mensagemDeErro(erro)).toBe(MENSAGEM_SEM_CONEXAO);
      expect(MENSAGEM_SEM_CONEXAO).toBe('Sem conexão com o servidor. Verifique sua internet e tente novamente.');
    });

    it('falls back to the generic message', async () => {
      comTokenDeApp();
      instalarApiFake({ 'GET /x': { status: 500, data: '<html>' } });
      const erro = await apiClient.get('/x').catch((e: unknown) => e);
      expect(mensagemDeErro(erro)).toBe('Ocorreu um erro. Por favor, tente novamente mais tarde.');
      expect(mensagemDeErro(new Error('qualquer'))).toBe(MENSAGEM_ERRO_GENERICO);
    });
  });
});
