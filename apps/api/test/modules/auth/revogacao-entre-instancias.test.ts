import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CanalLocal, CanalPostgres, CanalRedis, type CanalDeInvalidacao } from '../../../src/lib/canal-invalidacao.js';
import { emitirLink } from '../../../src/modules/auth/index.js';
import { bancoDeTeste, criarAppDeTeste, type AppDeTeste, type DatabaseDeTeste } from '../../helpers/app.js';
import { criarPessoa } from '../../helpers/fabrica.js';

/**
 * Two instances of the portal over one database, each with its session cache (ADR 026): whatever instance A
 * revokes or changes, instance B stops serving from memory within one second. The cache's own TTL is set far
 * above that (5 minutes), so only the invalidation channel can explain the answer.
 *   - embedded database (no DATABASE_URL): one process, the apps share an in-process channel;
 *   - PostgreSQL (DATABASE_URL): LISTEN/NOTIFY, one listening connection per instance;
 *   - Redis (REDIS_URL): pub/sub.
 */
type Variante = { nome: string; canais: (banco: DatabaseDeTeste) => [CanalDeInvalidacao, CanalDeInvalidacao] };

const variantes: Variante[] = [];
if (!process.env.DATABASE_URL) {
  variantes.push({
    nome: 'banco embutido (canal do processo)',
    canais: () => {
      const barramento = new EventEmitter();
      return [new CanalLocal(barramento), new CanalLocal(barramento)];
    },
  });
} else {
  const url = process.env.DATABASE_URL;
  variantes.push({ nome: 'PostgreSQL (LISTEN/NOTIFY)', canais: (b) => [new CanalPostgres(url, b.db), new CanalPostgres(url, b.db)] });
}
if (process.env.REDIS_URL) {
  const url = process.env.REDIS_URL;
  variantes.push({ nome: 'Redis (pub/sub)', canais: () => [new CanalRedis(url), new CanalRedis(url)] });
}

const UM_SEGUNDO = 1000;
const env = { SESSION_CACHE_TTL_S: '300' };

describe.each(variantes)('revogação entre instâncias — $nome', ({ canais }) => {
  let banco: DatabaseDeTeste;
  let a: AppDeTeste;
  let b: AppDeTeste;

  beforeAll(async () => {
    banco = await bancoDeTeste();
    const segredo = randomBytes(32).toString('hex');
    const [canalA, canalB] = canais(banco);
    a = await criarAppDeTeste(env, { banco, segredo, canalSessoes: canalA });
    b = await criarAppDeTeste(env, { banco, segredo, canalSessoes: canalB });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await banco?.close();
  });

  async function entrar(t: AppDeTeste, cpf: string, senha: string) {
    const r = await t.app.inject({ method: 'POST', url: '/wsapp/usuario/login', payload: { username: cpf, password: senha } });
    expect(r.statusCode).toBe(200);
    return r.json<{ token: string }>().token;
  }
  const me = (t: AppDeTeste, token: string) => t.app.inject({ method: 'GET', url: '/wsapp/usuario/me', headers: { authorization: `Bearer ${token}` } });

  /** Asks B until it answers `status`; how long that took (ms), or fails after one second. */
  async function ateResponder(t: AppDeTeste, token: string, status: number, confere: (corpo: Record<string, unknown>) => boolean = () => true) {
    const inicio = performance.now();
    for (;;) {
      const r = await me(t, token);
      const ms = performance.now() - inicio;
      if (r.statusCode === status && confere(r.json())) return ms;
      if (ms > UM_SEGUNDO) throw new Error(`a outra instância ainda respondia ${r.statusCode} depois de ${ms.toFixed(0)} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** Both instances serve the token from memory (asked twice: the second answer is the cached one). */
  async function emCacheNasDuas(token: string) {
    for (const t of [a, b, a, b]) expect((await me(t, token)).statusCode).toBe(200);
    expect(a.app.cacheSessoes.ativo && b.app.cacheSessoes.ativo).toBe(true);
  }

  it('logout on A: B refuses the token within one second', async () => {
    const p = await criarPessoa(banco.db, { advogado: true });
    const token = await entrar(a, p.cpf, p.senha);
    await emCacheNasDuas(token);
    const tamanhoAntes = b.app.cacheSessoes.tamanho;
    expect(tamanhoAntes).toBeGreaterThan(0);

    const r = await a.app.inject({ method: 'POST', url: '/wsapp/usuario/logout', headers: { authorization: `Bearer ${token}` } });
    expect(r.statusCode).toBe(200);
    expect((await me(a, token)).statusCode).toBe(401);
    expect(await ateResponder(b, token, 401)).toBeLessThan(UM_SEGUNDO);
  });

  it('"end this session" in the settings on A: B refuses that session within one second, the other stays', async () => {
    const p = await criarPessoa(banco.db, { advogado: true });
    const celular = await entrar(a, p.cpf, p.senha);
    const computador = await entrar(b, p.cpf, p.senha);
    await emCacheNasDuas(celular);
    await emCacheNasDuas(computador);

    const lista = await a.app.inject({ method: 'GET', url: '/wsapp/usuario/sessoes', headers: { authorization: `Bearer ${computador}` } });
    const outra = lista.json<{ itens: Array<{ id: string; atual: boolean }> }>().itens.find((s) => !s.atual)!;
    const r = await a.app.inject({ method: 'DELETE', url: `/wsapp/usuario/sessoes/${outra.id}`, headers: { authorization: `Bearer ${computador}` } });
    expect(r.statusCode).toBe(200);

    expect(await ateResponder(b, celular, 401)).toBeLessThan(UM_SEGUNDO);
    expect((await me(b, computador)).statusCode).toBe(200);
  });

  it('password change on A: the other sessions are refused on B within one second, the current one stays', async () => {
    const p = await criarPessoa(banco.db, { advogado: true });
    const outra = await entrar(b, p.cpf, p.senha);
    const atual = await entrar(a, p.cpf, p.senha);
    await emCacheNasDuas(outra);
    await emCacheNasDuas(atual);

    const r = await a.app.inject({
      method: 'POST',
      url: '/wsapp/usuario/senha',
      headers: { authorization: `Bearer ${atual}` },
      payload: { senhaAtual: p.senha, novaSenha: 'Outra-senha-forte-2026!' },
    });
    expect(r.statusCode).toBe(200);

    expect(await ateResponder(b, outra, 401)).toBeLessThan(UM_SEGUNDO);
    expect((await me(b, atual)).statusCode).toBe(200);
  });

  it('password reset by link on A: every session is refused on B within one second', async () => {
    const p = await criarPessoa(banco.db, { advogado: true });
    const token = await entrar(a, p.cpf, p.senha);
    await emCacheNasDuas(token);

    const link = await emitirLink(banco.db, { tipo: 'redefinir_senha', usuarioId: p.usuarioId, validadeMs: 60_000 });
    const nova = 'Senha-redefinida-2026!';
    const r = await a.app.inject({ method: 'POST', url: '/wsapp/usuario/redefinir-senha', payload: { token: link, senha: nova, confirmacao: nova } });
    expect(r.statusCode).toBe(200);

    expect(await ateResponder(b, token, 401)).toBeLessThan(UM_SEGUNDO);
  });

  it('e-mail change confirmed on A: /usuario/me on B shows the new address within one second', async () => {
    const p = await criarPessoa(banco.db, { advogado: true });
    const token = await entrar(a, p.cpf, p.senha);
    await emCacheNasDuas(token);

    const novoEmail = `novo-${randomBytes(4).toString('hex')}@teste.local`;
    const link = await emitirLink(banco.db, { tipo: 'trocar_email', usuarioId: p.usuarioId, validadeMs: 60_000, dados: { novoEmail, emUso: false } });
    const r = await a.app.inject({ method: 'POST', url: '/wsapp/usuario/email/confirmar', payload: { token: link } });
    expect(r.statusCode).toBe(200);

    expect(await ateResponder(b, token, 200, (u) => u.email === novoEmail)).toBeLessThan(UM_SEGUNDO);
  });
});
