import { formatarCpf, formatarDataBr, type Inadimplencia } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, inscricoes, pessoas, titulos } from '../../../src/db/schema/index.js';
import { padraoNome } from '../../../src/modules/financeiro/inadimplencia.repository.js';
import { criarAppDeTeste, type AppDeTeste, type DatabaseDeTeste } from '../../helpers/app.js';
import { bancoIsolado } from '../../helpers/banco-isolado.js';
import { criarPessoa, gerarCpf, type PessoaCriada } from '../../helpers/fabrica.js';
import { chamar, criarTitulo, hoje, somarDiasIso } from '../../helpers/requerimentos.js';

/** The list covers every person in the database: this file has its own, with a known set of debts. */
let banco: DatabaseDeTeste;
let t: AppDeTeste;
let financeiro: PessoaCriada;
let semFinanceiro: PessoaCriada;
let advogado: PessoaCriada;
/** The fixture's defaulters, by name. */
const p: Record<'alvaro' | 'bruna' | 'carlos' | 'daniela' | 'eduardo', PessoaCriada> = {} as never;

const H = hoje();
const dia = (n: number) => somarDiasIso(H, n);
const ano = (n: number) => Number(dia(n).slice(0, 4));

beforeAll(async () => {
  banco = await bancoIsolado();
  t = await criarAppDeTeste({}, { banco });
  [financeiro, semFinanceiro, advogado] = await Promise.all([
    criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoFinanceiro'] }),
    criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoRequerimentos', 'CLI_PermissaoOuvidoria'] }),
    criarPessoa(t.db, { advogado: true }),
  ]);
  p.alvaro = await criarPessoa(t.db, { nome: 'Álvaro Nunes' });
  p.bruna = await criarPessoa(t.db, { nome: 'Bruna Costa', advogado: true });
  p.carlos = await criarPessoa(t.db, { nome: 'Carlos Dias' });
  p.daniela = await criarPessoa(t.db, { nome: 'Daniela Éboli' });
  p.eduardo = await criarPessoa(t.db, { nome: 'Eduardo Farias' });

  // Álvaro: a cancelled principal inscrição and an active supplementary one (the active one is shown).
  await t.db.insert(inscricoes).values([
    { pessoaId: p.alvaro.pessoaId, numero: '7654321', uf: 'GO', tipo: 'principal', situacao: 'cancelado', dataInscricao: '2001-01-01' },
    { pessoaId: p.alvaro.pessoaId, numero: '7654322', uf: 'DF', tipo: 'suplementar', situacao: 'suspenso', dataInscricao: '2005-01-01' },
  ]);
  await criarTitulo(t.db, { pessoaId: p.alvaro.pessoaId, vencimento: dia(-400), valorCentavos: 100_000 });
  await criarTitulo(t.db, { pessoaId: p.alvaro.pessoaId, vencimento: dia(-20), valorCentavos: 50_000 });
  // Bruna: a fine 10 days late.
  await criarTitulo(t.db, { pessoaId: p.bruna.pessoaId, vencimento: dia(-10), valorCentavos: 30_000, origem: 'multa' });
  // Carlos: one late agreement installment; the rest does not count (not yet due, not a debt, paid, renegotiated, cancelled).
  await criarTitulo(t.db, { pessoaId: p.carlos.pessoaId, vencimento: dia(-60), valorCentavos: 20_000, origem: 'parcela_acordo' });
  await criarTitulo(t.db, { pessoaId: p.carlos.pessoaId, vencimento: dia(30), valorCentavos: 99_000, origem: 'parcela_acordo' });
  await criarTitulo(t.db, { pessoaId: p.carlos.pessoaId, vencimento: dia(-100), valorCentavos: 99_000, origem: 'taxa_requerimento' });
  await criarTitulo(t.db, { pessoaId: p.carlos.pessoaId, vencimento: dia(-200), valorCentavos: 99_000, status: 'pago' });
  const renegociado = await criarTitulo(t.db, { pessoaId: p.carlos.pessoaId, vencimento: dia(-800), valorCentavos: 99_000 });
  const cancelado = await criarTitulo(t.db, { pessoaId: p.carlos.pessoaId, vencimento: dia(-900), valorCentavos: 99_000, origem: 'multa' });
  await t.db.update(titulos).set({ status: 'renegociado' }).where(eq(titulos.id, renegociado.id));
  await t.db.update(titulos).set({ status: 'cancelado' }).where(eq(titulos.id, cancelado.id));
  // Daniela: an anuidade 200 days late. Due today is not late yet.
  await criarTitulo(t.db, { pessoaId: p.daniela.pessoaId, vencimento: dia(-200), valorCentavos: 70_000 });
  await criarTitulo(t.db, { pessoaId: p.daniela.pessoaId, vencimento: H, valorCentavos: 99_000, origem: 'multa' });
  // Eduardo: only an unpaid vaccine, which is not a debt to the section.
  await criarTitulo(t.db, { pessoaId: p.eduardo.pessoaId, vencimento: dia(-50), valorCentavos: 99_000, origem: 'vacina' });
});
afterAll(async () => {
  await t?.close();
  await banco?.close();
});

const LISTA = '/wsapp/area-restrita/inadimplencia';

async function lista(query = ''): Promise<Inadimplencia> {
  const res = await chamar(t, financeiro, 'GET', `${LISTA}${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const nomes = (r: Inadimplencia) => r.itens.map((i) => i.nome);

describe('GET /wsapp/area-restrita/inadimplencia', () => {
  it('lists people with open debts past due, largest total first, with what they owe and the whole set’s totals', async () => {
    const r = await lista();
    expect(nomes(r)).toEqual(['Álvaro Nunes', 'Daniela Éboli', 'Bruna Costa', 'Carlos Dias']);
    expect(r.totais).toEqual({ pessoas: 4, titulos: 5, totalCentavos: 270_000 });
    expect(r).toMatchObject({ pagina: 1, porPagina: 50 });
    expect(r.itens[0]).toEqual({
      pessoaId: p.alvaro.pessoaId,
      nome: 'Álvaro Nunes',
      cpf: formatarCpf(p.alvaro.cpf),
      inscricao: '7654322/DF',
      titulos: 2,
      totalCentavos: 150_000,
      maiorAtrasoDias: 400,
      vencimentoMaisAntigo: dia(-400),
    });
    expect(r.itens[2]).toMatchObject({ nome: 'Bruna Costa', inscricao: `${p.bruna.inscricao?.numero}/GO`, titulos: 1, maiorAtrasoDias: 10 });
    expect(r.itens[3]).toMatchObject({ nome: 'Carlos Dias', inscricao: null, titulos: 1, totalCentavos: 20_000, maiorAtrasoDias: 60 });
  });

  it('orders by days late (oldest first) or by name (accents ignored)', async () => {
    expect(nomes(await lista('ordem=atraso'))).toEqual(['Álvaro Nunes', 'Daniela Éboli', 'Carlos Dias', 'Bruna Costa']);
    expect(nomes(await lista('ordem=nome'))).toEqual(['Álvaro Nunes', 'Bruna Costa', 'Carlos Dias', 'Daniela Éboli']);
  });

  it('filters by the bracket of the oldest overdue título', async () => {
    expect(nomes(await lista('atraso=ate_30'))).toEqual(['Bruna Costa']);
    expect(nomes(await lista('atraso=31_90'))).toEqual(['Carlos Dias']);
    expect(nomes(await lista('atraso=91_365'))).toEqual(['Daniela Éboli']);
    const acima = await lista('atraso=acima_365');
    expect(nomes(acima)).toEqual(['Álvaro Nunes']);
    expect(acima.totais).toEqual({ pessoas: 1, titulos: 2, totalCentavos: 150_000 });
  });

  it('filters by exercício (only that year’s títulos count) and by minimum total', async () => {
    // Who has títulos of each year depends on today's date: the expectation is computed from the fixture.
    const fixture: Array<[string, number, number]> = [
      ['Álvaro Nunes', -400, 100_000],
      ['Álvaro Nunes', -20, 50_000],
      ['Bruna Costa', -10, 30_000],
      ['Daniela Éboli', -200, 70_000],
    ];
    const exercicio = await lista(`exercicio=${ano(-400)}`);
    const doAno = fixture.filter(([, d]) => ano(d) === ano(-400));
    const porPessoa = new Map<string, number>();
    for (const [nome, , valor] of doAno) porPessoa.set(nome, (porPessoa.get(nome) ?? 0) + valor);
    expect(nomes(exercicio)).toEqual([...porPessoa.entries()].sort((a, b) => b[1] - a[1]).map(([nome]) => nome));
    expect(exercicio.totais).toEqual({ pessoas: porPessoa.size, titulos: doAno.length, totalCentavos: doAno.reduce((s, [, , v]) => s + v, 0) });
    expect(exercicio.itens[0]).toMatchObject({ nome: 'Álvaro Nunes', totalCentavos: porPessoa.get('Álvaro Nunes'), maiorAtrasoDias: 400 });
    expect((await lista('exercicio=2001')).totais).toEqual({ pessoas: 0, titulos: 0, totalCentavos: 0 });

    const minimo = await lista('valorMinimoCentavos=70000');
    expect(nomes(minimo)).toEqual(['Álvaro Nunes', 'Daniela Éboli']);
    expect(minimo.totais).toEqual({ pessoas: 2, titulos: 3, totalCentavos: 220_000 });
    expect(nomes(await lista('valorMinimoCentavos=70000&atraso=91_365'))).toEqual(['Daniela Éboli']);
  });

  it('searches by name (every word, no accents), by CPF (with or without punctuation) and by inscrição', async () => {
    expect(nomes(await lista('busca=alvaro'))).toEqual(['Álvaro Nunes']);
    expect(nomes(await lista(`busca=${encodeURIComponent('NUNES álv')}`))).toEqual(['Álvaro Nunes']);
    expect(nomes(await lista(`busca=${encodeURIComponent('daniela eboli')}`))).toEqual(['Daniela Éboli']);
    expect(nomes(await lista(`busca=${encodeURIComponent(formatarCpf(p.bruna.cpf))}`))).toEqual(['Bruna Costa']);
    expect(nomes(await lista(`busca=${p.carlos.cpf}`))).toEqual(['Carlos Dias']);
    expect(nomes(await lista(`busca=${encodeURIComponent('7654322/DF')}`))).toEqual(['Álvaro Nunes']);
    expect(nomes(await lista('busca=7654321'))).toEqual(['Álvaro Nunes']);
    expect(nomes(await lista(`busca=${p.bruna.inscricao?.numero}`))).toContain('Bruna Costa');
    // Not a defaulter (only a vaccine), and wildcards are plain characters.
    expect((await lista('busca=Eduardo')).totais.pessoas).toBe(0);
    expect((await lista(`busca=${encodeURIComponent('%')}`)).totais.pessoas).toBe(0);
    expect((await lista('busca=_')).totais.pessoas).toBe(0);
    // Regular-expression characters are plain characters too ('.' is not "any letter").
    for (const termo of ['(', '[', '\\', 'c.rlos', 'Carlos.*']) {
      expect((await lista(`busca=${encodeURIComponent(termo)}`)).totais.pessoas, termo).toBe(0);
    }
  });

  it('refuses NUL, unknown values and absurd numbers with 400 (never 500)', async () => {
    const ruins = [
      'busca=a%00b',
      `busca=${'x'.repeat(101)}`,
      'atraso=uma_semana',
      'ordem=cpf',
      'exercicio=abc',
      'exercicio=1999',
      'exercicio=99999999999999999999',
      'valorMinimoCentavos=-1',
      'valorMinimoCentavos=1e20',
      'valorMinimoCentavos=12.5',
      'pagina=0',
      'pagina=100001',
      'pagina=abc',
      'busca=a&busca=b',
      'outro=1',
    ];
    for (const q of ruins) {
      const res = await chamar(t, financeiro, 'GET', `${LISTA}?${q}`);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(400);
      expect(res.json().mensagem).toEqual(expect.any(String));
      const csv = await chamar(t, financeiro, 'GET', `${LISTA}/csv?${q}`);
      expect(csv.statusCode, `csv ${q}`).toBe(400);
    }
  });

  it('is for finance staff only', async () => {
    for (const quem of [semFinanceiro, advogado]) {
      expect((await chamar(t, quem, 'GET', LISTA)).statusCode).toBe(403);
      expect((await chamar(t, quem, 'GET', `${LISTA}/csv`)).statusCode).toBe(403);
    }
    expect((await chamar(t, null, 'GET', LISTA)).statusCode).toBe(401);
  });
});

describe('GET /wsapp/area-restrita/inadimplencia/csv', () => {
  it('exports the whole filtered set in order as a spreadsheet-ready CSV, and audits the filters', async () => {
    const res = await chamar(t, financeiro, 'GET', `${LISTA}/csv?ordem=nome&valorMinimoCentavos=25000`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="inadimplencia-${H}.csv"; filename*=UTF-8''inadimplencia-${H}.csv`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const linhas = res.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(linhas).toEqual([
      'Nome;CPF;Inscrição;Títulos vencidos;Principal em aberto (R$);Maior atraso (dias);Vencimento mais antigo',
      `Álvaro Nunes;${formatarCpf(p.alvaro.cpf)};7654322/DF;2;1500,00;400;${formatarDataBr(dia(-400))}`,
      `Bruna Costa;${formatarCpf(p.bruna.cpf)};${p.bruna.inscricao?.numero}/GO;1;300,00;10;${formatarDataBr(dia(-10))}`,
      `Daniela Éboli;${formatarCpf(p.daniela.cpf)};;1;700,00;200;${formatarDataBr(dia(-200))}`,
      '',
    ]);

    const [evento] = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'inadimplencia_exportada'), eq(auditoria.usuarioId, financeiro.usuarioId)));
    expect(evento?.detalhes).toEqual({
      filtros: { busca: null, atraso: null, exercicio: null, valorMinimoCentavos: 25_000, ordem: 'nome' },
      pessoas: 3,
    });

    // The search is audited by kind only (it may be a CPF).
    await chamar(t, financeiro, 'GET', `${LISTA}/csv?busca=${p.bruna.cpf}`);
    const eventos = await t.db.select().from(auditoria).where(eq(auditoria.acao, 'inadimplencia_exportada'));
    expect(eventos.map((e) => (e.detalhes as { filtros: { busca: string | null } }).filtros.busca).sort()).toEqual(['cpf', null]);
    expect(JSON.stringify(eventos)).not.toContain(p.bruna.cpf);
  });

  it('quotes cells with ; or quotes and defuses cells a spreadsheet would run as formulas', async () => {
    const perigoso = await criarPessoa(t.db, { nome: '=HYPERLINK("http://x";"y")' });
    await criarTitulo(t.db, { pessoaId: perigoso.pessoaId, vencimento: dia(-5), valorCentavos: 12_345, origem: 'multa' });
    try {
      const res = await chamar(t, financeiro, 'GET', `${LISTA}/csv?busca=hyperlink`);
      const linhas = res.rawPayload.subarray(3).toString('utf8').split('\r\n');
      expect(linhas[1]).toBe(`"'=HYPERLINK(""http://x"";""y"")";${formatarCpf(perigoso.cpf)};;1;123,45;5;${formatarDataBr(dia(-5))}`);
    } finally {
      await t.db.delete(titulos).where(eq(titulos.pessoaId, perigoso.pessoaId));
    }
  });
});

describe('pagination', () => {
  it('50 per page in a stable order; a page past the end still has the totals', async () => {
    // 55 more defaulters with small debts (after the fixture by value), made in bulk.
    const extras = Array.from({ length: 55 }, (_, i) => ({
      cpf: gerarCpf(),
      nome: `Pessoa Paginada ${String(i).padStart(2, '0')}`,
      email: `pag-${i}-${Date.now()}@teste.local`,
    }));
    const criadas = await t.db.insert(pessoas).values(extras).returning({ id: pessoas.id, nome: pessoas.nome });
    await t.db.execute(sql`
      insert into titulos (pessoa_id, origem, descricao, exercicio, vencimento, valor_centavos)
      select x.id::uuid, 'anuidade', 'Anuidade', ${ano(-40)}, ${dia(-40)}::date, 1000 + x.n
        from unnest(${`{${criadas.map((c) => c.id).join(',')}}`}::text[]) with ordinality as x(id, n)`);

    const p1 = await lista();
    const p2 = await lista('pagina=2');
    const p3 = await lista('pagina=3');
    expect(p1.itens).toHaveLength(50);
    expect(p2.itens).toHaveLength(9);
    expect(p3.itens).toEqual([]);
    const totais = { pessoas: 59, titulos: 60, totalCentavos: 270_000 + 55 * 1000 + (55 * 56) / 2 };
    for (const pg of [p1, p2, p3]) expect(pg.totais).toEqual(totais);
    const todos = [...p1.itens, ...p2.itens].map((i) => i.pessoaId);
    expect(new Set(todos).size).toBe(59);
    expect(p1.itens.slice(0, 4).map((i) => i.nome)).toEqual(['Álvaro Nunes', 'Daniela Éboli', 'Bruna Costa', 'Carlos Dias']);
    // Largest first: the extra made last owes the most of them.
    expect(p1.itens[4]?.nome).toBe('Pessoa Paginada 54');
    expect(p2.itens.at(-1)?.nome).toBe('Pessoa Paginada 00');

    const nomesOrdenados = [...p1.itens, ...p2.itens].map((i) => i.nome);
    const porNome = [...(await lista('ordem=nome')).itens, ...(await lista('ordem=nome&pagina=2')).itens].map((i) => i.nome);
    expect(porNome).toEqual([
      'Álvaro Nunes',
      'Bruna Costa',
      'Carlos Dias',
      'Daniela Éboli',
      ...Array.from({ length: 55 }, (_, i) => `Pessoa Paginada ${String(i).padStart(2, '0')}`),
    ]);

    // The CSV has everyone, in the same order as the pages.
    const csv = await chamar(t, financeiro, 'GET', `${LISTA}/csv`);
    const linhas = csv.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(linhas).toHaveLength(60);
    expect(linhas.slice(1).map((l) => l.split(';')[0])).toEqual(nomesOrdenados);
  });
});

describe('padraoNome', () => {
  it('matches the accented spellings of each letter and takes regex characters literally', () => {
    const casa = (palavra: string, nome: string) => new RegExp(padraoNome(palavra), 'i').test(nome);
    expect(casa('joao', 'JOÃO DA SILVA')).toBe(true);
    expect(casa('concei', 'Maria da Conceição')).toBe(true);
    expect(casa('eboli', 'Daniela Éboli')).toBe(true);
    expect(casa('joao', 'Joana')).toBe(false);
    expect(casa('a.b', 'aXb')).toBe(false);
    expect(casa('a.b', 'a.b')).toBe(true);
    expect(padraoNome('(x)')).toBe('\\(x\\)');
  });
});
