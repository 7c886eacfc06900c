import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, historicoCadastral, sessoes, usuarios } from '../../../src/db/schema/index.js';
import { verificarSenha } from '../../../src/modules/auth/senhas.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const UA_CHROME_WIN =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const UA_SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function entrar(p: PessoaCriada, ua = UA_CHROME_WIN, ip = '10.50.0.1') {
  const r = await t.app.inject({
    method: 'POST',
    url: p.inscricao ? '/wsapp/usuario/login' : '/wsapp/usuario/login-colaborador',
    payload: { username: p.cpf, password: p.senha },
    headers: { 'user-agent': ua, 'x-forwarded-for': ip },
  });
  expect(r.statusCode).toBe(200);
  return r.json().token as string;
}

const pedir = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/wsapp${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe('every settings route needs a signed-in user', () => {
  it.each([
    ['GET', '/usuario/2fa'],
    ['POST', '/usuario/2fa/configurar'],
    ['POST', '/usuario/2fa/ativar'],
    ['POST', '/usuario/2fa/codigos-recuperacao'],
    ['POST', '/usuario/2fa/desativar'],
    ['POST', '/usuario/senha'],
    ['GET', '/usuario/sessoes'],
    ['DELETE', '/usuario/sessoes/00000000-0000-4000-8000-000000000000'],
    ['GET', '/usuario/preferencias'],
    ['PUT', '/usuario/preferencias'],
    ['GET', '/usuario/meus-dados'],
  ] as const)('%s %s → 401 without a user token', async (method, url) => {
    const r = await t.app.inject({ method, url: `/wsapp${url}` });
    expect(r.statusCode).toBe(401);
  });
});

describe('password change', () => {
  it('needs the current password; refuses common and personal passwords; ends the other sessions and keeps this one', async () => {
    const p = await criarPessoa(t.db, { advogado: true, nome: 'Rosa Trocadora Senha' });
    const atual = await entrar(p);
    const outra = await entrar(p, UA_SAFARI_IPHONE);
    const terceira = await entrar(p);

    const errada = await pedir('POST', '/usuario/senha', atual, { senhaAtual: 'nao-e-esta-123', novaSenha: 'uma-nova-senha-boa-1' });
    expect(errada.statusCode).toBe(400);
    expect(errada.json()).toMatchObject({ codigo: 'SENHA_ATUAL_INCORRETA', campos: { senhaAtual: 'A senha atual não confere.' } });

    const comum = await pedir('POST', '/usuario/senha', atual, { senhaAtual: p.senha, novaSenha: 'password123' });
    expect(comum.statusCode).toBe(400);
    expect(comum.json().campos.novaSenha).toMatch(/muito comum/);

    const curta = await pedir('POST', '/usuario/senha', atual, { senhaAtual: p.senha, novaSenha: 'abc' });
    expect(curta.statusCode).toBe(400);
    expect(curta.json().campos.novaSenha).toMatch(/pelo menos 8/);

    const cpf = await pedir('POST', '/usuario/senha', atual, { senhaAtual: p.senha, novaSenha: `x${p.cpf}` });
    expect(cpf.statusCode).toBe(400);
    expect(cpf.json().campos.novaSenha).toMatch(/CPF/);

    const igual = await pedir('POST', '/usuario/senha', atual, { senhaAtual: p.senha, novaSenha: p.senha });
    expect(igual.statusCode).toBe(400);

    const extra = await pedir('POST', '/usuario/senha', atual, { senhaAtual: p.senha, novaSenha: 'outra-senha-boa-99', admin: true });
    expect(extra.statusCode).toBe(400);

    // Nothing changed so far.
    const [antes] = await t.db.select().from(usuarios).where(eq(usuarios.id, p.usuarioId));
    expect(await verificarSenha(antes!.senhaHash, p.senha)).toBe(true);

    const ok = await pedir('POST', '/usuario/senha', atual, { senhaAtual: p.senha, novaSenha: 'girassol-azul-na-janela' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true, sessoesEncerradas: 2 });
    const [depois] = await t.db.select().from(usuarios).where(eq(usuarios.id, p.usuarioId));
    expect(await verificarSenha(depois!.senhaHash, 'girassol-azul-na-janela')).toBe(true);
    expect(depois!.senhaAlteradaEm).not.toBeNull();

    expect((await pedir('GET', '/usuario/me', atual)).statusCode).toBe(200);
    expect((await pedir('GET', '/usuario/me', outra)).statusCode).toBe(401);
    expect((await pedir('GET', '/usuario/me', terceira)).statusCode).toBe(401);

    const login = await t.app.inject({ method: 'POST', url: '/wsapp/usuario/login', payload: { username: p.cpf, password: 'girassol-azul-na-janela' } });
    expect(login.statusCode).toBe(200);
    const velha = await t.app.inject({ method: 'POST', url: '/wsapp/usuario/login', payload: { username: p.cpf, password: p.senha } });
    expect(velha.statusCode).toBe(401);

    const eventos = await t.db.select().from(auditoria).where(eq(auditoria.usuarioId, p.usuarioId));
    expect(eventos.filter((e) => e.acao === 'senha_alterada').map((e) => [e.sucesso, e.motivo])).toEqual(
      expect.arrayContaining([[false, 'senha_atual_incorreta'], [true, null]]),
    );
  });

  it('rate limits wrong current passwords', async () => {
    const t2 = await criarAppDeTeste({ LOGIN_MAX_FAILURES_ACCOUNT: '2' });
    try {
      const p = await criarPessoa(t2.db, { advogado: true });
      const l = await t2.app.inject({ method: 'POST', url: '/wsapp/usuario/login', payload: { username: p.cpf, password: p.senha } });
      const token = l.json().token as string;
      const trocar = (senhaAtual: string) =>
        t2.app.inject({ method: 'POST', url: '/wsapp/usuario/senha', headers: { authorization: `Bearer ${token}` }, payload: { senhaAtual, novaSenha: 'girassol-azul-na-janela' } });
      expect((await trocar('errada-1')).statusCode).toBe(400);
      expect((await trocar('errada-2')).statusCode).toBe(400);
      const r = await trocar(p.senha);
      expect(r.statusCode).toBe(429);
      expect(r.headers['retry-after']).toBeDefined();
    } finally {
      await t2.close();
    }
  });
});

describe('sessions', () => {
  it('lists only my live sessions with device in plain words, method, and the current one marked', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const outraPessoa = await criarPessoa(t.db, { advogado: true });
    await entrar(outraPessoa);
    const celular = await entrar(p, UA_SAFARI_IPHONE, '10.50.0.9');
    const atual = await entrar(p);
    // A revoked one is not listed.
    const revogada = await entrar(p);
    await pedir('POST', '/usuario/logout', revogada, {});

    const r = await pedir('GET', '/usuario/sessoes', atual);
    expect(r.statusCode).toBe(200);
    const itens = r.json().itens as Array<Record<string, unknown>>;
    expect(itens).toHaveLength(2);
    const minhas = await t.db.select({ id: sessoes.id }).from(sessoes).where(eq(sessoes.usuarioId, p.usuarioId));
    for (const i of itens) expect(minhas.map((m) => m.id)).toContain(i.id);
    expect(itens.filter((i) => i.atual)).toHaveLength(1);
    expect(itens.find((i) => i.atual)).toMatchObject({ dispositivo: 'Chrome no Windows', metodo: 'senha-usuario', ip: '10.50.0.1' });
    expect(itens.find((i) => !i.atual)).toMatchObject({ dispositivo: 'Safari no iPhone', ip: '10.50.0.9' });
    expect(JSON.stringify(itens)).not.toMatch(/refresh|hash/i);
    expect((await pedir('GET', '/usuario/me', celular)).statusCode).toBe(200);
  });

  it("ends another of my sessions at once; another user's session id answers 404 and stays alive", async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const outraPessoa = await criarPessoa(t.db, { advogado: true });
    const dela = await entrar(outraPessoa);
    const celular = await entrar(p, UA_SAFARI_IPHONE);
    const atual = await entrar(p);
    const itens = (await pedir('GET', '/usuario/sessoes', atual)).json().itens as Array<{ id: string; atual: boolean }>;
    const idCelular = itens.find((i) => !i.atual)!.id;

    const [sessaoDela] = await t.db.select({ id: sessoes.id }).from(sessoes).where(eq(sessoes.usuarioId, outraPessoa.usuarioId));
    const alheia = await pedir('DELETE', `/usuario/sessoes/${sessaoDela!.id}`, atual);
    expect(alheia.statusCode).toBe(404);
    expect((await pedir('GET', '/usuario/me', dela)).statusCode).toBe(200);
    expect((await pedir('DELETE', '/usuario/sessoes/nao-e-uuid', atual)).statusCode).toBe(404);

    const r = await pedir('DELETE', `/usuario/sessoes/${idCelular}`, atual);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ ok: true, atual: false });
    expect((await pedir('GET', '/usuario/me', celular)).statusCode).toBe(401);
    expect((await pedir('GET', '/usuario/me', atual)).statusCode).toBe(200);
    // Already ended: 404.
    expect((await pedir('DELETE', `/usuario/sessoes/${idCelular}`, atual)).statusCode).toBe(404);
  });

  it('ending the current session logs out', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const atual = await entrar(p);
    const itens = (await pedir('GET', '/usuario/sessoes', atual)).json().itens as Array<{ id: string; atual: boolean }>;
    const r = await pedir('DELETE', `/usuario/sessoes/${itens.find((i) => i.atual)!.id}`, atual);
    expect(r.json()).toEqual({ ok: true, atual: true });
    expect((await pedir('GET', '/usuario/me', atual)).statusCode).toBe(401);
  });
});

describe('notification preferences', () => {
  it('has sensible defaults, saves, and refuses unknown keys or non-boolean values', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const token = await entrar(p);
    const padrao = await pedir('GET', '/usuario/preferencias', token);
    expect(padrao.json()).toEqual({ emailStatusRequerimento: true, emailPagamentos: true, noticiasInstitucionais: false });

    const novas = { emailStatusRequerimento: false, emailPagamentos: true, noticiasInstitucionais: true };
    const salvo = await pedir('PUT', '/usuario/preferencias', token, novas);
    expect(salvo.statusCode).toBe(200);
    expect(salvo.json()).toEqual(novas);
    expect((await pedir('GET', '/usuario/preferencias', token)).json()).toEqual(novas);
    const [u] = await t.db.select().from(usuarios).where(eq(usuarios.id, p.usuarioId));
    expect(u?.preferenciasNotificacao).toEqual(novas);

    const desconhecida = await pedir('PUT', '/usuario/preferencias', token, { ...novas, sms: true });
    expect(desconhecida.statusCode).toBe(400);
    expect(desconhecida.json().mensagem).toEqual(expect.any(String));
    expect((await pedir('PUT', '/usuario/preferencias', token, { ...novas, emailPagamentos: 'sim' })).statusCode).toBe(400);
    expect((await pedir('PUT', '/usuario/preferencias', token, { emailPagamentos: true })).statusCode).toBe(400);
    expect((await pedir('GET', '/usuario/preferencias', token)).json()).toEqual(novas);
  });
});

describe('LGPD export (GET /usuario/meus-dados)', () => {
  it("is an attachment with the member's data and only theirs, never a hash or secret", async () => {
    const p = await criarPessoa(t.db, { advogado: true, nome: 'Lia Exportadora' });
    const outra = await criarPessoa(t.db, { advogado: true, nome: 'Outra Pessoa Alheia' });
    await entrar(outra, UA_SAFARI_IPHONE, '10.66.6.6');
    await t.db.update(usuarios).set({ totpSegredo: 'JBSWY3DPEHPK3PXP', totpAtivadoEm: new Date() }).where(eq(usuarios.id, outra.usuarioId));
    await t.db.insert(historicoCadastral).values([
      { pessoaId: p.pessoaId, campo: 'celular', valorAnterior: '62911112222', valorNovo: '62933334444' },
      { pessoaId: outra.pessoaId, campo: 'celular', valorAnterior: '62900000000', valorNovo: '62955555555' },
    ]);
    await t.db.update(usuarios).set({ totpSegredo: 'KRSXG5CTMVRXEZLU', totpAtivadoEm: new Date() }).where(eq(usuarios.id, p.usuarioId));
    // Logged in before the second factor; the export still works from this session.
    const token = await (async () => {
      await t.db.update(usuarios).set({ totpAtivadoEm: null }).where(eq(usuarios.id, p.usuarioId));
      const tk = await entrar(p);
      await t.db.update(usuarios).set({ totpAtivadoEm: new Date() }).where(eq(usuarios.id, p.usuarioId));
      return tk;
    })();

    // A pending e-mail change and an audit event with details are the member's data too.
    const novoEmail = `lia-nova-${p.usuarioId.slice(0, 8)}@teste.local`;
    const troca = await t.app.inject({
      method: 'POST',
      url: '/wsapp/usuario/email',
      headers: { authorization: `Bearer ${token}` },
      payload: { novoEmail, senhaAtual: p.senha },
    });
    expect(troca.statusCode).toBe(202);
    await t.db.insert(auditoria).values({ acao: 'login', sucesso: true, metodo: 'certificado', usuarioId: p.usuarioId, detalhes: { oab: '123/GO' } });

    const r = await pedir('GET', '/usuario/meus-dados', token);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="meus-dados-portal-unificado-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(r.headers['content-type']).toMatch(/application\/json/);
    const d = r.json();
    expect(d.pessoa).toMatchObject({ id: p.pessoaId, cpf: p.cpf, nome: 'Lia Exportadora', email: p.email });
    expect(d.inscricoes).toEqual([expect.objectContaining({ numero: p.inscricao!.numero, uf: 'GO', tipo: 'principal' })]);
    expect(d.conta).toMatchObject({ id: p.usuarioId, ativo: true, segundoFatorAtivo: true });
    expect(d.preferenciasNotificacao).toEqual({ emailStatusRequerimento: true, emailPagamentos: true, noticiasInstitucionais: false });
    expect(d.avisoPrivacidade).toEqual({ versao: null, aceitoEm: null });
    expect(d.sessoes.length).toBeGreaterThanOrEqual(1);
    expect(d.sessoes[0]).toMatchObject({ metodo: 'senha-usuario', userAgent: UA_CHROME_WIN });
    expect(d.eventosDeAcesso.some((e: { acao: string }) => e.acao === 'login')).toBe(true);
    expect(d.historicoCadastral).toEqual([expect.objectContaining({ campo: 'celular', valorNovo: '62933334444' })]);
    expect(d.trocaDeEmailPendente).toEqual({ novoEmail, solicitadaEm: expect.any(String), expiraEm: expect.any(String) });
    expect(d.eventosDeAcesso).toContainEqual(expect.objectContaining({ metodo: 'certificado', detalhes: { oab: '123/GO' } }));

    const texto = r.body;
    const [u] = await t.db.select().from(usuarios).where(eq(usuarios.id, p.usuarioId));
    expect(texto).not.toContain(u!.senhaHash);
    expect(texto).not.toContain('$argon2');
    expect(texto).not.toContain('KRSXG5CTMVRXEZLU');
    expect(texto).not.toMatch(/senhaHash|totpSegredo|refresh/i);
    // Nothing of the other person.
    expect(texto).not.toContain(outra.cpf);
    expect(texto).not.toContain('Outra Pessoa Alheia');
    expect(texto).not.toContain('10.66.6.6');
    expect(texto).not.toContain('62955555555');
    expect(texto).not.toContain('JBSWY3DPEHPK3PXP');
    // The export itself is audited.
    const eventos = await t.db.select().from(auditoria).where(eq(auditoria.usuarioId, p.usuarioId));
    expect(eventos.some((e) => e.acao === 'exportar_dados')).toBe(true);
  });
});
