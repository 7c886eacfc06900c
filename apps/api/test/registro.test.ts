import { randomInt, randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { AVISO_PRIVACIDADE_VERSAO } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, inscricoes, pessoas, tokensUsoUnico, usuarios } from '../src/db/schema/index.js';
import { hashDoSegredo } from '../src/modules/auth/token-uso-unico.js';
import { criarAppDeTeste, type AppDeTeste } from './helpers/app.js';
import { criarPessoa, formatar, gerarCpf } from './helpers/fabrica.js';
import { CaixaDeTeste } from './helpers/smtp.js';

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
  it('a CPF with an inscrição and no account becomes a lawyer account linked to it, contact data from the form', async () => {
    const cpf = gerarCpf();
    const numero = String(randomInt(100_000, 9_999_999));
    const [p] = await t.db.insert(pessoas).values({ cpf, nome: 'Roberto Registro Antigo', email: `antigo-${randomUUID()}@teste.local` }).returning({ id: pessoas.id });
    await t.db.insert(inscricoes).values({ pessoaId: p!.id, numero, uf: 'GO', tipo: 'principal', situacao: 'regular', dataInscricao: '2012-03-01' });

    const d = dados({ cpf, nome: 'Roberto Digitado', email: `novo-${randomUUID()}@teste.local` });
    const res = await post('/pessoa/salvar', d);
    expect(res.statusCode).toBe(202);
    expect(await contarPessoasPorCpf(cpf)).toBe(1);
    const [atual] = await t.db.select().from(pessoas).where(eq(pessoas.id, p!.id));
    expect(atual).toMatchObject({ nome: 'Roberto Registro Antigo', email: d.email, celular: '62988887777', cidade: 'Goiânia' });

    const { link } = await linkDeConfirmacao(d.email);
    expect((await post('/pessoa/confirmar-email', { token: tokenDo(link) })).statusCode).toBe(200);
    const l = await login('usuario', `${numero}/GO`, d.senha);
    expect(l.statusCode).toBe(200);
    expect(l.json()).toMatchObject({ nome: 'Roberto Registro Antigo', isAdvogado: true, inscricao: { numero, uf: 'GO', situacao: 'regular' } });
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
