import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentosRequerimento } from '../../../src/db/schema/index.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { MAX_BYTES_DENUNCIA_ANONIMA, MAX_BYTES_POR_REQUERIMENTO } from '../../../src/modules/requerimentos/documentos.js';
import { anexarDireto, chamar, criarRequerimento, dadosValidos, enviarArquivo, exeRenomeado, multipart, pdf, png, tokenDe } from '../../helpers/requerimentos.js';

/** Small limit so "too big" is cheap to send. */
const LIMITE = 64 * 1024;

let t: AppDeTeste;
let dono: PessoaCriada;
beforeAll(async () => {
  t = await criarAppDeTeste({ UPLOAD_MAX_BYTES: String(LIMITE) });
  dono = await criarPessoa(t.db, { advogado: true });
});
afterAll(() => t.close());

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

function pastaDe(requerimentoId: string): string {
  if (t.config.armazenamento.kind !== 'local') throw new Error('os testes usam o armazenamento local');
  return path.join(t.config.armazenamento.dir, 'requerimentos', requerimentoId);
}

/** Every file stored for a request, hidden temporary files included. */
function arquivosDe(requerimentoId: string): string[] {
  const pasta = pastaDe(requerimentoId);
  return fs.existsSync(pasta) ? fs.readdirSync(pasta) : [];
}

async function linhasDe(requerimentoId: string) {
  return t.db.select().from(documentosRequerimento).where(eq(documentosRequerimento.requerimentoId, requerimentoId));
}

async function rascunho(codigo = '262') {
  return criarRequerimento(t.db, { pessoaId: dono.pessoaId, codigo, status: 'rascunho' });
}

const url = (id: string, chave: string) => `/wsapp/requerimentos/${id}/documentos?chave=${chave}`;

describe('upload and download', () => {
  it('stores the file with its sha256 and downloads it as an attachment with the same bytes', async () => {
    const r = await rascunho();
    const arquivo = pdf(20_000);
    const res = await enviarArquivo(t, dono, url(r.id, 'certidao_evento'), arquivo, 'Certidão de nascimento.pdf');
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({ chave: 'certidao_evento', nome: 'Certidão de nascimento.pdf', formato: 'pdf', tamanho: arquivo.length, sha256: sha256(arquivo) });
    expect(arquivosDe(r.id)).toEqual([doc.id]);

    const baixado = await chamar(t, dono, 'GET', `/wsapp/requerimentos/${r.id}/documentos/${doc.id}`);
    expect(baixado.statusCode).toBe(200);
    expect(baixado.headers['content-type']).toBe('application/pdf');
    expect(baixado.headers['content-disposition']).toBe(
      `attachment; filename="Certidao de nascimento.pdf"; filename*=UTF-8''Certid%C3%A3o%20de%20nascimento.pdf`,
    );
    expect(baixado.headers['x-content-type-options']).toBe('nosniff');
    // The download's own policy, not the page's nor a JSON answer's: nothing runs in it, sandboxed.
    expect(baixado.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(baixado.headers['cache-control']).toBe('private, no-store');
    expect(sha256(baixado.rawPayload)).toBe(doc.sha256);

    const detalhe = (await chamar(t, dono, 'GET', `/wsapp/requerimentos/${r.id}`)).json();
    expect(detalhe.documentos).toEqual([doc]);
  });

  it('the content decides the type, not the name: a PNG named .pdf downloads as image/png with a .png name', async () => {
    const r = await rascunho();
    const imagem = await png();
    const res = await enviarArquivo(t, dono, url(r.id, 'certidao_evento'), imagem, 'foto.pdf');
    expect(res.statusCode).toBe(201);
    expect(res.json().formato).toBe('png');
    const baixado = await chamar(t, dono, 'GET', `/wsapp/requerimentos/${r.id}/documentos/${res.json().id}`);
    expect(baixado.headers['content-type']).toBe('image/png');
    expect(baixado.headers['content-disposition']).toMatch(/^attachment; filename="foto\.png"/);
  });

  it('a document that takes one file is replaced (old file removed); one that takes several keeps them all', async () => {
    const r = await rascunho();
    const primeiro = (await enviarArquivo(t, dono, url(r.id, 'certidao_evento'), pdf(5000), 'a.pdf')).json();
    const segundo = (await enviarArquivo(t, dono, url(r.id, 'certidao_evento'), pdf(6000), 'b.pdf')).json();
    expect((await linhasDe(r.id)).map((l) => l.id)).toEqual([segundo.id]);
    expect(arquivosDe(r.id)).toEqual([segundo.id]);
    expect((await chamar(t, dono, 'GET', `/wsapp/requerimentos/${r.id}/documentos/${primeiro.id}`)).statusCode).toBe(404);

    const varios = await rascunho('264');
    await enviarArquivo(t, dono, url(varios.id, 'comprovante_emergencia'), pdf(5000), 'laudo.pdf');
    await enviarArquivo(t, dono, url(varios.id, 'comprovante_emergencia'), pdf(5000), 'orcamento.pdf');
    expect(await linhasDe(varios.id)).toHaveLength(2);
  });

  it('removes a document (row and file); unknown document → 404', async () => {
    const r = await rascunho();
    const doc = (await enviarArquivo(t, dono, url(r.id, 'certidao_evento'), pdf())).json();
    const res = await chamar(t, dono, 'DELETE', `/wsapp/requerimentos/${r.id}/documentos/${doc.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await linhasDe(r.id)).toHaveLength(0);
    expect(arquivosDe(r.id)).toEqual([]);
    const denovo = await chamar(t, dono, 'DELETE', `/wsapp/requerimentos/${r.id}/documentos/${doc.id}`);
    expect(denovo.statusCode).toBe(404);
    expect(denovo.json().mensagem).toBe('Documento não encontrado.');
  });

  it("another member cannot download, remove or add to the owner's documents (404), and nothing changes", async () => {
    const r = await rascunho();
    const doc = (await enviarArquivo(t, dono, url(r.id, 'certidao_evento'), pdf())).json();
    const outro = await criarPessoa(t.db, { advogado: true });
    for (const [metodo, u] of [
      ['GET', `/wsapp/requerimentos/${r.id}/documentos/${doc.id}`],
      ['DELETE', `/wsapp/requerimentos/${r.id}/documentos/${doc.id}`],
    ] as const) {
      const res = await chamar(t, outro, metodo, u);
      expect(res.statusCode).toBe(404);
      expect(res.json().mensagem).toBe('Requerimento não encontrado.');
    }
    expect((await enviarArquivo(t, outro, url(r.id, 'certidao_evento'), pdf())).statusCode).toBe(404);
    expect(await linhasDe(r.id)).toHaveLength(1);
    expect(arquivosDe(r.id)).toEqual([doc.id]);
  });
});

describe('refused files leave nothing stored', () => {
  const casos: [string, () => Buffer | Promise<Buffer>, string, number, string, RegExp][] = [
    ['a renamed executable', exeRenomeado, 'certidao_evento', 422, 'FORMATO_NAO_ACEITO', /^Envie um arquivo PDF, JPEG ou PNG\./],
    ['an empty file', () => Buffer.alloc(0), 'certidao_evento', 422, 'ARQUIVO_VAZIO', /O arquivo está vazio/],
    ['a file over the limit', () => pdf(LIMITE + 10_000), 'certidao_evento', 413, 'ARQUIVO_GRANDE_DEMAIS', /limite de 64 KB/],
    ['a broken PDF', () => pdf(20_000).subarray(0, 15_000), 'certidao_evento', 422, 'PDF_INVALIDO', /incompleto ou corrompido/],
  ];
  it.each(casos)('%s', async (_nome, gerar, chave, status, codigo, mensagem) => {
    const r = await rascunho();
    const res = await enviarArquivo(t, dono, url(r.id, chave), await gerar(), 'documento.pdf');
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ codigo, mensagem: expect.stringMatching(mensagem) });
    expect(await linhasDe(r.id)).toHaveLength(0);
    expect(arquivosDe(r.id)).toEqual([]);
  });

  it('a format the document does not take (PNG for invoices, PDF or XML only)', async () => {
    const r = await rascunho('313');
    const res = await enviarArquivo(t, dono, url(r.id, 'notas_fiscais'), await png(), 'nota.png');
    expect(res.statusCode).toBe(422);
    expect(res.json().mensagem).toMatch(/^Envie um arquivo PDF ou XML\./);
    expect(arquivosDe(r.id)).toEqual([]);
  });
});

describe('total bytes per request', () => {
  const tamanhoDe = (documentoId: string, tamanho: number) =>
    t.db.update(documentosRequerimento).set({ tamanho }).where(eq(documentosRequerimento.id, documentoId));

  it(`the files of one request add up to at most ${MAX_BYTES_POR_REQUERIMENTO / 1024 / 1024} MB: 413 with a clear message, nothing stored`, async () => {
    const r = await rascunho('313');
    const grande = await anexarDireto(t.db, r.id, 'notas_fiscais');
    const esperado = { codigo: 'LIMITE_BYTES_REQUERIMENTO', mensagem: 'Os arquivos deste requerimento passariam de 50 MB no total. Remova algum arquivo ou envie um menor.' };

    // Almost full: the new file is received, measured and refused.
    await tamanhoDe(grande, MAX_BYTES_POR_REQUERIMENTO - 1000);
    const passa = await enviarArquivo(t, dono, url(r.id, 'notas_fiscais'), pdf(4000), 'nota.pdf');
    expect(passa.statusCode, passa.body).toBe(413);
    expect(passa.json()).toMatchObject(esperado);
    // Full: refused before the body is read.
    await tamanhoDe(grande, MAX_BYTES_POR_REQUERIMENTO);
    const cheio = await enviarArquivo(t, dono, url(r.id, 'notas_fiscais'), pdf(4000), 'nota.pdf');
    expect(cheio.statusCode).toBe(413);
    expect(cheio.json()).toMatchObject(esperado);
    expect((await linhasDe(r.id)).map((d) => d.id)).toEqual([grande]);
    expect(arquivosDe(r.id)).toEqual([]);

    // Just below the limit still fits.
    await tamanhoDe(grande, MAX_BYTES_POR_REQUERIMENTO - 4000);
    expect((await enviarArquivo(t, dono, url(r.id, 'notas_fiscais'), pdf(4000), 'nota.pdf')).statusCode).toBe(201);
  });

  it('a file that replaces another does not count the one it replaces', async () => {
    const r = await rascunho('262');
    const antigo = await anexarDireto(t.db, r.id, 'certidao_evento');
    await tamanhoDe(antigo, MAX_BYTES_POR_REQUERIMENTO);
    const res = await enviarArquivo(t, dono, url(r.id, 'certidao_evento'), pdf(4000), 'certidao.pdf');
    expect(res.statusCode, res.body).toBe(201);
    expect((await linhasDe(r.id)).map((d) => d.tamanho)).toEqual([4000]);
  });

  it('control characters in the file name are dropped (never a 500): the name is stored clean', async () => {
    const r = await rascunho('262');
    const res = await enviarArquivo(t, dono, url(r.id, 'certidao_evento'), pdf(3000), 'certid\u0000ão\u0007 de nascimento\u001b.pdf');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().nome).toBe('certidão de nascimento.pdf');
  });

  it(`the anonymous report has a far lower limit (${MAX_BYTES_DENUNCIA_ANONIMA / 1024 / 1024} MB)`, async () => {
    expect(MAX_BYTES_DENUNCIA_ANONIMA).toBeLessThanOrEqual(MAX_BYTES_POR_REQUERIMENTO / 2);
    const criada = await chamar(t, null, 'POST', '/wsapp/ouvidoria/anonima', { dados: dadosValidos('301') });
    const { id, chave } = criada.json() as { id: string; chave: string };
    await tamanhoDe(await anexarDireto(t.db, id, 'anexos'), MAX_BYTES_DENUNCIA_ANONIMA);
    const res = await enviarArquivo(t, null, `/wsapp/ouvidoria/anonima/${id}/documentos?chave=anexos`, pdf(4000), 'prova.pdf', {
      'x-chave-acompanhamento': chave,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().codigo).toBe('LIMITE_BYTES_REQUERIMENTO');
    expect(await linhasDe(id)).toHaveLength(1);
    expect(arquivosDe(id)).toEqual([]);
  });
});

describe('malformed uploads answer 4xx in Portuguese (never 500)', () => {
  async function postar(id: string, corpo: { payload: Buffer | string; headers: Record<string, string> }, chave = 'certidao_evento') {
    return t.app.inject({
      method: 'POST',
      url: url(id, chave),
      payload: corpo.payload,
      headers: { authorization: `Bearer ${await tokenDe(t, dono)}`, ...corpo.headers },
    });
  }

  it('no file, wrong field name, two files, JSON instead of a form, a cut body', async () => {
    const r = await rascunho();
    const semArquivo = await postar(r.id, multipart([{ campo: 'observacao', conteudo: 'olá' }]));
    expect(semArquivo.statusCode).toBe(400);
    expect(semArquivo.json()).toMatchObject({ codigo: 'ARQUIVO_AUSENTE', mensagem: expect.stringMatching(/Escolha o arquivo/) });

    const vazio = await postar(r.id, multipart([]));
    expect(vazio.statusCode).toBe(400);

    const outroCampo = await postar(r.id, multipart([{ campo: 'file', arquivo: 'a.pdf', conteudo: pdf() }]));
    expect(outroCampo.statusCode).toBe(400);
    expect(outroCampo.json()).toMatchObject({ codigo: 'CAMPO_ARQUIVO', mensagem: 'Envie o arquivo no campo "arquivo".' });

    const dois = await postar(
      r.id,
      multipart([
        { campo: 'arquivo', arquivo: 'a.pdf', conteudo: pdf() },
        { campo: 'arquivo', arquivo: 'b.pdf', conteudo: pdf() },
      ]),
    );
    expect(dois.statusCode).toBe(400);
    expect(dois.json().codigo).toBe('UM_ARQUIVO_POR_VEZ');

    const json = await postar(r.id, { payload: JSON.stringify({ arquivo: 'x' }), headers: { 'content-type': 'application/json' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().mensagem).toMatch(/multipart\/form-data/);

    const inteiro = multipart([{ campo: 'arquivo', arquivo: 'a.pdf', conteudo: pdf(20_000) }]);
    const cortado = await postar(r.id, { payload: inteiro.payload.subarray(0, 10_000), headers: inteiro.headers });
    expect(cortado.statusCode).toBeGreaterThanOrEqual(400);
    expect(cortado.statusCode).toBeLessThan(500);

    const semLimite = await postar(r.id, { payload: 'lixo sem limites', headers: { 'content-type': 'multipart/form-data' } });
    expect(semLimite.statusCode).toBeGreaterThanOrEqual(400);
    expect(semLimite.statusCode).toBeLessThan(500);

    expect(await linhasDe(r.id)).toHaveLength(0);
    expect(arquivosDe(r.id)).toEqual([]);
  });

  it('document key missing, malformed or not of the type', async () => {
    const r = await rascunho();
    const corpo = multipart([{ campo: 'arquivo', arquivo: 'a.pdf', conteudo: pdf() }]);
    const sem = await t.app.inject({
      method: 'POST',
      url: `/wsapp/requerimentos/${r.id}/documentos`,
      payload: corpo.payload,
      headers: { authorization: `Bearer ${await tokenDe(t, dono)}`, ...corpo.headers },
    });
    expect(sem.statusCode).toBe(400);
    expect(sem.json().mensagem).toMatch(/Informe qual documento/);
    const malformada = await enviarArquivo(t, dono, `/wsapp/requerimentos/${r.id}/documentos?chave=${'X'.repeat(3000)}`, pdf());
    expect(malformada.statusCode).toBe(400);
    const alheia = await enviarArquivo(t, dono, url(r.id, 'certidao_obito'), pdf());
    expect(alheia.statusCode).toBe(422);
    expect(alheia.json()).toMatchObject({ codigo: 'DOCUMENTO_DESCONHECIDO', mensagem: 'Documento desconhecido para este tipo de requerimento.' });
    expect(arquivosDe(r.id)).toEqual([]);
  });
});
