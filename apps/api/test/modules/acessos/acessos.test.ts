import { MENSAGEM_ULTIMO_TITULAR_ACESSOS, type AlterarPermissoesResponse, type BuscaAcessosResponse, type TitularesResponse } from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, historicoCadastral, usuarios } from '../../../src/db/schema/index.js';
import { criarAppDeTeste, type AppDeTeste, type DatabaseDeTeste } from '../../helpers/app.js';
import { bancoIsolado } from '../../helpers/banco-isolado.js';
import { criarPessoa, formatar, type PessoaCriada } from '../../helpers/fabrica.js';
import { chamar, tokenDe } from '../../helpers/requerimentos.js';

/**
 * A database of its own: the last-holder rule looks at every account. The session cache keeps entries for five
 * minutes here, so only the invalidation after a change can explain a revoked flag being gone on the next request.
 */
let banco: DatabaseDeTeste;
let t: AppDeTeste;
let admin: PessoaCriada;
let semAcessos: PessoaCriada;
let carla: PessoaCriada;
let advogado: PessoaCriada;
/** The second holder made by the last-holder test: after its race, either it or admin still holds the flag. */
let segundo: PessoaCriada;

const PERMISSOES_URL = (id: string) => `/wsapp/area-restrita/acessos/contas/${id}/permissoes`;

async function permissoesDe(usuarioId: string): Promise<string[]> {
  const [u] = await t.db.select({ p: usuarios.permissoes }).from(usuarios).where(eq(usuarios.id, usuarioId));
  return u!.p;
}

async function comSegundoFator(p: PessoaCriada) {
  await t.db.update(usuarios).set({ totpSegredo: 'JBSWY3DPEHPK3PXP', totpAtivadoEm: new Date() }).where(eq(usuarios.id, p.usuarioId));
}

beforeAll(async () => {
  banco = await bancoIsolado();
  t = await criarAppDeTeste({ SESSION_CACHE_TTL_S: '300' }, { banco });
  admin = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoAcessos'], nome: 'Admin dos Acessos' });
  semAcessos = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoContatos'] });
  carla = await criarPessoa(t.db, { nome: 'Carla Conceição Dias' });
  advogado = await criarPessoa(t.db, { advogado: true, nome: 'Otávio Advogado' });
  await comSegundoFator(admin);
});
afterAll(async () => {
  await t?.close();
  await banco?.close();
});

describe('search', () => {
  it('finds an account by name without accents, by CPF and by inscrição, with its flags', async () => {
    let r = await chamar(t, admin, 'GET', `/wsapp/area-restrita/acessos/contas?busca=${encodeURIComponent('carla conceicao')}`);
    expect(r.statusCode, r.body).toBe(200);
    let corpo: BuscaAcessosResponse = r.json();
    expect(corpo.itens.map((i) => i.nome)).toEqual(['Carla Conceição Dias']);
    expect(corpo.itens[0]).toMatchObject({ usuarioId: carla.usuarioId, cpf: formatar(carla.cpf), inscricao: null, permissoes: [], segundoFatorAtivo: false });

    r = await chamar(t, admin, 'GET', `/wsapp/area-restrita/acessos/contas?busca=${encodeURIComponent(formatar(semAcessos.cpf))}`);
    corpo = r.json();
    expect(corpo.itens.map((i) => i.usuarioId)).toEqual([semAcessos.usuarioId]);
    expect(corpo.itens[0]!.permissoes).toEqual(['CLI_PermissaoAreaRestrita', 'CLI_PermissaoContatos']);

    r = await chamar(t, admin, 'GET', `/wsapp/area-restrita/acessos/contas?busca=${advogado.inscricao!.numero}/GO`);
    corpo = r.json();
    expect(corpo.itens.map((i) => i.inscricao)).toEqual([`${advogado.inscricao!.numero}/GO`]);
  });

  it('refuses a search of one character with a Portuguese message, and staff without the flag', async () => {
    const r = await chamar(t, admin, 'GET', '/wsapp/area-restrita/acessos/contas?busca=a');
    expect(r.statusCode).toBe(400);
    expect(r.json().mensagem).toContain('Informe ao menos 2 caracteres');
    const negado = await chamar(t, semAcessos, 'GET', '/wsapp/area-restrita/acessos/contas?busca=carla');
    expect(negado.statusCode).toBe(403);
  });
});

describe('changing flags', () => {
  it('grants with a reason: the restricted area comes along, an audit row and a history row say who, when and why', async () => {
    const token = await tokenDe(t, carla);
    const r = await chamar(t, admin, 'PUT', PERMISSOES_URL(carla.usuarioId), {
      permissoes: { CLI_PermissaoContatos: true },
      motivo: 'Passou a atender o setor de contatos',
    });
    expect(r.statusCode, r.body).toBe(200);
    const corpo: AlterarPermissoesResponse = r.json();
    expect(corpo.concedidas).toEqual(['CLI_PermissaoAreaRestrita', 'CLI_PermissaoContatos']);
    expect(corpo.implicitas).toEqual(['CLI_PermissaoAreaRestrita']);
    expect(corpo.revogadas).toEqual([]);
    // No second factor yet: her sessions end, and the next login makes her set it up (ADR 007).
    expect(corpo.sessoesEncerradas).toBe(true);
    expect(await permissoesDe(carla.usuarioId)).toEqual(['CLI_PermissaoAreaRestrita', 'CLI_PermissaoContatos']);
    const me = await t.app.inject({ method: 'GET', url: '/wsapp/usuario/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(401);

    const [a] = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'permissoes_alteradas'), eq(auditoria.usuarioId, admin.usuarioId)))
      .orderBy(desc(auditoria.em))
      .limit(1);
    expect(a).toMatchObject({ sucesso: true });
    expect(a!.detalhes).toMatchObject({
      contaId: carla.usuarioId,
      concedidas: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoContatos'],
      revogadas: [],
      motivo: 'Passou a atender o setor de contatos',
    });
    const historico = await t.db.select().from(historicoCadastral).where(eq(historicoCadastral.pessoaId, carla.pessoaId));
    expect(historico).toHaveLength(1);
    expect(historico[0]).toMatchObject({
      campo: 'permissoes',
      valorAnterior: 'Nenhuma',
      valorNovo: 'Área restrita, Contatos (motivo: Passou a atender o setor de contatos)',
      alteradoPor: admin.usuarioId,
    });
    // The restricted area's audit list says what changed, about whom and why; a sign-in row carries no summary.
    const log = await chamar(t, admin, 'GET', '/wsapp/auditoria?tipo=todos&tamanho=100');
    expect(log.statusCode, log.body).toBe(200);
    const linhas: { acao: string; resumo: string | null }[] = log.json().itens;
    expect(linhas.find((l) => l.acao === 'permissoes_alteradas')?.resumo).toBe(
      'Permissões de Carla Conceição Dias. Concedidas: Área restrita, Contatos. Retiradas: nenhuma. Motivo: Passou a atender o setor de contatos',
    );
    expect(linhas.filter((l) => l.acao !== 'permissoes_alteradas').every((l) => l.resumo === null)).toBe(true);
    // The person sees it in her own history.
    await comSegundoFator(carla);
    const h = await chamar(t, carla, 'GET', '/wsapp/usuario/historico-cadastral');
    expect(h.json().itens[0]).toMatchObject({ campo: 'permissoes', alteradoPorNome: 'Admin dos Acessos' });
  });

  it('a revoked flag is gone on the next request of a session already open (the cache is invalidated)', async () => {
    const token = await tokenDe(t, semAcessos);
    const me = () => t.app.inject({ method: 'GET', url: '/wsapp/usuario/me', headers: { authorization: `Bearer ${token}` } });
    let r = await me();
    expect(r.statusCode).toBe(200);
    expect(r.json().permissoes.CLI_PermissaoContatos).toBe(true);
    const contatos = await t.app.inject({ method: 'GET', url: '/wsapp/area-restrita/contatos', headers: { authorization: `Bearer ${token}` } });
    expect(contatos.statusCode).toBe(200);

    const mudar = await chamar(t, admin, 'PUT', PERMISSOES_URL(semAcessos.usuarioId), {
      permissoes: { CLI_PermissaoContatos: false },
      motivo: 'Mudou de setor',
    });
    expect(mudar.statusCode, mudar.body).toBe(200);
    expect((mudar.json() as AlterarPermissoesResponse).revogadas).toEqual(['CLI_PermissaoContatos']);
    r = await me();
    expect(r.statusCode).toBe(200);
    expect(r.json().permissoes.CLI_PermissaoContatos).toBe(false);
    expect(r.json().permissoes.CLI_PermissaoAreaRestrita).toBe(true);
    const depois = await t.app.inject({ method: 'GET', url: '/wsapp/area-restrita/contatos', headers: { authorization: `Bearer ${token}` } });
    expect(depois.statusCode).toBe(403);
  });

  it('refuses a change without a reason, with an unknown flag, that changes nothing or that drops the restricted area alone; nothing changes', async () => {
    const antes = await permissoesDe(advogado.usuarioId);
    const casos: [unknown, number, string][] = [
      [{ permissoes: { CLI_PermissaoVacinas: true } }, 400, 'Informe o motivo da alteração.'],
      [{ permissoes: { CLI_PermissaoVacinas: true }, motivo: '  ' }, 400, 'Informe o motivo da alteração (pelo menos 5 caracteres).'],
      [{ permissoes: { CLI_PermissaoInventada: true }, motivo: 'Um motivo qualquer' }, 400, ''],
      [{ permissoes: { CLI_PermissaoVacinas: false }, motivo: 'Um motivo qualquer' }, 409, 'Nenhuma permissão muda'],
    ];
    for (const [corpo, status, mensagem] of casos) {
      const r = await chamar(t, admin, 'PUT', PERMISSOES_URL(advogado.usuarioId), corpo);
      expect(r.statusCode, r.body).toBe(status);
      expect(r.json().mensagem).toContain(mensagem);
    }
    expect(await permissoesDe(advogado.usuarioId)).toEqual(antes);

    await t.db.update(usuarios).set({ permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoVacinas'] }).where(eq(usuarios.id, advogado.usuarioId));
    const r = await chamar(t, admin, 'PUT', PERMISSOES_URL(advogado.usuarioId), { permissoes: { CLI_PermissaoAreaRestrita: false }, motivo: 'Saiu da equipe' });
    expect(r.statusCode).toBe(400);
    expect(r.json().mensagem).toContain('retire também as outras permissões');
    expect(await permissoesDe(advogado.usuarioId)).toEqual(['CLI_PermissaoAreaRestrita', 'CLI_PermissaoVacinas']);

    const inexistente = await chamar(t, admin, 'PUT', PERMISSOES_URL('00000000-0000-4000-8000-000000000000'), { permissoes: { CLI_PermissaoVacinas: true }, motivo: 'Um motivo qualquer' });
    expect(inexistente.statusCode).toBe(404);
  });

  it('nobody removes the last holder of CLI_PermissaoAcessos, not even themself; with a second holder it goes', async () => {
    const r = await chamar(t, admin, 'PUT', PERMISSOES_URL(admin.usuarioId), { permissoes: { CLI_PermissaoAcessos: false }, motivo: 'Vou sair de férias' });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ codigo: 'ULTIMO_TITULAR_ACESSOS', mensagem: MENSAGEM_ULTIMO_TITULAR_ACESSOS });
    expect(await permissoesDe(admin.usuarioId)).toContain('CLI_PermissaoAcessos');
    // Revoking everything at once is the same refusal.
    const tudo = await chamar(t, admin, 'PUT', PERMISSOES_URL(admin.usuarioId), {
      permissoes: { CLI_PermissaoAcessos: false, CLI_PermissaoAreaRestrita: false },
      motivo: 'Vou sair de férias',
    });
    expect(tudo.statusCode).toBe(409);

    segundo = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoAcessos'] });
    await comSegundoFator(segundo);
    // Two revocations at the same time, each of the other: under the lock only one passes.
    const [x, y] = await Promise.all([
      chamar(t, admin, 'PUT', PERMISSOES_URL(segundo.usuarioId), { permissoes: { CLI_PermissaoAcessos: false }, motivo: 'Troca de equipe' }),
      chamar(t, segundo, 'PUT', PERMISSOES_URL(admin.usuarioId), { permissoes: { CLI_PermissaoAcessos: false }, motivo: 'Troca de equipe' }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    const titulares = [await permissoesDe(admin.usuarioId), await permissoesDe(segundo.usuarioId)].filter((p) => p.includes('CLI_PermissaoAcessos'));
    expect(titulares).toHaveLength(1);
  });
});

describe('holders', () => {
  it('lists who holds each flag, on screen and as CSV (audited)', async () => {
    // Which of the two kept the flag after the race above is up to the database (PostgreSQL runs them truly at once).
    const titular = (await permissoesDe(admin.usuarioId)).includes('CLI_PermissaoAcessos') ? admin : segundo;
    const r = await chamar(t, titular, 'GET', '/wsapp/area-restrita/acessos/titulares');
    expect(r.statusCode, r.body).toBe(200);
    const corpo: TitularesResponse = r.json();
    const contatos = corpo.permissoes.find((p) => p.permissao === 'CLI_PermissaoContatos')!;
    expect(contatos.titulares.map((x) => x.nome)).toEqual(['Carla Conceição Dias']);
    expect(corpo.permissoes.map((p) => p.permissao)).toContain('CLI_PermissaoAcessos');

    const csv = await chamar(t, titular, 'GET', '/wsapp/area-restrita/acessos/titulares/csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="acessos-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(csv.body.startsWith('\uFEFFPermissão;Nome da permissão;Nome;CPF;Inscrição;Conta ativa\r\n')).toBe(true);
    expect(csv.body).toContain(`CLI_PermissaoContatos;Contatos;Carla Conceição Dias;${formatar(carla.cpf)};;Sim\r\n`);
    const [a] = await t.db.select().from(auditoria).where(eq(auditoria.acao, 'acessos_exportados'));
    expect(a).toMatchObject({ usuarioId: titular.usuarioId, sucesso: true });
  });
});
