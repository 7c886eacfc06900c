import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import QRCode from 'qrcode';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/env.js';
import { AppError } from '../../../src/lib/app-error.js';
import { ArquivoNaoEncontrado, ChaveInvalida, type Armazenamento } from '../../../src/lib/armazenamento/armazenamento.js';
import { criarArmazenamento } from '../../../src/lib/armazenamento/criar-armazenamento.js';
import {
  contentDispositionSeguro,
  descreverTamanho,
  nomeArquivoSeguro,
  receberArquivo,
  type FormatoArquivo,
} from '../../../src/lib/armazenamento/receber-arquivo.js';
import { jpeg, pdf } from '../../helpers/arquivos.js';
import { iniciarS3Falso, type S3Falso } from '../../helpers/s3-falso.js';

const MIB = 1024 * 1024;
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

const png = () => QRCode.toBuffer('https://portal.teste/verificar/ABC123', { type: 'png' });

const exeRenomeado = () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), randomBytes(4000)]);

const corpoDe = (b: Buffer, pedaco = 1000) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < b.length; i += pedaco) yield b.subarray(i, i + pedaco);
    })(),
  );

/** Every file under dir, hidden temporary files included. */
function arquivosEm(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function lerTudo(r: Readable): Promise<Buffer> {
  const partes: Buffer[] = [];
  for await (const c of r) partes.push(c as Buffer);
  return Buffer.concat(partes);
}

async function erroDe(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return e as AppError;
  }
  throw new Error('esperava uma recusa');
}

/** The start and end of a valid PDF whose one stream holds `recheio` bytes: a body of `total` bytes in all. */
function molduraPdf(total: number): { cabeca: Buffer; rodape: Buffer } {
  let recheio = total;
  for (let i = 0; i < 4; i++) {
    const { cabeca, rodape } = montar(recheio);
    recheio = total - cabeca.length - rodape.length;
  }
  return montar(recheio);
  function montar(n: number) {
    const objetos = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    ];
    let cabeca = '%PDF-1.7\n';
    const offsets: number[] = [];
    for (const [i, o] of objetos.entries()) {
      offsets.push(cabeca.length);
      cabeca += `${i + 1} 0 obj\n${o}\nendobj\n`;
    }
    offsets.push(cabeca.length);
    cabeca += `4 0 obj\n<< /Length ${n} >>\nstream\n`;
    const xref = cabeca.length + n + '\nendstream\nendobj\n'.length;
    const rodape =
      `\nendstream\nendobj\nxref\n0 5\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}` +
      `trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return { cabeca: Buffer.from(cabeca), rodape: Buffer.from(rodape) };
  }
}

/**
 * A body of `total` bytes (a valid PDF whose one stream is filled, or an XML document) made on the fly in
 * 64 KB chunks, and the largest growth of the process's ArrayBuffer memory seen while it is read, measured
 * after a full GC every 2 MB (and a pause for V8 to sweep freed buffers, which it does in the background).
 */
function corpoMedido(total: number, formato: 'pdf' | 'xml' = 'pdf'): { corpo: Readable; pico: () => number; sha256: () => string } {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  const medir = async () => {
    gc();
    await new Promise((r) => setTimeout(r, 10));
    gc();
    return process.memoryUsage().arrayBuffers;
  };
  const hash = createHash('sha256');
  const { cabeca, rodape } =
    formato === 'pdf' ? molduraPdf(total) : { cabeca: Buffer.from('<?xml version="1.0"?>\n<a>'), rodape: Buffer.from('</a>\n') };
  let pico = 0;
  const corpo = Readable.from(
    (async function* () {
      const base = await medir();
      hash.update(cabeca);
      yield cabeca;
      let enviados = cabeca.length;
      for (let i = 1; enviados < total - rodape.length; i++) {
        const b = Buffer.alloc(Math.min(64 * 1024, total - rodape.length - enviados), 0x61 + (i % 26));
        hash.update(b);
        enviados += b.length;
        yield b;
        if (i % 32 === 0) pico = Math.max(pico, (await medir()) - base);
      }
      hash.update(rodape);
      yield rodape;
    })(),
  );
  return { corpo, pico: () => pico, sha256: () => hash.digest('hex') };
}

const TODOS: FormatoArquivo[] = ['pdf', 'jpeg', 'png'];
const novaChave = () => `requerimentos/${randomUUID()}/${randomUUID()}`;

describe('local storage', () => {
  let dataDir: string;
  let armazenamento: Armazenamento;
  let uploads: string;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-armazenamento-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    armazenamento = criarArmazenamento(config);
    uploads = path.join(dataDir, 'uploads');
  });
  afterAll(async () => {
    await armazenamento.fechar();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  afterEach(() => fs.rmSync(uploads, { recursive: true, force: true }));

  it('defaults to files under DATA_DIR/uploads and round-trips a document with its sha256', async () => {
    expect(armazenamento.kind).toBe('local');
    const conteudo = pdf(50_000);
    const chave = novaChave();
    const r = await receberArquivo({ armazenamento, chave, corpo: corpoDe(conteudo), formatosAceitos: TODOS, maxBytes: 10 * MIB });
    expect(r).toEqual({ chave, sha256: sha256(conteudo), tamanho: conteudo.length, formato: 'pdf', contentType: 'application/pdf' });
    expect(arquivosEm(uploads)).toEqual([path.join(uploads, chave)]);
    expect(fs.readFileSync(path.join(uploads, chave)).equals(conteudo)).toBe(true);
    expect((await lerTudo(await armazenamento.ler(chave))).equals(conteudo)).toBe(true);

    await armazenamento.remover(chave);
    await armazenamento.remover(chave); // idempotent
    expect(arquivosEm(uploads)).toEqual([]);
    await expect(armazenamento.ler(chave)).rejects.toBeInstanceOf(ArquivoNaoEncontrado);
  });

  it('detects JPEG, PNG and XML by their content', async () => {
    const casos: [Buffer, FormatoArquivo, string][] = [
      [jpeg(), 'jpeg', 'image/jpeg'],
      [await png(), 'png', 'image/png'],
      [Buffer.from('\ufeff\r\n  <?xml version="1.0" encoding="UTF-8"?><NFe><infNFe/></NFe>\n'), 'xml', 'application/xml'],
    ];
    for (const [conteudo, formato, contentType] of casos) {
      const r = await receberArquivo({
        armazenamento,
        chave: novaChave(),
        corpo: corpoDe(conteudo, 7),
        formatosAceitos: ['pdf', 'jpeg', 'png', 'xml'],
        maxBytes: MIB,
      });
      expect(r).toMatchObject({ formato, contentType, sha256: sha256(conteudo), tamanho: conteudo.length });
    }
  });

  it.each(['../fora', '/etc/passwd', 'requerimentos/../../fora', 'a\\b', 'a//b', '', '.oculto', 'a/./b', 'a/b/', 'nome com espaço'])(
    'refuses the key %j for every operation, and writes nothing',
    async (chave) => {
      await expect(armazenamento.gravar(chave, corpoDe(pdf()), 'application/pdf')).rejects.toBeInstanceOf(ChaveInvalida);
      await expect(armazenamento.ler(chave)).rejects.toBeInstanceOf(ChaveInvalida);
      await expect(armazenamento.remover(chave)).rejects.toBeInstanceOf(ChaveInvalida);
      const corpo = corpoDe(pdf());
      await expect(receberArquivo({ armazenamento, chave, corpo, formatosAceitos: TODOS, maxBytes: MIB })).rejects.toBeInstanceOf(
        ChaveInvalida,
      );
      expect(corpo.destroyed).toBe(true);
      expect(arquivosEm(dataDir)).toEqual([]);
    },
  );

  const recusas: [string, () => Buffer | Promise<Buffer>, readonly FormatoArquivo[], number, string, RegExp][] = [
    ['an executable renamed x.pdf (MZ header)', exeRenomeado, TODOS, 422, 'FORMATO_NAO_ACEITO', /^Envie um arquivo PDF, JPEG ou PNG\. O conteúdo deste arquivo não é de nenhum desses formatos\.$/],
    ['an empty file', () => Buffer.alloc(0), TODOS, 422, 'ARQUIVO_VAZIO', /^O arquivo está vazio\.$/],
    ['a file one byte over the limit', () => pdf(64 * 1024 + 1), TODOS, 413, 'ARQUIVO_GRANDE_DEMAIS', /^O arquivo passa do limite de 64 KB\.$/],
    ['a truncated PDF', () => pdf(20_000).subarray(0, 15_000), TODOS, 422, 'PDF_INVALIDO', /PDF está incompleto ou corrompido/],
    ['a PDF cut right before %%EOF', () => pdf(20_000).subarray(0, -7), TODOS, 422, 'PDF_INVALIDO', /PDF/],
    ['a PDF header and nothing else', () => Buffer.from('%PDF-1.7\n'), TODOS, 422, 'PDF_INVALIDO', /PDF/],
    ['a truncated PNG', async () => (await png()).subarray(0, -20), TODOS, 422, 'IMAGEM_INVALIDA', /imagem PNG está incompleta/],
    ['a truncated JPEG', () => jpeg(5000).subarray(0, 4000), TODOS, 422, 'IMAGEM_INVALIDA', /imagem JPEG está incompleta/],
    ['a PNG where only PDF is accepted', png, ['pdf'], 422, 'FORMATO_NAO_ACEITO', /^Envie um arquivo PDF\. O conteúdo deste arquivo não é PDF\.$/],
    ['an HTML page', () => Buffer.from('<html><script>alert(1)</script></html>'), ['pdf', 'xml'], 422, 'FORMATO_NAO_ACEITO', /^Envie um arquivo PDF ou XML\./],
    ['a three-byte file', () => Buffer.from('%PD'), TODOS, 422, 'FORMATO_NAO_ACEITO', /Envie um arquivo/],
  ];

  it.each(recusas)('refuses %s with a clear message and stores nothing', async (_nome, gerar, formatosAceitos, status, codigo, mensagem) => {
    const conteudo = await gerar();
    const erro = await erroDe(
      receberArquivo({ armazenamento, chave: novaChave(), corpo: corpoDe(conteudo, 512), formatosAceitos, maxBytes: 64 * 1024 }),
    );
    expect(erro.statusCode).toBe(status);
    expect(erro.codigo).toBe(codigo);
    expect(erro.mensagem).toMatch(mensagem);
    // The body may be unread: the answer closes the connection so the rest is not taken as a new request.
    expect(erro.extra.headers).toEqual({ connection: 'close' });
    expect(arquivosEm(dataDir)).toEqual([]);
  });

  it('accepts a file of exactly the limit', async () => {
    const conteudo = pdf(64 * 1024);
    expect(conteudo.length).toBe(64 * 1024);
    const r = await receberArquivo({ armazenamento, chave: novaChave(), corpo: corpoDe(conteudo), formatosAceitos: TODOS, maxBytes: 64 * 1024 });
    expect(r.tamanho).toBe(64 * 1024);
  });

  it('stops reading the moment the limit is passed, and destroys the source', async () => {
    let lidos = 0;
    const corpo = Readable.from(
      (function* () {
        yield Buffer.from('%PDF-1.7\n');
        for (;;) {
          lidos += 16 * 1024;
          yield Buffer.alloc(16 * 1024, 0x20);
        }
      })(),
    );
    const erro = await erroDe(receberArquivo({ armazenamento, chave: novaChave(), corpo, formatosAceitos: TODOS, maxBytes: MIB }));
    expect(erro.codigo).toBe('ARQUIVO_GRANDE_DEMAIS');
    expect(erro.mensagem).toBe('O arquivo passa do limite de 1 MB.');
    expect(lidos).toBeLessThan(MIB + 64 * 1024);
    expect(corpo.destroyed).toBe(true);
    expect(arquivosEm(dataDir)).toEqual([]);
  });

  it('a multipart file stream cut at the parser\'s own size limit counts as over the limit, not as a broken file', async () => {
    const conteudo = pdf(20_000);
    const corpo = Object.assign(corpoDe(conteudo.subarray(0, 8000)), { truncated: true });
    const erro = await erroDe(receberArquivo({ armazenamento, chave: novaChave(), corpo, formatosAceitos: TODOS, maxBytes: 64 * 1024 }));
    expect(erro.codigo).toBe('ARQUIVO_GRANDE_DEMAIS');
    const pequeno = Object.assign(corpoDe(Buffer.from('<?xml version="1.0"?><a>')), { truncated: true });
    const erroXml = await erroDe(receberArquivo({ armazenamento, chave: novaChave(), corpo: pequeno, formatosAceitos: ['xml'], maxBytes: 64 * 1024 }));
    expect(erroXml.codigo).toBe('ARQUIVO_GRANDE_DEMAIS');
    expect(arquivosEm(dataDir)).toEqual([]);
  });

  it('a storage that fails before reading closes the source and rethrows the storage error', async () => {
    const quebrado: Armazenamento = {
      kind: 'local',
      gravar: async () => {
        throw new Error('disco cheio');
      },
      ler: () => Promise.reject(new Error('não usado')),
      remover: async () => {},
      fechar: async () => {},
    };
    const corpo = corpoDe(pdf(50_000));
    await expect(receberArquivo({ armazenamento: quebrado, chave: novaChave(), corpo, formatosAceitos: TODOS, maxBytes: MIB })).rejects.toThrow(
      'disco cheio',
    );
    expect(corpo.destroyed).toBe(true);
  });

  it('a source that fails mid-way leaves nothing stored and its error is rethrown', async () => {
    const corpo = Readable.from(
      (function* () {
        yield pdf(10_000).subarray(0, 5000);
        throw new Error('conexão caiu');
      })(),
    );
    await expect(receberArquivo({ armazenamento, chave: novaChave(), corpo, formatosAceitos: TODOS, maxBytes: MIB })).rejects.toThrow(
      'conexão caiu',
    );
    expect(arquivosEm(dataDir)).toEqual([]);
  });

  it('streams a 60 MB body without holding it in memory', async () => {
    const TOTAL = 60 * MIB;
    const medido = corpoMedido(TOTAL);
    const r = await receberArquivo({ armazenamento, chave: novaChave(), corpo: medido.corpo, formatosAceitos: TODOS, maxBytes: 200 * MIB });
    expect(r.tamanho).toBe(TOTAL);
    expect(r.sha256).toBe(medido.sha256());
    expect(fs.statSync(path.join(uploads, r.chave)).size).toBe(TOTAL);
    // Holding the body would mean at least 60 MB here; streaming keeps a few chunks in flight (< 1 MB measured).
    expect(medido.pico()).toBeLessThan(4 * MIB);
  });
});

describe('S3 storage (against an in-process fake S3)', () => {
  let s3: S3Falso;
  let armazenamento: Armazenamento;

  beforeAll(async () => {
    s3 = await iniciarS3Falso();
    armazenamento = criarArmazenamento(
      loadConfig({
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.url,
        S3_ACCESS_KEY_ID: 'AKIATESTE',
        S3_SECRET_ACCESS_KEY: 'segredo-de-teste',
      }),
    );
  });
  afterAll(async () => {
    await armazenamento.fechar();
    await s3.fechar();
  });
  afterEach(() => {
    s3.objetos.clear();
    s3.requisicoes.length = 0;
    s3.falharParte = null;
  });

  it('round-trips a small document in one PutObject, signed, with its content type', async () => {
    expect(armazenamento.kind).toBe('s3');
    const conteudo = jpeg(20_000);
    const chave = novaChave();
    const r = await receberArquivo({ armazenamento, chave, corpo: corpoDe(conteudo), formatosAceitos: TODOS, maxBytes: 10 * MIB });
    expect(r).toMatchObject({ chave, sha256: sha256(conteudo), tamanho: conteudo.length, formato: 'jpeg' });
    const objeto = s3.objetos.get(chave);
    expect(objeto?.corpo?.equals(conteudo)).toBe(true);
    expect(objeto?.contentType).toBe('image/jpeg');
    expect((await lerTudo(await armazenamento.ler(chave))).equals(conteudo)).toBe(true);

    await armazenamento.remover(chave);
    await armazenamento.remover(chave);
    expect(s3.objetos.size).toBe(0);
    await expect(armazenamento.ler(chave)).rejects.toBeInstanceOf(ArquivoNaoEncontrado);
    expect(s3.requisicoes.map((q) => q.operacao)).toEqual(['PutObject', 'GetObject', 'DeleteObject', 'DeleteObject', 'GetObject']);
    expect(s3.requisicoes.every((q) => q.assinada)).toBe(true);
  });

  it('streams a large document as a multipart upload', async () => {
    const conteudo = pdf(12 * MIB);
    const chave = novaChave();
    const r = await receberArquivo({ armazenamento, chave, corpo: corpoDe(conteudo, 64 * 1024), formatosAceitos: TODOS, maxBytes: 20 * MIB });
    expect(r.sha256).toBe(sha256(conteudo));
    expect(s3.objetos.get(chave)?.corpo?.equals(conteudo)).toBe(true);
    expect(s3.objetos.get(chave)?.contentType).toBe('application/pdf');
    const operacoes = s3.requisicoes.map((q) => q.operacao);
    expect(operacoes[0]).toBe('CreateMultipartUpload');
    expect(operacoes.filter((o) => o === 'UploadPart')).toHaveLength(3);
    // Completed, then read back once for the PDF's structural check.
    expect(operacoes.slice(-2)).toEqual(['CompleteMultipartUpload', 'GetObject']);
    expect(s3.uploadsPendentes.size).toBe(0);
  });

  it.each([
    ['over the limit after the first part went up', () => pdf(12 * MIB), 8 * MIB, 'ARQUIVO_GRANDE_DEMAIS', true],
    ['a PDF truncated after two parts', () => pdf(12 * MIB).subarray(0, 11 * MIB), 20 * MIB, 'PDF_INVALIDO', true],
    ['a small truncated PNG', async () => (await png()).subarray(0, -1), 20 * MIB, 'IMAGEM_INVALIDA', false],
    ['an executable', exeRenomeado, 20 * MIB, 'FORMATO_NAO_ACEITO', false],
  ] as const)('refuses %s: no object exists and no multipart upload is left open', async (_nome, gerar, maxBytes, codigo, multipart) => {
    const erro = await erroDe(
      receberArquivo({ armazenamento, chave: novaChave(), corpo: corpoDe(await gerar(), 64 * 1024), formatosAceitos: TODOS, maxBytes }),
    );
    expect(erro.codigo).toBe(codigo);
    expect(s3.objetos.size).toBe(0);
    expect(s3.uploadsPendentes.size).toBe(0);
    const operacoes = s3.requisicoes.map((q) => q.operacao);
    expect(operacoes).not.toContain('CompleteMultipartUpload');
    expect(operacoes).not.toContain('PutObject');
    if (multipart) expect(operacoes).toEqual(expect.arrayContaining(['CreateMultipartUpload', 'UploadPart', 'AbortMultipartUpload']));
  });

  it('a storage failure mid-upload is rethrown and leaves no object or pending upload', async () => {
    s3.falharParte = 2;
    const erro = await receberArquivo({
      armazenamento,
      chave: novaChave(),
      corpo: corpoDe(pdf(12 * MIB), 64 * 1024),
      formatosAceitos: TODOS,
      maxBytes: 20 * MIB,
    }).catch((e: unknown) => e);
    expect(erro).not.toBeInstanceOf(AppError);
    expect(erro).toBeInstanceOf(Error);
    expect(s3.objetos.size).toBe(0);
    expect(s3.uploadsPendentes.size).toBe(0);
    expect(s3.requisicoes.some((q) => q.operacao === 'AbortMultipartUpload')).toBe(true);
  });

  it('refuses traversal keys before any request', async () => {
    await expect(armazenamento.gravar('../x', corpoDe(pdf()), 'application/pdf')).rejects.toBeInstanceOf(ChaveInvalida);
    await expect(armazenamento.ler('/x')).rejects.toBeInstanceOf(ChaveInvalida);
    expect(s3.requisicoes).toEqual([]);
  });

  it('holds only a few parts in memory while uploading 60 MB', async () => {
    const semCorpos = await iniciarS3Falso({ guardarCorpos: false });
    const a = criarArmazenamento(
      loadConfig({ S3_BUCKET: semCorpos.bucket, S3_ENDPOINT: semCorpos.url, S3_ACCESS_KEY_ID: 'AKIATESTE', S3_SECRET_ACCESS_KEY: 'x' }),
    );
    try {
      const TOTAL = 60 * MIB;
      // XML: the same streaming path, and no read-back (this fake S3 keeps no bodies to read a PDF back from).
      const medido = corpoMedido(TOTAL, 'xml');
      const chave = novaChave();
      const r = await receberArquivo({ armazenamento: a, chave, corpo: medido.corpo, formatosAceitos: ['xml'], maxBytes: 100 * MIB });
      expect(r.tamanho).toBe(TOTAL);
      expect(semCorpos.objetos.get(chave)?.tamanho).toBe(TOTAL);
      // One 5 MB part in flight, the next being gathered and cut (~15 MB measured): far from the 60 MB of the file.
      expect(medido.pico()).toBeLessThan(24 * MIB);
    } finally {
      await a.fechar();
      await semCorpos.fechar();
    }
  });
});

describe('download names', () => {
  it.each([
    ['../../etc/passwd', 'pdf', 'passwd.pdf', "passwd.pdf"],
    ['a"b\r\nX: y.pdf', 'pdf', 'a_bX_ y.pdf', 'a_bX_%20y.pdf'],
    ['relatório ç.pdf', 'pdf', 'relatorio c.pdf', 'relat%C3%B3rio%20%C3%A7.pdf'],
    ['C:\\Users\\ana\\foto.JPEG', 'jpeg', 'foto.JPEG', 'foto.JPEG'],
    ['nota.exe', 'pdf', 'nota.pdf', 'nota.pdf'],
    ['scan', 'png', 'scan.png', 'scan.png'],
    ['fatura\u202Efdp.exe', 'pdf', 'faturafdp.pdf', 'faturafdp.pdf'],
    ['100% (final)*.pdf', 'pdf', '100_ (final)_.pdf', '100%25%20%28final%29_.pdf'],
    ['...', 'xml', 'documento.xml', 'documento.xml'],
  ] as const)('%j downloads as an attachment named %j', (nome, formato, ascii, codificado) => {
    const cabecalho = contentDispositionSeguro(nome, formato);
    expect(cabecalho).toBe(`attachment; filename="${ascii}"; filename*=UTF-8''${codificado}`);
    expect(cabecalho).not.toMatch(/[\r\n\0]/);
    expect(cabecalho).toMatch(/^[\x20-\x7e]+$/);
  });

  it('caps long names at 200 characters, keeping the extension', () => {
    const nome = nomeArquivoSeguro(`${'ã'.repeat(300)}.pdf`);
    expect([...nome]).toHaveLength(200);
    expect(nome.endsWith('ã.pdf')).toBe(true);
    const cabecalho = contentDispositionSeguro(`${'a'.repeat(500)}.exe`, 'pdf');
    expect(cabecalho).toMatch(/filename="a{196}\.pdf"/);
  });

  it('keeps only the last path part of a stored name', () => {
    expect(nomeArquivoSeguro('/home/ana/Documentos/certidão de óbito.pdf')).toBe('certidão de óbito.pdf');
    expect(nomeArquivoSeguro('..\\..\\windows\\system.ini')).toBe('system.ini');
    expect(nomeArquivoSeguro('   ')).toBe('documento');
  });

  it('describes sizes in Portuguese', () => {
    expect(descreverTamanho(10 * MIB)).toBe('10 MB');
    expect(descreverTamanho(1.5 * MIB)).toBe('1,5 MB');
    expect(descreverTamanho(512 * 1024)).toBe('512 KB');
  });
});
