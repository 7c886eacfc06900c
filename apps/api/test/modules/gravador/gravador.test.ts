import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config/env.js';
import { auditoria, usuarios } from '../../../src/db/schema/index.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';

/** The usability recorder (ADR 027): off unless configured; the member's choice; the CSP opened only when configured. */
const CONFIGURADO = {
  OPENREPLAY_PROJECT_KEY: 'chave-do-projeto',
  OPENREPLAY_INGEST_POINT: 'https://replay.instituicao.org.br/ingest/',
};

let semGravador: AppDeTeste;
let comGravador: AppDeTeste;
beforeAll(async () => {
  semGravador = await criarAppDeTeste({}, { paginas: true });
  comGravador = await criarAppDeTeste(CONFIGURADO, { paginas: true });
});
afterAll(async () => {
  await semGravador.close();
  await comGravador.close();
});

async function entrar(t: AppDeTeste, p: PessoaCriada) {
  const r = await t.app.inject({
    method: 'POST',
    url: '/wsapp/usuario/login',
    payload: { username: p.cpf, password: p.senha },
  });
  expect(r.statusCode).toBe(200);
  return r.json().token as string;
}

const pedir = (t: AppDeTeste, method: 'GET' | 'PUT', token: string | null, payload?: unknown) =>
  t.app.inject({
    method,
    url: '/wsapp/usuario/gravacao',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe('GET/PUT /usuario/gravacao', () => {
  it('needs a signed-in user', async () => {
    expect((await pedir(comGravador, 'GET', null)).statusCode).toBe(401);
    expect((await pedir(comGravador, 'PUT', null, { ativa: false })).statusCode).toBe(401);
  });

  it('not configured: not available, off, no settings for the web', async () => {
    const p = await criarPessoa(semGravador.db, { advogado: true });
    const r = await pedir(semGravador, 'GET', await entrar(semGravador, p));
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      disponivel: false,
      ativa: false,
      configuracao: null,
    });
  });

  it('configured: on by default with the settings; the member switches it off and on, stored and audited', async () => {
    const p = await criarPessoa(comGravador.db, { advogado: true });
    const token = await entrar(comGravador, p);
    const configuracao = {
      projectKey: 'chave-do-projeto',
      ingestPoint: 'https://replay.instituicao.org.br/ingest',
      permitirHttpLocal: false,
    };
    expect((await pedir(comGravador, 'GET', token)).json()).toEqual({
      disponivel: true,
      ativa: true,
      configuracao,
    });

    const desligado = await pedir(comGravador, 'PUT', token, { ativa: false });
    expect(desligado.statusCode).toBe(200);
    expect(desligado.json()).toEqual({
      disponivel: true,
      ativa: false,
      configuracao,
    });
    expect((await pedir(comGravador, 'GET', token)).json().ativa).toBe(false);
    const [u] = await comGravador.db.select({ g: usuarios.gravacaoUsabilidade }).from(usuarios).where(eq(usuarios.id, p.usuarioId));
    expect(u?.g).toBe(false);
    const eventos = await comGravador.db.select().from(auditoria).where(eq(auditoria.usuarioId, p.usuarioId));
    expect(eventos.some((e) => e.acao === 'gravacao_usabilidade_alterada' && (e.detalhes as { ativa: boolean }).ativa === false)).toBe(true);

    const dados = await comGravador.app.inject({ method: 'GET', url: '/wsapp/usuario/meus-dados', headers: { authorization: `Bearer ${token}` } });
    expect(dados.json().gravacaoUsabilidade).toBe(false); // the LGPD export carries the choice

    expect((await pedir(comGravador, 'PUT', token, { ativa: true })).json().ativa).toBe(true);
    expect((await pedir(comGravador, 'GET', token)).json().ativa).toBe(true);
  });

  it('a choice made while the portal does not record is kept for when it does', async () => {
    const p = await criarPessoa(semGravador.db, { advogado: true });
    const token = await entrar(semGravador, p);
    expect((await pedir(semGravador, 'PUT', token, { ativa: false })).json()).toEqual({ disponivel: false, ativa: false, configuracao: null });
    const [u] = await semGravador.db.select({ g: usuarios.gravacaoUsabilidade }).from(usuarios).where(eq(usuarios.id, p.usuarioId));
    expect(u?.g).toBe(false);
  });

  it('refuses a body that is not { ativa: boolean } with a Portuguese 400', async () => {
    const p = await criarPessoa(comGravador.db, { advogado: true });
    const token = await entrar(comGravador, p);
    for (const corpo of [{}, { ativa: 'sim' }, { ativa: true, extra: 1 }]) {
      const r = await pedir(comGravador, 'PUT', token, corpo);
      expect(r.statusCode).toBe(400);
      expect(r.json().mensagem).toEqual(expect.any(String));
    }
  });
});

describe('privacy notice', () => {
  const titulos = async (t: AppDeTeste) =>
    ((await t.app.inject({ method: 'GET', url: '/wsapp/privacidade' })).json() as { secoes: { titulo: string; texto: string }[] }).secoes;

  it('names the recorder (OpenReplay, what is masked, how to switch it off) only where the portal records', async () => {
    expect((await titulos(semGravador)).some((s) => /grava/i.test(s.titulo))).toBe(false);
    const secao = (await titulos(comGravador)).find((s) => s.titulo === 'Gravação de uso do portal');
    expect(secao?.texto).toContain('OpenReplay');
    expect(secao?.texto).toContain('Nada do que você digita é gravado');
    expect(secao?.texto).toContain('Configurações');
  });
});

describe('Content-Security-Policy', () => {
  const csp = async (t: AppDeTeste) => {
    // The page's policy: the recorder runs in the page (a JSON answer's policy allows nothing, cabecalhos.test.ts).
    const pagina = await t.app.inject({ method: 'GET', url: '/home' });
    expect(pagina.headers['content-type']).toMatch(/^text\/html/);
    const cabecalho = String(pagina.headers['content-security-policy']);
    return new Map(
      cabecalho.split(';').map((d) => {
        const [nome = '', ...valores] = d.trim().split(/\s+/);
        return [nome, valores.join(' ')];
      }),
    );
  };

  it('without the recorder: connections to the portal only, no blob: worker', async () => {
    const c = await csp(semGravador);
    expect(c.get('connect-src')).toBe("'self'");
    expect(c.has('worker-src')).toBe(false);
    expect(c.get('script-src')).toBe("'self' 'wasm-unsafe-eval'");
  });

  it('with the recorder: the ingest point origin and blob: workers, nothing more', async () => {
    const c = await csp(comGravador);
    expect(c.get('connect-src')).toBe("'self' https://replay.instituicao.org.br");
    expect(c.get('worker-src')).toBe("'self' blob:");
    expect(c.get('script-src')).toBe("'self' 'wasm-unsafe-eval'");
  });
});

describe('configuration', () => {
  it('off by default', () => {
    expect(loadConfig({}).gravador).toBeNull();
  });

  it('a project key without the institution ingest point is refused (it would go to the vendor cloud)', () => {
    expect(() => loadConfig({ OPENREPLAY_PROJECT_KEY: 'k' })).toThrow(/OPENREPLAY_INGEST_POINT/);
  });

  it('the ingest point alone is accepted: the web then logs the missing key and does not record', () => {
    expect(loadConfig({ OPENREPLAY_INGEST_POINT: 'https://r.example.org/ingest' }).gravador).toEqual({
      projectKey: null,
      ingestPoint: 'https://r.example.org/ingest',
      permitirHttpLocal: false,
    });
  });

  it('the ingest point must be https', () => {
    expect(() =>
      loadConfig({
        ...CONFIGURADO,
        OPENREPLAY_INGEST_POINT: 'http://replay.instituicao.org.br/ingest',
      }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        ...CONFIGURADO,
        OPENREPLAY_INGEST_POINT: 'http://localhost:9000/ingest',
      }),
    ).toThrow(/https/);
  });

  it('the test-only http allowance works only on a local http portal outside production', () => {
    const local = {
      ...CONFIGURADO,
      OPENREPLAY_INGEST_POINT: 'http://localhost:9000/ingest',
      OPENREPLAY_PERMITIR_HTTP_LOCAL: 'true',
    };
    expect(loadConfig({ ...local, PUBLIC_URL: 'http://localhost:3000' }).gravador).toEqual({
      projectKey: 'chave-do-projeto',
      ingestPoint: 'http://localhost:9000/ingest',
      permitirHttpLocal: true,
    });
    expect(() => loadConfig(local)).toThrow(/OPENREPLAY_PERMITIR_HTTP_LOCAL/);
    expect(() => loadConfig({ ...local, PUBLIC_URL: 'https://portal.oabgo.org.br' })).toThrow(/OPENREPLAY_PERMITIR_HTTP_LOCAL/);
    expect(() => loadConfig({ ...local, PUBLIC_URL: 'http://portal.oabgo.org.br' })).toThrow(/OPENREPLAY_PERMITIR_HTTP_LOCAL/);
    expect(() =>
      loadConfig({
        ...local,
        PUBLIC_URL: 'http://localhost:3000',
        NODE_ENV: 'production',
      }),
    ).toThrow(/production/);
  });
});
