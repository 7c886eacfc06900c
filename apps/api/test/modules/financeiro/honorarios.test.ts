import { formatarDataBr } from '@portal/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, honorariosItens, honorariosVersoes } from '../../../src/db/schema/index.js';
import { gravarVersaoHonorarios, versaoVigente } from '../../../src/modules/financeiro/honorarios.repository.js';
import { semearTabelaHonorarios } from '../../../src/seed/tabela-honorarios.js';
import { criarAppDeTeste, type AppDeTeste, type DatabaseDeTeste } from '../../helpers/app.js';
import { bancoIsolado } from '../../helpers/banco-isolado.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { chamar, hoje, multipart, somarDiasIso, tokenDe } from '../../helpers/requerimentos.js';

/** Which version is in force depends on every version in the database: this file has its own. */
let banco: DatabaseDeTeste;
let t: AppDeTeste;
let financeiro: PessoaCriada;
let semFinanceiro: PessoaCriada;
let advogado: PessoaCriada;

beforeAll(async () => {
  banco = await bancoIsolado();
  t = await criarAppDeTeste({}, { banco });
  [financeiro, semFinanceiro, advogado] = await Promise.all([
    criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoFinanceiro'] }),
    criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoRequerimentos', 'CLI_PermissaoOuvidoria'] }),
    criarPessoa(t.db, { advogado: true }),
  ]);
});
afterAll(async () => {
  await t?.close();
  await banco?.close();
});

const TABELA = '/wsapp/financeiro/tabela-honorarios';
const VERSOES = '/wsapp/area-restrita/tabela-honorarios/versoes';
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

interface Envio {
  arquivo?: Buffer | string | null;
  nome?: string;
  vigencia?: string | null;
  quem?: PessoaCriada;
  /** The file before the date field (browsers keep the form's order; both must work). */
  arquivoPrimeiro?: boolean;
}

async function importar(e: Envio) {
  const partes = [];
  if (e.vigencia !== null) partes.push({ campo: 'vigenciaInicio', conteudo: e.vigencia ?? hoje() });
  if (e.arquivo !== null) partes.push({ campo: 'arquivo', arquivo: e.nome ?? 'tabela.csv', tipo: 'text/csv', conteudo: e.arquivo ?? '' });
  const corpo = multipart(e.arquivoPrimeiro ? partes.reverse() : partes);
  return t.app.inject({
    method: 'POST',
    url: VERSOES,
    payload: corpo.payload,
    headers: { authorization: `Bearer ${await tokenDe(t, e.quem ?? financeiro)}`, ...corpo.headers },
  });
}

async function contagens() {
  const [v] = await t.db.select({ n: count() }).from(honorariosVersoes);
  const [i] = await t.db.select({ n: count() }).from(honorariosItens);
  return { versoes: v?.n ?? 0, itens: i?.n ?? 0 };
}

async function tabela(query = '', quem: PessoaCriada = advogado) {
  const res = await chamar(t, quem, 'GET', `${TABELA}${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    versao: { id: string; vigenciaInicio: string; situacao: string; totalItens: number; arquivoNome: string } | null;
    areas: string[];
    itens: Array<{
      id: string;
      area: string;
      codigo: string;
      ato: string;
      valorCentavos: number | null;
      percentualBp: number | null;
      observacao: string | null;
    }>;
    total: number;
    pagina: number;
    porPagina: number;
  };
}

/** 55 Cível acts plus a few of other areas: a second page, accents, values and percentages. */
function csvCompleto(): Buffer {
  const linhas = [
    'Área;Código;Ato;Valor;Percentual;Observação',
    'Família e Sucessões;2.1;Ação de alimentos;R$ 3.500,00;;',
    'Família e Sucessões;2.6;Inventário judicial;;8%;"Sobre o valor dos bens; mínimo de R$ 6.000,00"',
    'Trabalhista;3.1;Reclamação trabalhista;;12,5%;',
    'Criminal;4.3;Defesa no Tribunal do Júri;25.000,00;;',
    ...Array.from({ length: 55 }, (_, i) => `Advocacia Cível;1.${i + 1};Ato cível número ${i + 1};${1000 + i},00;;`),
  ];
  return Buffer.concat([BOM, Buffer.from(linhas.join('\r\n'), 'utf8')]);
}

describe('GET /wsapp/financeiro/tabela-honorarios before any version', () => {
  it('answers an empty table (versao null) to any signed-in member', async () => {
    expect(await tabela()).toEqual({ versao: null, areas: [], itens: [], total: 0, pagina: 1, porPagina: 50 });
  });
});

describe('POST /wsapp/area-restrita/tabela-honorarios/versoes (import)', () => {
  it('refuses every bad file or date with a clear message and stores nothing', async () => {
    const antes = await contagens();
    const bom = `area;codigo;ato;valor;percentual;observacao\nCível;1;Ato;1,00;;\n`;
    const ontem = somarDiasIso(hoje(), -1);

    const casos: Array<{ envio: Envio; status: number; mensagem: string | RegExp; erros?: unknown }> = [
      { envio: { arquivo: bom, vigencia: ontem }, status: 400, mensagem: 'A vigência deve começar hoje ou depois.' },
      { envio: { arquivo: bom, vigencia: null }, status: 400, mensagem: 'Informe a data de início da vigência.' },
      { envio: { arquivo: bom, vigencia: '2031-02-30' }, status: 400, mensagem: 'Informe a data de início da vigência no formato AAAA-MM-DD.' },
      { envio: { arquivo: bom, vigencia: '3000-01-01' }, status: 400, mensagem: 'A data deve estar entre 01/01/1900 e 31/12/2099.' },
      { envio: { arquivo: bom, vigencia: '2100-01-01' }, status: 400, mensagem: 'A data deve estar entre 01/01/1900 e 31/12/2099.' },
      { envio: { arquivo: null }, status: 400, mensagem: 'Escolha o arquivo CSV da tabela (campo "arquivo").' },
      { envio: { arquivo: bom, nome: 'tabela.xlsx' }, status: 422, mensagem: /^Envie um arquivo \.csv/ },
      { envio: { arquivo: '' }, status: 422, mensagem: 'O arquivo está vazio.' },
      { envio: { arquivo: Buffer.from(bom.replace('Ato', 'Ação'), 'latin1') }, status: 400, mensagem: /não está em UTF-8/, erros: [] },
      {
        envio: { arquivo: 'area;codigo;ato;valor;observacao\nCível;1;Ato;1,00;\n' },
        status: 400,
        mensagem: /^Falta a coluna "percentual" no cabeçalho\./,
        erros: [{ linha: 1, mensagem: 'Falta a coluna "percentual" no cabeçalho.' }],
      },
      {
        envio: { arquivo: `${bom}Cível;2;Outro;1,00;5%;\nCível;3;;abc;;\n` },
        status: 400,
        mensagem: 'O arquivo tem 3 erros; nada foi importado. Corrija e envie de novo.',
        erros: [
          { linha: 3, mensagem: 'Preencha o valor ou o percentual, não os dois.' },
          { linha: 4, mensagem: 'Preencha o ato.' },
          { linha: 4, mensagem: 'Valor "abc" inválido: use o formato 1.234,56.' },
        ],
      },
      { envio: { arquivo: Buffer.alloc(1024 * 1024 + 10, 'a') }, status: 413, mensagem: 'O arquivo passa do limite de 1 MB.' },
    ];
    for (const c of casos) {
      const res = await importar(c.envio);
      expect(res.statusCode, `${JSON.stringify(c.envio.vigencia)} ${res.body}`).toBe(c.status);
      const corpo = res.json();
      if (typeof c.mensagem === 'string') expect(corpo.mensagem).toBe(c.mensagem);
      else expect(corpo.mensagem).toMatch(c.mensagem);
      if (c.erros) expect(corpo.erros).toEqual(c.erros);
    }

    const json = await chamar(t, financeiro, 'POST', VERSOES, { vigenciaInicio: hoje() });
    expect(json.statusCode).toBe(415);
    expect(json.json().mensagem).toBe('Envie o arquivo como formulário (multipart/form-data), no campo "arquivo".');

    expect(await contagens()).toEqual(antes);
    const [auditado] = await t.db.select({ n: count() }).from(auditoria).where(eq(auditoria.acao, 'honorarios_importados'));
    expect(auditado?.n).toBe(0);
  });

  it('imports a UTF-8 file with BOM in force from today: values, percentages, search text and order stored; audited', async () => {
    const res = await importar({ arquivo: csvCompleto(), nome: 'Tabela 2026.csv' });
    expect(res.statusCode, res.body).toBe(201);
    const versao = res.json();
    expect(versao).toMatchObject({ vigenciaInicio: hoje(), arquivoNome: 'Tabela 2026.csv', totalItens: 59, situacao: 'vigente' });

    const itens = await t.db.select().from(honorariosItens).where(eq(honorariosItens.versaoId, versao.id)).orderBy(honorariosItens.ordem);
    expect(itens).toHaveLength(59);
    expect(itens[0]).toMatchObject({
      area: 'Família e Sucessões',
      codigo: '2.1',
      ato: 'Ação de alimentos',
      valorCentavos: 350_000,
      percentualBp: null,
      ordem: 1,
    });
    expect(itens[0]?.busca).toBe('familia e sucessoes 2.1 acao de alimentos');
    expect(itens[1]).toMatchObject({ percentualBp: 800, valorCentavos: null, observacao: 'Sobre o valor dos bens; mínimo de R$ 6.000,00' });
    expect(itens[2]?.percentualBp).toBe(1250);

    const [evento] = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'honorarios_importados'), eq(auditoria.usuarioId, financeiro.usuarioId)));
    expect(evento?.detalhes).toEqual({ versaoId: versao.id, vigenciaInicio: hoje(), totalItens: 59, arquivoNome: 'Tabela 2026.csv' });
  });

  it('refuses a second version for the same day with 409, naming the date', async () => {
    const antes = await contagens();
    const res = await importar({ arquivo: csvCompleto() });
    expect(res.statusCode).toBe(409);
    expect(res.json().mensagem).toBe(`Já existe uma versão com vigência em ${formatarDataBr(hoje())}.`);
    expect(await contagens()).toEqual(antes);
  });

  it("accepts ',' as separator for a future version, listed as futura", async () => {
    const daqui = somarDiasIso(hoje(), 30);
    const csv = 'area,codigo,ato,valor,percentual,observacao\nCível,9.1,Ação futura,"1.234,56",,\n';
    const res = await importar({ arquivo: csv, vigencia: daqui, arquivoPrimeiro: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ vigenciaInicio: daqui, totalItens: 1, situacao: 'futura' });
  });
});

describe('GET /wsapp/financeiro/tabela-honorarios (search)', () => {
  it('shows the version in force with its areas in the table order, 50 per page', async () => {
    const p1 = await tabela();
    expect(p1.versao).toMatchObject({ vigenciaInicio: hoje(), situacao: 'vigente', totalItens: 59 });
    expect(p1.areas).toEqual(['Família e Sucessões', 'Trabalhista', 'Criminal', 'Advocacia Cível']);
    expect(p1.total).toBe(59);
    expect(p1.itens).toHaveLength(50);
    expect(p1.itens[0]).toMatchObject({
      area: 'Família e Sucessões',
      codigo: '2.1',
      ato: 'Ação de alimentos',
      valorCentavos: 350_000,
      percentualBp: null,
    });
    const p2 = await tabela('pagina=2');
    expect(p2.itens.map((i) => i.codigo)).toEqual(Array.from({ length: 9 }, (_, i) => `1.${i + 47}`));
    // The future version's act is not in force yet.
    expect((await tabela('busca=futura')).total).toBe(0);
  });

  it('pages shorter on request (porPagina, up to 50): phones ask for 10', async () => {
    const p1 = await tabela('porPagina=10');
    expect(p1.itens).toHaveLength(10);
    expect(p1).toMatchObject({ total: 59, pagina: 1, porPagina: 10 });
    const p6 = await tabela('porPagina=10&pagina=6');
    expect(p6.itens.map((i) => i.codigo)).toEqual(Array.from({ length: 9 }, (_, i) => `1.${i + 47}`));
    expect((await tabela()).porPagina).toBe(50);
    for (const q of ['porPagina=0', 'porPagina=51', 'porPagina=dez']) {
      expect((await chamar(t, advogado, 'GET', `${TABELA}?${q}`)).statusCode, q).toBe(400);
    }
  });

  it('finds by every word, without accents or case, in area, code and act', async () => {
    const porAto = await tabela(`busca=${encodeURIComponent('ACAO alimentos')}`);
    expect(porAto.itens.map((i) => i.codigo)).toEqual(['2.1']);
    expect((await tabela(`busca=${encodeURIComponent('inventário família')}`)).itens.map((i) => i.codigo)).toEqual(['2.6']);
    expect((await tabela(`busca=${encodeURIComponent('júri')}`)).itens.map((i) => i.codigo)).toEqual(['4.3']);
    expect((await tabela('busca=1.55')).itens.map((i) => i.codigo)).toEqual(['1.55']);
    expect((await tabela(`busca=${encodeURIComponent('alimentos trabalhista')}`)).total).toBe(0);
    // LIKE wildcards are plain characters.
    expect((await tabela(`busca=${encodeURIComponent('%')}`)).total).toBe(0);
    expect((await tabela(`busca=${encodeURIComponent('_')}`)).total).toBe(0);
  });

  it('filters by area (exact) and combines it with the search', async () => {
    const trabalhista = await tabela(`area=${encodeURIComponent('Trabalhista')}`);
    expect(trabalhista.itens.map((i) => i.codigo)).toEqual(['3.1']);
    expect(trabalhista.areas).toHaveLength(4);
    expect((await tabela(`area=${encodeURIComponent('Advocacia Cível')}&busca=55`)).itens.map((i) => i.codigo)).toEqual(['1.55']);
    expect((await tabela('area=Trab')).total).toBe(0);
  });

  it('refuses control characters and over-long searches with 400', async () => {
    for (const q of ['busca=a%00b', `busca=${'x'.repeat(101)}`, 'area=%00', 'pagina=0', 'outro=1']) {
      const res = await chamar(t, advogado, 'GET', `${TABELA}?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('versions in force by date', () => {
  it('the latest start on or before the day is in force; staff see vigente, futura and anterior', async () => {
    const atual = await versaoVigente(t.db, hoje());
    const antiga = await t.db.transaction((tx) =>
      gravarVersaoHonorarios(tx, {
        vigenciaInicio: somarDiasIso(hoje(), -400),
        arquivoNome: 'antiga.csv',
        importadaPor: null,
        itens: [{ linha: 2, area: 'Cível', codigo: '0.1', ato: 'Ato antigo', valorCentavos: 100, percentualBp: null, observacao: null }],
      }),
    );
    expect((await versaoVigente(t.db, hoje()))?.id).toBe(atual?.id);
    expect((await versaoVigente(t.db, somarDiasIso(hoje(), -1)))?.id).toBe(antiga.id);
    expect((await versaoVigente(t.db, somarDiasIso(hoje(), 30)))?.vigenciaInicio).toBe(somarDiasIso(hoje(), 30));
    expect(await versaoVigente(t.db, somarDiasIso(hoje(), -401))).toBeNull();

    const res = await chamar(t, financeiro, 'GET', VERSOES);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().itens.map((v: { vigenciaInicio: string; situacao: string }) => [v.vigenciaInicio, v.situacao])).toEqual([
      [somarDiasIso(hoje(), 30), 'futura'],
      [hoje(), 'vigente'],
      [somarDiasIso(hoje(), -400), 'anterior'],
    ]);
  });
});

describe('access', () => {
  it('staff without the finance permission and members get 403 on the staff routes; anyone signed in reads the table', async () => {
    for (const quem of [semFinanceiro, advogado]) {
      expect((await chamar(t, quem, 'GET', VERSOES)).statusCode).toBe(403);
      expect((await importar({ arquivo: 'x', quem, vigencia: somarDiasIso(hoje(), 5) })).statusCode).toBe(403);
    }
    expect((await chamar(t, semFinanceiro, 'GET', TABELA)).statusCode).toBe(200);
    expect((await chamar(t, null, 'GET', TABELA)).statusCode).toBe(401);
  });
});

describe('semearTabelaHonorarios (demo)', () => {
  it('imports the demo table in force since 1 January through the CSV parser, once', async () => {
    const vazio = await bancoIsolado();
    try {
      const dia = '2026-11-21';
      await vazio.db.transaction((tx) => semearTabelaHonorarios(tx, dia));
      await vazio.db.transaction((tx) => semearTabelaHonorarios(tx, dia));
      const versoes = await vazio.db.select().from(honorariosVersoes);
      expect(versoes).toHaveLength(1);
      expect(versoes[0]).toMatchObject({ vigenciaInicio: '2026-01-01', arquivoNome: 'tabela-honorarios-2026.csv', importadaPor: null });
      const itens = await vazio.db.select().from(honorariosItens);
      expect(itens.length).toBe(versoes[0]?.totalItens);
      expect(itens.length).toBeGreaterThanOrEqual(40);
      expect(itens.find((i) => i.ato === 'Ação de alimentos')).toMatchObject({
        valorCentavos: 350_000,
        busca: 'familia e sucessoes 2.1 acao de alimentos',
      });
    } finally {
      await vazio.close();
    }
  });
});
