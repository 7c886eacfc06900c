import { randomUUID } from 'node:crypto';
import type { UsuarioAutenticado } from './access.js';
import type { CanalDeInvalidacao } from './canal-invalidacao.js';

/**
 * The user behind a user token, kept in this process so that an authenticated request costs no query
 * (ADR 026). An entry is keyed by the token itself (a hit skips the signature check too) and lives until the
 * first of: the token's expiry, the session's expiry, the TTL (a safety net), or an invalidation. Every write
 * that revokes a session or changes what a session carries calls `invalidarUsuario`/`invalidarSessao` after
 * it is committed: this instance drops the entries at once, and the channel tells every other instance.
 * While the channel is down (its connection lost), nothing is served from memory: every request queries.
 */

export interface SessaoResolvida {
  usuario: UsuarioAutenticado;
  /** Epoch ms after which the entry must not be used (the earlier of the token's and the session's expiry). */
  validaAte: number;
}

interface Entrada {
  usuario: UsuarioAutenticado;
  expiraEm: number;
}

interface Carga {
  promessa: Promise<SessaoResolvida | null>;
  /** An invalidation arrived while the query ran: its answer may predate the write and is not kept. */
  obsoleta: boolean;
}

export interface OpcoesCache {
  /** Safety net: no entry is older than this. 0 turns the cache off (every request queries). */
  ttlMs: number;
  /** Bounded size: beyond it the oldest entries go. */
  maxEntradas?: number;
  canal: CanalDeInvalidacao;
  agora?: () => number;
  /** Told when the channel fails or recovers (the app's logger). */
  avisar?: (mensagem: string) => void;
}

export const MAX_ENTRADAS_PADRAO = 10_000;

function congelar(u: UsuarioAutenticado): UsuarioAutenticado {
  Object.freeze(u.permissoes);
  if (u.inscricao) Object.freeze(u.inscricao);
  return Object.freeze(u);
}

export class CacheDeSessoes {
  private readonly entradas = new Map<string, Entrada>();
  private readonly cargas = new Map<string, Carga>();
  private readonly ttlMs: number;
  private readonly maxEntradas: number;
  private readonly canal: CanalDeInvalidacao;
  private readonly agora: () => number;
  private readonly avisar: (mensagem: string) => void;
  /** This instance's own messages come back on some channels: recognised and skipped. */
  private readonly instancia = randomUUID();
  private canalAtivo = false;

  constructor(o: OpcoesCache) {
    this.ttlMs = o.ttlMs;
    this.maxEntradas = o.maxEntradas ?? MAX_ENTRADAS_PADRAO;
    this.canal = o.canal;
    this.agora = o.agora ?? Date.now;
    this.avisar = o.avisar ?? (() => {});
  }

  /** Connects the channel (resolves once it listens, or once its first attempt failed: it keeps retrying). */
  async iniciar(): Promise<void> {
    await this.canal.iniciar({
      mensagem: (m) => this.receber(m),
      estado: (ativo) => {
        // Whatever was missed while down (or before it was up) is unknown: start empty either way.
        this.limparLocal();
        if (ativo !== this.canalAtivo) this.avisar(ativo ? 'cache de sessões: canal de invalidação conectado' : 'cache de sessões: canal de invalidação caiu; consultando o banco a cada requisição');
        this.canalAtivo = ativo;
      },
    });
  }

  get ativo(): boolean {
    return this.ttlMs > 0 && this.canalAtivo;
  }

  get tamanho(): number {
    return this.entradas.size;
  }

  /**
   * The user of `token` when a live entry exists, without waiting for anything (the access hook's fast path:
   * a hit answers in the same tick, no promise); otherwise undefined, and `obter` does the rest.
   */
  emMemoria(token: string): UsuarioAutenticado | undefined {
    if (!this.ativo) return undefined;
    const e = this.entradas.get(token);
    return e && e.expiraEm > this.agora() ? e.usuario : undefined;
  }

  /**
   * The user of `token`, from memory when a live entry exists, else from `carregar` (signature check and
   * the query), which is then kept. Concurrent misses of the same token share one `carregar`.
   */
  async obter(token: string, carregar: () => Promise<SessaoResolvida | null>): Promise<UsuarioAutenticado | null> {
    if (!this.ativo) return (await carregar())?.usuario ?? null;
    const agora = this.agora();
    const e = this.entradas.get(token);
    if (e) {
      if (e.expiraEm > agora) return e.usuario;
      this.entradas.delete(token);
    }
    const emCurso = this.cargas.get(token);
    if (emCurso) return (await emCurso.promessa)?.usuario ?? null;

    const promessa = carregar();
    // Any invalidation marks every load under way (its user is not known until it answers).
    const carga: Carga = { promessa, obsoleta: false };
    this.cargas.set(token, carga);
    let r: SessaoResolvida | null;
    try {
      r = await promessa;
    } finally {
      if (this.cargas.get(token) === carga) this.cargas.delete(token);
    }
    if (r && !carga.obsoleta && this.ativo) {
      const expiraEm = Math.min(r.validaAte, this.agora() + this.ttlMs);
      // Shared by every request that hits it: read-only from here on.
      if (expiraEm > this.agora()) this.guardar(token, { usuario: congelar(r.usuario), expiraEm });
    }
    return r?.usuario ?? null;
  }

  /** After a committed write about this user (every session of theirs, what they carry): everywhere. */
  invalidarUsuario(usuarioId: string): Promise<void> {
    this.aplicar({ tipo: 'u', id: usuarioId });
    return this.publicar(`u:${usuarioId}`);
  }

  /** After a committed revocation of one session: everywhere. */
  invalidarSessao(sessaoId: string): Promise<void> {
    this.aplicar({ tipo: 's', id: sessaoId });
    return this.publicar(`s:${sessaoId}`);
  }

  /** After a write that touches many users at once: every instance starts empty. */
  invalidarTudo(): Promise<void> {
    this.limparLocal();
    return this.publicar('*');
  }

  async fechar(): Promise<void> {
    this.canalAtivo = false;
    this.limparLocal();
    await this.canal.fechar();
  }

  private async publicar(corpo: string): Promise<void> {
    try {
      await this.canal.publicar(`${this.instancia}|${corpo}`);
    } catch (err) {
      // The write is done; the other instances drop it by the TTL at the latest, and a channel that cannot
      // publish has usually lost its listeners too (they then serve nothing from memory).
      this.avisar(`cache de sessões: invalidação não publicada (${(err as Error).message})`);
    }
  }

  private receber(mensagem: string): void {
    const barra = mensagem.indexOf('|');
    if (barra === -1) return this.limparLocal();
    if (mensagem.slice(0, barra) === this.instancia) return;
    const corpo = mensagem.slice(barra + 1);
    if (corpo.startsWith('u:')) this.aplicar({ tipo: 'u', id: corpo.slice(2) });
    else if (corpo.startsWith('s:')) this.aplicar({ tipo: 's', id: corpo.slice(2) });
    // '*' and anything not understood: everything goes.
    else this.limparLocal();
  }

  private aplicar(alvo: { tipo: 'u' | 's'; id: string }): void {
    const atinge = (usuario: UsuarioAutenticado) => (alvo.tipo === 'u' ? usuario.id === alvo.id : usuario.sessaoId === alvo.id);
    for (const [token, e] of this.entradas) if (atinge(e.usuario)) this.entradas.delete(token);
    // A load under way may have read the row before the write: its answer is not kept, and later requests
    // start their own.
    for (const c of this.cargas.values()) c.obsoleta = true;
    this.cargas.clear();
  }

  private limparLocal(): void {
    this.entradas.clear();
    for (const c of this.cargas.values()) c.obsoleta = true;
    this.cargas.clear();
  }

  private guardar(token: string, e: Entrada): void {
    this.entradas.delete(token);
    this.entradas.set(token, e);
    // Insertion order is age order: the oldest go first.
    while (this.entradas.size > this.maxEntradas) {
      const maisAntiga = this.entradas.keys().next().value;
      if (maisAntiga === undefined) break;
      this.entradas.delete(maisAntiga);
    }
  }
}
