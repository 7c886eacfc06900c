import { randomInt, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { hojeSaoPaulo, somarDias, type AlterarSituacaoResponse, type BuscaInscritosResponse, type InscritoDetalhe } from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, historicoCadastral, inscricoes, pessoas, usuarios } from '../../../src/db/schema/index.js';
import { importarInscritos } from '../../../src/modules/inscritos/index.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, formatar, gerarCpf, type PessoaCriada } from '../../helpers/fabrica.js';
import { CaixaDeTeste } from '../../helpers/smtp.js';
import { chamar } from '../../helpers/requerimentos.js';

let t: AppDeTeste;
let ana: PessoaCriada;
let semPermissao: PessoaCriada;
const HOJE = hojeSaoPaulo();

beforeAll(async () => {
  t = await criarAppDeTeste({ TRUST_PROXY: 'true' });
  ana = await criarPessoa(t.db, { nome: 'Ana Cadastro Staff', permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoInscritos'] });
  semPermissao = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoAcessos'] });
});
afterAll(() => t?.close());

const CABECALHO = 'numero;uf;tipo;situacao;data_inscricao;cpf;nome;nome_social;nascimento;email;celular';
const numeroNovo = () => String(randomInt(1_000_000, 9_999_999));

interface Importado {
  numero: string;
  cpf: string;
  nome: string;
  email: string;
  nascimento: string;
}

/** Lawyers put in the registry through the import engine (as `npm run admin -- importar-inscritos` does). */
async function importar(linhas: { situacao?: string; nome?: string; tipo?: string; data?: string }[]): Promise<Importado[]> {
  const feitos = linhas.map((l) => ({
    numero: numeroNovo(),
    cpf: gerarCpf(),
    nome: l.nome ?? 'Advogado Importado',
    email: `imp-${randomUUID()}@teste.local`,
    nascimento: '1984-02-29',
    situacao: l.situacao ?? 'regular',
    tipo: l.tipo ?? 'principal',
    data: l.data ?? '2012-05-10',
  }));
  const texto = [CABECALHO, ...feitos.map((f) => [f.numero, 'GO', f.tipo, f.situacao, f.data, formatar(f.cpf), f.nome, '', f.nascimento, f.email, '(62) 99999-1234'].join(';'))].join('\r\n');
  const r = await importarInscritos(t.db, Readable.from([Buffer.from(`\uFEFF${texto}\r\n`)]), { simular: false });
  expect(r.erros, JSON.stringify(r.erros)).toEqual([]);
  return feitos;
}

const pessoaDoCpf = async (cpf: string) => (await t.db.select().from(pessoas).where(eq(pessoas.cpf, cpf)))[0]!;
const buscar = (busca: string, pagina?: number) =>
  chamar(t, ana, 'GET', `/wsapp/area-restrita/inscritos?busca=${encodeURIComponent(busca)}${pagina !== undefined ? `&pagina=${pagina}` : ''}`);
const abrir = (pessoaId: string) => chamar(t, ana, 'GET', `/wsapp/area-restrita/inscritos/pessoas/${pessoaId}`);
const mudar = (inscricaoId: string, corpo: Record<string, unknown>, quem: PessoaCriada = ana) =>
  chamar(t, quem, 'PUT', `/wsapp/area-restrita/inscritos/inscricoes/${inscricaoId}/situacao`, corpo);

describe('search the registry', () => {
  it('by name without accents, by CPF and by inscrição, with each person’s inscrições and account', async () => {
    const sobrenome = `Zélio${randomUUID().slice(0, 6).replace(/\d/g, 'x')}`;
    const [a] = await importar([{ nome: `Márcio ${sobrenome} Tavares` }]);
    const conta = await criarPessoa(t.db, { advogado: true, nome: `Bruna ${sobrenome}` });

    let r = await buscar(sobrenome.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase());
    expect(r.statusCode, r.body).toBe(200);
    let corpo: BuscaInscritosResponse = r.json();
    expect(corpo.itens.map((i) => i.nome)).toEqual([`Bruna ${sobrenome}`, `Márcio ${sobrenome} Tavares`]);
    expect(corpo).toMatchObject({ total: 2, pagina: 1, porPagina: 20 });
    expect(corpo.itens[1]).toMatchObject({ cpf: formatar(a!.cpf), conta: 'sem_conta', inscricoes: [{ inscricao: `${a!.numero}/GO`, tipo: 'principal', situacao: 'regular', dataInscricao: '2012-05-10' }] });
    expect(corpo.itens[0]).toMatchObject({ conta: 'ativa' });

    r = await buscar(formatar(a!.cpf));
    corpo = r.json();
    expect(corpo.itens.map((i) => i.cpf)).toEqual([formatar(a!.cpf)]);
    r = await buscar(`${conta.inscricao!.numero}/GO`);
    corpo = r.json();
    expect(corpo.itens.map((i) => i.pessoaId)).toEqual([conta.pessoaId]);

    // A collaborator (no inscrição) is not in the registry.
    const colaborador = await criarPessoa(t.db, { nome: `Colaborador ${sobrenome}` });
    r = await buscar(formatar(colaborador.cpf));
    expect((r.json() as BuscaInscritosResponse).itens).toEqual([]);

    const [auditado] = await t.db.select().from(auditoria).where(and(eq(auditoria.acao, 'inscritos_consultados'), eq(auditoria.usuarioId, ana.usuarioId))).orderBy(desc(auditoria.em)).limit(1);
    expect(auditado?.detalhes).toMatchObject({ busca: 'cpf' });
  });

  it('pages by 20', async () => {
    const marca = `Paginado${randomUUID().slice(0, 8).replace(/\d/g, 'y')}`;
    await importar(Array.from({ length: 23 }, (_, i) => ({ nome: `${marca} ${String.fromCharCode(65 + i)}` })));
    const p1: BuscaInscritosResponse = (await buscar(marca)).json();
    expect(p1.itens).toHaveLength(20);
    expect(p1.total).toBe(23);
    const p2: BuscaInscritosResponse = (await buscar(marca, 2)).json();
    expect(p2.itens.map((i) => i.nome)).toEqual([`${marca} U`, `${marca} V`, `${marca} W`]);
    const alem: BuscaInscritosResponse = (await buscar(marca, 5)).json();
    expect(alem).toMatchObject({ itens: [], total: 23, pagina: 5 });
  });

  it('refuses a search too short in Portuguese, a bad page, and staff without the flag', async () => {
    let r = await buscar('a');
    expect(r.statusCode).toBe(400);
    expect(r.json().mensagem).toContain('Informe ao menos 2 caracteres');
    r = await buscar('silva', 0);
    expect(r.statusCode).toBe(400);
    expect(r.json().mensagem).toMatch(/Página inválida/);
    expect((await chamar(t, semPermissao, 'GET', '/wsapp/area-restrita/inscritos?busca=silva')).statusCode).toBe(403);
    expect((await chamar(t, null, 'GET', '/wsapp/area-restrita/inscritos?busca=silva')).statusCode).toBe(401);
  });
});

describe('open a person', () => {
  it('shows inscrições, account status and the history of situação and name changes (the import’s and the screen’s)', async () => {
    const [a] = await importar([{ nome: 'Helena Primeiro Nome' }]);
    const pessoa = await pessoaDoCpf(a!.cpf);
    // The registry renames her and suspends her: the import writes both in the history.
    const texto = [CABECALHO, [a!.numero, 'GO', 'principal', 'suspenso', '2012-05-10', a!.cpf, 'Helena Segundo Nome', '', a!.nascimento, a!.email, ''].join(';')].join('\r\n');
    expect((await importarInscritos(t.db, Readable.from([Buffer.from(`${texto}\r\n`)]), { simular: false })).erros).toEqual([]);

    const r = await abrir(pessoa.id);
    expect(r.statusCode, r.body).toBe(200);
    const d: InscritoDetalhe = r.json();
    expect(d).toMatchObject({ nome: 'Helena Segundo Nome', cpf: formatar(a!.cpf), email: a!.email, conta: 'sem_conta' });
    expect(d.inscricoes).toEqual([expect.objectContaining({ inscricao: `${a!.numero}/GO`, situacao: 'suspenso' })]);
    expect(d.historico.map((h) => h.campo).sort()).toEqual(['nome', 'situacao']);
    expect(d.historico.find((h) => h.campo === 'situacao')).toMatchObject({ valorAnterior: `regular (${a!.numero}/GO)` });

    expect((await abrir(randomUUID())).statusCode).toBe(404);
    expect((await abrir('nao-e-uuid')).statusCode).toBe(404);
    const colaborador = await criarPessoa(t.db);
    expect((await abrir(colaborador.pessoaId)).statusCode).toBe(404);
  });
});

describe('change a situação', () => {
  it('with a reason and a date: the inscrição, a history row and an audit row, in one go; the answer is the person as now', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const [i] = await t.db.select().from(inscricoes).where(eq(inscricoes.pessoaId, p.pessoaId));
    const data = somarDias(HOJE, -3);
    const r = await mudar(i!.id, { situacao: 'suspenso', data, motivo: '  Suspensão preventiva, processo disciplinar 123/2026  ' });
    expect(r.statusCode, r.body).toBe(200);
    const corpo: AlterarSituacaoResponse = r.json();
    expect(corpo.sessoesEncerradas).toBe(false);
    expect(corpo.inscrito.inscricoes[0]).toMatchObject({ id: i!.id, situacao: 'suspenso' });
    const [h] = corpo.inscrito.historico;
    const dataBr = `${data.slice(8, 10)}/${data.slice(5, 7)}/${data.slice(0, 4)}`;
    expect(h).toMatchObject({
      campo: 'situacao',
      valorAnterior: `regular (${p.inscricao!.numero}/GO)`,
      valorNovo: `suspenso (${p.inscricao!.numero}/GO) desde ${dataBr} (motivo: Suspensão preventiva, processo disciplinar 123/2026)`,
      alteradoPorNome: 'Ana Cadastro Staff',
    });
    const [a] = await t.db.select().from(auditoria).where(and(eq(auditoria.acao, 'situacao_inscricao_alterada'), eq(auditoria.usuarioId, ana.usuarioId))).orderBy(desc(auditoria.em)).limit(1);
    expect(a?.detalhes).toMatchObject({ inscricaoId: i!.id, pessoaId: p.pessoaId, de: 'regular', para: 'suspenso', data, motivo: 'Suspensão preventiva, processo disciplinar 123/2026' });
    // The restricted area's audit list reads it back: which inscrição, whose, from and to, and why.
    const log = await chamar(t, ana, 'GET', '/wsapp/auditoria?tipo=todos&tamanho=100');
    expect(log.statusCode, log.body).toBe(200);
    const resumos = (log.json().itens as { resumo: string | null }[]).map((l) => l.resumo);
    expect(resumos).toContain(`Inscrição ${p.inscricao!.numero}/GO de ${p.nome}: Regular → Suspenso. Motivo: Suspensão preventiva, processo disciplinar 123/2026`);
    // The member sees the change in his own history too.
    const meu = await chamar(t, p, 'GET', '/wsapp/usuario/historico-cadastral');
    expect(meu.json().itens[0]).toMatchObject({ campo: 'situacao', alteradoPorNome: 'Ana Cadastro Staff' });
  });

  it('falecido ends the account’s sessions in the same change', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const [i] = await t.db.select().from(inscricoes).where(eq(inscricoes.pessoaId, p.pessoaId));
    const r = await mudar(i!.id, { situacao: 'falecido', data: HOJE, motivo: 'Certidão de óbito recebida pela secretaria' });
    expect(r.json()).toMatchObject({ sessoesEncerradas: true, inscrito: { conta: 'ativa' } });
  });

  it('refuses, in Portuguese and changing nothing: no reason, a short reason, a future date, a date before the inscrição, no change, an unknown inscrição, no flag', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const [i] = await t.db.select().from(inscricoes).where(eq(inscricoes.pessoaId, p.pessoaId));
    const casos: [Record<string, unknown>, number, RegExp][] = [
      [{ situacao: 'suspenso', data: HOJE }, 400, /motivo/],
      [{ situacao: 'suspenso', data: HOJE, motivo: 'curto' }, 400, /pelo menos 10 caracteres/],
      [{ situacao: 'suspenso', data: HOJE, motivo: 'x'.repeat(501) }, 400, /até 500 caracteres/],
      [{ situacao: 'aposentado', data: HOJE, motivo: 'Motivo suficiente aqui' }, 400, /Escolha a nova situação/],
      [{ situacao: 'suspenso', data: '31/12/2025', motivo: 'Motivo suficiente aqui' }, 400, /Informe a data/],
      [{ situacao: 'suspenso', data: somarDias(HOJE, 1), motivo: 'Motivo suficiente aqui' }, 400, /não pode estar no futuro/],
      [{ situacao: 'suspenso', data: '2014-12-31', motivo: 'Motivo suficiente aqui' }, 400, /anterior à inscrição \(01\/01\/2015\)/],
      [{ situacao: 'regular', data: HOJE, motivo: 'Motivo suficiente aqui' }, 409, /já está na situação regular: nada foi alterado/],
    ];
    for (const [corpo, status, mensagem] of casos) {
      const r = await mudar(i!.id, corpo);
      expect(r.statusCode, JSON.stringify(corpo)).toBe(status);
      expect(r.json().mensagem, JSON.stringify(corpo)).toMatch(mensagem);
    }
    expect((await mudar(randomUUID(), { situacao: 'suspenso', data: HOJE, motivo: 'Motivo suficiente aqui' })).statusCode).toBe(404);
    expect((await mudar(i!.id, { situacao: 'suspenso', data: HOJE, motivo: 'Motivo suficiente aqui' }, semPermissao)).statusCode).toBe(403);
    const [depois] = await t.db.select().from(inscricoes).where(eq(inscricoes.id, i!.id));
    expect(depois!.situacao).toBe('regular');
    expect(await t.db.select().from(historicoCadastral).where(eq(historicoCadastral.pessoaId, p.pessoaId))).toEqual([]);
  });
});

describe('/cadastro after the registry import', () => {
  const ip = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/wsapp${url}`, payload, headers: { 'x-forwarded-for': ip() } });
  const cadastro = (a: Importado) => ({
    nome: a.nome,
    cpf: formatar(a.cpf),
    nascimento: a.nascimento,
    email: a.email,
    celular: '(62) 98888-7777',
    cep: '74000-100',
    logradouro: 'Rua 10',
    numero: '123',
    complemento: '',
    bairro: 'Setor Oeste',
    cidade: 'Goiânia',
    uf: 'GO',
    senha: 'uma frase longa de senha',
    confirmacao: 'uma frase longa de senha',
    aceiteAvisoPrivacidade: true,
  });

  it('an imported lawyer with no account registers as Paulo Mendes does, confirms the e-mail and signs in as a lawyer', async () => {
    const [a] = await importar([{ nome: 'Paulo Importado Mendes', situacao: 'impedido' }]);
    const r = await post('/pessoa/salvar', cadastro(a!));
    expect(r.statusCode, r.body).toBe(202);
    const msg = await t.caixa.esperar(a!.email, (e) => e.assunto.startsWith('Confirme seu e-mail'));
    const link = CaixaDeTeste.link(msg, 'http://portal.teste/cadastro/confirmar/');
    expect((await post('/pessoa/confirmar-email', { token: link.split('/').pop()! })).statusCode).toBe(200);
    const login = await post('/usuario/login', { username: `${a!.numero}/GO`, password: 'uma frase longa de senha' });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ nome: 'Paulo Importado Mendes', isAdvogado: true, inscricao: { numero: a!.numero, uf: 'GO', situacao: 'impedido' } });
  });

  it.each(['falecido', 'cancelado'] as const)('an imported %s inscrição gets no lawyer account (the neutral answer; the e-mail says it was not concluded)', async (situacao) => {
    const [a] = await importar([{ situacao }]);
    const r = await post('/pessoa/salvar', cadastro(a!));
    expect(r.statusCode).toBe(202);
    const pessoa = await pessoaDoCpf(a!.cpf);
    expect(await t.db.select().from(usuarios).where(eq(usuarios.pessoaId, pessoa.id))).toEqual([]);
    const msg = await t.caixa.esperar(a!.email);
    expect(msg.texto).toContain('Não foi possível concluir');
    const [evento] = await t.db.select().from(auditoria).where(and(eq(auditoria.acao, 'cadastro'), eq(auditoria.motivo, 'inscricao_sem_direito_a_conta'))).orderBy(desc(auditoria.em)).limit(1);
    expect(evento?.sucesso).toBe(false);
  });
});
