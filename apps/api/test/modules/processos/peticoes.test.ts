import fs from 'node:fs';
import path from 'node:path';
import { randomInt, randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { hojeSaoPaulo, somarDias, type FilaPeticoes, type Peticao, type Peticionamento, type ProcessoDetalhe } from '@portal/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../../src/db/client.js';
import { processoAdvogados, processoDocumentos, processoMovimentos, processoPartes, processoPeticoes, processoPrazos, processos } from '../../../src/db/schema/index.js';
import { intempestiva } from '../../../src/modules/processos/protocolar-peticao.js';
import { criarAppDeTeste, type AppDeTeste, type DatabaseDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { exeRenomeado, multipart, pdf, tokenDe, type ParteMultipart } from '../../helpers/requerimentos.js';

/**
 * Electronic petitions (issue 13): who may file, whole or nothing (rows and stored files), PDFs only and size
 * limits, unique protocols under concurrency, late marking, the receipt, the staff queue.
 */
let t: AppDeTeste;
let banco: DatabaseDeTeste | undefined;
let parte: PessoaCriada;
let advogado: PessoaCriada;
let outroAdvogado: PessoaCriada;
let colaborador: PessoaCriada;
let staff: PessoaCriada;
let staffSemPermissao: PessoaCriada;
const HOJE = hojeSaoPaulo();
const tokens = new Map<string, string>();

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  const conexao = url ? connectDatabase(url, 25) : null;
  banco = conexao ? { db: conexao.db, close: () => conexao.close() } : undefined;
  t = await criarAppDeTeste({}, { banco });
  [parte, advogado, outroAdvogado, colaborador, staff, staffSemPermissao] = await Promise.all([
    criarPessoa(t.db, { advogado: true, nome: 'Parte Peticionante' }),
    criarPessoa(t.db, { advogado: true, nome: 'Advogada da Parte' }),
    criarPessoa(t.db, { advogado: true }),
    criarPessoa(t.db, {}),
    criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoProcessos'] }),
    criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita'] }),
  ]);
});
afterAll(async () => {
  await t?.close();
  await banco?.close();
});

async function token(p: PessoaCriada) {
  if (!tokens.has(p.usuarioId)) tokens.set(p.usuarioId, await tokenDe(t, p));
  return tokens.get(p.usuarioId)!;
}

/** A process with `parte` as representado, `advogado` as their lawyer, and a deadline of that party. */
async function criarProcesso(o: { sigiloso?: boolean; fimPrazo?: string } = {}) {
  const [p] = await t.db
    .insert(processos)
    .values({
      numero: `${randomInt(3000, 9999)}.${String(randomInt(0, 999_999)).padStart(6, '0')}`,
      classe: 'etico-disciplinar',
      assunto: 'Processo de teste de petições',
      orgao: 'camara-1',
      fase: 'Instrução',
      sigiloso: o.sigiloso ?? false,
      autuadoEm: somarDias(HOJE, -30),
    })
    .returning({ id: processos.id });
  const [pt] = await t.db
    .insert(processoPartes)
    .values({ processoId: p!.id, papel: 'representado', pessoaId: parte.pessoaId, nome: parte.nome, nomeBusca: parte.nome.toLowerCase() })
    .returning({ id: processoPartes.id });
  const [outra] = await t.db
    .insert(processoPartes)
    .values({ processoId: p!.id, papel: 'representante', nome: 'Outra Parte', nomeBusca: 'outra parte' })
    .returning({ id: processoPartes.id });
  await t.db.insert(processoAdvogados).values({ processoId: p!.id, parteId: pt!.id, pessoaId: advogado.pessoaId });
  const fim = o.fimPrazo ?? somarDias(HOJE, 10);
  const [prazo] = await t.db
    .insert(processoPrazos)
    .values({ processoId: p!.id, parteId: pt!.id, descricao: 'Defesa prévia', inicio: somarDias(fim, -15), dias: 15, fim })
    .returning({ id: processoPrazos.id });
  const [prazoOutra] = await t.db
    .insert(processoPrazos)
    .values({ processoId: p!.id, parteId: outra!.id, descricao: 'Réplica', inicio: HOJE, dias: 15, fim: somarDias(HOJE, 20) })
    .returning({ id: processoPrazos.id });
  return { id: p!.id, prazoId: prazo!.id, prazoOutraId: prazoOutra!.id };
}

async function peticionar(quem: PessoaCriada, processoId: string, partes: ParteMultipart[]) {
  const corpo = multipart(partes);
  return t.app.inject({
    method: 'POST',
    url: `/wsapp/processos/${processoId}/peticoes`,
    payload: corpo.payload,
    headers: { authorization: `Bearer ${await token(quem)}`, ...corpo.headers },
  });
}

const campos = (o: { tipo?: string; texto?: string; prazoId?: string } = {}): ParteMultipart[] => [
  { campo: 'tipo', conteudo: o.tipo ?? 'Manifestação' },
  { campo: 'texto', conteudo: o.texto ?? 'Requer a juntada dos documentos anexos.' },
  ...(o.prazoId !== undefined ? [{ campo: 'prazoId', conteudo: o.prazoId }] : []),
];
const arquivo = (conteudo: Buffer, nome = 'peca.pdf'): ParteMultipart => ({ campo: 'arquivos', arquivo: nome, tipo: 'application/pdf', conteudo });

async function get(quem: PessoaCriada, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await token(quem)}` } });
}

async function contagens(processoId: string) {
  const [[pet], [docs], [movs]] = await Promise.all([
    t.db.select({ n: count() }).from(processoPeticoes).where(eq(processoPeticoes.processoId, processoId)),
    t.db.select({ n: count() }).from(processoDocumentos).where(eq(processoDocumentos.processoId, processoId)),
    t.db.select({ n: count() }).from(processoMovimentos).where(eq(processoMovimentos.processoId, processoId)),
  ]);
  return { peticoes: pet!.n, documentos: docs!.n, movimentos: movs!.n, arquivos: arquivosGuardados(processoId) };
}

function arquivosGuardados(processoId: string): number {
  const dir = t.config.armazenamento.kind === 'local' ? path.join(t.config.armazenamento.dir, 'processos', processoId) : null;
  if (!dir || !fs.existsSync(dir)) return 0;
  const contar = (d: string): number => fs.readdirSync(d, { withFileTypes: true }).reduce((s, e) => s + (e.isDirectory() ? contar(path.join(d, e.name)) : 1), 0);
  return contar(dir);
}

/** The text a pdfkit PDF shows (hex strings of its TJ operators, inflated streams). */
function textoDoPdf(buf: Buffer): string {
  const latin = buf.toString('latin1');
  let saida = '';
  for (const m of latin.matchAll(/<<((?:(?!>>\s*stream)[^])*?)>>\s*stream\r?\n/g)) {
    const dic = m[1] ?? '';
    if (/\/Subtype \/Image/.test(dic)) continue;
    const tamanho = Number(/\/Length (\d+)/.exec(dic)?.[1]);
    const inicio = (m.index ?? 0) + m[0].length;
    const bruto = buf.subarray(inicio, inicio + tamanho);
    const conteudo = (dic.includes('/FlateDecode') ? inflateSync(bruto) : bruto).toString('latin1');
    for (const tj of conteudo.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ/g)) {
      saida += `${[...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join('')}\n`;
    }
  }
  return saida;
}

describe('who may file', () => {
  it('the party and the party’s lawyer file; the petition enters the timeline with its protocol', async () => {
    const p = await criarProcesso();
    const r1 = await peticionar(parte, p.id, [...campos({ prazoId: p.prazoId }), arquivo(pdf(3000))]);
    expect(r1.statusCode, r1.body).toBe(201);
    const pet = r1.json<Peticao>();
    expect(pet.protocolo).toMatch(/^PET-\d{4}\/\d{6}$/);
    expect(pet.intempestiva).toBe(false);
    expect(pet.prazo?.id).toBe(p.prazoId);
    expect(pet.documentos).toHaveLength(1);
    const r2 = await peticionar(advogado, p.id, campos({ tipo: 'Defesa prévia', texto: 'Defesa sem anexos.' }));
    expect(r2.statusCode, r2.body).toBe(201);
    const [mov] = await t.db.select().from(processoMovimentos).where(eq(processoMovimentos.peticaoId, pet.id));
    expect(mov?.texto).toBe(`Petição protocolada: Manifestação (protocolo ${pet.protocolo})`);
    expect(mov?.publico).toBe(true);
    const [linha] = await t.db.select().from(processoPeticoes).where(eq(processoPeticoes.id, r2.json<Peticao>().id));
    expect(linha?.autorQualidade).toBe('advogado');
    // Each sees their own petitions only.
    const lista = (await get(advogado, `/wsapp/processos/${p.id}/peticoes`)).json<Peticionamento>();
    expect(lista.peticoes.map((x) => x.tipo)).toEqual(['Defesa prévia']);
    expect(lista.prazos.map((x) => x.id)).toEqual([p.prazoId]);
    const onde = (await get(advogado, '/wsapp/peticoes/processos')).json<{ itens: { id: string }[] }>();
    expect(onde.itens.map((i) => i.id)).toContain(p.id);
    const outro = (await get(outroAdvogado, '/wsapp/peticoes/processos')).json<{ itens: { id: string }[] }>();
    expect(outro.itens.map((i) => i.id)).not.toContain(p.id);
  });

  it('who may see the process but is not a party gets 403 PETICIONAMENTO_SO_PARTES; a confidential one they may not see stays the 404 of a missing process', async () => {
    const soPartes = { mensagem: 'Só as partes deste processo e os advogados delas podem peticionar nele.', codigo: 'PETICIONAMENTO_SO_PARTES' };
    for (const sigiloso of [false, true]) {
      const p = await criarProcesso({ sigiloso });
      const antes = await contagens(p.id);
      const inexistente = await peticionar(parte, randomUUID(), [...campos(), arquivo(pdf())]);
      expect(inexistente.statusCode).toBe(404);
      // Staff with the processes permission see every process: telling them they are not a party leaks nothing.
      const veem = sigiloso ? [staff] : [outroAdvogado, colaborador, staff, staffSemPermissao];
      const naoVeem = sigiloso ? [outroAdvogado, colaborador, staffSemPermissao] : [];
      for (const quem of veem) {
        for (const r of [await peticionar(quem, p.id, [...campos(), arquivo(pdf())]), await get(quem, `/wsapp/processos/${p.id}/peticoes`)]) {
          expect(r.statusCode).toBe(403);
          expect(r.json()).toEqual(soPartes);
        }
      }
      for (const quem of naoVeem) {
        for (const r of [await peticionar(quem, p.id, [...campos(), arquivo(pdf())]), await get(quem, `/wsapp/processos/${p.id}/peticoes`)]) {
          expect(r.statusCode).toBe(404);
          expect(r.json()).toEqual(inexistente.json());
        }
      }
      expect(inexistente.json()).toEqual({ mensagem: 'Processo não encontrado.', codigo: 'NAO_ENCONTRADO' });
      expect(await contagens(p.id)).toEqual(antes);
    }
  });

  it('a deadline of another party is refused', async () => {
    const p = await criarProcesso();
    const r = await peticionar(parte, p.id, campos({ prazoId: p.prazoOutraId }));
    expect(r.statusCode).toBe(422);
    expect(r.json().codigo).toBe('PRAZO_INVALIDO');
    expect((await contagens(p.id)).peticoes).toBe(0);
  });
});

describe('whole or nothing', () => {
  it('a bad third file leaves zero rows and zero stored files', async () => {
    const p = await criarProcesso();
    const antes = await contagens(p.id);
    const r = await peticionar(parte, p.id, [...campos(), arquivo(pdf(3000), 'a.pdf'), arquivo(pdf(4000), 'b.pdf'), arquivo(exeRenomeado(), 'c.pdf')]);
    expect(r.statusCode).toBe(422);
    expect(r.json().codigo).toBe('FORMATO_NAO_ACEITO');
    expect(await contagens(p.id)).toEqual({ ...antes, arquivos: 0 });
  });

  it('executables, oversize files and an empty petition are refused with nothing stored', async () => {
    const p = await criarProcesso();
    const antes = await contagens(p.id);
    const exe = await peticionar(parte, p.id, [...campos(), arquivo(exeRenomeado(), 'setup.exe')]);
    expect(exe.statusCode).toBe(422);
    const grande = await peticionar(parte, p.id, [...campos(), arquivo(pdf(10 * 1024 * 1024 + 10))]);
    expect(grande.statusCode).toBe(413);
    expect(grande.json().codigo).toBe('ARQUIVO_GRANDE_DEMAIS');
    const vazia = await peticionar(parte, p.id, campos({ texto: '   ' }));
    expect(vazia.statusCode).toBe(422);
    expect(vazia.json().codigo).toBe('PETICAO_VAZIA');
    const tipo = await peticionar(parte, p.id, [...campos({ tipo: 'Mandado de segurança' }), arquivo(pdf())]);
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json().codigo).toBe('VALIDACAO');
    expect(await contagens(p.id)).toEqual({ ...antes, arquivos: 0 });
  });

  it('files over the petition’s total are refused with nothing stored', async () => {
    const p = await criarProcesso();
    const antes = await contagens(p.id);
    const quase = 10 * 1024 * 1024 - 100;
    const r = await peticionar(parte, p.id, [...campos(), arquivo(pdf(quase), 'a.pdf'), arquivo(pdf(quase), 'b.pdf'), arquivo(pdf(quase), 'c.pdf'), arquivo(pdf(5000), 'd.pdf')]);
    expect(r.statusCode).toBe(413);
    expect(r.json().codigo).toBe('LIMITE_BYTES_PETICAO');
    expect(await contagens(p.id)).toEqual({ ...antes, arquivos: 0 });
  });
});

describe('protocol, timeliness and receipt', () => {
  it('20 concurrent filings get 20 different protocols', async () => {
    const p = await criarProcesso();
    const rs = await Promise.all(Array.from({ length: 20 }, (_, i) => peticionar(i % 2 ? parte : advogado, p.id, [...campos({ texto: `Petição ${i}` }), arquivo(pdf(2000))])));
    expect(rs.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const protocolos = rs.map((r) => r.json<Peticao>().protocolo);
    expect(new Set(protocolos).size).toBe(20);
    const c = await contagens(p.id);
    expect([c.peticoes, c.documentos, c.arquivos]).toEqual([20, 20, 20]);
  });

  it('on time until 24:00 (São Paulo) of the last day, late after', () => {
    expect(intempestiva(new Date('2026-03-10T23:59:59.999-03:00'), '2026-03-10')).toBe(false);
    expect(intempestiva(new Date('2026-03-11T02:59:59.999Z'), '2026-03-10')).toBe(false);
    expect(intempestiva(new Date('2026-03-11T00:00:00.000-03:00'), '2026-03-10')).toBe(true);
    expect(intempestiva(new Date('2026-03-11T03:00:00.000Z'), '2026-03-10')).toBe(true);
    expect(intempestiva(new Date('2026-03-10T00:00:00.000-03:00'), '2026-03-10')).toBe(false);
    expect(intempestiva(new Date('2026-03-09T12:00:00.000-03:00'), '2026-03-10')).toBe(false);
  });

  it('a filing after the deadline is accepted and marked late', async () => {
    const p = await criarProcesso({ fimPrazo: somarDias(HOJE, -1) });
    const r = await peticionar(parte, p.id, campos({ prazoId: p.prazoId }));
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json<Peticao>().intempestiva).toBe(true);
    const hoje = await criarProcesso({ fimPrazo: HOJE });
    const r2 = await peticionar(parte, hoje.id, campos({ prazoId: hoje.prazoId }));
    expect(r2.json<Peticao>().intempestiva).toBe(false);
  });

  it('the receipt is a PDF with the protocol and each document’s SHA-256; only for its filer', async () => {
    const p = await criarProcesso();
    const r = await peticionar(parte, p.id, [...campos(), arquivo(pdf(3000), 'um.pdf'), arquivo(pdf(5000), 'dois.pdf')]);
    const pet = r.json<Peticao>();
    const recibo = await get(parte, `/wsapp/processos/${p.id}/peticoes/${pet.id}/recibo`);
    expect(recibo.statusCode).toBe(200);
    expect(recibo.headers['content-type']).toContain('application/pdf');
    expect(recibo.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const texto = textoDoPdf(recibo.rawPayload);
    expect(texto).toContain(pet.protocolo);
    expect(pet.documentos).toHaveLength(2);
    for (const d of pet.documentos) expect(texto).toContain(d.sha256);
    const docs = await t.db.select({ sha256: processoDocumentos.sha256 }).from(processoDocumentos).where(eq(processoDocumentos.peticaoId, pet.id));
    expect(docs.map((d) => d.sha256).sort()).toEqual(pet.documentos.map((d) => d.sha256).sort());
    expect((await get(advogado, `/wsapp/processos/${p.id}/peticoes/${pet.id}/recibo`)).statusCode).toBe(404);
    expect((await get(outroAdvogado, `/wsapp/processos/${p.id}/peticoes/${pet.id}/recibo`)).statusCode).toBe(403);
  });
});

describe('staff queue', () => {
  it('needs CLI_PermissaoProcessos; juntar and rejeitar decide once, each a movement', async () => {
    const p = await criarProcesso({ sigiloso: true });
    const a = (await peticionar(parte, p.id, [...campos(), arquivo(pdf())])).json<Peticao>();
    const b = (await peticionar(advogado, p.id, campos({ texto: 'Segunda.' }))).json<Peticao>();
    expect((await get(staffSemPermissao, '/wsapp/area-restrita/peticoes')).statusCode).toBe(403);
    expect((await get(parte, '/wsapp/area-restrita/peticoes')).statusCode).toBe(403);
    const fila = (await get(staff, '/wsapp/area-restrita/peticoes?situacao=recebida')).json<FilaPeticoes>();
    const nossas = fila.itens.filter((i) => i.processoId === p.id);
    expect(nossas.map((i) => i.id)).toEqual([a.id, b.id]);
    const tk = await token(staff);
    const decidir = (id: string, acao: string, payload?: object) =>
      t.app.inject({ method: 'POST', url: `/wsapp/area-restrita/peticoes/${id}/${acao}`, headers: { authorization: `Bearer ${tk}` }, ...(payload ? { payload } : {}) });
    const curto = await decidir(b.id, 'rejeitar', { motivo: 'abc' });
    expect(curto.statusCode).toBe(400);
    const [j1, j2] = await Promise.all([decidir(a.id, 'juntar'), decidir(a.id, 'juntar')]);
    expect([j1.statusCode, j2.statusCode].sort()).toEqual([200, 409]);
    expect((await decidir(a.id, 'rejeitar', { motivo: 'Petição em duplicidade.' })).statusCode).toBe(409);
    const rej = await decidir(b.id, 'rejeitar', { motivo: 'Petição em duplicidade.' });
    expect(rej.statusCode).toBe(200);
    expect(rej.json().situacao).toBe('rejeitada');
    expect((await decidir(randomUUID(), 'juntar')).statusCode).toBe(404);
    const movs = await t.db
      .select({ texto: processoMovimentos.texto })
      .from(processoMovimentos)
      .where(and(eq(processoMovimentos.processoId, p.id), inArray(processoMovimentos.peticaoId, [a.id, b.id])));
    expect(movs.map((m) => m.texto).sort()).toEqual(
      [
        `Petição protocolada: Manifestação (protocolo ${a.protocolo})`,
        `Petição protocolada: Manifestação (protocolo ${b.protocolo})`,
        `Petição ${a.protocolo} (Manifestação) juntada aos autos.`,
        `Petição ${b.protocolo} (Manifestação) não conhecida. Motivo: Petição em duplicidade.`,
      ].sort(),
    );
    const minhas = (await get(parte, `/wsapp/processos/${p.id}/peticoes`)).json<Peticionamento>();
    expect(minhas.peticoes[0]?.situacao).toBe('juntada');
  });
});

describe('a petition’s documents on the process page (issue 33, item 8)', () => {
  it('wait for the secretariat until filed, then say filed by the secretariat; a refused petition’s leave the parties’ list', async () => {
    const p = await criarProcesso();
    const aceita = (await peticionar(parte, p.id, [...campos(), arquivo(pdf(), 'aceita.pdf')])).json<Peticao>();
    const recusada = (await peticionar(advogado, p.id, [...campos({ texto: 'Outra.' }), arquivo(pdf(), 'recusada.pdf')])).json<Peticao>();
    const documentos = async (quem: PessoaCriada) => {
      const r = await get(quem, `/wsapp/processos/${p.id}`);
      expect(r.statusCode, r.body).toBe(200);
      return r.json<ProcessoDetalhe>().documentos ?? [];
    };

    // Sent, not yet decided: no "juntado" date nor filer; the petition, its date and its sender instead.
    const antes = await documentos(advogado);
    expect(antes.map((d) => d.nome).sort()).toEqual(['aceita.pdf', 'recusada.pdf']);
    const pendente = antes.find((d) => d.nome === 'aceita.pdf')!;
    expect(pendente).toMatchObject({
      juntadoEm: null,
      juntadoPorNome: null,
      peticao: { protocolo: aceita.protocolo, situacao: 'recebida', enviadaEm: aceita.recebidaEm, enviadaPorNome: parte.nome },
    });

    const tk = await token(staff);
    const decidir = (id: string, acao: string, payload?: object) =>
      t.app.inject({ method: 'POST', url: `/wsapp/area-restrita/peticoes/${id}/${acao}`, headers: { authorization: `Bearer ${tk}` }, ...(payload ? { payload } : {}) });
    expect((await decidir(aceita.id, 'juntar')).statusCode).toBe(200);
    expect((await decidir(recusada.id, 'rejeitar', { motivo: 'Petição em duplicidade.' })).statusCode).toBe(200);
    const [decisao] = await t.db.select({ em: processoPeticoes.analisadaEm }).from(processoPeticoes).where(eq(processoPeticoes.id, aceita.id));

    // Filed: on the day of the decision, by the secretariat (as the timeline says), not by the member who sent it.
    for (const quem of [parte, advogado]) {
      const depois = await documentos(quem);
      expect(depois.map((d) => d.nome)).toEqual(['aceita.pdf']);
      expect(depois[0]).toMatchObject({
        juntadoEm: decisao!.em!.toISOString(),
        juntadoPorNome: 'Secretaria',
        peticao: { protocolo: aceita.protocolo, situacao: 'juntada', enviadaPorNome: parte.nome },
      });
    }
    // Staff still list the refused petition's document, out of the records.
    const daEquipe = await documentos(staff);
    expect(daEquipe.find((d) => d.nome === 'recusada.pdf')).toMatchObject({ juntadoEm: null, juntadoPorNome: null, publico: false, peticao: { situacao: 'rejeitada' } });
  });
});
