import { EVENTO_GRAVACAO_ALTERADA, gravacaoDe } from './consulta';
import type * as Gravador from './gravador';
import type { UsuarioGravado } from './gravador';
import { gravacaoPermitidaEm } from './rotas-sem-gravacao';

/**
 * Decides, on each route change, whether the recorder runs (ADR 027). Loaded by the app shell's mount point
 * only once the server said it records this member; the tracker (./gravador and @openreplay/tracker) is then
 * imported on the first route that may be recorded.
 */

export interface Situacao {
  pathname: string;
  search: string;
  usuario: UsuarioGravado | null;
}

type ModuloGravador = typeof Gravador;

let atual: Situacao = { pathname: '/', search: '', usuario: null };
let modulo: Promise<ModuloGravador> | null = null;
/** The same module once loaded, for the synchronous stop. */
let carregado: ModuloGravador | null = null;
let fila: Promise<void> = Promise.resolve();
let desligadoPeloMembro = false;

const permitidaAgora = () => gravacaoPermitidaEm(atual.pathname, atual.search);

async function parar(): Promise<void> {
  if (modulo) (await modulo).pararGravador();
}

async function passo(): Promise<void> {
  if (!permitidaAgora()) return parar();
  const usuario = atual.usuario;
  if (!usuario) return;
  const g = await gravacaoDe(String(usuario.id));
  if (!g?.configuracao || !g.ativa || desligadoPeloMembro) return parar();
  if (!permitidaAgora() || atual.usuario?.id !== usuario.id) return;
  modulo ??= import('./gravador').then((m) => (carregado = m));
  const m = await modulo;
  if (!permitidaAgora()) return m.pararGravador();
  if (m.estadoDoGravador() === 'inativo') await m.iniciarGravador(g.configuracao, usuario);
  else m.identificarUsuario(usuario);
}

/**
 * Called by the app shell in a layout effect, in the same task as the commit that shows a route never
 * recorded: the tracker stops before its DOM observer is told about the new page, so nothing of it is sent.
 */
export function pararSeProibida(pathname: string, search: string): void {
  if (!gravacaoPermitidaEm(pathname, search)) carregado?.pararGravador();
}

/** Called by the app shell on every route change and sign-in; the steps run one at a time, in order. */
export function sincronizarGravador(situacao: Situacao): Promise<void> {
  atual = situacao;
  fila = fila.then(passo, passo);
  return fila;
}

if (typeof window !== 'undefined') {
  window.addEventListener(EVENTO_GRAVACAO_ALTERADA, (e) => {
    const ativa = (e as CustomEvent<{ ativa?: unknown }>).detail?.ativa;
    if (ativa === false) {
      desligadoPeloMembro = true;
      fila = fila.then(parar, parar);
    }
  });
}
