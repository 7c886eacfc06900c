import { PERMISSOES, SITUACOES_INSCRICAO, UFS, type LoginResponse, type SituacaoInscricao, type Uf, type Usuario } from '@portal/contracts';

/** Browser storage of the session, exactly as the spec names it (sections 3 and 4). */
export const CHAVE_USUARIO = 'logged-in-user';
export const CHAVE_TOKEN = 'auth-token';

/** The stored user record lives one hour after login (spec, section 9). */
export const DURACAO_SESSAO_MS = 3_600_000;

/**
 * The user record as read back from storage. Reading is lenient on purpose: the spec says a stored record
 * that has not expired means "logged in", and each flag is honoured only when it is exactly `true`
 * (a tampered `"true"` or `1` grants nothing, it is not a reason to log the user out).
 *
 * Read by hand, not with a zod schema: this module is in the entry chunk, which every page loads first (ADR 028).
 */
export interface UsuarioArmazenado {
  id: string;
  nome: string;
  email: string;
  isAdvogado: boolean;
  permissoes: Record<string, unknown>;
  inscricao: { numero: string; uf: Uf; situacao: SituacaoInscricao } | null;
}

export interface RegistroUsuario {
  user: UsuarioArmazenado;
  expiresIn: number;
}

export interface RegistroToken {
  token: string;
  createdAt: number;
}

type Objeto = Record<string, unknown>;
const ehObjeto = (v: unknown): v is Objeto => typeof v === 'object' && v !== null && !Array.isArray(v);
const ehNumero = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const texto = (v: unknown) => (typeof v === 'string' ? v : '');

function lerInscricao(v: unknown): UsuarioArmazenado['inscricao'] {
  if (!ehObjeto(v)) return null;
  const { numero, uf, situacao } = v;
  if (typeof numero !== 'string') return null;
  if (!(UFS as readonly unknown[]).includes(uf) || !(SITUACOES_INSCRICAO as readonly unknown[]).includes(situacao)) return null;
  return { numero, uf: uf as Uf, situacao: situacao as SituacaoInscricao };
}

function lerUsuarioArmazenado(v: unknown): UsuarioArmazenado | null {
  if (!ehObjeto(v)) return null;
  return {
    id: texto(v.id),
    nome: texto(v.nome),
    email: texto(v.email),
    isAdvogado: v.isAdvogado === true,
    permissoes: ehObjeto(v.permissoes) ? { ...v.permissoes } : {},
    inscricao: lerInscricao(v.inscricao),
  };
}

function lerRegistroUsuarioDe(v: unknown): RegistroUsuario | null {
  if (!ehObjeto(v) || !ehNumero(v.expiresIn)) return null;
  const user = lerUsuarioArmazenado(v.user);
  return user ? { user, expiresIn: v.expiresIn } : null;
}

function lerRegistroTokenDe(v: unknown): RegistroToken | null {
  if (!ehObjeto(v) || typeof v.token !== 'string' || v.token.length === 0 || !ehNumero(v.createdAt)) return null;
  return { token: v.token, createdAt: v.createdAt };
}

function ler<T>(chave: string, ler: (v: unknown) => T | null): T | null {
  let texto: string | null;
  try {
    texto = window.localStorage.getItem(chave);
  } catch {
    return null;
  }
  if (texto === null) return null;
  try {
    return ler(JSON.parse(texto));
  } catch {
    return null;
  }
}

function gravar(chave: string, valor: unknown): void {
  window.localStorage.setItem(chave, JSON.stringify(valor));
}

function remover(chave: string): void {
  try {
    window.localStorage.removeItem(chave);
  } catch {
    // Storage unavailable (private mode quotas): nothing to remove.
  }
}

/** Stores the user record (the login answer without its token) for one hour from now. */
export function salvarUsuario(user: Usuario): { user: Usuario; expiresIn: number } {
  const registro = { user, expiresIn: Date.now() + DURACAO_SESSAO_MS };
  gravar(CHAVE_USUARIO, registro);
  return registro;
}

/**
 * The signed-in user's permissions changed (they granted or revoked their own at /area-restrita/acessos): the
 * stored record takes the new flags, keeping its expiry, so the pages that read it (the hub's cards, the staff
 * pages' guards) follow at once instead of at the next login. Nothing happens when the record is absent or
 * expired, or belongs to someone else.
 */
export function atualizarPermissoesDoUsuario(usuarioId: string, permissoes: readonly string[]): void {
  const registro = lerRegistroUsuario();
  if (!registro || registro.user.id !== usuarioId || Date.now() >= registro.expiresIn) return;
  const mapa = Object.fromEntries(PERMISSOES.map((p) => [p, permissoes.includes(p)]));
  gravar(CHAVE_USUARIO, { user: { ...registro.user, permissoes: mapa }, expiresIn: registro.expiresIn });
}

/** The stored record as it is, expired or not (null when absent or unreadable). */
export function lerRegistroUsuario(): RegistroUsuario | null {
  return ler(CHAVE_USUARIO, lerRegistroUsuarioDe);
}

/** The logged-in user: a stored record whose expiry is still ahead. Expiry is checked only here. */
export function lerUsuarioLogado(): UsuarioArmazenado | null {
  const registro = lerRegistroUsuario();
  if (!registro || Date.now() >= registro.expiresIn) return null;
  return registro.user;
}

export function estaLogado(): boolean {
  return lerUsuarioLogado() !== null;
}

export function removerUsuario(): void {
  remover(CHAVE_USUARIO);
}

export function salvarToken(token: string): RegistroToken {
  const registro: RegistroToken = { token, createdAt: Date.now() };
  gravar(CHAVE_TOKEN, registro);
  return registro;
}

export function lerToken(): RegistroToken | null {
  return ler(CHAVE_TOKEN, lerRegistroTokenDe);
}

export function removerToken(): void {
  remover(CHAVE_TOKEN);
}

/** Reads the JWT payload's `exp` (seconds) without verifying the signature; null when there is none. */
export function expiracaoDoToken(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    if (typeof json === 'object' && json !== null && 'exp' in json && typeof json.exp === 'number') return json.exp;
    return null;
  } catch {
    return null;
  }
}

/** Spec, section 9: expired when exp * 1000 < now. A token we cannot read counts as expired. */
export function tokenExpirado(token: string): boolean {
  const exp = expiracaoDoToken(token);
  if (exp === null) return true;
  return exp * 1000 < Date.now();
}

/** The stored token when present and not expired. */
export function lerTokenValido(): string | null {
  const registro = lerToken();
  if (!registro || tokenExpirado(registro.token)) return null;
  return registro.token;
}

/** After a login: the user record (the answer without its token) for one hour, and the token. */
export function salvarSessao(resposta: LoginResponse): void {
  const { token, ...user } = resposta;
  salvarToken(token);
  salvarUsuario(user);
}

/** Logout: the stored user record goes, and the token with it. */
export function limparSessao(): void {
  removerUsuario();
  removerToken();
}
