import { formatarCpf, type ContatoDetalhe, type Contatos } from '@portal/contracts';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, inscricoes, pessoas, usuarios } from '../../../src/db/schema/index.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, gerarCpf, type PessoaCriada } from '../../helpers/fabrica.js';
import { chamar } from '../../helpers/requerimentos.js';

/**
 * The directory covers every person in the database (shared with other test files on PostgreSQL): every
 * person of this file lives in a city of its own, and every list asks for that city.
 */
let t: AppDeTeste;
const letras = (n: number) => Array.from({ length: n }, () => 'bcdfghjklmnpqrstvwxz'[randomInt(20)]).join('');
const TOKEN = letras(8);
const CIDADE = `São Tomé ${TOKEN}`;
const CIDADE_BUSCA = encodeURIComponent(`sao tome ${TOKEN}`);

let staff: PessoaCriada;
let staffSemContatos: PessoaCriada;
let advogado: PessoaCriada;
let colaborador: PessoaCriada;
/** In the directory: João (lawyer, regular), Mariana (lawyer, suspenso, address in DF, no payment e-mails), Carla (collaborator, takes news), Otávio (lawyer with no account). */
let joao: PessoaCriada;
let mariana: PessoaCriada;
let carla: PessoaCriada;
let otavio: { pessoaId: string; cpf: string; email: string };
/** Same city, but neither an inscrição nor an account: not in the directory. */
let pedro: { pessoaId: string };

async function novaPessoaSemConta(nome: string, comInscricao: boolean) {
  const cpf = gerarCpf();
  const email = `sem-conta-${cpf}@teste.local`;
  const [p] = await t.db.insert(pessoas).values({ cpf, nome, email, cidade: CIDADE, uf: 'GO', celular: '62988887777' }).returning({ id: pessoas.id });
  if (!p) throw new Error('pessoa');
  if (comInscricao) {
    await t.db.insert(inscricoes).values({ pessoaId: p.id, numero: String(randomInt(1_000_000, 9_999_999)), uf: 'TO', tipo: 'principal', situacao: 'regular', dataInscricao: '2000-01-01' });
  }
  return { pessoaId: p.id, cpf, email };
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  [staff, staffSemContatos, advogado, colaborador] = await Promise.all([
    criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoContatos'] }),
    criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoFinanceiro'] }),
    criarPessoa(t.db, { advogado: true }),
    criarPessoa(t.db),
  ]);
  joao = await criarPessoa(t.db, { advogado: true, nome: `João Ávila ${TOKEN}` });
  mariana = await criarPessoa(t.db, { advogado: true, nome: `Mariana Souza ${TOKEN}` });
  carla = await criarPessoa(t.db, { nome: `Carla Dias ${TOKEN}` });
  otavio = await novaPessoaSemConta(`Otávio Lins ${TOKEN}`, true);
  pedro = await novaPessoaSemConta(`Pedro Fora ${TOKEN}`, false);
  const ids = [joao, mariana, carla].map((p) => p.pessoaId);
  await t.db.update(pessoas).set({ cidade: CIDADE, uf: 'GO', celular: '62999991234' }).where(inArray(pessoas.id, ids));
  await t.db.update(pessoas).set({ uf: 'DF' }).where(eq(pessoas.id, mariana.pessoaId));
  await t.db.update(inscricoes).set({ situacao: 'suspenso' }).where(eq(inscricoes.pessoaId, mariana.pessoaId));
  await t.db.update(usuarios).set({ preferenciasNotificacao: { emailPagamentos: false } }).where(eq(usuarios.id, mariana.usuarioId));
  await t.db
    .update(usuarios)
    .set({ preferenciasNotificacao: { emailStatusRequerimento: true, emailPagamentos: true, noticiasInstitucionais: true } })
    .where(eq(usuarios.id, carla.usuarioId));
});
afterAll(() => t?.close());

const LISTA = '/wsapp/area-restrita/contatos';

async function lista(query: string): Promise<Contatos> {
  const res = await chamar(t, staff, 'GET', `${LISTA}?cidade=${CIDADE_BUSCA}${query ? `&${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const nomes = (r: Contatos) => r.itens.map((i) => i.nome.replace(` ${TOKEN}`, ''));

async function ultimaAuditoria(acao: string) {
  const [e] = await t.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.acao, acao), eq(auditoria.usuarioId, staff.usuarioId)))
    .orderBy(desc(auditoria.em))
    .limit(1);
  return e;
}

describe('GET /wsapp/area-restrita/contatos', () => {
  it('lists the lawyers (with or without an account) and collaborators of the city by name, with their contact data', async () => {
    const r = await lista('');
    expect(nomes(r)).toEqual(['Carla Dias', 'João Ávila', 'Mariana Souza', 'Otávio Lins']);
    expect(r.total).toBe(4);
    expect(r.porPagina).toBe(50);
    const j = r.itens.find((i) => i.pessoaId === joao.pessoaId);
    expect(j).toEqual({
      pessoaId: joao.pessoaId,
      nome: joao.nome,
      cpf: formatarCpf(joao.cpf),
      tipo: 'advogado',
      inscricao: `${joao.inscricao?.numero}/GO`,
      situacao: 'regular',
      email: joao.email,
      celular: '62999991234',
      cidade: CIDADE,
      uf: 'GO',
    });
    expect(r.itens.find((i) => i.pessoaId === carla.pessoaId)).toMatchObject({ tipo: 'colaborador', inscricao: null, situacao: null });
    expect(r.itens.some((i) => i.pessoaId === pedro.pessoaId)).toBe(false);
  });

  it('finds by name without accents or case, by CPF (with or without mask) and by inscrição', async () => {
    expect(nomes(await lista('busca=joao%20avila'))).toEqual(['João Ávila']);
    expect(nomes(await lista('busca=OTAVIO'))).toEqual(['Otávio Lins']);
    expect(nomes(await lista(`busca=${encodeURIComponent(formatarCpf(carla.cpf))}`))).toEqual(['Carla Dias']);
    expect(nomes(await lista(`busca=${carla.cpf}`))).toEqual(['Carla Dias']);
    expect(nomes(await lista(`busca=${encodeURIComponent(`${mariana.inscricao?.numero}/GO`)}`))).toEqual(['Mariana Souza']);
    expect(nomes(await lista('busca=ninguem%20assim'))).toEqual([]);
  });

  it('finds the whole city name, not part of it', async () => {
    const res = await chamar(t, staff, 'GET', `${LISTA}?cidade=${encodeURIComponent(`tome ${TOKEN}`)}`);
    expect(res.json<Contatos>().total).toBe(0);
  });

  it('filters by kind of person, UF and situação da inscrição', async () => {
    expect(nomes(await lista('tipo=colaborador'))).toEqual(['Carla Dias']);
    expect(nomes(await lista('tipo=advogado'))).toEqual(['João Ávila', 'Mariana Souza', 'Otávio Lins']);
    expect(nomes(await lista('uf=DF'))).toEqual(['Mariana Souza']);
    expect(nomes(await lista('uf=go'))).toEqual(['Carla Dias', 'João Ávila', 'Otávio Lins']);
    expect(nomes(await lista('situacao=suspenso'))).toEqual(['Mariana Souza']);
    expect(nomes(await lista('tipo=advogado&situacao=regular&busca=lins'))).toEqual(['Otávio Lins']);
  });

  it('pages 50 at a time, the total counting the whole filter', async () => {
    const cidade = `Paginópolis ${letras(8)}`;
    const novas = await t.db
      .insert(pessoas)
      .values(Array.from({ length: 51 }, (_, i) => ({ cpf: gerarCpf(), nome: `Pessoa ${String(i).padStart(2, '0')}`, email: `pag-${letras(12)}@teste.local`, cidade })))
      .returning({ id: pessoas.id });
    await t.db.insert(usuarios).values(novas.map((p) => ({ pessoaId: p.id, senhaHash: 'x' })));
    const url = (pagina: number) => `${LISTA}?cidade=${encodeURIComponent(cidade)}&pagina=${pagina}`;
    const p1 = (await chamar(t, staff, 'GET', url(1))).json<Contatos>();
    const p2 = (await chamar(t, staff, 'GET', url(2))).json<Contatos>();
    const p3 = (await chamar(t, staff, 'GET', url(3))).json<Contatos>();
    expect([p1.itens.length, p2.itens.length, p3.itens.length]).toEqual([50, 1, 0]);
    expect([p1.total, p2.total, p3.total]).toEqual([51, 51, 51]);
    expect(p2.itens[0]?.nome).toBe('Pessoa 50');
  });

  it('writes an audit row per search with the filters and the count, never the search text nor contact data', async () => {
    await lista(`busca=${carla.cpf}&tipo=colaborador`);
    const e = await ultimaAuditoria('contatos_consultados');
    expect(e?.detalhes).toEqual({
      filtros: { busca: 'cpf', tipo: 'colaborador', cidade: `sao tome ${TOKEN}`, uf: null, situacao: null },
      pagina: 1,
      pessoas: 1,
      exibidas: 1,
    });
    const texto = JSON.stringify(e);
    for (const dado of [carla.cpf, carla.email, carla.nome, '62999991234']) expect(texto).not.toContain(dado);
  });

  it('refuses bad filters with a Portuguese 400', async () => {
    const casos: [string, string][] = [
      ['tipo=socio', 'Tipo desconhecido: use advogado ou colaborador.'],
      ['uf=XX', 'UF desconhecida.'],
      ['situacao=ativo', 'Situação da inscrição desconhecida.'],
      ['pagina=0', 'A página começa em 1.'],
      [`busca=${'a'.repeat(101)}`, 'Busque com até 100 caracteres.'],
    ];
    for (const [query, mensagem] of casos) {
      const res = await chamar(t, staff, 'GET', `${LISTA}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(mensagem);
    }
    const extra = await chamar(t, staff, 'GET', `${LISTA}?email=x`);
    expect(extra.statusCode).toBe(400);
  });
});

describe('GET /wsapp/area-restrita/contatos/:pessoaId', () => {
  it('shows a contact with every inscrição and the kinds of message they take, and audits who was opened', async () => {
    const res = await chamar(t, staff, 'GET', `${LISTA}/${mariana.pessoaId}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json<ContatoDetalhe>();
    expect(d).toMatchObject({
      pessoaId: mariana.pessoaId,
      email: mariana.email,
      situacao: 'suspenso',
      temConta: true,
      inscricoes: [{ inscricao: `${mariana.inscricao?.numero}/GO`, tipo: 'principal', situacao: 'suspenso' }],
      preferencias: { emailStatusRequerimento: true, emailPagamentos: false, noticiasInstitucionais: false },
    });
    const e = await ultimaAuditoria('contato_visualizado');
    expect(e?.detalhes).toEqual({ pessoaId: mariana.pessoaId });
    expect(JSON.stringify(e)).not.toContain(mariana.email);

    const semConta = (await chamar(t, staff, 'GET', `${LISTA}/${otavio.pessoaId}`)).json<ContatoDetalhe>();
    expect(semConta).toMatchObject({ temConta: false, tipo: 'advogado', preferencias: { emailPagamentos: true, noticiasInstitucionais: false } });
  });

  it('answers 404 for someone outside the directory or a malformed id exactly as for no one', async () => {
    const fora = await chamar(t, staff, 'GET', `${LISTA}/${pedro.pessoaId}`);
    const ninguem = await chamar(t, staff, 'GET', `${LISTA}/00000000-0000-4000-8000-000000000000`);
    expect(fora.statusCode).toBe(404);
    expect(fora.body).toBe(ninguem.body);
    expect(ninguem.json()).toMatchObject({ mensagem: 'Contato não encontrado.' });
    const malformado = await chamar(t, staff, 'GET', `${LISTA}/abc`);
    expect(malformado.statusCode).toBe(404);
    expect(malformado.body).toBe(ninguem.body);
  });
});

describe('GET /wsapp/area-restrita/contatos/csv', () => {
  async function csv(query: string) {
    const res = await chamar(t, staff, 'GET', `${LISTA}/csv?cidade=${CIDADE_BUSCA}&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res;
  }

  it('exports the filter as CSV (BOM, ;) leaving out whoever opted out of that kind of message, and audits it', async () => {
    const res = await csv('finalidade=emailPagamentos');
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="contatos-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const linhas = res.body.slice(1).trimEnd().split('\r\n');
    expect(linhas[0]).toBe('Nome;CPF;Tipo;Inscrição;Situação da inscrição;E-mail;Celular;Cidade;UF');
    expect(linhas.slice(1)).toEqual([
      `Carla Dias ${TOKEN};${formatarCpf(carla.cpf)};Colaborador(a);;;${carla.email};(62) 99999-1234;${CIDADE};GO`,
      `João Ávila ${TOKEN};${formatarCpf(joao.cpf)};Advogado(a);${joao.inscricao?.numero}/GO;Regular;${joao.email};(62) 99999-1234;${CIDADE};GO`,
      expect.stringContaining(`Otávio Lins ${TOKEN};${formatarCpf(otavio.cpf)};Advogado(a);`),
    ]);
    expect(res.body).not.toContain('Mariana');

    const e = await ultimaAuditoria('contatos_exportados');
    expect(e?.detalhes).toEqual({
      filtros: { busca: null, tipo: null, cidade: `sao tome ${TOKEN}`, uf: null, situacao: null },
      finalidade: 'emailPagamentos',
      pessoas: 3,
      deFora: 1,
    });
    const texto = JSON.stringify(e);
    for (const dado of [carla.email, joao.email, '62999991234', '99999-1234', joao.cpf]) expect(texto).not.toContain(dado);
  });

  it('keeps the one who opted out of payments for another kind, and applies the default to whoever never chose', async () => {
    const requerimentos = (await csv('finalidade=emailStatusRequerimento')).body;
    expect(requerimentos).toContain(`Mariana Souza ${TOKEN}`);
    expect(requerimentos.trimEnd().split('\r\n')).toHaveLength(5);
    // Institutional news is off unless chosen: only Carla turned it on.
    const noticias = (await csv('finalidade=noticiasInstitucionais')).body;
    expect(noticias.trimEnd().split('\r\n').slice(1)).toEqual([expect.stringContaining(`Carla Dias ${TOKEN}`)]);
  });

  it('refuses an export without a kind of message, or an unknown one, and writes nothing', async () => {
    const [antes] = await t.db.select({ n: count() }).from(auditoria).where(eq(auditoria.usuarioId, staff.usuarioId));
    for (const query of ['', 'finalidade=spam']) {
      const res = await chamar(t, staff, 'GET', `${LISTA}/csv?cidade=x&${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Escolha para que tipo de mensagem é a lista.');
    }
    const [depois] = await t.db.select({ n: count() }).from(auditoria).where(eq(auditoria.usuarioId, staff.usuarioId));
    expect(depois?.n).toBe(antes?.n);
  });
});

describe('GET /wsapp/area-restrita/contatos/exportacao (issue 33, item 12)', () => {
  async function previa(query: string) {
    const res = await chamar(t, staff, 'GET', `${LISTA}/exportacao?cidade=${CIDADE_BUSCA}&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const linhasDoCsv = async (query: string) => {
    const res = await chamar(t, staff, 'GET', `${LISTA}/csv?cidade=${CIDADE_BUSCA}&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.body.slice(1).trimEnd().split('\r\n').length - 1;
  };

  it('counts, with the export’s own filter, who goes in the file and who stays out; the counts match the CSV', async () => {
    expect(await previa('finalidade=emailPagamentos')).toEqual({ total: 4, exportados: 3, deFora: 1 });
    expect(await previa('finalidade=noticiasInstitucionais')).toEqual({ total: 4, exportados: 1, deFora: 3 });
    expect(await previa('finalidade=emailStatusRequerimento')).toEqual({ total: 4, exportados: 4, deFora: 0 });
    expect(await linhasDoCsv('finalidade=emailPagamentos')).toBe(3);
    expect(await linhasDoCsv('finalidade=noticiasInstitucionais')).toBe(1);
    expect(await previa('finalidade=emailPagamentos&tipo=advogado&uf=DF')).toEqual({ total: 1, exportados: 0, deFora: 1 });
  });

  it('an export that would leave everyone out is refused with the reason, not a header-only file, and audits nothing', async () => {
    const [antes] = await t.db.select({ n: count() }).from(auditoria).where(eq(auditoria.usuarioId, staff.usuarioId));
    // Mariana (the only one in DF) opted out of payment e-mails.
    const res = await chamar(t, staff, 'GET', `${LISTA}/csv?cidade=${CIDADE_BUSCA}&uf=DF&finalidade=emailPagamentos`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ codigo: 'EXPORTACAO_VAZIA', mensagem: '1 contato na lista, que não aceita mensagens de pagamentos e vencimentos: não há o que exportar.' });
    const [depois] = await t.db.select({ n: count() }).from(auditoria).where(eq(auditoria.usuarioId, staff.usuarioId));
    expect(depois?.n).toBe(antes?.n);
  });

  it('refuses a count without a kind of message with the export’s message', async () => {
    const res = await chamar(t, staff, 'GET', `${LISTA}/exportacao?cidade=x`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Escolha para que tipo de mensagem é a lista.');
  });
});

describe('access', () => {
  it('refuses members, collaborators and staff without the contacts permission on every route', async () => {
    const rotas = [`${LISTA}?cidade=x`, `${LISTA}/csv?finalidade=emailPagamentos`, `${LISTA}/exportacao?finalidade=emailPagamentos`, `${LISTA}/${joao.pessoaId}`];
    for (const url of rotas) {
      expect((await chamar(t, null, 'GET', url)).statusCode, url).toBe(401);
      for (const quem of [advogado, colaborador, staffSemContatos]) {
        const res = await chamar(t, quem, 'GET', url);
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toMatchObject({ mensagem: 'Você não tem permissão para acessar este recurso.' });
      }
    }
  });
});
