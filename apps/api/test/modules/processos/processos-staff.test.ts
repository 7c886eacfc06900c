import { hojeSaoPaulo, somarDias, somarDiasUteis, type ProcessoStaff, type ProcessosStaff } from '@portal/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../../src/db/client.js';
import {
  auditoria,
  processoAdvogados,
  processoDocumentos,
  processoMovimentos,
  processoPartes,
  processoPrazos,
  processos,
} from '../../../src/db/schema/index.js';
import { criarAppDeTeste, type AppDeTeste, type DatabaseDeTeste } from '../../helpers/app.js';
import { pdf } from '../../helpers/arquivos.js';
import { criarPessoa, formatar, type PessoaCriada } from '../../helpers/fabrica.js';
import { chamar, enviarArquivo, exeRenomeado } from '../../helpers/requerimentos.js';

/**
 * Staff side of the administrative processes (issue 13 item 1, staff view of item 4). The counter race is
 * meaningful on PostgreSQL (DATABASE_URL: a pool, real row locks); on the embedded PGlite it checks the outcome.
 */
let t: AppDeTeste;
let banco: DatabaseDeTeste | undefined;
let staff: PessoaCriada;
const HOJE = hojeSaoPaulo();
const BASE = '/wsapp/area-restrita/processos';

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  const conexao = url ? connectDatabase(url, 30) : null;
  banco = conexao ? { db: conexao.db, close: () => conexao.close() } : undefined;
  t = await criarAppDeTeste({}, { banco });
  staff = await criarPessoa(t.db, { nome: 'Ana Processos', permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoProcessos'] });
});
afterAll(async () => {
  await t?.close();
  await banco?.close();
});

const novo = (o: Record<string, unknown> = {}) => ({
  classe: 'recurso',
  assunto: 'Representação por captação de clientela',
  orgao: 'camara-1',
  fase: 'Instrução',
  sigiloso: false,
  autuadoEm: HOJE,
  ...o,
});

async function criar(o: Record<string, unknown> = {}): Promise<ProcessoStaff> {
  const r = await chamar(t, staff, 'POST', BASE, novo(o));
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as ProcessoStaff;
}

/** Rows of one process, to show a refused action changed nothing. */
async function linhas(processoId: string) {
  const n = async (tabela: typeof processoPartes | typeof processoAdvogados | typeof processoMovimentos | typeof processoDocumentos | typeof processoPrazos) =>
    (await t.db.select({ n: count() }).from(tabela).where(eq(tabela.processoId, processoId)))[0]!.n;
  const [p] = await t.db.select().from(processos).where(eq(processos.id, processoId));
  return {
    partes: await n(processoPartes),
    advogados: await n(processoAdvogados),
    movimentos: await n(processoMovimentos),
    documentos: await n(processoDocumentos),
    prazos: await n(processoPrazos),
    processo: { fase: p!.fase, situacao: p!.situacao, sigiloso: p!.sigiloso, orgao: p!.orgao, relator: p!.relatorPessoaId },
  };
}

async function auditoriasDe(acao: string, processoId: string) {
  const [r] = await t.db
    .select({ n: count() })
    .from(auditoria)
    .where(and(eq(auditoria.acao, acao), sql`${auditoria.detalhes}->>'processoId' = ${processoId}`));
  return r!.n;
}

describe('acesso', () => {
  it('members, collaborators and staff without CLI_PermissaoProcessos get 403 on every staff route, and nothing is created', async () => {
    const p = await criar();
    const antes = await linhas(p.id);
    const advogado = await criarPessoa(t.db, { advogado: true });
    const colaborador = await criarPessoa(t.db);
    const outroStaff = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoVacinas'] });
    for (const quem of [advogado, colaborador, outroStaff]) {
      expect((await chamar(t, quem, 'GET', BASE)).statusCode).toBe(403);
      expect((await chamar(t, quem, 'GET', `${BASE}/${p.id}`)).statusCode).toBe(403);
      expect((await chamar(t, quem, 'POST', BASE, novo())).statusCode).toBe(403);
      expect((await chamar(t, quem, 'POST', `${BASE}/${p.id}/movimentos`, { tipo: 'despacho', texto: 'Texto', publico: true })).statusCode).toBe(403);
      expect((await chamar(t, quem, 'POST', `${BASE}/${p.id}/partes`, { papel: 'interessado', nome: 'Fulano de Tal' })).statusCode).toBe(403);
    }
    expect((await chamar(t, null, 'GET', BASE)).statusCode).toBe(401);
    expect(await linhas(p.id)).toEqual(antes);
  });

  it('an unknown process is 404 with the missing body', async () => {
    const r = await chamar(t, staff, 'GET', `${BASE}/00000000-0000-4000-8000-000000000000`);
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ codigo: 'NAO_ENCONTRADO', mensagem: 'Processo não encontrado.' });
    expect((await chamar(t, staff, 'GET', `${BASE}/nao-e-uuid`)).statusCode).toBe(404);
  });
});

describe('registro e edição', () => {
  it('an ético-disciplinar process is confidential until the final decision: refused public at registration and while not transitado', async () => {
    const antes = (await t.db.select({ n: count() }).from(processos))[0]!.n;
    const publico = await chamar(t, staff, 'POST', BASE, novo({ classe: 'etico-disciplinar', sigiloso: false }));
    expect(publico.statusCode).toBe(400);
    expect(JSON.stringify(publico.json())).toContain('Processo ético-disciplinar é sigiloso até a decisão final');
    expect((await t.db.select({ n: count() }).from(processos))[0]!.n).toBe(antes);

    const p = await criar({ classe: 'etico-disciplinar', sigiloso: true });
    const edicao = { fase: 'Julgamento', situacao: 'em-andamento', sigiloso: false, orgao: 'camara-1', relatorCpf: null };
    const aberto = await chamar(t, staff, 'PUT', `${BASE}/${p.id}`, edicao);
    expect(aberto.statusCode).toBe(400);
    expect(aberto.json()).toMatchObject({ campos: { sigiloso: expect.stringContaining('Transitado em julgado') } });
    expect((await chamar(t, staff, 'GET', `${BASE}/${p.id}`)).json()).toMatchObject({ sigiloso: true, fase: 'Instrução' });

    // After the final decision it may be made public.
    const final = await chamar(t, staff, 'PUT', `${BASE}/${p.id}`, { ...edicao, situacao: 'transitado' });
    expect(final.statusCode, final.body).toBe(200);
    expect(final.json()).toMatchObject({ sigiloso: false, situacao: 'transitado' });
  });

  it('registers a process numbered AAAA.NNNNNN, with the rapporteur by CPF and an autuação movement, and edits it', async () => {
    const relator = await criarPessoa(t.db, { nome: 'Conselheiro Relator' });
    const p = await criar({ relatorCpf: formatar(relator.cpf), sigiloso: true });
    expect(p.numero).toMatch(new RegExp(`^${HOJE.slice(0, 4)}\\.\\d{6}$`));
    expect(p).toMatchObject({ classe: 'recurso', orgao: 'camara-1', sigiloso: true, situacao: 'em-andamento', relator: { pessoaId: relator.pessoaId } });
    expect(p.movimentos).toEqual([expect.objectContaining({ tipo: 'autuacao', publico: true, autorNome: 'Ana Processos' })]);
    expect(await auditoriasDe('processos.registrado', p.id)).toBe(1);

    const e = await chamar(t, staff, 'PUT', `${BASE}/${p.id}`, { fase: 'Julgamento', situacao: 'suspenso', sigiloso: false, orgao: 'conselho-pleno', relatorCpf: null });
    expect(e.statusCode, e.body).toBe(200);
    expect(e.json()).toMatchObject({ fase: 'Julgamento', situacao: 'suspenso', sigiloso: false, orgao: 'conselho-pleno', relator: null });
    expect(await auditoriasDe('processos.alterado', p.id)).toBe(1);
  });

  it('refuses bad input in Portuguese and changes nothing', async () => {
    const [antes] = await t.db.select({ n: count() }).from(processos);
    const ruins: [Record<string, unknown>, number, RegExp][] = [
      [novo({ classe: 'civel' }), 400, /classe/i],
      [novo({ assunto: '' }), 400, /assunto/i],
      [novo({ autuadoEm: '2026-02-30' }), 400, /data válida/],
      [novo({ autuadoEm: somarDias(HOJE, 5) }), 400, /futura/],
      [novo({ relatorCpf: '111.111.111-11' }), 400, /CPF do relator inválido/],
      [novo({ relatorCpf: '529.982.247-25x' }), 400, /CPF/],
      [novo({ extra: 1 }), 400, /./],
    ];
    for (const [corpo, status, mensagem] of ruins) {
      const r = await chamar(t, staff, 'POST', BASE, corpo);
      expect(r.statusCode, JSON.stringify(corpo)).toBe(status);
      expect(JSON.stringify(r.json())).toMatch(mensagem);
    }
    // A valid CPF nobody of the portal has.
    const r = await chamar(t, staff, 'POST', BASE, novo({ relatorCpf: '935.411.347-80' }));
    if (r.statusCode !== 201) expect(r.json().mensagem).toMatch(/Nenhuma pessoa do portal/);
    else await t.db.delete(processos).where(eq(processos.id, (r.json() as ProcessoStaff).id));
    const [depois] = await t.db.select({ n: count() }).from(processos);
    expect(depois!.n).toBe(antes!.n);

    const p = await criar();
    const l = await linhas(p.id);
    const e = await chamar(t, staff, 'PUT', `${BASE}/${p.id}`, { fase: 'X', situacao: 'encerrado', sigiloso: true, orgao: 'camara-1' });
    expect(e.statusCode).toBe(400);
    expect(await linhas(p.id)).toEqual(l);
  });

  it('20 registrations at once get 20 distinct consecutive numbers', async () => {
    const rs = await Promise.all(Array.from({ length: 20 }, () => chamar(t, staff, 'POST', BASE, novo({ assunto: 'Concorrência de numeração' }))));
    expect(rs.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numeros = rs.map((r) => Number((r.json() as ProcessoStaff).numero.slice(5))).sort((a, b) => a - b);
    expect(new Set(numeros).size).toBe(20);
    expect(numeros.at(-1)! - numeros[0]!).toBe(19);
  });
});

describe('partes e advogados', () => {
  it('adds a portal person by CPF or inscrição and an outside person by name; adds and removes a lawyer; removes a party', async () => {
    const p = await criar();
    const maria = await criarPessoa(t.db, { nome: 'Maria Ávila Teste', advogado: true });
    const advogado = await criarPessoa(t.db, { advogado: true });
    const porCpf = await chamar(t, staff, 'POST', `${BASE}/${p.id}/partes`, { papel: 'representante', identificador: formatar(maria.cpf) });
    expect(porCpf.statusCode, porCpf.body).toBe(201);
    const porInscricao = await chamar(t, staff, 'POST', `${BASE}/${p.id}/partes`, { papel: 'interessado', identificador: `${advogado.inscricao!.numero}/GO` });
    expect(porInscricao.statusCode, porInscricao.body).toBe(201);
    const fora = await chamar(t, staff, 'POST', `${BASE}/${p.id}/partes`, { papel: 'representado', nome: 'José Fora do Portal', cpf: '' });
    expect(fora.statusCode, fora.body).toBe(201);
    const partes = (fora.json() as ProcessoStaff).partes;
    expect(partes.map((x) => [x.papel, x.nome, x.pessoaId])).toEqual([
      ['representante', 'Maria Ávila Teste', maria.pessoaId],
      ['interessado', advogado.nome, advogado.pessoaId],
      ['representado', 'José Fora do Portal', null],
    ]);
    const [busca] = await t.db.select({ nomeBusca: processoPartes.nomeBusca }).from(processoPartes).where(eq(processoPartes.id, partes[0]!.id));
    expect(busca!.nomeBusca).toBe('maria avila teste');

    const representado = partes[2]!;
    const adv = await chamar(t, staff, 'POST', `${BASE}/${p.id}/partes/${representado.id}/advogados`, { identificador: advogado.cpf });
    expect(adv.statusCode, adv.body).toBe(201);
    const advId = (adv.json() as ProcessoStaff).partes[2]!.advogados[0]!.id;
    expect((adv.json() as ProcessoStaff).partes[2]!.advogados[0]).toMatchObject({ pessoaId: advogado.pessoaId, inscricao: `${advogado.inscricao!.numero}/GO` });

    const l = await linhas(p.id);
    const repetido = await chamar(t, staff, 'POST', `${BASE}/${p.id}/partes/${representado.id}/advogados`, { identificador: advogado.cpf });
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json().mensagem).toMatch(/já representa/);
    expect(await linhas(p.id)).toEqual(l);

    const rem = await chamar(t, staff, 'DELETE', `${BASE}/${p.id}/partes/${representado.id}/advogados/${advId}`);
    expect(rem.statusCode).toBe(200);
    expect((rem.json() as ProcessoStaff).partes[2]!.advogados).toEqual([]);
    const remParte = await chamar(t, staff, 'DELETE', `${BASE}/${p.id}/partes/${representado.id}`);
    expect((remParte.json() as ProcessoStaff).partes).toHaveLength(2);
    expect(await auditoriasDe('processos.parte_incluida', p.id)).toBe(3);
    expect(await auditoriasDe('processos.advogado_removido', p.id)).toBe(1);
  });

  it('refuses unknown people, a lawyer without inscrição, a party of another process, in Portuguese, with nothing changed', async () => {
    const p = await criar();
    const outro = await criar();
    const semInscricao = await criarPessoa(t.db);
    const r0 = await chamar(t, staff, 'POST', `${BASE}/${outro.id}/partes`, { papel: 'interessado', nome: 'Parte do Outro' });
    const parteDoOutro = (r0.json() as ProcessoStaff).partes[0]!.id;
    const r1 = await chamar(t, staff, 'POST', `${BASE}/${p.id}/partes`, { papel: 'interessado', nome: 'Parte Daqui' });
    const parte = (r1.json() as ProcessoStaff).partes[0]!.id;
    const antes = await linhas(p.id);
    const casos: [string, string, unknown, number, RegExp][] = [
      ['POST', `${BASE}/${p.id}/partes`, { papel: 'interessado', identificador: '9999999/GO' }, 400, /Nenhuma pessoa do portal/],
      ['POST', `${BASE}/${p.id}/partes`, { papel: 'interessado', identificador: '123' }, 400, /Nenhuma pessoa do portal/],
      ['POST', `${BASE}/${p.id}/partes`, { papel: 'juiz', nome: 'Fulano' }, 400, /papel/],
      ['POST', `${BASE}/${p.id}/partes`, { papel: 'interessado' }, 400, /CPF ou a inscrição/],
      ['POST', `${BASE}/${p.id}/partes`, { papel: 'interessado', nome: 'Fulano', cpf: '123' }, 400, /CPF inválido/],
      ['POST', `${BASE}/${p.id}/partes/${parte}/advogados`, { identificador: '000.000.001-91' }, 400, /Nenhuma advogada ou advogado/],
      ['POST', `${BASE}/${p.id}/partes/${parte}/advogados`, { identificador: semInscricao.cpf }, 400, /não tem inscrição/],
      ['POST', `${BASE}/${p.id}/partes/${parteDoOutro}/advogados`, { identificador: staff.cpf }, 400, /não tem inscrição/],
      ['DELETE', `${BASE}/${p.id}/partes/${parteDoOutro}`, undefined, 404, /Parte não encontrada/],
    ];
    for (const [metodo, url, corpo, status, mensagem] of casos) {
      const r = await chamar(t, staff, metodo as 'POST', url, corpo);
      expect(r.statusCode, `${url} ${JSON.stringify(corpo)}`).toBe(status);
      expect(JSON.stringify(r.json())).toMatch(mensagem);
    }
    const advogado = await criarPessoa(t.db, { advogado: true });
    const cruzado = await chamar(t, staff, 'POST', `${BASE}/${p.id}/partes/${parteDoOutro}/advogados`, { identificador: advogado.cpf });
    expect(cruzado.statusCode).toBe(404);
    expect(await linhas(p.id)).toEqual(antes);
  });
});

describe('movimentos, documentos e prazos', () => {
  it('adds public and non-public movements; refuses a bad one with nothing changed', async () => {
    const p = await criar();
    const r = await chamar(t, staff, 'POST', `${BASE}/${p.id}/movimentos`, { tipo: 'despacho', texto: 'Intime-se o representado.', publico: true });
    expect(r.statusCode, r.body).toBe(201);
    const r2 = await chamar(t, staff, 'POST', `${BASE}/${p.id}/movimentos`, { tipo: 'certidao', texto: 'Nota interna da secretaria.', publico: false });
    const movs = (r2.json() as ProcessoStaff).movimentos;
    expect(movs.map((m) => [m.tipo, m.publico])).toEqual(expect.arrayContaining([['despacho', true], ['certidao', false], ['autuacao', true]]));
    const antes = await linhas(p.id);
    for (const corpo of [{ tipo: 'julgamento', texto: 'x'.repeat(10), publico: true }, { tipo: 'despacho', texto: '', publico: true }, { tipo: 'despacho', texto: 'Texto ok', publico: 'sim' }]) {
      const ruim = await chamar(t, staff, 'POST', `${BASE}/${p.id}/movimentos`, corpo);
      expect(ruim.statusCode).toBe(400);
      expect(ruim.json().mensagem).toBeTruthy();
    }
    expect(await linhas(p.id)).toEqual(antes);
  });

  it('attaches a PDF (public or not) through the streaming upload and downloads it; refuses an executable and a non-PDF with nothing stored', async () => {
    const p = await criar();
    const conteudo = pdf(5000);
    const r = await enviarArquivo(t, staff, `${BASE}/${p.id}/documentos?publico=false`, conteudo, 'parecer interno.pdf');
    expect(r.statusCode, r.body).toBe(201);
    const doc = (r.json() as ProcessoStaff).documentos[0]!;
    expect(doc).toMatchObject({ nome: 'parecer interno.pdf', formato: 'pdf', tamanho: 5000, publico: false, juntadoPorNome: 'Ana Processos' });
    expect((r.json() as ProcessoStaff).movimentos[0]).toMatchObject({ tipo: 'documento', publico: false });
    const baixado = await chamar(t, staff, 'GET', `${BASE}/${p.id}/documentos/${doc.id}`);
    expect(baixado.statusCode).toBe(200);
    expect(baixado.headers['content-type']).toBe('application/pdf');
    expect(baixado.rawPayload.equals(conteudo)).toBe(true);

    const antes = await linhas(p.id);
    const exe = await enviarArquivo(t, staff, `${BASE}/${p.id}/documentos`, exeRenomeado(), 'peca.pdf');
    expect(exe.statusCode).toBe(422);
    expect(exe.json().codigo).toBe('FORMATO_NAO_ACEITO');
    expect(exe.json().mensagem).toMatch(/PDF/);
    const grande = await enviarArquivo(t, staff, `${BASE}/${p.id}/documentos`, pdf(t.config.uploads.maxBytes + 10));
    expect(grande.statusCode).toBe(413);
    const semArquivo = await chamar(t, staff, 'POST', `${BASE}/${p.id}/documentos`, { a: 1 });
    expect(semArquivo.statusCode).toBe(415);
    expect(await linhas(p.id)).toEqual(antes);
    const outroDoc = await chamar(t, staff, 'GET', `${BASE}/${p.id}/documentos/00000000-0000-4000-8000-000000000000`);
    expect(outroDoc.statusCode).toBe(404);
  });

  it('opens deadlines in business or calendar days, for one party or not, marks them complied once; refuses bad ones with nothing changed', async () => {
    const p = await criar();
    const r0 = await chamar(t, staff, 'POST', `${BASE}/${p.id}/partes`, { papel: 'representado', nome: 'Representado Teste' });
    const parteId = (r0.json() as ProcessoStaff).partes[0]!.id;
    const inicio = '2026-04-17'; // a Friday before Tiradentes (21/04)
    const uteis = await chamar(t, staff, 'POST', `${BASE}/${p.id}/prazos`, { descricao: 'Defesa prévia', inicio, dias: 15, diasUteis: true, parteId });
    expect(uteis.statusCode, uteis.body).toBe(201);
    const corridos = await chamar(t, staff, 'POST', `${BASE}/${p.id}/prazos`, { descricao: 'Manifestação', inicio, dias: 10, diasUteis: false });
    const prazos = (corridos.json() as ProcessoStaff).prazos;
    const defesa = prazos.find((z) => z.descricao === 'Defesa prévia')!;
    expect(defesa).toMatchObject({ fim: somarDiasUteis(inicio, 15), parteId, parteNome: 'Representado Teste', cumpridoEm: null });
    expect(prazos.find((z) => z.descricao === 'Manifestação')!.fim).toBe('2026-04-27');

    const c = await chamar(t, staff, 'POST', `${BASE}/${p.id}/prazos/${defesa.id}/cumprir`);
    expect(c.statusCode).toBe(200);
    expect((c.json() as ProcessoStaff).prazos.find((z) => z.id === defesa.id)!.cumpridoEm).not.toBeNull();
    const deNovo = await chamar(t, staff, 'POST', `${BASE}/${p.id}/prazos/${defesa.id}/cumprir`);
    expect(deNovo.statusCode).toBe(409);
    expect(deNovo.json().mensagem).toMatch(/já foi marcado/);

    const outro = await criar();
    const antes = await linhas(p.id);
    for (const corpo of [
      { descricao: 'Prazo', inicio, dias: 0, diasUteis: true },
      { descricao: 'Prazo', inicio: '2026-13-01', dias: 5, diasUteis: true },
      { descricao: '', inicio, dias: 5, diasUteis: true },
      { descricao: 'Prazo', inicio, dias: 5, diasUteis: true, parteId: outro.id },
    ]) {
      const ruim = await chamar(t, staff, 'POST', `${BASE}/${p.id}/prazos`, corpo);
      expect(ruim.statusCode, JSON.stringify(corpo)).toBe(400);
    }
    expect(await linhas(p.id)).toEqual(antes);
  });
});

describe('lista e visão da equipe', () => {
  it('lists with filters (number, party name without accents, class, órgão, situação, sigilo), paginated', async () => {
    const marca = `Zuleica${Date.now().toString(36)}`;
    const a = await criar({ classe: 'beneficio', orgao: 'camara-3', sigiloso: true });
    await chamar(t, staff, 'POST', `${BASE}/${a.id}/partes`, { papel: 'interessado', nome: `Ângela ${marca} Teste` });
    const b = await criar({ classe: 'recurso', orgao: 'camara-3' });
    await chamar(t, staff, 'POST', `${BASE}/${b.id}/partes`, { papel: 'interessado', nome: `Bruno ${marca}` });
    const ids = async (q: string) => {
      const r = await chamar(t, staff, 'GET', `${BASE}?${q}`);
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as ProcessosStaff).itens.map((i) => i.id);
    };
    expect(await ids(`parte=${marca.toLowerCase()}`)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await ids(`parte=angela%20${marca}`)).toEqual([a.id]);
    expect(await ids(`parte=${marca}&sigiloso=false`)).toEqual([b.id]);
    expect(await ids(`parte=${marca}&classe=beneficio`)).toEqual([a.id]);
    expect(await ids(`parte=${marca}&orgao=camara-1`)).toEqual([]);
    expect(await ids(`parte=${marca}&situacao=em-andamento`)).toHaveLength(2);
    expect(await ids(`numero=${a.numero}`)).toEqual([a.id]);
    const lista = (await chamar(t, staff, 'GET', `${BASE}?parte=${marca}`)).json() as ProcessosStaff;
    expect(lista).toMatchObject({ total: 2, pagina: 1, porPagina: 20 });
    expect(lista.itens.find((i) => i.id === a.id)!.partes).toEqual([{ papel: 'interessado', nome: `Ângela ${marca} Teste` }]);
    expect((await chamar(t, staff, 'GET', `${BASE}?pagina=0`)).statusCode).toBe(400);
    expect((await chamar(t, staff, 'GET', `${BASE}?classe=xyz`)).statusCode).toBe(400);
  });

  it('every read of a confidential process (detail or document) writes an audit row; a public one does not', async () => {
    const sigiloso = await criar({ sigiloso: true });
    const publico = await criar({ sigiloso: false });
    const up = await enviarArquivo(t, staff, `${BASE}/${sigiloso.id}/documentos`, pdf(3000));
    const docId = (up.json() as ProcessoStaff).documentos[0]!.id;
    expect(await auditoriasDe('processos.leitura_sigiloso', sigiloso.id)).toBe(0);
    expect((await chamar(t, staff, 'GET', `${BASE}/${sigiloso.id}`)).statusCode).toBe(200);
    expect((await chamar(t, staff, 'GET', `${BASE}/${sigiloso.id}`)).statusCode).toBe(200);
    expect(await auditoriasDe('processos.leitura_sigiloso', sigiloso.id)).toBe(2);
    expect((await chamar(t, staff, 'GET', `${BASE}/${sigiloso.id}/documentos/${docId}`)).statusCode).toBe(200);
    expect(await auditoriasDe('processos.documento_sigiloso_lido', sigiloso.id)).toBe(1);
    const [linha] = await t.db
      .select({ usuarioId: auditoria.usuarioId })
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'processos.leitura_sigiloso'), sql`${auditoria.detalhes}->>'processoId' = ${sigiloso.id}`))
      .limit(1);
    expect(linha!.usuarioId).toBe(staff.usuarioId);
    expect((await chamar(t, staff, 'GET', `${BASE}/${publico.id}`)).statusCode).toBe(200);
    expect(await auditoriasDe('processos.leitura_sigiloso', publico.id)).toBe(0);
  });
});
