import { hojeSaoPaulo, somarDias, somarDiasUteis, type MeuProcesso, type ProcessoDetalhe, type ResultadoBuscaProcessos } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditoria,
  pautaItens,
  processoAdvogados,
  processoDocumentos,
  processoMovimentos,
  processoPartes,
  processoPrazos,
  processos,
  sessoesJulgamento,
} from '../../../src/db/schema/index.js';
import { textoDeBusca } from '../../../src/lib/texto-de-busca.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { chamar } from '../../helpers/requerimentos.js';

/**
 * The member side of the processes (issue 13): the confidentiality matrix (party, party's lawyer, another lawyer,
 * a collaborator, staff with and without CLI_PermissaoProcessos) × (search by number, by name, my processes,
 * detail, document download). A confidential process the viewer may not see answers exactly as a missing one.
 */

let t: AppDeTeste;
const HOJE = hojeSaoPaulo();
const palavra = () => `zq${randomBytes(5).toString('hex').replace(/[0-9]/g, 'x')}`;
const numeroNovo = () => `${randomInt(5000, 9999)}.${String(randomInt(0, 999_999)).padStart(6, '0')}`;

let parte: PessoaCriada;
let advogado: PessoaCriada;
let outroAdvogado: PessoaCriada;
let colaborador: PessoaCriada;
let staffCom: PessoaCriada;
let staffSem: PessoaCriada;

interface ProcessoTeste {
  id: string;
  numero: string;
  docPublico: string;
  docInterno: string;
  movInterno: string;
}
let sigiloso: ProcessoTeste;
let publico: ProcessoTeste;
let sobrenome: string;
let sessaoId: string;

async function criarProcesso(o: { sigiloso: boolean; nomeParte: string }): Promise<ProcessoTeste> {
  const numero = numeroNovo();
  const [p] = await t.db
    .insert(processos)
    .values({ numero, classe: o.sigiloso ? 'etico-disciplinar' : 'inscricao', assunto: 'Assunto de teste', orgao: 'camara-1', fase: 'Instrução', sigiloso: o.sigiloso, autuadoEm: somarDias(HOJE, -20) })
    .returning({ id: processos.id });
  const [pt] = await t.db
    .insert(processoPartes)
    .values({ processoId: p!.id, papel: 'representado', pessoaId: parte.pessoaId, nome: o.nomeParte, nomeBusca: textoDeBusca(o.nomeParte) })
    .returning({ id: processoPartes.id });
  await t.db.insert(processoAdvogados).values({ processoId: p!.id, parteId: pt!.id, pessoaId: advogado.pessoaId });
  await t.db.insert(processoMovimentos).values({ processoId: p!.id, tipo: 'autuacao', texto: 'Processo autuado.', autorNome: 'Secretaria' });
  const [mi] = await t.db
    .insert(processoMovimentos)
    .values({ processoId: p!.id, tipo: 'nota', texto: 'Nota interna da secretaria.', publico: false, autorNome: 'Secretaria' })
    .returning({ id: processoMovimentos.id });
  const doc = async (publicoDoc: boolean) => {
    const id = randomUUID();
    const chave = `processos/${p!.id}/${id}`;
    await t.armazenamento.gravar(chave, Readable.from([Buffer.from(`%PDF-1.4 documento ${id}`)]), 'application/pdf');
    await t.db.insert(processoDocumentos).values({ id, processoId: p!.id, nome: `peca-${id.slice(0, 4)}.pdf`, formato: 'pdf', tamanho: Buffer.byteLength(`%PDF-1.4 documento ${id}`), sha256: '0'.repeat(64), armazenamentoChave: chave, publico: publicoDoc, juntadoPorNome: 'Secretaria' });
    return id;
  };
  return { id: p!.id, numero, docPublico: await doc(true), docInterno: await doc(false), movInterno: mi!.id };
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  [parte, advogado, outroAdvogado, colaborador, staffCom, staffSem] = await Promise.all([
    criarPessoa(t.db, { advogado: true }),
    criarPessoa(t.db, { advogado: true }),
    criarPessoa(t.db, { advogado: true }),
    criarPessoa(t.db),
    criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoProcessos'] }),
    criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita'] }),
  ]);
  sobrenome = palavra();
  sigiloso = await criarProcesso({ sigiloso: true, nomeParte: `Lúcio ${sobrenome} Dias` });
  publico = await criarProcesso({ sigiloso: false, nomeParte: `Lucio ${sobrenome} Dias` });
  await t.db.insert(processoPrazos).values({ processoId: sigiloso.id, descricao: 'Defesa prévia', inicio: HOJE, dias: 5, diasUteis: true, fim: somarDiasUteis(HOJE, 5) });
  const [s] = await t.db
    .insert(sessoesJulgamento)
    .values({ orgao: 'camara-1', inicio: new Date(Date.now() + 10 * 86_400_000), modalidade: 'virtual', link: 'https://exemplo.teste/sala' })
    .returning({ id: sessoesJulgamento.id });
  sessaoId = s!.id;
  await t.db.insert(pautaItens).values({ sessaoId, processoId: sigiloso.id, ordem: 1 });
});

afterAll(async () => {
  await t?.close();
});

const VEEM = () => [
  ['parte', parte],
  ['advogado da parte', advogado],
  ['staff com a permissão', staffCom],
] as const;
const NAO_VEEM = () => [
  ['outro advogado', outroAdvogado],
  ['colaborador', colaborador],
  ['staff sem a permissão', staffSem],
] as const;

const buscar = async (p: PessoaCriada, query: string) => chamar(t, p, 'GET', `/wsapp/processos?${query}`);
const numeroInexistente = () => `1999.${String(randomInt(0, 999_999)).padStart(6, '0')}`;

describe('consulta processual: matriz de sigilo', () => {
  it('a confidential process is found by number by its party, her lawyer and staff with the permission', async () => {
    for (const [, quem] of VEEM()) {
      const r = await buscar(quem, `numero=${sigiloso.numero}`);
      expect(r.statusCode).toBe(200);
      const corpo = r.json() as ResultadoBuscaProcessos;
      expect(corpo.total).toBe(1);
      expect(corpo.itens.map((i) => i.id)).toEqual([sigiloso.id]);
    }
  });

  it('to anyone else it answers exactly as a number that does not exist (status, body, count)', async () => {
    for (const [, quem] of NAO_VEEM()) {
      const r = await buscar(quem, `numero=${sigiloso.numero}`);
      const inexistente = await buscar(quem, `numero=${numeroInexistente()}`);
      expect(r.statusCode).toBe(200);
      expect(r.statusCode).toBe(inexistente.statusCode);
      expect(r.body).toBe(inexistente.body);
      expect(r.json()).toEqual({ itens: [], total: 0, pagina: 1, tamanhoPagina: 20 });
      // The public one stays visible to them.
      const pub = (await buscar(quem, `numero=${publico.numero}`)).json() as ResultadoBuscaProcessos;
      expect(pub.itens.map((i) => i.id)).toEqual([publico.id]);
    }
  });

  it('by party name (accent-insensitive word prefixes): the confidential one only for those who may see it', async () => {
    for (const [, quem] of VEEM()) {
      const corpo = (await buscar(quem, `nome=${encodeURIComponent(`LÚCIO ${sobrenome.slice(0, 6)}`)}`)).json() as ResultadoBuscaProcessos;
      expect(corpo.total).toBe(2);
      expect(corpo.itens.map((i) => i.id).sort()).toEqual([sigiloso.id, publico.id].sort());
    }
    for (const [, quem] of NAO_VEEM()) {
      const corpo = (await buscar(quem, `nome=${encodeURIComponent(`lucio ${sobrenome}`)}`)).json() as ResultadoBuscaProcessos;
      expect(corpo.total).toBe(1);
      expect(corpo.itens.map((i) => i.id)).toEqual([publico.id]);
    }
  });

  it('a page past the end still carries the total, the confidential one counted only for those who may see it', async () => {
    const nome = encodeURIComponent(`lucio ${sobrenome}`);
    const parteVe = (await buscar(parte, `nome=${nome}&pagina=2`)).json() as ResultadoBuscaProcessos;
    expect(parteVe).toMatchObject({ itens: [], total: 2, pagina: 2 });
    const outroVe = (await buscar(outroAdvogado, `nome=${nome}&pagina=2`)).json() as ResultadoBuscaProcessos;
    expect(outroVe).toMatchObject({ itens: [], total: 1, pagina: 2 });
  });

  it('a partial number searches by its start', async () => {
    const corpo = (await buscar(parte, `numero=${sigiloso.numero.slice(0, 9)}`)).json() as ResultadoBuscaProcessos;
    expect(corpo.itens.map((i) => i.id)).toContain(sigiloso.id);
    const semPonto = (await buscar(parte, `numero=${sigiloso.numero.replace('.', '')}`)).json() as ResultadoBuscaProcessos;
    expect(semPonto.itens.map((i) => i.id)).toEqual([sigiloso.id]);
  });

  it('bad search input: a Portuguese 400, never 500', async () => {
    for (const q of ['', 'numero=abc', 'numero=20', 'nome=a', 'nome=%20%20', `numero=${sigiloso.numero}&nome=lucio`, 'numero=2026.000101&pagina=0', 'nome=lucio&pagina=x']) {
      const r = await buscar(parte, q);
      expect(r.statusCode, q).toBe(400);
      expect((r.json() as { mensagem: string }).mensagem, q).toMatch(/[a-zà-ú]/);
    }
    const anon = await t.app.inject({ method: 'GET', url: `/wsapp/processos?numero=${publico.numero}` });
    expect(anon.statusCode).toBe(401);
  });
});

describe('meus processos', () => {
  it('the party and her lawyer see both, with the next deadline in business days and the next session; others see neither', async () => {
    for (const [quem, qualidade] of [
      [parte, 'parte'],
      [advogado, 'advogado'],
    ] as const) {
      const itens = ((await chamar(t, quem, 'GET', '/wsapp/processos/meus')).json() as { itens: MeuProcesso[] }).itens;
      expect(itens.map((i) => i.id).sort()).toEqual([sigiloso.id, publico.id].sort());
      const s = itens.find((i) => i.id === sigiloso.id)!;
      expect(s.qualidade).toBe(qualidade);
      expect(s.sigiloso).toBe(true);
      expect(s.proximoPrazo).toMatchObject({ descricao: 'Defesa prévia', diasUteis: true, diasRestantes: 5 });
      expect(s.proximaSessao).toMatchObject({ sessaoId, orgao: 'camara-1', modalidade: 'virtual' });
      expect(itens.find((i) => i.id === publico.id)!.proximoPrazo).toBeNull();
    }
    for (const [, quem] of [...NAO_VEEM(), ['staff', staffCom] as const]) {
      const itens = ((await chamar(t, quem, 'GET', '/wsapp/processos/meus')).json() as { itens: MeuProcesso[] }).itens;
      expect(itens.map((i) => i.id)).not.toContain(sigiloso.id);
      expect(itens.map((i) => i.id)).not.toContain(publico.id);
    }
  });
});

describe('detalhe e documentos', () => {
  it('parties and lawyers: public movements and documents, deadlines with days left, the agenda, may petition', async () => {
    for (const quem of [parte, advogado]) {
      const r = await chamar(t, quem, 'GET', `/wsapp/processos/${sigiloso.id}`);
      expect(r.statusCode).toBe(200);
      const d = r.json() as ProcessoDetalhe;
      expect(d.visao).toBe('envolvido');
      expect(d.podePeticionar).toBe(true);
      expect(d.qualidade).toBe(quem === parte ? 'parte' : 'advogado');
      expect(d.movimentos.map((m) => m.id)).not.toContain(sigiloso.movInterno);
      expect(d.movimentos).toHaveLength(1);
      expect(d.documentos!.map((x) => x.id)).toEqual([sigiloso.docPublico]);
      expect(d.partes[0]!.advogados).toEqual([advogado.nome]);
      expect(d.prazos[0]).toMatchObject({ diasRestantes: 5, diasUteis: true, cumprido: false });
      expect(d.sessoes).toEqual([expect.objectContaining({ sessaoId, ordem: 1, status: 'agendada', resultado: null })]);

      const pub = await chamar(t, quem, 'GET', `/wsapp/processos/${sigiloso.id}/documentos/${sigiloso.docPublico}`);
      expect(pub.statusCode).toBe(200);
      expect(pub.headers['content-type']).toBe('application/pdf');
      expect(pub.headers['content-disposition']).toMatch(/^attachment;/);
      expect(pub.body).toContain(sigiloso.docPublico);
      const interno = await chamar(t, quem, 'GET', `/wsapp/processos/${sigiloso.id}/documentos/${sigiloso.docInterno}`);
      expect(interno.statusCode).toBe(404);
    }
  });

  it('to anyone else a confidential process and its documents answer exactly as missing ones', async () => {
    for (const [, quem] of NAO_VEEM()) {
      const r = await chamar(t, quem, 'GET', `/wsapp/processos/${sigiloso.id}`);
      const faltando = await chamar(t, quem, 'GET', `/wsapp/processos/${randomUUID()}`);
      const malformado = await chamar(t, quem, 'GET', '/wsapp/processos/nao-e-um-id');
      expect(r.statusCode).toBe(404);
      expect(r.body).toBe(faltando.body);
      expect(r.body).toBe(malformado.body);
      expect(r.json()).toEqual({ mensagem: 'Processo não encontrado.', codigo: 'NAO_ENCONTRADO' });

      const doc = await chamar(t, quem, 'GET', `/wsapp/processos/${sigiloso.id}/documentos/${sigiloso.docPublico}`);
      const docFaltando = await chamar(t, quem, 'GET', `/wsapp/processos/${randomUUID()}/documentos/${randomUUID()}`);
      expect(doc.statusCode).toBe(404);
      expect(doc.body).toBe(docFaltando.body);
      // A public process: its public data, no documents, no petition, no internal movement.
      const p = await chamar(t, quem, 'GET', `/wsapp/processos/${publico.id}`);
      expect(p.statusCode).toBe(200);
      const d = p.json() as ProcessoDetalhe;
      expect(d).toMatchObject({ visao: 'publico', podePeticionar: false, qualidade: null, documentos: null });
      expect(d.movimentos.map((m) => m.id)).not.toContain(publico.movInterno);
      const docPub = await chamar(t, quem, 'GET', `/wsapp/processos/${publico.id}/documentos/${publico.docPublico}`);
      expect(docPub.statusCode).toBe(404);
      expect(docPub.body).toBe(docFaltando.body);
    }
  });

  it('staff with the permission see everything, and each confidential read is in the audit log members cannot read', async () => {
    const antes = await linhasDeAuditoria();
    const r = await chamar(t, staffCom, 'GET', `/wsapp/processos/${sigiloso.id}`);
    expect(r.statusCode).toBe(200);
    const d = r.json() as ProcessoDetalhe;
    expect(d.visao).toBe('staff');
    expect(d.podePeticionar).toBe(false);
    expect(d.movimentos.map((m) => m.id)).toContain(sigiloso.movInterno);
    expect(d.documentos!.map((x) => x.id).sort()).toEqual([sigiloso.docPublico, sigiloso.docInterno].sort());
    const doc = await chamar(t, staffCom, 'GET', `/wsapp/processos/${sigiloso.id}/documentos/${sigiloso.docInterno}`);
    expect(doc.statusCode).toBe(200);
    const depois = await linhasDeAuditoria();
    expect(depois.length - antes.length).toBe(2);
    expect(depois.map((a) => a.acao).sort()).toEqual([...antes.map((a) => a.acao), 'processo_sigiloso_documento', 'processo_sigiloso_leitura'].sort());

    // A public process's read is not audited; the parties' reads are not either.
    await chamar(t, staffCom, 'GET', `/wsapp/processos/${publico.id}`);
    await chamar(t, parte, 'GET', `/wsapp/processos/${sigiloso.id}`);
    expect((await linhasDeAuditoria()).length).toBe(depois.length);
    // Members cannot read the audit log.
    expect((await chamar(t, parte, 'GET', '/wsapp/auditoria')).statusCode).toBe(403);
  });
});

async function linhasDeAuditoria() {
  return t.db
    .select({ acao: auditoria.acao })
    .from(auditoria)
    .where(and(eq(auditoria.usuarioId, staffCom.usuarioId), sql`${auditoria.detalhes}->>'processoId' = ${sigiloso.id}`));
}
