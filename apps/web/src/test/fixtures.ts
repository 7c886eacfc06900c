import type { LoginResponse, Usuario } from '@portal/contracts';
import { CHAVE_TOKEN, CHAVE_USUARIO, DURACAO_SESSAO_MS } from '@/lib/auth-storage';
import { criarJwt } from './jwt';

export const maria: Usuario = {
  id: '3f0c9a1e-8b7d-4c2a-9e1f-0a1b2c3d4e5f',
  nome: 'Maria Aparecida Souza',
  email: 'maria@exemplo.com.br',
  isAdvogado: true,
  permissoes: { CLI_PermissaoAreaRestrita: false, CLI_PermissaoRequerimentos: false, CLI_PermissaoRequerimentosSensiveis: false, CLI_PermissaoOuvidoria: false, CLI_PermissaoFinanceiro: false, CLI_PermissaoVacinas: false, CLI_PermissaoEventos: false, CLI_PermissaoPortaria: false, CLI_PermissaoProcessos: false, CLI_PermissaoComissoes: false, CLI_PermissaoVotacao: false, CLI_PermissaoContatos: false, CLI_PermissaoAcessos: false, CLI_PermissaoInscritos: false },
  inscricao: { numero: '12345', uf: 'GO', situacao: 'regular' },
};

export const carlos: Usuario = {
  id: '5b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  nome: 'Carlos Pereira',
  email: 'carlos@exemplo.com.br',
  isAdvogado: false,
  permissoes: { CLI_PermissaoAreaRestrita: false, CLI_PermissaoRequerimentos: false, CLI_PermissaoRequerimentosSensiveis: false, CLI_PermissaoOuvidoria: false, CLI_PermissaoFinanceiro: false, CLI_PermissaoVacinas: false, CLI_PermissaoEventos: false, CLI_PermissaoPortaria: false, CLI_PermissaoProcessos: false, CLI_PermissaoComissoes: false, CLI_PermissaoVotacao: false, CLI_PermissaoContatos: false, CLI_PermissaoAcessos: false, CLI_PermissaoInscritos: false },
  inscricao: null,
};

export const ana: Usuario = {
  id: '7c2e3d4f-5a6b-4c7d-9e8f-0a1b2c3d4e5f',
  nome: 'Ana Lima',
  email: 'ana@exemplo.com.br',
  isAdvogado: false,
  permissoes: { CLI_PermissaoAreaRestrita: true, CLI_PermissaoRequerimentos: true, CLI_PermissaoRequerimentosSensiveis: true, CLI_PermissaoOuvidoria: true, CLI_PermissaoFinanceiro: true, CLI_PermissaoVacinas: true, CLI_PermissaoEventos: true, CLI_PermissaoPortaria: true, CLI_PermissaoProcessos: true, CLI_PermissaoComissoes: true, CLI_PermissaoVotacao: true, CLI_PermissaoContatos: true, CLI_PermissaoAcessos: true, CLI_PermissaoInscritos: true },
  inscricao: null,
};

export function respostaLogin(usuario: Usuario, token = criarJwt()): LoginResponse {
  return { ...usuario, token };
}

/** Puts a session in storage as a login would, with a token valid for an hour. */
export function logarComo(usuario: unknown, { expiresIn = Date.now() + DURACAO_SESSAO_MS } = {}) {
  window.localStorage.setItem(CHAVE_USUARIO, JSON.stringify({ user: usuario, expiresIn }));
  window.localStorage.setItem(CHAVE_TOKEN, JSON.stringify({ token: criarJwt(), createdAt: Date.now() }));
}

/** Only an app token, nobody logged in. */
export function comTokenDeApp() {
  window.localStorage.setItem(CHAVE_TOKEN, JSON.stringify({ token: criarJwt(), createdAt: Date.now() }));
}
