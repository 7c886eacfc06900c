import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, historicoCadastral, pessoas, tokensUsoUnico } from '../../../src/db/schema/index.js';
import { abrirSessao } from '../../../src/modules/auth/sessao.service.js';
import { emitirLink } from '../../../src/modules/auth/token-uso-unico.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { CaixaDeTeste } from '../../helpers/smtp.js';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => t.close());

async function tokenDe(p: PessoaCriada): Promise<string> {
  const s = await abrirSessao(t.db, t.tokens, 1, p.usuarioId, 'teste', { ip: '127.0.0.1', userAgent: null });
  return s.token;
}

async function chamar(p: PessoaCriada | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) {
  const headers: Record<string, string> = p ? { authorization: `Bearer ${await tokenDe(p)}` } : {};
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

const ENDERECO = {
  nomeSocial: '',
  celular: '(62) 98888-7777',
  cep: '74000-100',
  logradouro: 'Rua 10',
  numero: '250',
  complemento: 'Sala 3',
  bairro: 'Setor Oeste',
  cidade: 'Goiânia',
  uf: 'go',
};

async function historicoDe(pessoaId: string) {
  return t.db.select().from(historicoCadastral).where(eq(historicoCadastral.pessoaId, pessoaId));
}

describe('GET/PUT /wsapp/usuario/cadastro', () => {
  it('reads the own data: CPF, nome, e-mail, inscrição with situação, address fields', async () => {
    const p = await criarPessoa(t.db, { advogado: true, nome: 'Fulana de Tal' });
    const res = await chamar(p, 'GET', '/wsapp/usuario/cadastro');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      cpf: p.cpf,
      nome: 'Fulana de Tal',
      email: p.email,
      emailPendente: null,
      nomeSocial: null,
      celular: null,
      cep: null,
      logradouro: null,
      numero: null,
      complemento: null,
      bairro: null,
      cidade: null,
      uf: null,
      inscricao: { numero: p.inscricao!.numero, uf: 'GO', situacao: 'regular' },
    });
    expect((await chamar(null, 'GET', '/wsapp/usuario/cadastro')).statusCode).toBe(401);
  });

  it('saves normalized values and writes one history row per changed field, by the user, in one go', async () => {
    const p = await criarPessoa(t.db);
    const res = await chamar(p, 'PUT', '/wsapp/usuario/cadastro', ENDERECO);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.cadastro).toMatchObject({ celular: '62988887777', cep: '74000100', uf: 'GO', complemento: 'Sala 3', nomeSocial: null });
    expect(body.cadastro.inscricao).toBeNull();
    expect(body.alterados.sort()).toEqual(['bairro', 'celular', 'cep', 'cidade', 'complemento', 'logradouro', 'numero', 'uf']);

    const linhas = await historicoDe(p.pessoaId);
    expect(linhas).toHaveLength(8);
    expect(linhas.every((l) => l.alteradoPor === p.usuarioId && l.valorAnterior === null)).toBe(true);
    expect(linhas.find((l) => l.campo === 'cep')?.valorNovo).toBe('74000100');

    // Only the changed fields next time: celular and complemento (emptied).
    const res2 = await chamar(p, 'PUT', '/wsapp/usuario/cadastro', { ...ENDERECO, celular: '62 3333-4444', complemento: '' });
    expect(res2.statusCode).toBe(200);
    expect(res2.json().alterados.sort()).toEqual(['celular', 'complemento']);
    const depois = await historicoDe(p.pessoaId);
    expect(depois).toHaveLength(10);
    expect(depois.find((l) => l.campo === 'complemento' && l.valorNovo === null)?.valorAnterior).toBe('Sala 3');
    expect(depois.find((l) => l.campo === 'celular' && l.valorAnterior === '62988887777')?.valorNovo).toBe('6233334444');

    const auditados = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.usuarioId, p.usuarioId), eq(auditoria.acao, 'atualizar_cadastro')));
    expect(auditados).toHaveLength(2);
  });

  it('no change → 200 with nothing written', async () => {
    const p = await criarPessoa(t.db);
    await chamar(p, 'PUT', '/wsapp/usuario/cadastro', ENDERECO);
    const antes = await historicoDe(p.pessoaId);
    // Same values written differently (formatting, case, spaces) are the same data.
    const res = await chamar(p, 'PUT', '/wsapp/usuario/cadastro', { ...ENDERECO, cep: '74000100', celular: '62988887777', uf: 'GO', cidade: ' Goiânia ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().alterados).toEqual([]);
    expect(await historicoDe(p.pessoaId)).toHaveLength(antes.length);
  });

  it('HTML or script is stored as typed (the page shows it as text)', async () => {
    const p = await criarPessoa(t.db);
    const nomeSocial = '<script>alert(1)</script> Fulana';
    const res = await chamar(p, 'PUT', '/wsapp/usuario/cadastro', { ...ENDERECO, nomeSocial });
    expect(res.statusCode).toBe(200);
    expect(res.json().cadastro.nomeSocial).toBe(nomeSocial);
    const [linha] = await t.db.select({ nomeSocial: pessoas.nomeSocial }).from(pessoas).where(eq(pessoas.id, p.pessoaId));
    expect(linha?.nomeSocial).toBe(nomeSocial);
  });

  it.each([
    ['cep', { cep: '7400-100' }],
    ['cep', { cep: 'abcdefgh' }],
    ['uf', { uf: 'XX' }],
    ['celular', { celular: '123' }],
    ['logradouro', { logradouro: 'x'.repeat(151) }],
    ['complemento', { complemento: 'x'.repeat(81) }],
    ['nomeSocial', { nomeSocial: 'x'.repeat(151) }],
    ['bairro', { bairro: '   ' }],
    ['cpf', { cpf: '52998224725' }],
    ['email', { email: 'outro@teste.local' }],
  ])('bad %s → 400 naming the field, nothing changed', async (campo, mudanca) => {
    const p = await criarPessoa(t.db);
    const res = await chamar(p, 'PUT', '/wsapp/usuario/cadastro', { ...ENDERECO, ...mudanca });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.codigo).toBe('VALIDACAO');
    expect(Object.keys(body.campos)).toEqual([campo]);
    expect(body.mensagem).toContain(campo);
    expect(await historicoDe(p.pessoaId)).toHaveLength(0);
    const [linha] = await t.db.select().from(pessoas).where(eq(pessoas.id, p.pessoaId));
    expect(linha?.cep).toBeNull();
    expect(linha?.email).toBe(p.email);
  });

  // PostgreSQL refuses NUL (it used to answer 500); the other C0 controls and DEL have no place in an address.
  const CONTROLES = ['\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\t', '\n'];
  const CAMPOS_TEXTO = ['nomeSocial', 'celular', 'cep', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade', 'uf'] as const;
  it.each(CAMPOS_TEXTO)('control characters in %s → 400 naming the field (not 500), nothing written', async (campo) => {
    const p = await criarPessoa(t.db);
    for (const c of CONTROLES) {
      const base = campo === 'nomeSocial' ? 'Fulana' : ENDERECO[campo];
      const valor = `${base.slice(0, 1)}${c}${base.slice(1)}`;
      const res = await chamar(p, 'PUT', '/wsapp/usuario/cadastro', { ...ENDERECO, [campo]: valor });
      expect(res.statusCode, JSON.stringify(c)).toBe(400);
      expect(Object.keys(res.json().campos), JSON.stringify(c)).toEqual([campo]);
      expect(res.json().mensagem).toContain(campo);
    }
    // A control character alone (not trimmed away) in an optional field too.
    if (campo === 'nomeSocial' || campo === 'complemento') {
      const res = await chamar(p, 'PUT', '/wsapp/usuario/cadastro', { ...ENDERECO, [campo]: '\u0000' });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().campos)).toEqual([campo]);
    }
    expect(await historicoDe(p.pessoaId)).toHaveLength(0);
  });

  it.each([
    ['+55 (62) 98888-7777', '62988887777'],
    ['5562988887777', '62988887777'],
    ['55 62 3333-4444', '6233334444'],
    ['(62) 98888-7777', '62988887777'],
  ])('celular %s is stored as the national number %s', async (celular, guardado) => {
    const p = await criarPessoa(t.db);
    const res = await chamar(p, 'PUT', '/wsapp/usuario/cadastro', { ...ENDERECO, celular });
    expect(res.statusCode).toBe(200);
    expect(res.json().cadastro.celular).toBe(guardado);
  });

  it('a member registered with the old +55 form (13 digits stored) saves the profile unchanged', async () => {
    const p = await criarPessoa(t.db);
    await t.db.update(pessoas).set({ celular: '5562988887777' }).where(eq(pessoas.id, p.pessoaId));
    const res = await chamar(p, 'PUT', '/wsapp/usuario/cadastro', { ...ENDERECO, celular: '5562988887777' });
    expect(res.statusCode).toBe(200);
    expect(res.json().cadastro.celular).toBe('62988887777');
  });

  it.each([['00 98888-7777'], ['(01) 98888-7777'], ['+1 415 555 0100'], ['62988887777a']])('celular %s → 400', async (celular) => {
    const p = await criarPessoa(t.db);
    const res = await chamar(p, 'PUT', '/wsapp/usuario/cadastro', { ...ENDERECO, celular });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().campos)).toEqual(['celular']);
  });

  it('a missing field → 400; a non-JSON body → 400', async () => {
    const p = await criarPessoa(t.db);
    const { cep: _cep, ...semCep } = ENDERECO;
    const res = await chamar(p, 'PUT', '/wsapp/usuario/cadastro', semCep);
    expect(res.statusCode).toBe(400);
    expect(res.json().campos).toHaveProperty('cep');
    const ruim = await t.app.inject({
      method: 'PUT',
      url: '/wsapp/usuario/cadastro',
      headers: { authorization: `Bearer ${await tokenDe(p)}`, 'content-type': 'application/json' },
      payload: '{"cep":',
    });
    expect(ruim.statusCode).toBe(400);
  });
});

describe('PUT /wsapp/usuario/cadastro: only what changed, the address as a group', () => {
  it('no address on file: only the phone → 200, only celular changed, address still empty', async () => {
    const p = await criarPessoa(t.db);
    const res = await chamar(p, 'PUT', '/wsapp/usuario/cadastro', { celular: '(62) 98888-7777' });
    expect(res.statusCode).toBe(200);
    expect(res.json().alterados).toEqual(['celular']);
    expect(res.json().cadastro).toMatchObject({ celular: '62988887777', cep: null, logradouro: null, uf: null, nomeSocial: null });
    const linhas = await historicoDe(p.pessoaId);
    expect(linhas.map((l) => l.campo)).toEqual(['celular']);
  });

  it('an absent field is left as it is; an empty body changes nothing', async () => {
    const p = await criarPessoa(t.db);
    await chamar(p, 'PUT', '/wsapp/usuario/cadastro', { ...ENDERECO, nomeSocial: 'Fê' });
    const so = await chamar(p, 'PUT', '/wsapp/usuario/cadastro', { nomeSocial: 'Fernanda' });
    expect(so.statusCode).toBe(200);
    expect(so.json().alterados).toEqual(['nomeSocial']);
    expect(so.json().cadastro).toMatchObject({ nomeSocial: 'Fernanda', celular: '62988887777', cep: '74000100', complemento: 'Sala 3' });
    const vazio = await chamar(p, 'PUT', '/wsapp/usuario/cadastro', {});
    expect(vazio.statusCode).toBe(200);
    expect(vazio.json().alterados).toEqual([]);
  });

  it('an address started but not complete → 400 naming each missing field and why; nothing written', async () => {
    const p = await criarPessoa(t.db);
    const res = await chamar(p, 'PUT', '/wsapp/usuario/cadastro', { celular: '(62) 98888-7777', cep: '74000-100', complemento: 'Sala 3' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body.campos).sort()).toEqual(['bairro', 'cidade', 'logradouro', 'numero', 'uf']);
    expect(body.campos.logradouro).toBe('Para salvar o endereço, informe o logradouro.');
    expect(body.campos.uf).toBe('Para salvar o endereço, informe a UF.');
    expect(await historicoDe(p.pessoaId)).toHaveLength(0);
  });

  it('an address group with every field empty is no address: the rest is saved', async () => {
    const p = await criarPessoa(t.db);
    const vazio = { cep: '', logradouro: '', numero: '', complemento: '', bairro: '', cidade: '', uf: '' };
    const res = await chamar(p, 'PUT', '/wsapp/usuario/cadastro', { nomeSocial: '', celular: '62988887777', ...vazio });
    expect(res.statusCode).toBe(200);
    expect(res.json().alterados).toEqual(['celular']);
  });
});

describe('GET /wsapp/usuario/historico-cadastral', () => {
  it('pages the own rows newest first, max size 50; never another member’s rows', async () => {
    const p = await criarPessoa(t.db, { nome: 'Dona do Histórico' });
    const outra = await criarPessoa(t.db);
    await chamar(p, 'PUT', '/wsapp/usuario/cadastro', ENDERECO);
    await chamar(p, 'PUT', '/wsapp/usuario/cadastro', { ...ENDERECO, numero: '251' });
    await chamar(outra, 'PUT', '/wsapp/usuario/cadastro', { ...ENDERECO, numero: '999' });

    const res = await chamar(p, 'GET', '/wsapp/usuario/historico-cadastral?pagina=1&tamanho=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 9, pagina: 1, tamanho: 2 });
    expect(body.itens).toHaveLength(2);
    expect(body.itens[0]).toMatchObject({ campo: 'numero', valorAnterior: '250', valorNovo: '251', alteradoPorNome: 'Dona do Histórico' });
    expect(Date.parse(body.itens[0].em)).toBeGreaterThanOrEqual(Date.parse(body.itens[1].em));

    const tudo = (await chamar(p, 'GET', '/wsapp/usuario/historico-cadastral?tamanho=50')).json();
    expect(tudo.itens).toHaveLength(9);
    expect(tudo.itens.some((i: { valorNovo: string }) => i.valorNovo === '999')).toBe(false);

    const daOutra = (await chamar(outra, 'GET', '/wsapp/usuario/historico-cadastral')).json();
    expect(daOutra.total).toBe(8);
    expect(daOutra.itens.some((i: { valorNovo: string }) => i.valorNovo === '251')).toBe(false);

    const grande = await chamar(p, 'GET', '/wsapp/usuario/historico-cadastral?tamanho=51');
    expect(grande.statusCode).toBe(400);
    expect(grande.json().campos).toHaveProperty('tamanho');
    // Someone else's id in the query is not a filter: unknown parameters are refused.
    const intrusa = await chamar(outra, 'GET', `/wsapp/usuario/historico-cadastral?pessoaId=${p.pessoaId}`);
    expect(intrusa.statusCode).toBe(400);
    expect((await chamar(null, 'GET', '/wsapp/usuario/historico-cadastral')).statusCode).toBe(401);
  });

  it('an empty history is an empty page', async () => {
    const p = await criarPessoa(t.db);
    const body = (await chamar(p, 'GET', '/wsapp/usuario/historico-cadastral')).json();
    expect(body).toEqual({ itens: [], total: 0, pagina: 1, tamanho: 10 });
  });
});

describe('e-mail change', () => {
  const LINK = 'http://portal.teste/atualizacao-cadastral/confirmar-email/';
  const novoEndereco = () => `novo-${Math.random().toString(36).slice(2)}@teste.local`;
  const segredoDe = (link: string) => link.slice(LINK.length);

  it('wrong current password → 400 in Portuguese, nothing sent; rate limited per account with Retry-After', async () => {
    const p = await criarPessoa(t.db);
    const novo = novoEndereco();
    const token = await tokenDe(p);
    const pedir = (senhaAtual: string) =>
      t.app.inject({ method: 'POST', url: '/wsapp/usuario/email', headers: { authorization: `Bearer ${token}` }, payload: { novoEmail: novo, senhaAtual } });
    const errada = await pedir('senha-errada');
    expect(errada.statusCode).toBe(400);
    expect(errada.json()).toMatchObject({ codigo: 'SENHA_INCORRETA', mensagem: 'Senha atual incorreta.', campos: { senhaAtual: 'Senha atual incorreta.' } });
    for (let i = 0; i < t.config.login.maxFailuresAccount - 1; i++) expect((await pedir('senha-errada')).statusCode).toBe(400);
    const bloqueada = await pedir(p.senha);
    expect(bloqueada.statusCode).toBe(429);
    expect(Number(bloqueada.headers['retry-after'])).toBeGreaterThan(0);
    expect(bloqueada.json().mensagem).toMatch(/Aguarde \d+ minutos?/);
    const tokens = await t.db.select().from(tokensUsoUnico).where(eq(tokensUsoUnico.usuarioId, p.usuarioId));
    expect(tokens).toHaveLength(0);
    expect(t.caixa.recebidos.some((e) => e.para.includes(novo) || e.para.includes(p.email))).toBe(false);
    const auditados = await t.db.select().from(auditoria).where(and(eq(auditoria.usuarioId, p.usuarioId), eq(auditoria.acao, 'trocar_email_pedido')));
    expect(auditados.map((a) => a.motivo).sort()).toEqual([...Array(5).fill('senha_incorreta'), 'limite_excedido'].sort());
  });

  it('bad input → 400 naming the field; the same address → 400', async () => {
    const p = await criarPessoa(t.db);
    const ruim = await chamar(p, 'POST', '/wsapp/usuario/email', { novoEmail: 'não é e-mail', senhaAtual: p.senha });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().campos).toHaveProperty('novoEmail');
    const extra = await chamar(p, 'POST', '/wsapp/usuario/email', { novoEmail: novoEndereco(), senhaAtual: p.senha, usuarioId: p.usuarioId });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().campos).toHaveProperty('usuarioId');
    const igual = await chamar(p, 'POST', '/wsapp/usuario/email', { novoEmail: p.email.toUpperCase(), senhaAtual: p.senha });
    expect(igual.statusCode).toBe(400);
    expect(igual.json().campos).toHaveProperty('novoEmail');
  });

  it.each(['\u0000', '\u0001', '\u001b', '\u007f', '\n'])('control character %j in novoEmail or senhaAtual → 400 naming the field, nothing issued', async (c) => {
    const p = await criarPessoa(t.db);
    const email = await chamar(p, 'POST', '/wsapp/usuario/email', { novoEmail: `no${c}vo@teste.local`, senhaAtual: p.senha });
    expect(email.statusCode).toBe(400);
    expect(Object.keys(email.json().campos)).toEqual(['novoEmail']);
    // A password may hold any character (NIST), so a control character is just a wrong password.
    const senha = await chamar(p, 'POST', '/wsapp/usuario/email', { novoEmail: novoEndereco(), senhaAtual: `${p.senha}${c}` });
    expect(senha.statusCode).toBe(400);
    expect(Object.keys(senha.json().campos)).toEqual(['senhaAtual']);
    const confirmar = await chamar(null, 'POST', '/wsapp/usuario/email/confirmar', { token: `${'A'.repeat(30)}${c}` });
    expect(confirmar.statusCode).toBe(400);
    expect(await t.db.select().from(tokensUsoUnico).where(eq(tokensUsoUnico.usuarioId, p.usuarioId))).toHaveLength(0);
  });

  it('link to the NEW address, notice to the old; confirm changes the e-mail once; login still works; /usuario/me shows it', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const novo = novoEndereco();
    const res = await chamar(p, 'POST', '/wsapp/usuario/email', { novoEmail: `  ${novo.toUpperCase()} `, senhaAtual: p.senha });
    expect(res.statusCode).toBe(202);
    const aviso = await t.caixa.esperar(p.email);
    expect(aviso.assunto).toBe('Pedido de troca de e-mail — Portal unificado');
    expect(aviso.texto).not.toContain(LINK);
    const msg = await t.caixa.esperar(novo);
    expect(msg.assunto).toBe('Confirme seu novo e-mail — Portal unificado');
    const link = CaixaDeTeste.link(msg, LINK);
    const segredo = segredoDe(link);
    expect(segredo.length).toBeGreaterThanOrEqual(22); // at least 128 bits in base64url

    // Only the sha256 is stored; valid for 24 h; the new address in `dados`.
    const [tok] = await t.db.select().from(tokensUsoUnico).where(eq(tokensUsoUnico.usuarioId, p.usuarioId));
    expect(tok?.hash).not.toContain(segredo);
    expect(tok?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(tok?.dados).toEqual({ novoEmail: novo, emUso: false });
    expect(tok!.expiraEm.getTime() - tok!.criadoEm.getTime()).toBeGreaterThan(23.9 * 3600_000);
    expect(tok!.expiraEm.getTime() - tok!.criadoEm.getTime()).toBeLessThanOrEqual(24 * 3600_000 + 5000);
    expect(t.logs()).not.toContain(segredo);

    // Pending until confirmed.
    const pendente = (await chamar(p, 'GET', '/wsapp/usuario/cadastro')).json();
    expect(pendente).toMatchObject({ email: p.email, emailPendente: novo });

    const ok = await chamar(null, 'POST', '/wsapp/usuario/email/confirmar', { token: segredo });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ email: novo });

    const me = await chamar(p, 'GET', '/wsapp/usuario/me');
    expect(me.json().email).toBe(novo);
    const cad = (await chamar(p, 'GET', '/wsapp/usuario/cadastro')).json();
    expect(cad).toMatchObject({ email: novo, emailPendente: null });

    const hist = (await chamar(p, 'GET', '/wsapp/usuario/historico-cadastral')).json();
    expect(hist.itens[0]).toMatchObject({ campo: 'email', valorAnterior: p.email, valorNovo: novo });
    const auditados = await t.db.select().from(auditoria).where(and(eq(auditoria.usuarioId, p.usuarioId), eq(auditoria.acao, 'trocar_email')));
    expect(auditados.map((a) => a.sucesso)).toEqual([true]);

    // Single use.
    const denovo = await chamar(null, 'POST', '/wsapp/usuario/email/confirmar', { token: segredo });
    expect(denovo.statusCode).toBe(410);
    expect(denovo.json().codigo).toBe('LINK_USADO');

    const login = await t.app.inject({ method: 'POST', url: '/wsapp/usuario/login', payload: { username: p.cpf, password: p.senha } });
    expect(login.statusCode).toBe(200);
    expect(login.json().email).toBe(novo);
  });

  it('an expired link and a forged one are refused with a clear message, nothing changed', async () => {
    const p = await criarPessoa(t.db);
    const novo = novoEndereco();
    expect((await chamar(p, 'POST', '/wsapp/usuario/email', { novoEmail: novo, senhaAtual: p.senha })).statusCode).toBe(202);
    const segredo = segredoDe(CaixaDeTeste.link(await t.caixa.esperar(novo), LINK));
    await t.db.update(tokensUsoUnico).set({ expiraEm: sql`now() - interval '1 minute'` }).where(eq(tokensUsoUnico.usuarioId, p.usuarioId));
    const expirado = await chamar(null, 'POST', '/wsapp/usuario/email/confirmar', { token: segredo });
    expect(expirado.statusCode).toBe(410);
    expect(expirado.json()).toMatchObject({ codigo: 'LINK_EXPIRADO' });
    expect(expirado.json().mensagem).toContain('expirou');

    const forjado = await chamar(null, 'POST', '/wsapp/usuario/email/confirmar', { token: 'A'.repeat(43) });
    expect(forjado.statusCode).toBe(400);
    expect(forjado.json().codigo).toBe('LINK_INVALIDO');
    const lixo = await chamar(null, 'POST', '/wsapp/usuario/email/confirmar', { token: '<script>' });
    expect(lixo.statusCode).toBe(400);

    const [linha] = await t.db.select({ email: pessoas.email }).from(pessoas).where(eq(pessoas.id, p.pessoaId));
    expect(linha?.email).toBe(p.email);
    expect(await historicoDe(p.pessoaId)).toHaveLength(0);
  });

  it('a newer request voids the older link', async () => {
    const p = await criarPessoa(t.db);
    const primeiro = novoEndereco();
    const segundo = novoEndereco();
    await chamar(p, 'POST', '/wsapp/usuario/email', { novoEmail: primeiro, senhaAtual: p.senha });
    const antigo = segredoDe(CaixaDeTeste.link(await t.caixa.esperar(primeiro), LINK));
    await chamar(p, 'POST', '/wsapp/usuario/email', { novoEmail: segundo, senhaAtual: p.senha });
    const recente = segredoDe(CaixaDeTeste.link(await t.caixa.esperar(segundo), LINK));
    expect((await chamar(null, 'POST', '/wsapp/usuario/email/confirmar', { token: antigo })).statusCode).toBe(410);
    const ok = await chamar(null, 'POST', '/wsapp/usuario/email/confirmar', { token: recente });
    expect(ok.json()).toEqual({ email: segundo });
  });

  const tokensDe = (usuarioId: string) => t.db.select().from(tokensUsoUnico).where(eq(tokensUsoUnico.usuarioId, usuarioId));

  it('an address used by another account looks the same through the API: 202, body, pending address; no link to it', async () => {
    const livre = await criarPessoa(t.db);
    const outro = await criarPessoa(t.db);
    const dona = await criarPessoa(t.db);
    const novo = novoEndereco();
    const resLivre = await chamar(livre, 'POST', '/wsapp/usuario/email', { novoEmail: novo, senhaAtual: livre.senha });
    const resOcupado = await chamar(outro, 'POST', '/wsapp/usuario/email', { novoEmail: dona.email.toUpperCase(), senhaAtual: outro.senha });
    expect(resOcupado.statusCode).toBe(202);
    expect(resLivre.statusCode).toBe(202);
    expect(resOcupado.json()).toEqual(resLivre.json());
    expect(resOcupado.headers['content-type']).toBe(resLivre.headers['content-type']);

    // GET /usuario/cadastro shows the requested address as pending in both cases.
    const cadLivre = (await chamar(livre, 'GET', '/wsapp/usuario/cadastro')).json();
    const cadOcupado = (await chamar(outro, 'GET', '/wsapp/usuario/cadastro')).json();
    expect(cadLivre).toMatchObject({ email: livre.email, emailPendente: novo });
    expect(cadOcupado).toMatchObject({ email: outro.email, emailPendente: dona.email });

    // Both issued a token the same way; only `emUso` tells them apart.
    const [tokLivre] = await tokensDe(livre.usuarioId);
    const [tokOcupado] = await tokensDe(outro.usuarioId);
    expect(tokLivre?.dados).toEqual({ novoEmail: novo, emUso: false });
    expect(tokOcupado?.dados).toEqual({ novoEmail: dona.email, emUso: true });
    expect(tokOcupado!.expiraEm.getTime() - tokOcupado!.criadoEm.getTime()).toBeGreaterThan(23.9 * 3600_000);

    // The owner of the taken address gets a neutral notice, no link; the requester's old address is told alike.
    const neutro = await t.caixa.esperar(dona.email);
    expect(neutro.assunto).toBe('Pedido de uso deste e-mail — Portal unificado');
    expect(neutro.texto).not.toContain(LINK);
    expect(neutro.texto).not.toContain(outro.nome);
    expect(neutro.texto).not.toContain(outro.email);
    expect(CaixaDeTeste.link(await t.caixa.esperar(novo), LINK)).toContain(LINK);
    const [avisoLivre, avisoOcupado] = [await t.caixa.esperar(livre.email), await t.caixa.esperar(outro.email)];
    expect(avisoOcupado.assunto).toBe(avisoLivre.assunto);
    expect(avisoOcupado.texto).not.toContain(LINK);
  });

  it('a newer request voids an older pending link whether either address is free or taken', async () => {
    const p = await criarPessoa(t.db);
    const dona = await criarPessoa(t.db);
    const livre = novoEndereco();

    // free, then taken: the e-mailed link to the free address stops working.
    await chamar(p, 'POST', '/wsapp/usuario/email', { novoEmail: livre, senhaAtual: p.senha });
    const antigo = segredoDe(CaixaDeTeste.link(await t.caixa.esperar(livre), LINK));
    expect((await chamar(p, 'POST', '/wsapp/usuario/email', { novoEmail: dona.email, senhaAtual: p.senha })).statusCode).toBe(202);
    expect((await chamar(p, 'GET', '/wsapp/usuario/cadastro')).json().emailPendente).toBe(dona.email);
    const velho = await chamar(null, 'POST', '/wsapp/usuario/email/confirmar', { token: antigo });
    expect(velho.statusCode).toBe(410);
    expect(velho.json().codigo).toBe('LINK_USADO');
    expect((await tokensDe(p.usuarioId)).filter((x) => x.usadoEm === null).map((x) => x.dados)).toEqual([{ novoEmail: dona.email, emUso: true }]);

    // taken, then free: the taken one is voided and the new one is the pending one, and it works.
    const outroLivre = novoEndereco();
    await chamar(p, 'POST', '/wsapp/usuario/email', { novoEmail: outroLivre, senhaAtual: p.senha });
    expect((await chamar(p, 'GET', '/wsapp/usuario/cadastro')).json().emailPendente).toBe(outroLivre);
    const vivos = (await tokensDe(p.usuarioId)).filter((x) => x.usadoEm === null);
    expect(vivos.map((x) => x.dados)).toEqual([{ novoEmail: outroLivre, emUso: false }]);
    const recente = segredoDe(CaixaDeTeste.link(await t.caixa.esperar(outroLivre), LINK));
    expect((await chamar(null, 'POST', '/wsapp/usuario/email/confirmar', { token: recente })).json()).toEqual({ email: outroLivre });
  });

  it('a token for an address that was in use when asked for → 409 even if the address is free now', async () => {
    const p = await criarPessoa(t.db);
    const agoraLivre = novoEndereco();
    const segredo = await emitirLink(t.db, {
      tipo: 'trocar_email',
      usuarioId: p.usuarioId,
      validadeMs: 3600_000,
      dados: { novoEmail: agoraLivre, emUso: true },
    });
    const res = await chamar(null, 'POST', '/wsapp/usuario/email/confirmar', { token: segredo });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ codigo: 'EMAIL_EM_USO' });
    expect(res.json().mensagem).toContain('outra conta');
    const [linha] = await t.db.select({ email: pessoas.email }).from(pessoas).where(eq(pessoas.id, p.pessoaId));
    expect(linha?.email).toBe(p.email);
    expect(await historicoDe(p.pessoaId)).toHaveLength(0);
  });

  it('an SMTP outage does not turn the request into a 500: 202, the link is issued, the failure logged without it', async () => {
    const fora = await criarAppDeTeste({ SMTP_URL: 'smtp://127.0.0.1:1' }, { banco: { db: t.db, close: async () => {} } });
    try {
      const p = await criarPessoa(t.db);
      const novo = novoEndereco();
      const sessao = await abrirSessao(fora.db, fora.tokens, 1, p.usuarioId, 'teste', { ip: '127.0.0.1', userAgent: null });
      const res = await fora.app.inject({
        method: 'POST',
        url: '/wsapp/usuario/email',
        headers: { authorization: `Bearer ${sessao.token}` },
        payload: { novoEmail: novo, senhaAtual: p.senha },
      });
      expect(res.statusCode).toBe(202);
      expect((await tokensDe(p.usuarioId)).map((x) => x.dados)).toEqual([{ novoEmail: novo, emUso: false }]);
      for (let i = 0; i < 100 && !fora.logs().includes('segundo plano'); i++) await new Promise((r) => setTimeout(r, 50));
      expect(fora.logs()).toContain('falha numa tarefa de conta em segundo plano');
      expect(fora.logs()).not.toContain('/atualizacao-cadastral/confirmar-email/');
    } finally {
      await fora.close();
    }
  });

  it('address taken between request and confirmation → 409, nothing changed', async () => {
    const p = await criarPessoa(t.db);
    const outra = await criarPessoa(t.db);
    const novo = novoEndereco();
    await chamar(p, 'POST', '/wsapp/usuario/email', { novoEmail: novo, senhaAtual: p.senha });
    const segredo = segredoDe(CaixaDeTeste.link(await t.caixa.esperar(novo), LINK));
    await t.db.update(pessoas).set({ email: novo.toUpperCase() }).where(eq(pessoas.id, outra.pessoaId));
    const res = await chamar(null, 'POST', '/wsapp/usuario/email/confirmar', { token: segredo });
    expect(res.statusCode).toBe(409);
    expect(res.json().codigo).toBe('EMAIL_EM_USO');
    const [linha] = await t.db.select({ email: pessoas.email }).from(pessoas).where(eq(pessoas.id, p.pessoaId));
    expect(linha?.email).toBe(p.email);
  });
});
