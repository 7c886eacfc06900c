import { randomInt, randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { AVISO_PRIVACIDADE_VERSAO } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, historicoCadastral, inscricoes, pessoas, tokensUsoUnico, usuarios } from '../../../src/db/schema/index.js';
import { hashDoSegredo } from '../../../src/modules/auth/token-uso-unico.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, formatar, gerarCpf } from '../../helpers/fabrica.js';
import { CaixaDeTeste } from '../../helpers/smtp.js';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const ipAleatorio = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function post(url: string, payload: unknown, ip = ipAleatorio()) {
  return t.app.inject({ method: 'POST', url: `/wsapp${url}`, payload: payload as object, headers: { 'x-forwarded-for': ip } });
}

function dados(extra: Record<string, unknown> = {}) {
  const cpf = gerarCpf();
  return {
    nome: 'Fernanda Teste Cadastro',
    cpf: formatar(cpf),
    nascimento: '1991-04-12',
    email: `cad-${randomUUID()}@teste.local`,
    celular: '(62) 98888-7777',
    cep: '74000-100',
    logradouro: 'Rua 10',
    numero: '123',
    complemento: 'Apto 4',
    bairro: 'Setor Oeste',
    cidade: 'Goiânia',
    uf: 'GO',
    senha: 'uma frase longa de senha',
    confirmacao: 'uma frase longa de senha',
    aceiteAvisoPrivacidade: true,
    ...extra,
  };
}

const mensagemEsperada = (email: string) => `Cadastro recebido. Enviamos um e-mail para ${email} com as próximas instruções.`;

async function contarPessoasPorCpf(cpf: string) {
  const [r] = await t.db.select({ n: count() }).from(pessoas).where(eq(pessoas.cpf, cpf.replace(/\D/g, '')));
  return r?.n ?? 0;
}

async function contarUsuarios() {
  const [r] = await t.db.select({ n: count() }).from(usuarios);
  return r?.n ?? 0;
}

function login(modo: 'usuario' | 'colaborador', username: string, password: string) {
  return post(modo === 'usuario' ? '/usuario/login' : '/usuario/login-colaborador', { username, password });
}

async function linkDeConfirmacao(email: string) {
  const msg = await t.caixa.esperar(email, (e) => e.assunto.startsWith('Confirme seu e-mail'));
  return { msg, link: CaixaDeTeste.link(msg, 'http://portal.teste/cadastro/confirmar/') };
}

const tokenDo = (link: string) => link.split('/').pop() as string;

const pessoaAtual = async (id: string) => (await t.db.select().from(pessoas).where(eq(pessoas.id, id)))[0];

describe('POST /wsapp/pessoa/salvar — collaborator', () => {
  it('creates a collaborator that can sign in only after confirming the e-mail; the link is single use', async () => {
    const d = dados();
    const res = await post('/pessoa/salvar', d);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ mensagem: mensagemEsperada(d.email) });

    const [p] = await t.db.select().from(pessoas).where(eq(pessoas.cpf, d.cpf.replace(/\D/g, '')));
    expect(p).toMatchObject({ nome: d.nome, email: d.email, nascimento: '1991-04-12', celular: '62988887777', cep: '74000100', uf: 'GO', complemento: 'Apto 4' });
    const [u] = await t.db.select().from(usuarios).where(eq(usuarios.pessoaId, p!.id));
    expect(u!.emailConfirmadoEm).toBeNull();
    expect(u!.avisoPrivacidadeVersao).toBe(AVISO_PRIVACIDADE_VERSAO);
    expect(u!.avisoPrivacidadeAceitoEm).toBeInstanceOf(Date);
    expect(u!.senhaHash).toMatch(/^\$argon2id\$/);
    expect(u!.permissoes).toEqual([]);

    // The right password on an unconfirmed account: told to confirm (only after the password matched).
    const antes = await login('colaborador', d.cpf, d.senha);
    expect(antes.statusCode).toBe(403);
    expect(antes.json()).toEqual({
      codigo: 'EMAIL_NAO_CONFIRMADO',
      mensagem: 'Confirme seu e-mail antes de entrar. Enviamos o link para o endereço cadastrado.',
    });
    expect((await login('colaborador', d.cpf, 'senha errada demais')).statusCode).toBe(401);

    const { msg, link } = await linkDeConfirmacao(d.email);
    expect(msg.texto).toContain('Olá, Fernanda.');
    expect(msg.texto).toContain('24 horas');
    expect(msg.bruto).toMatch(/text\/html/);
    const token = tokenDo(link);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the sha256 of the secret is stored, valid for 24 hours.
    const [linha] = await t.db.select().from(tokensUsoUnico).where(eq(tokensUsoUnico.usuarioId, u!.id));
    expect(linha!.tipo).toBe('confirmar_email');
    expect(linha!.hash).not.toContain(token);
    expect(linha!.hash).toMatch(/^[0-9a-f]{64}$/);
    const horas = (linha!.expiraEm.getTime() - linha!.criadoEm.getTime()) / 3_600_000;
    expect(horas).toBeCloseTo(24, 1);

    const ok = await post('/pessoa/confirmar-email', { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().mensagem).toMatch(/E-mail confirmado/);

    const depois = await login('colaborador', d.cpf, d.senha);
    expect(depois.statusCode).toBe(200);
    expect(depois.json()).toMatchObject({ nome: d.nome, email: d.email, isAdvogado: false, inscricao: null });

    const denovo = await post('/pessoa/confirmar-email', { token });
    expect(denovo.statusCode).toBe(400);
    expect(denovo.json().codigo).toBe('LINK_INVALIDO');

    const eventos = await t.db.select().from(auditoria).where(and(eq(auditoria.usuarioId, u!.id), eq(auditoria.acao, 'cadastro')));
    expect(eventos).toHaveLength(1);
    expect(eventos[0]!.sucesso).toBe(true);
  });

  it('an expired confirmation link is refused; a resend voids it and sends a new one that works', async () => {
    const d = dados();
    await post('/pessoa/salvar', d);
    const { link } = await linkDeConfirmacao(d.email);
    await t.db.update(tokensUsoUnico).set({ expiraEm: new Date(Date.now() - 1000) }).where(eq(tokensUsoUnico.hash, hashDoSegredo(tokenDo(link))));
    const expirado = await post('/pessoa/confirmar-email', { token: tokenDo(link) });
    expect(expirado.statusCode).toBe(400);
    expect(expirado.json().mensagem).toMatch(/expirou ou já foi usado/);

    const reenvio = await post('/pessoa/reenviar-confirmacao', { email: d.email.toUpperCase() });
    expect(reenvio.statusCode).toBe(202);
    const desconhecido = await post('/pessoa/reenviar-confirmacao', { email: `ninguem-${randomUUID()}@teste.local` });
    expect(desconhecido.statusCode).toBe(202);
    expect(desconhecido.json()).toEqual(reenvio.json());

    const novo = await linkDeConfirmacao(d.email);
    expect(novo.link).not.toBe(link);
    expect((await post('/pessoa/confirmar-email', { token: tokenDo(novo.link) })).statusCode).toBe(200);
    expect((await login('colaborador', d.cpf, d.senha)).statusCode).toBe(200);
  });

  it('a resend for a confirmed account sends nothing and answers the same; resends are rate limited', async () => {
    const p = await criarPessoa(t.db);
    const ip = ipAleatorio();
    const r = await post('/pessoa/reenviar-confirmacao', { email: p.email }, ip);
    expect(r.statusCode).toBe(202);
    await expect(t.caixa.esperar(p.email, () => true, 500)).rejects.toThrow(/nenhum e-mail/);
    await post('/pessoa/reenviar-confirmacao', { email: p.email }, ip);
    await post('/pessoa/reenviar-confirmacao', { email: p.email }, ip);
    const bloqueado = await post('/pessoa/reenviar-confirmacao', { email: p.email }, ip);
    expect(bloqueado.statusCode).toBe(429);
    expect(Number(bloqueado.headers['retry-after'])).toBeGreaterThan(0);
    expect(bloqueado.json().mensagem).toMatch(/^Muitos pedidos de reenvio\. Aguarde \d+ minutos? e tente novamente\.$/);
  });

  it('forged, malformed or empty tokens: 400 with a Portuguese message, never a 500', async () => {
    for (const token of ['A'.repeat(43), 'x', '', '../../etc/passwd', 'a'.repeat(500)]) {
      const r = await post('/pessoa/confirmar-email', { token });
      expect(r.statusCode, token).toBe(400);
      expect(r.json().mensagem).toMatch(/link/i);
    }
    expect((await post('/pessoa/confirmar-email', { token: 123 })).statusCode).toBe(400);
    expect((await post('/pessoa/confirmar-email', {})).statusCode).toBe(400);
  });
});

describe('POST /wsapp/pessoa/salvar — lawyer in the register', () => {
  type Situacao = (typeof inscricoes.situacao.enumValues)[number];

  /** A lawyer in the register with no account: birth date, e-mail, phone and address on file. */
  async function doCadastro(o: { situacao?: Situacao; nascimento?: string | null; outraSituacao?: Situacao } = {}) {
    const cpf = gerarCpf();
    const numero = String(randomInt(100_000, 9_999_999));
    const email = `registro-${randomUUID()}@teste.local`;
    const [p] = await t.db
      .insert(pessoas)
      .values({
        cpf,
        nome: 'Paulo Registro Mendes',
        email,
        nascimento: o.nascimento === undefined ? '1987-05-19' : o.nascimento,
        celular: '62999990005',
        cep: '74000000',
        logradouro: 'Rua Antiga',
        numero: '1',
        bairro: 'Centro',
        cidade: 'Anápolis',
        uf: 'GO',
      })
      .returning();
    await t.db.insert(inscricoes).values({ pessoaId: p!.id, numero, uf: 'GO', tipo: 'principal', situacao: o.situacao ?? 'regular', dataInscricao: '2014-09-10' });
    if (o.outraSituacao) {
      await t.db.insert(inscricoes).values({ pessoaId: p!.id, numero: String(randomInt(100_000, 9_999_999)), uf: 'DF', tipo: 'suplementar', situacao: o.outraSituacao, dataInscricao: '2016-01-10' });
    }
    return { pessoa: p!, cpf, numero, email };
  }

  const usuariosDa = (pessoaId: string) => t.db.select().from(usuarios).where(eq(usuarios.pessoaId, pessoaId));

  it('squatting: a CPF with the wrong birth date gets the same 202, nothing is created or changed, the typed address gets only the neutral mail', async () => {
    const r = await doCadastro();
    const d = dados({ cpf: formatar(r.cpf), nome: 'Intruso Qualquer', nascimento: '1990-01-01', email: `intruso-${randomUUID()}@evil.test` });
    const res = await post('/pessoa/salvar', d);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ mensagem: mensagemEsperada(d.email) });

    expect(await usuariosDa(r.pessoa.id)).toHaveLength(0);
    expect(await pessoaAtual(r.pessoa.id)).toEqual(r.pessoa);
    expect(await t.db.select().from(historicoCadastral).where(eq(historicoCadastral.pessoaId, r.pessoa.id))).toHaveLength(0);
    const aoIntruso = await t.caixa.esperar(d.email);
    expect(aoIntruso.texto).toContain('Não foi possível concluir um cadastro com estes dados.');
    expect(aoIntruso.texto).not.toMatch(/cadastro\/confirmar/);
    await expect(t.caixa.esperar(d.email, () => true, 500)).rejects.toThrow(/nenhum e-mail/);
    await expect(t.caixa.esperar(r.email, () => true, 500)).rejects.toThrow(/nenhum e-mail/);
    expect((await login('usuario', `${r.numero}/GO`, d.senha)).statusCode).toBe(401);
    const [evento] = await t.db.select().from(auditoria).where(and(eq(auditoria.acao, 'cadastro'), eq(auditoria.motivo, 'dados_nao_conferem_com_cadastro')));
    expect(evento?.sucesso).toBe(false);

    // The owner is not locked out: with the right birth date the link goes to the address on file.
    const dono = dados({ cpf: r.cpf, nascimento: '1987-05-19', email: r.email });
    expect((await post('/pessoa/salvar', dono)).statusCode).toBe(202);
    const { link } = await linkDeConfirmacao(r.email);
    expect((await post('/pessoa/confirmar-email', { token: tokenDo(link) })).statusCode).toBe(200);
    expect((await login('usuario', `${r.numero}/GO`, dono.senha)).json()).toMatchObject({ email: r.email, isAdvogado: true });
  });

  it('a register entry with no birth date on file never matches', async () => {
    const r = await doCadastro({ nascimento: null });
    const d = dados({ cpf: r.cpf, nascimento: '1987-05-19' });
    expect((await post('/pessoa/salvar', d)).statusCode).toBe(202);
    expect((await t.caixa.esperar(d.email)).texto).toContain('Não foi possível concluir');
    expect(await usuariosDa(r.pessoa.id)).toHaveLength(0);
  });

  it('the owner with the right birth date: link to the address on file, the row untouched until confirmed, then the register name, the typed contact data and history rows', async () => {
    const r = await doCadastro();
    const d = dados({ cpf: r.cpf, nome: 'Paulo Digitado', nascimento: '1987-05-19', email: `novo-${randomUUID()}@teste.local` });
    const res = await post('/pessoa/salvar', d);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ mensagem: mensagemEsperada(d.email) });
    expect(await contarPessoasPorCpf(r.cpf)).toBe(1);
    // Nothing in the register changes before the confirmation.
    expect(await pessoaAtual(r.pessoa.id)).toEqual(r.pessoa);
    const [u] = await usuariosDa(r.pessoa.id);
    expect(u!.emailConfirmadoEm).toBeNull();

    // The link goes only to the address on file; the typed address gets the very mail a mismatch gets.
    const { msg, link } = await linkDeConfirmacao(r.email);
    expect(msg.texto).toContain('Olá, Paulo.');
    expect(msg.texto).toContain('e-mail que consta no cadastro de inscritos');
    const aoDigitado = await t.caixa.esperar(d.email);
    expect(aoDigitado.texto).not.toMatch(/cadastro\/confirmar/);
    const outro = await doCadastro();
    const errado = dados({ cpf: outro.cpf, nascimento: '1990-01-01' });
    await post('/pessoa/salvar', errado);
    const aoErrado = await t.caixa.esperar(errado.email);
    expect(aoDigitado.assunto).toBe(aoErrado.assunto);
    expect(aoDigitado.texto).toBe(aoErrado.texto);

    expect((await post('/pessoa/confirmar-email', { token: tokenDo(link) })).statusCode).toBe(200);
    const atual = await pessoaAtual(r.pessoa.id);
    expect(atual).toMatchObject({
      nome: 'Paulo Registro Mendes',
      email: r.email,
      nascimento: '1987-05-19',
      celular: '62988887777',
      cep: '74000100',
      logradouro: 'Rua 10',
      numero: '123',
      complemento: 'Apto 4',
      bairro: 'Setor Oeste',
      cidade: 'Goiânia',
      uf: 'GO',
    });
    const historico = await t.db.select().from(historicoCadastral).where(eq(historicoCadastral.pessoaId, r.pessoa.id));
    const porCampo = Object.fromEntries(historico.map((h) => [h.campo, h]));
    expect(Object.keys(porCampo).sort()).toEqual(['bairro', 'celular', 'cep', 'cidade', 'complemento', 'logradouro', 'numero']);
    expect(porCampo.celular).toMatchObject({ valorAnterior: '62999990005', valorNovo: '62988887777', alteradoPor: u!.id });
    expect(porCampo.complemento).toMatchObject({ valorAnterior: null, valorNovo: 'Apto 4', alteradoPor: u!.id });
    expect(porCampo.cidade).toMatchObject({ valorAnterior: 'Anápolis', valorNovo: 'Goiânia' });

    const l = await login('usuario', `${r.numero}/GO`, d.senha);
    expect(l.statusCode).toBe(200);
    expect(l.json()).toMatchObject({ nome: 'Paulo Registro Mendes', email: r.email, isAdvogado: true, inscricao: { numero: r.numero, uf: 'GO', situacao: 'regular' } });
  });

  it('a resend keeps the contact data typed at registration', async () => {
    const r = await doCadastro();
    const d = dados({ cpf: r.cpf, nascimento: '1987-05-19' });
    await post('/pessoa/salvar', d);
    const primeiro = await linkDeConfirmacao(r.email);
    expect((await post('/pessoa/reenviar-confirmacao', { email: r.email })).statusCode).toBe(202);
    const novo = await linkDeConfirmacao(r.email);
    expect(novo.link).not.toBe(primeiro.link);
    expect((await post('/pessoa/confirmar-email', { token: tokenDo(primeiro.link) })).statusCode).toBe(400);
    expect((await post('/pessoa/confirmar-email', { token: tokenDo(novo.link) })).statusCode).toBe(200);
    expect(await pessoaAtual(r.pessoa.id)).toMatchObject({ celular: '62988887777', cidade: 'Goiânia', email: r.email });
  });

  it.each(['cancelado', 'falecido'] as const)('an inscrição marked %s cannot be claimed, even with the right data', async (situacao) => {
    const r = await doCadastro({ situacao });
    const d = dados({ cpf: r.cpf, nascimento: '1987-05-19', email: r.email });
    const res = await post('/pessoa/salvar', d);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ mensagem: mensagemEsperada(r.email) });
    expect(await usuariosDa(r.pessoa.id)).toHaveLength(0);
    expect(await pessoaAtual(r.pessoa.id)).toEqual(r.pessoa);
    const msg = await t.caixa.esperar(r.email);
    expect(msg.texto).toContain('Não foi possível concluir');
    expect(msg.texto).not.toMatch(/cadastro\/confirmar/);
  });

  it('falecido on any inscrição refuses; a suspended, licensed or impedido lawyer, or one with an old cancelled inscrição, may claim', async () => {
    const morto = await doCadastro({ situacao: 'regular', outraSituacao: 'falecido' });
    await post('/pessoa/salvar', dados({ cpf: morto.cpf, nascimento: '1987-05-19' }));
    expect(await usuariosDa(morto.pessoa.id)).toHaveLength(0);
    for (const [situacao, outraSituacao] of [['suspenso'], ['licenciado'], ['impedido'], ['cancelado', 'regular']] as Array<[Situacao, Situacao?]>) {
      const r = await doCadastro({ situacao, outraSituacao });
      await post('/pessoa/salvar', dados({ cpf: r.cpf, nascimento: '1987-05-19' }));
      await linkDeConfirmacao(r.email);
      expect(await usuariosDa(r.pessoa.id), situacao).toHaveLength(1);
    }
  });
});

describe('an unconfirmed account blocks its CPF and e-mail for 24 hours only', () => {
  const vencer = (usuarioId: string) =>
    t.db.update(usuarios).set({ criadoEm: new Date(Date.now() - 25 * 3_600_000) }).where(eq(usuarios.id, usuarioId));

  it('a fresh unconfirmed account still blocks: same neutral answer, nothing replaced', async () => {
    const d = dados();
    await post('/pessoa/salvar', d);
    const { link } = await linkDeConfirmacao(d.email);
    const [antes] = await t.db.select().from(usuarios).innerJoin(pessoas, eq(pessoas.id, usuarios.pessoaId)).where(eq(pessoas.cpf, d.cpf.replace(/\D/g, '')));
    await t.db.update(usuarios).set({ criadoEm: new Date(Date.now() - 23 * 3_600_000) }).where(eq(usuarios.id, antes!.usuarios.id));

    const outro = dados({ cpf: d.cpf, email: `outro-${randomUUID()}@teste.local`, nome: 'Outra Pessoa' });
    const res = await post('/pessoa/salvar', outro);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ mensagem: mensagemEsperada(outro.email) });
    expect((await t.caixa.esperar(outro.email)).texto).toContain('Não foi possível concluir');
    const porEmail = dados({ email: d.email });
    expect((await post('/pessoa/salvar', porEmail)).json()).toEqual({ mensagem: mensagemEsperada(d.email) });
    expect(await contarPessoasPorCpf(porEmail.cpf)).toBe(0);

    const [depois] = await t.db.select().from(usuarios).where(eq(usuarios.id, antes!.usuarios.id));
    expect(depois).toBeDefined();
    expect((await pessoaAtual(antes!.pessoas.id))!.email).toBe(d.email);
    expect((await post('/pessoa/confirmar-email', { token: tokenDo(link) })).statusCode).toBe(200);
  });

  it('one older than 24 h is replaced by a new registration of the same CPF (account and the person it created)', async () => {
    const d = dados({ email: `erro-de-digitacao-${randomUUID()}@teste.local` });
    await post('/pessoa/salvar', d);
    const { link } = await linkDeConfirmacao(d.email);
    const [velho] = await t.db.select().from(usuarios).innerJoin(pessoas, eq(pessoas.id, usuarios.pessoaId)).where(eq(pessoas.cpf, d.cpf.replace(/\D/g, '')));
    await vencer(velho!.usuarios.id);

    const certo = dados({ cpf: d.cpf, email: `certo-${randomUUID()}@teste.local`, senha: 'a senha nova e certa', confirmacao: 'a senha nova e certa' });
    expect((await post('/pessoa/salvar', certo)).statusCode).toBe(202);
    const novo = await linkDeConfirmacao(certo.email);
    expect(await t.db.select().from(usuarios).where(eq(usuarios.id, velho!.usuarios.id))).toHaveLength(0);
    expect(await pessoaAtual(velho!.pessoas.id)).toBeUndefined();
    expect(await contarPessoasPorCpf(d.cpf)).toBe(1);
    expect((await post('/pessoa/confirmar-email', { token: tokenDo(link) })).statusCode).toBe(400);
    expect((await post('/pessoa/confirmar-email', { token: tokenDo(novo.link) })).statusCode).toBe(200);
    expect((await login('colaborador', d.cpf, 'a senha nova e certa')).json()).toMatchObject({ email: certo.email });
    expect((await login('colaborador', d.cpf, d.senha)).statusCode).toBe(401);
  });

  it('one older than 24 h no longer holds its e-mail either', async () => {
    const d = dados();
    await post('/pessoa/salvar', d);
    await linkDeConfirmacao(d.email);
    const [velho] = await t.db.select().from(usuarios).innerJoin(pessoas, eq(pessoas.id, usuarios.pessoaId)).where(eq(pessoas.cpf, d.cpf.replace(/\D/g, '')));
    await vencer(velho!.usuarios.id);
    const dono = dados({ email: d.email });
    await post('/pessoa/salvar', dono);
    await linkDeConfirmacao(d.email);
    expect(await contarPessoasPorCpf(d.cpf)).toBe(0);
    expect(await contarPessoasPorCpf(dono.cpf)).toBe(1);
  });

  it('a stale claim of a register entry goes, the register row stays untouched, and the owner can claim again', async () => {
    const cpf = gerarCpf();
    const email = `registro-${randomUUID()}@teste.local`;
    const [p] = await t.db.insert(pessoas).values({ cpf, nome: 'Registro Antigo', email, nascimento: '1970-02-03' }).returning();
    await t.db.insert(inscricoes).values({ pessoaId: p!.id, numero: String(randomInt(100_000, 9_999_999)), uf: 'GO', tipo: 'principal', situacao: 'regular', dataInscricao: '2000-01-01' });
    await post('/pessoa/salvar', dados({ cpf, nascimento: '1970-02-03' }));
    await linkDeConfirmacao(email);
    const [u] = await t.db.select().from(usuarios).where(eq(usuarios.pessoaId, p!.id));
    await vencer(u!.id);
    await post('/pessoa/salvar', dados({ cpf, nascimento: '1970-02-03' }));
    const { link } = await linkDeConfirmacao(email);
    expect(await pessoaAtual(p!.id)).toEqual(p);
    const contas = await t.db.select().from(usuarios).where(eq(usuarios.pessoaId, p!.id));
    expect(contas).toHaveLength(1);
    expect(contas[0]!.id).not.toBe(u!.id);
    expect((await post('/pessoa/confirmar-email', { token: tokenDo(link) })).statusCode).toBe(200);
  });
});

describe('duplicates answer exactly like a new registration and change nothing', () => {
  it('a CPF that already has an account: same 202, nothing created, the message goes by e-mail', async () => {
    const dono = await criarPessoa(t.db, { nome: 'Dona Da Conta' });
    const usuariosAntes = await contarUsuarios();
    const d = dados({ cpf: formatar(dono.cpf) });
    const res = await post('/pessoa/salvar', d);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ mensagem: mensagemEsperada(d.email) });
    expect(await contarUsuarios()).toBe(usuariosAntes);
    const [p] = await t.db.select().from(pessoas).where(eq(pessoas.id, dono.pessoaId));
    expect(p!.email).toBe(dono.email);
    expect(p!.nome).toBe('Dona Da Conta');

    const aoDigitado = await t.caixa.esperar(d.email);
    expect(aoDigitado.texto).toContain('Não foi possível concluir um cadastro com estes dados. Se você já tem conta, entre ou recupere sua senha: http://portal.teste/forgot');
    expect(aoDigitado.texto).not.toContain('Dona');
    const aviso = await t.caixa.esperar(dono.email);
    expect(aviso.assunto).toMatch(/Aviso de segurança/);
    expect(aviso.texto).toMatch(/Nenhuma conta foi criada e nada mudou na sua/);
    expect(aviso.texto).not.toContain(d.email);
    // The owner's password still works; the new one does not.
    expect((await login('colaborador', dono.cpf, dono.senha)).statusCode).toBe(200);
    expect((await login('colaborador', dono.cpf, d.senha)).statusCode).toBe(401);
  });

  it('an e-mail that already belongs to someone: same 202, no person for the new CPF', async () => {
    const dono = await criarPessoa(t.db);
    const d = dados({ email: dono.email.toUpperCase() });
    const res = await post('/pessoa/salvar', d);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ mensagem: mensagemEsperada(dono.email) });
    expect(await contarPessoasPorCpf(d.cpf)).toBe(0);
    const msg = await t.caixa.esperar(dono.email);
    expect(msg.texto).toContain('Não foi possível concluir um cadastro com estes dados.');
  });

  it('the same registration sent twice: the second changes nothing', async () => {
    const d = dados();
    await post('/pessoa/salvar', d);
    const { link } = await linkDeConfirmacao(d.email);
    const segundo = await post('/pessoa/salvar', { ...d, senha: 'outra senha qualquer', confirmacao: 'outra senha qualquer' });
    expect(segundo.statusCode).toBe(202);
    expect(await contarPessoasPorCpf(d.cpf)).toBe(1);
    expect((await t.caixa.esperar(d.email)).texto).toContain('Não foi possível concluir');
    // The first link still works and the first password is the one that counts.
    expect((await post('/pessoa/confirmar-email', { token: tokenDo(link) })).statusCode).toBe(200);
    expect((await login('colaborador', d.cpf, d.senha)).statusCode).toBe(200);
    expect((await login('colaborador', d.cpf, 'outra senha qualquer')).statusCode).toBe(401);
  });
});

describe('validation: a clear Portuguese message naming the field, nothing created, never a 500', () => {
  const casos: Array<[string, Record<string, unknown>, string]> = [
    ['CPF with wrong check digits', { cpf: '529.982.247-26' }, 'cpf'],
    ['CPF with repeated digits', { cpf: '111.111.111-11' }, 'cpf'],
    ['CPF with letters', { cpf: '5299822472a' }, 'cpf'],
    ['birth date before 1900', { nascimento: '1899-12-31' }, 'nascimento'],
    ['birth date after 2099', { nascimento: '2100-01-01' }, 'nascimento'],
    ['birth date in the future', { nascimento: '2099-12-31' }, 'nascimento'],
    ['birth date that does not exist', { nascimento: '2001-02-30' }, 'nascimento'],
    ['birth date in another format', { nascimento: '12/04/1991' }, 'nascimento'],
    ['oversized name', { nome: 'N'.repeat(151) }, 'nome'],
    ['name with a control character', { nome: 'Nome\u0000Nulo' }, 'nome'],
    ['oversized street', { logradouro: 'L'.repeat(151) }, 'logradouro'],
    ['oversized complement', { complemento: 'C'.repeat(81) }, 'complemento'],
    ['oversized e-mail', { email: `${'e'.repeat(250)}@t.local` }, 'email'],
    ['bad e-mail', { email: 'sem-arroba' }, 'email'],
    ['CEP with 7 digits', { cep: '7400010' }, 'cep'],
    ['bad mobile', { celular: '123' }, 'celular'],
    ['unknown UF', { uf: 'XX' }, 'uf'],
    ['empty number', { numero: '  ' }, 'numero'],
    ['privacy notice not accepted', { aceiteAvisoPrivacidade: false }, 'aceiteAvisoPrivacidade'],
    ['short password', { senha: 'curta', confirmacao: 'curta' }, 'senha'],
    ['oversized password', { senha: 's'.repeat(129), confirmacao: 's'.repeat(129) }, 'senha'],
    ['common password', { senha: 'password123', confirmacao: 'password123' }, 'senha'],
    ['confirmation that does not match', { confirmacao: 'outra coisa qualquer' }, 'confirmacao'],
    ['unknown field', { isAdvogado: true }, 'isAdvogado'],
  ];
  it.each(casos)('%s', async (_nome, extra, campo) => {
    const d = dados(extra);
    const res = await post('/pessoa/salvar', d);
    expect(res.statusCode).toBe(400);
    expect(res.json().codigo).toBe('VALIDACAO');
    expect(Object.keys(res.json().campos)).toContain(campo);
    expect(res.json().mensagem).toMatch(/Dados inválidos/);
    if (typeof d.cpf === 'string' && /^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(d.cpf)) expect(await contarPessoasPorCpf(d.cpf)).toBe(0);
  });

  it('refuses a password made of the CPF or the e-mail', async () => {
    const cpf = gerarCpf();
    const r1 = await post('/pessoa/salvar', dados({ cpf, senha: `x${cpf}`, confirmacao: `x${cpf}` }));
    expect(r1.statusCode).toBe(400);
    expect(r1.json().campos.senha).toMatch(/CPF, e-mail ou nome/);
    const r2 = await post('/pessoa/salvar', dados({ email: 'fulanadetal@teste.local', senha: 'fulanadetal', confirmacao: 'fulanadetal' }));
    expect(r2.statusCode).toBe(400);
    expect(await contarPessoasPorCpf(cpf)).toBe(0);
  });

  it('answers 400 to a body that is not an object, and 413 to a huge one', async () => {
    expect((await post('/pessoa/salvar', [])).statusCode).toBe(400);
    const r = await t.app.inject({ method: 'POST', url: '/wsapp/pessoa/salvar', payload: 'não é json', headers: { 'content-type': 'application/json' } });
    expect(r.statusCode).toBe(400);
    const grande = await post('/pessoa/salvar', dados({ nome: 'x'.repeat(2 * 1024 * 1024) }));
    expect(grande.statusCode).toBe(413);
  });
});

describe('HTML or script in the name', () => {
  it('is stored exactly as typed and escaped in the e-mail', async () => {
    const nome = '<script>alert(1)</script> <b>Silva</b>';
    const d = dados({ nome });
    expect((await post('/pessoa/salvar', d)).statusCode).toBe(202);
    const [p] = await t.db.select().from(pessoas).where(eq(pessoas.cpf, d.cpf.replace(/\D/g, '')));
    expect(p!.nome).toBe(nome);
    const { msg, link } = await linkDeConfirmacao(d.email);
    // Plain text shows it as typed; the HTML part escapes it.
    const html = msg.bruto.slice(msg.bruto.indexOf('text/html')).replace(/=\r?\n/g, '');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(msg.texto).toContain('Olá, <script>alert(1)</script>.');
    await post('/pessoa/confirmar-email', { token: tokenDo(link) });
    const l = await login('colaborador', d.cpf, d.senha);
    expect(l.json().nome).toBe(nome);
    expect(l.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('rate limit of registration', () => {
  it('refuses the 21st registration from one IP within the hour with 429 and Retry-After', async () => {
    const ip = ipAleatorio();
    for (let i = 0; i < 20; i++) {
      const r = await post('/pessoa/salvar', dados({ cpf: '000.000.000-00' }), ip); // invalid: refused before counting
      expect(r.statusCode).toBe(400);
    }
    let ultimo = 0;
    for (let i = 0; i < 21; i++) {
      const dono = dados();
      const r = await post('/pessoa/salvar', { ...dono, email: `limite-${i}-${randomUUID()}@teste.local` }, ip);
      ultimo = r.statusCode;
      if (i < 20) expect(r.statusCode).toBe(202);
    }
    expect(ultimo).toBe(429);
  });
});
