import { describe, expect, it } from 'vitest';
import type { UsuarioAutenticado } from '../../src/lib/access.js';
import { CacheDeSessoes, type SessaoResolvida } from '../../src/lib/cache-sessoes.js';
import type { CanalDeInvalidacao, ReceptorDoCanal } from '../../src/lib/canal-invalidacao.js';
import { mapaPermissoes } from '../../src/lib/usuario-record.js';

/** A channel the test drives: what was published, and messages or outages "from other instances". */
class CanalDeTeste implements CanalDeInvalidacao {
  publicadas: string[] = [];
  receptor!: ReceptorDoCanal;
  async iniciar(r: ReceptorDoCanal) {
    this.receptor = r;
    r.estado(true);
  }
  async publicar(m: string) {
    this.publicadas.push(m);
  }
  async fechar() {}
}

function usuario(id: string, sessaoId: string): UsuarioAutenticado {
  return { id, sessaoId, pessoaId: `p-${id}`, nome: `Nome ${id}`, email: `${id}@teste.local`, isAdvogado: false, permissoes: mapaPermissoes([]), inscricao: null };
}

async function montar(o: { ttlMs?: number; maxEntradas?: number } = {}) {
  let agora = 1_000_000;
  const canal = new CanalDeTeste();
  const cache = new CacheDeSessoes({ ttlMs: o.ttlMs ?? 5_000, maxEntradas: o.maxEntradas, canal, agora: () => agora });
  await cache.iniciar();
  const consultas: string[] = [];
  /** A loader that "queries" and answers the user of the token (tokens are `usuario:sessao`). */
  const carregar = (token: string, validaAte = Infinity) => async (): Promise<SessaoResolvida | null> => {
    consultas.push(token);
    const [id, sessaoId] = token.split(':') as [string, string];
    return { usuario: usuario(id, sessaoId), validaAte };
  };
  const obter = (token: string, validaAte?: number) => cache.obter(token, carregar(token, validaAte));
  return { cache, canal, consultas, obter, avancar: (ms: number) => (agora += ms), agora: () => agora };
}

describe('CacheDeSessoes', () => {
  it('answers a token from memory after the first query, until the TTL', async () => {
    const c = await montar({ ttlMs: 5_000 });
    expect((await c.obter('u1:s1'))?.id).toBe('u1');
    await c.obter('u1:s1');
    c.avancar(4_999);
    await c.obter('u1:s1');
    expect(c.consultas).toEqual(['u1:s1']);
    c.avancar(2);
    await c.obter('u1:s1');
    expect(c.consultas).toEqual(['u1:s1', 'u1:s1']);
  });

  it('emMemoria answers a live entry at once, and nothing for a miss, an expired entry, an invalidation or a channel down', async () => {
    const c = await montar({ ttlMs: 5_000 });
    expect(c.cache.emMemoria('u1:s1')).toBeUndefined();
    await c.obter('u1:s1');
    expect(c.cache.emMemoria('u1:s1')?.id).toBe('u1');
    c.avancar(5_001);
    expect(c.cache.emMemoria('u1:s1')).toBeUndefined();
    await c.obter('u1:s1');
    await c.cache.invalidarSessao('s1');
    expect(c.cache.emMemoria('u1:s1')).toBeUndefined();
    await c.obter('u1:s1');
    c.canal.receptor.estado(false);
    expect(c.cache.emMemoria('u1:s1')).toBeUndefined();
    expect(c.consultas).toHaveLength(3);
  });

  it('never keeps an entry past the token or session expiry, and never keeps a refusal', async () => {
    const c = await montar({ ttlMs: 60_000 });
    await c.obter('u1:s1', c.agora() + 1_000);
    c.avancar(1_001);
    await c.obter('u1:s1', c.agora() + 1_000);
    expect(c.consultas).toHaveLength(2);

    let consultas = 0;
    const recusa = async () => {
      consultas++;
      return null;
    };
    expect(await c.cache.obter('revogado', recusa)).toBeNull();
    expect(await c.cache.obter('revogado', recusa)).toBeNull();
    expect(consultas).toBe(2);
  });

  it('invalidarUsuario drops every session of that user here and tells the others; other users stay', async () => {
    const c = await montar();
    await c.obter('u1:s1');
    await c.obter('u1:s2');
    await c.obter('u2:s3');
    await c.cache.invalidarUsuario('u1');
    expect(c.canal.publicadas).toHaveLength(1);
    expect(c.canal.publicadas[0]).toMatch(/\|u:u1$/);
    await c.obter('u1:s1');
    await c.obter('u1:s2');
    await c.obter('u2:s3');
    expect(c.consultas).toEqual(['u1:s1', 'u1:s2', 'u2:s3', 'u1:s1', 'u1:s2']);
  });

  it('invalidarSessao drops that session only', async () => {
    const c = await montar();
    await c.obter('u1:s1');
    await c.obter('u1:s2');
    await c.cache.invalidarSessao('s1');
    expect(c.canal.publicadas[0]).toMatch(/\|s:s1$/);
    await c.obter('u1:s1');
    await c.obter('u1:s2');
    expect(c.consultas).toEqual(['u1:s1', 'u1:s2', 'u1:s1']);
  });

  it("applies other instances' messages, ignores its own, and drops everything on '*' or anything unknown", async () => {
    const c = await montar();
    await c.obter('u1:s1');
    await c.obter('u2:s2');
    await c.cache.invalidarSessao('nenhuma');
    // Its own message coming back (PostgreSQL and Redis deliver to every listener) changes nothing.
    c.canal.receptor.mensagem(c.canal.publicadas[0]!.replace('nenhuma', 's1'));
    await c.obter('u1:s1');
    expect(c.consultas).toEqual(['u1:s1', 'u2:s2']);

    c.canal.receptor.mensagem('outra-instancia|u:u1');
    await c.obter('u1:s1');
    await c.obter('u2:s2');
    expect(c.consultas).toEqual(['u1:s1', 'u2:s2', 'u1:s1']);

    c.canal.receptor.mensagem('outra-instancia|*');
    await c.obter('u2:s2');
    c.canal.receptor.mensagem('sem formato');
    await c.obter('u2:s2');
    expect(c.consultas.filter((t) => t === 'u2:s2')).toHaveLength(3);
  });

  it('does not keep the answer of a query that was under way when an invalidation arrived', async () => {
    const c = await montar();
    let responder!: (r: SessaoResolvida) => void;
    const lenta = c.cache.obter('u1:s1', () => new Promise((r) => (responder = r)));
    // The revocation is committed and announced while the query (which read the row before it) is in flight.
    c.canal.receptor.mensagem('outra-instancia|u:u1');
    responder({ usuario: usuario('u1', 's1'), validaAte: Infinity });
    expect((await lenta)?.id).toBe('u1');
    await c.obter('u1:s1');
    expect(c.consultas).toEqual(['u1:s1']);
  });

  it('concurrent misses of one token share one query', async () => {
    const c = await montar();
    await Promise.all([c.obter('u1:s1'), c.obter('u1:s1'), c.obter('u1:s1')]);
    expect(c.consultas).toEqual(['u1:s1']);
  });

  it('while the channel is down nothing is served from memory; back up, it starts empty', async () => {
    const c = await montar();
    await c.obter('u1:s1');
    c.canal.receptor.estado(false);
    expect(c.cache.ativo).toBe(false);
    await c.obter('u1:s1');
    await c.obter('u1:s1');
    expect(c.consultas).toHaveLength(3);
    c.canal.receptor.estado(true);
    expect(c.cache.tamanho).toBe(0);
    await c.obter('u1:s1');
    await c.obter('u1:s1');
    expect(c.consultas).toHaveLength(4);
  });

  it('a TTL of 0 turns it off', async () => {
    const c = await montar({ ttlMs: 0 });
    await c.obter('u1:s1');
    await c.obter('u1:s1');
    expect(c.consultas).toHaveLength(2);
    expect(c.cache.tamanho).toBe(0);
  });

  it('is bounded: beyond maxEntradas the oldest go', async () => {
    const c = await montar({ maxEntradas: 2 });
    await c.obter('u1:s1');
    await c.obter('u2:s2');
    await c.obter('u3:s3');
    expect(c.cache.tamanho).toBe(2);
    await c.obter('u3:s3');
    await c.obter('u2:s2');
    await c.obter('u1:s1');
    expect(c.consultas).toEqual(['u1:s1', 'u2:s2', 'u3:s3', 'u1:s1']);
  });

  it('hands out a frozen user: a request cannot change what the next one sees', async () => {
    const c = await montar();
    await c.obter('u1:s1');
    const u = (await c.obter('u1:s1'))!;
    expect(Object.isFrozen(u) && Object.isFrozen(u.permissoes)).toBe(true);
  });
});
