import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import accessControl from '../../src/plugins/app/access-control.js';
import services from '../../src/plugins/app/services.js';
import { abrirSessao } from '../../src/modules/auth/sessao.service.js';
import { criarAppDeTeste, type AppDeTeste } from '../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../helpers/fabrica.js';

/**
 * Walks every registered API route and asserts who may call it: anonymous, app token, lawyer,
 * collaborator and staff. A route added later is covered automatically.
 */
let t: AppDeTeste;
const PERMISSOES_SERVIDOR: Record<'servidor' | 'servidorSoAreaRestrita', string[]> = {
  servidor: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoRequerimentos', 'CLI_PermissaoRequerimentosSensiveis', 'CLI_PermissaoOuvidoria', 'CLI_PermissaoFinanceiro', 'CLI_PermissaoVacinas', 'CLI_PermissaoEventos', 'CLI_PermissaoPortaria', 'CLI_PermissaoProcessos', 'CLI_PermissaoComissoes', 'CLI_PermissaoVotacao', 'CLI_PermissaoContatos'],
  servidorSoAreaRestrita: ['CLI_PermissaoAreaRestrita'],
};
const pessoas: Record<'advogado' | 'colaborador' | 'servidor' | 'servidorSoAreaRestrita', PessoaCriada> = {} as never;

beforeAll(async () => {
  t = await criarAppDeTeste();
  pessoas.advogado = await criarPessoa(t.db, { advogado: true });
  pessoas.colaborador = await criarPessoa(t.db);
  pessoas.servidor = await criarPessoa(t.db, { permissoes: PERMISSOES_SERVIDOR.servidor });
  pessoas.servidorSoAreaRestrita = await criarPessoa(t.db, { permissoes: PERMISSOES_SERVIDOR.servidorSoAreaRestrita });
});
afterAll(() => t.close());

type Quem = 'anonimo' | 'app' | keyof typeof pessoas;
const QUEM: Quem[] = ['anonimo', 'app', 'advogado', 'colaborador', 'servidor', 'servidorSoAreaRestrita'];

async function autorizacao(quem: Quem): Promise<Record<string, string>> {
  if (quem === 'anonimo') return {};
  if (quem === 'app') return { authorization: `Bearer ${await t.tokens.tokenApp()}` };
  // A fresh session per call: a route such as logout may end the session it is called with.
  const s = await abrirSessao(t.db, t.tokens, 1, pessoas[quem].usuarioId, 'teste', { ip: '127.0.0.1', userAgent: null });
  return { authorization: `Bearer ${s.token}` };
}

/**
 * Payment webhooks are public (the caller is a provider, not a user) but signed: without a valid HMAC
 * signature they answer 401 to everyone, with or without a token.
 */
const WEBHOOKS_ASSINADOS = new Set(['POST /wsapp/pagamentos/webhook/pix', 'POST /wsapp/pagamentos/webhook/boleto']);

function esperado(access: unknown, quem: Quem, rota?: string): 'permitido' | 401 | 403 {
  if (rota && WEBHOOKS_ASSINADOS.has(rota)) return 401;
  if (access === 'public') return 'permitido';
  if (quem === 'anonimo' || quem === 'app') return 401;
  if (access === 'user') return 'permitido';
  const tem = quem === 'servidor' || quem === 'servidorSoAreaRestrita' ? PERMISSOES_SERVIDOR[quem] : [];
  return Array.isArray(access) && access.some((p) => tem.includes(p as string)) ? 'permitido' : 403;
}

describe('access matrix', () => {
  it('every API route declares its access, and the known ones declare what they should', () => {
    const rotas = new Map(t.app.rotasApi.map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(rotas.get('POST /wsapp/authenticate')).toBe('public');
    expect(rotas.get('POST /wsapp/usuario/login')).toBe('public');
    expect(rotas.get('POST /wsapp/usuario/login-colaborador')).toBe('public');
    expect(rotas.get('POST /wsapp/usuario/logout')).toBe('public');
    expect(rotas.get('GET /wsapp/usuario/me')).toBe('user');
    expect(rotas.get('GET /wsapp/auditoria')).toEqual(['CLI_PermissaoAreaRestrita']);
    // Access management: only CLI_PermissaoAcessos (ADR 040), which the staff of this matrix do not hold.
    for (const r of [
      'GET /wsapp/area-restrita/acessos/contas',
      'PUT /wsapp/area-restrita/acessos/contas/:usuarioId/permissoes',
      'GET /wsapp/area-restrita/acessos/titulares',
      'GET /wsapp/area-restrita/acessos/titulares/csv',
    ]) {
      expect(rotas.get(r)).toEqual(['CLI_PermissaoAcessos']);
    }
    // The yearly anuidade table (ADR 045): finance staff only.
    expect(rotas.get('GET /wsapp/area-restrita/financeiro/anuidade/tabelas')).toEqual(['CLI_PermissaoFinanceiro']);
    expect(rotas.get('POST /wsapp/area-restrita/financeiro/anuidade/tabelas')).toEqual(['CLI_PermissaoFinanceiro']);
    // The registry screen (ADR 042) and its import (ADR 041): only CLI_PermissaoInscritos.
    for (const r of [
      'GET /wsapp/area-restrita/inscritos',
      'GET /wsapp/area-restrita/inscritos/pessoas/:pessoaId',
      'PUT /wsapp/area-restrita/inscritos/inscricoes/:inscricaoId/situacao',
      'GET /wsapp/area-restrita/importacoes/inscritos',
      'POST /wsapp/area-restrita/importacoes/inscritos',
      'GET /wsapp/area-restrita/importacoes/inscritos/:id',
      'POST /wsapp/area-restrita/importacoes/inscritos/:id/confirmar',
      'GET /wsapp/area-restrita/importacoes/inscritos/:id/relatorio',
    ]) {
      expect(rotas.get(r)).toEqual(['CLI_PermissaoInscritos']);
    }
    // The other staff imports (ADR 041, ADR 055), each behind the permission of its staff area.
    for (const [tipo, permissao] of [
      ['titulos', 'CLI_PermissaoFinanceiro'],
      ['processos', 'CLI_PermissaoProcessos'],
      ['comissoes', 'CLI_PermissaoComissoes'],
    ] as const) {
      for (const r of [
        `GET /wsapp/area-restrita/importacoes/${tipo}`,
        `POST /wsapp/area-restrita/importacoes/${tipo}`,
        `GET /wsapp/area-restrita/importacoes/${tipo}/:id`,
        `POST /wsapp/area-restrita/importacoes/${tipo}/:id/confirmar`,
        `GET /wsapp/area-restrita/importacoes/${tipo}/:id/relatorio`,
      ]) {
        expect(rotas.get(r), r).toEqual([permissao]);
      }
    }
    for (const webhook of WEBHOOKS_ASSINADOS) expect(rotas.get(webhook)).toBe('public');
    expect(t.app.rotasApi.length).toBeGreaterThanOrEqual(7);
  });

  it('answers each route as declared for anonymous, app token, lawyer, collaborator and staff', { timeout: 120_000 }, async () => {
    const falhas: string[] = [];
    const rotas = t.app.rotasApi.filter((r) => !r.url.startsWith('/wsapp/docs') && r.method !== 'HEAD');
    for (const rota of rotas) {
      const url = rota.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      for (const quem of QUEM) {
        const res = await t.app.inject({
          method: rota.method as 'GET',
          url,
          headers: { ...(await autorizacao(quem)), 'content-type': 'application/json' },
          ...(rota.method === 'GET' ? {} : { payload: '{}' }),
        });
        const e = esperado(rota.access, quem, `${rota.method} ${rota.url}`);
        const ok = e === 'permitido' ? res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500 : res.statusCode === e;
        if (!ok) falhas.push(`${rota.method} ${rota.url} como ${quem}: esperado ${e}, veio ${res.statusCode}`);
      }
    }
    expect(falhas).toEqual([]);
  });

  it('a permission flag grants only when exactly true', async () => {
    const quase = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestritaX', 'cli_permissaoarearestrita'] });
    const s = await abrirSessao(t.db, t.tokens, 1, quase.usuarioId, 'teste', { ip: '127.0.0.1', userAgent: null });
    const res = await t.app.inject({ method: 'GET', url: '/wsapp/auditoria', headers: { authorization: `Bearer ${s.token}` } });
    expect(res.statusCode).toBe(403);
    expect(res.json().codigo).toBe('SEM_PERMISSAO');
  });

  it('refuses to start when an API route does not declare its access', async () => {
    const app = Fastify();
    await app.register(services, { config: t.config, db: t.db, tokens: t.tokens, limiter: {} as never, mailer: {} as never, armazenamento: {} as never });
    await app.register(accessControl);
    expect(() => app.get('/wsapp/esquecida', async () => 'x')).toThrow(/não declara quem pode chamá-la/);
    expect(() => app.get('/wsapp/declarada', { config: { access: 'user' } }, async () => 'x')).not.toThrow();
    await app.close();
  });
});

/** A well-formed value that names nothing, per path parameter (the route decides what a `codigo` is). */
function valorDesconhecido(rota: string, param: string): string | null {
  if (param === 'id' || param === 'documentoId') return '00000000-0000-4000-8000-000000000000';
  if (param === 'nufin') return '987654321';
  if (param === 'codigo') return rota.includes('/protocolos/') || rota.includes('/verificar') ? 'ZZZZZZZZZZZZ' : '999';
  return null; // not an identifier (a year, for instance): a malformed one stays a 400
}

describe('malformed identifiers in the path', () => {
  it('answer exactly as an unknown well-formed one does (404 and the resource\'s message), on every route', async () => {
    const falhas: string[] = [];
    let comparadas = 0;
    let naoEncontradas = 0;
    const rotas = t.app.rotasApi.filter((r) => r.url.includes('/:') && r.method !== 'HEAD');
    for (const rota of rotas) {
      const params = [...rota.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
      const desconhecidos = Object.fromEntries(params.map((p) => [p, valorDesconhecido(rota.url, p)]));
      if (params.some((p) => desconhecidos[p] === null)) continue;
      const montar = (trocar: string | null, valor: string) =>
        rota.url.replace(/:(\w+)/g, (_m, p: string) => encodeURIComponent(p === trocar ? valor : (desconhecidos[p] as string)));
      const comCorpo = rota.method !== 'GET' && rota.method !== 'DELETE';
      const pedir = async (url: string) => {
        const res = await t.app.inject({
          method: rota.method as 'GET',
          url,
          headers: { ...(await autorizacao('servidor')), ...(comCorpo ? { 'content-type': 'application/json' } : {}) },
          ...(comCorpo ? { payload: '{}' } : {}),
        });
        return { status: res.statusCode, corpo: res.body };
      };
      const referencia = await pedir(montar(null, ''));
      if (referencia.status === 404) naoEncontradas++;
      for (const param of params) {
        for (const malformado of ['xyz', '123', '-1', ' ', 'a'.repeat(100), '00000000-0000-4000-8000-00000000000g', '../x']) {
          const res = await pedir(montar(param, malformado));
          comparadas++;
          if (res.status !== referencia.status || res.corpo !== referencia.corpo) {
            falhas.push(`${rota.method} ${rota.url} com ${param}=${malformado.slice(0, 12)}: ${res.status} ${res.corpo} (desconhecido: ${referencia.status} ${referencia.corpo})`);
          }
        }
      }
    }
    expect(comparadas).toBeGreaterThan(40);
    expect(naoEncontradas).toBeGreaterThanOrEqual(15);
    expect(falhas).toEqual([]);
  });

  it('a path the router itself refuses (too long a parameter, bad percent-encoding) is not found either', async () => {
    for (const url of [`/wsapp/requerimentos/${'a'.repeat(1000)}/comprovante`, '/wsapp/requerimentos/%E0%A4%A/comprovante']) {
      const res = await t.app.inject({ method: 'GET', url, headers: await autorizacao('advogado') });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ mensagem: 'Recurso não encontrado.', codigo: 'NAO_ENCONTRADO' });
    }
  });

  it('the request receipt of a malformed id is not found, as the page needs it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wsapp/requerimentos/xyz/comprovante', headers: await autorizacao('advogado') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ mensagem: 'Requerimento não encontrado.', codigo: 'NAO_ENCONTRADO' });
  });
});

describe('GET /wsapp/auditoria (staff)', () => {
  it('lists authentication events newest first, paginated, with the user name', async () => {
    const p = await criarPessoa(t.db, { advogado: true, nome: 'Auditada da Silva' });
    await t.app.inject({ method: 'POST', url: '/wsapp/usuario/login', payload: { username: p.cpf, password: 'errada' } });
    await t.app.inject({ method: 'POST', url: '/wsapp/usuario/login', payload: { username: p.cpf, password: p.senha } });
    const s = await abrirSessao(t.db, t.tokens, 1, pessoas.servidor.usuarioId, 'teste', { ip: '127.0.0.1', userAgent: null });
    const res = await t.app.inject({ method: 'GET', url: '/wsapp/auditoria?pagina=1&tamanho=2', headers: { authorization: `Bearer ${s.token}` } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagina).toBe(1);
    expect(body.tamanho).toBe(2);
    expect(body.itens).toHaveLength(2);
    expect(body.total).toBeGreaterThanOrEqual(2);
    const [maisNovo, anterior] = body.itens;
    expect(maisNovo).toMatchObject({ acao: 'login', sucesso: true, usuarioNome: 'Auditada da Silva', metodo: 'senha-usuario' });
    expect(anterior).toMatchObject({ acao: 'login', sucesso: false, motivo: 'senha_incorreta' });
    expect(Date.parse(maisNovo.em)).toBeGreaterThanOrEqual(Date.parse(anterior.em));

    const ruim = await t.app.inject({ method: 'GET', url: '/wsapp/auditoria?tamanho=1000', headers: { authorization: `Bearer ${s.token}` } });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().campos).toHaveProperty('tamanho');
  });
});
