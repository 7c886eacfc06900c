import { afterEach, describe, expect, it, vi } from 'vitest';
import { maria, respostaLogin } from '@/test/fixtures';
import { criarJwt } from '@/test/jwt';
import {
  CHAVE_TOKEN,
  CHAVE_USUARIO,
  estaLogado,
  lerTokenValido,
  lerUsuarioLogado,
  limparSessao,
  salvarSessao,
  tokenExpirado,
} from './auth-storage';

afterEach(() => {
  vi.useRealTimers();
});

describe('auth-storage', () => {
  it('stores logged-in-user as { user, expiresIn = now + 1 h } and auth-token as { token, createdAt }', () => {
    vi.useFakeTimers({ now: new Date('2026-05-04T12:00:00Z') });
    const token = criarJwt();
    salvarSessao(respostaLogin(maria, token));

    expect(JSON.parse(window.localStorage.getItem(CHAVE_USUARIO) ?? 'null')).toEqual({
      user: maria,
      expiresIn: Date.parse('2026-05-04T13:00:00Z'),
    });
    expect(JSON.parse(window.localStorage.getItem(CHAVE_TOKEN) ?? 'null')).toEqual({
      token,
      createdAt: Date.parse('2026-05-04T12:00:00Z'),
    });
  });

  it('is logged in only while now is before expiresIn, checked when asking', () => {
    vi.useFakeTimers({ now: new Date('2026-05-04T12:00:00Z') });
    salvarSessao(respostaLogin(maria));
    expect(estaLogado()).toBe(true);
    expect(lerUsuarioLogado()).toEqual(maria);

    vi.setSystemTime(new Date('2026-05-04T12:59:59Z'));
    expect(estaLogado()).toBe(true);
    vi.setSystemTime(new Date('2026-05-04T13:00:00Z'));
    expect(estaLogado()).toBe(false);
    expect(lerUsuarioLogado()).toBeNull();
    // Expiry is only checked, the record is not deleted by asking.
    expect(window.localStorage.getItem(CHAVE_USUARIO)).not.toBeNull();
  });

  it('treats a missing or malformed record as not logged in', () => {
    expect(estaLogado()).toBe(false);
    window.localStorage.setItem(CHAVE_USUARIO, '{not json');
    expect(estaLogado()).toBe(false);
    window.localStorage.setItem(CHAVE_USUARIO, JSON.stringify({ user: 'Maria', expiresIn: Date.now() + 1000 }));
    expect(estaLogado()).toBe(false);
    window.localStorage.setItem(CHAVE_USUARIO, JSON.stringify({ user: maria }));
    expect(estaLogado()).toBe(false);
  });

  it('reads flags as stored, and isAdvogado only when exactly true', () => {
    window.localStorage.setItem(
      CHAVE_USUARIO,
      JSON.stringify({
        user: { ...maria, isAdvogado: 'true', permissoes: { CLI_PermissaoAreaRestrita: 'true' } },
        expiresIn: Date.now() + 1000,
      }),
    );
    expect(estaLogado()).toBe(true);
    expect(lerUsuarioLogado()?.isAdvogado).toBe(false);
    expect(lerUsuarioLogado()?.permissoes).toEqual({ CLI_PermissaoAreaRestrita: 'true' });
  });

  it('keeps only the fields it knows; an unreadable field falls back (no inscrição, no permissions), not the record', () => {
    const guardar = (user: unknown) =>
      window.localStorage.setItem(CHAVE_USUARIO, JSON.stringify({ user, expiresIn: Date.now() + 1000 }));
    guardar({ ...maria, extra: 'x', inscricao: { numero: '12345', uf: 'GO', situacao: 'regular', outro: 1 } });
    expect(lerUsuarioLogado()).toEqual({ ...maria, inscricao: { numero: '12345', uf: 'GO', situacao: 'regular' } });
    guardar({ ...maria, nome: 7, inscricao: { numero: '12345', uf: 'XX', situacao: 'regular' }, permissoes: ['CLI_PermissaoAreaRestrita'] });
    expect(lerUsuarioLogado()).toEqual({ ...maria, nome: '', inscricao: null, permissoes: {} });
    window.localStorage.setItem(CHAVE_USUARIO, JSON.stringify({ user: maria, expiresIn: '9999999999999' }));
    expect(lerUsuarioLogado()).toBeNull();
    window.localStorage.setItem(CHAVE_TOKEN, JSON.stringify({ token: '', createdAt: 1 }));
    expect(lerTokenValido()).toBeNull();
  });

  it('compares the token exp (seconds) times 1000 with now', () => {
    vi.useFakeTimers({ now: 1_800_000_000_000 });
    expect(tokenExpirado(criarJwt({ exp: 1_800_000_001 }))).toBe(false);
    expect(tokenExpirado(criarJwt({ exp: 1_800_000_000 }))).toBe(false); // exp*1000 === now is not "<"
    expect(tokenExpirado(criarJwt({ exp: 1_799_999_999 }))).toBe(true);
    expect(tokenExpirado('nao-e-um-jwt')).toBe(true);
  });

  it('lerTokenValido ignores an expired stored token', () => {
    window.localStorage.setItem(CHAVE_TOKEN, JSON.stringify({ token: criarJwt({ exp: 1 }), createdAt: 0 }));
    expect(lerTokenValido()).toBeNull();
    const valido = criarJwt();
    window.localStorage.setItem(CHAVE_TOKEN, JSON.stringify({ token: valido, createdAt: Date.now() }));
    expect(lerTokenValido()).toBe(valido);
  });

  it('logout removes the user record and the token', () => {
    salvarSessao(respostaLogin(maria));
    limparSessao();
    expect(window.localStorage.getItem(CHAVE_USUARIO)).toBeNull();
    expect(window.localStorage.getItem(CHAVE_TOKEN)).toBeNull();
  });
});
