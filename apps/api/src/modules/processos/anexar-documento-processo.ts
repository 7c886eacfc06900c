/**
 * Staff attach a document (PDF only) to a process through the one streaming upload (receberArquivo and the
 * storage), public or not, and download any document; reads of a confidential process's documents are audited.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { processoDocumentos } from '../../db/schema/index.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import { AppError, naoEncontrado } from '../../lib/app-error.js';
import { ArquivoNaoEncontrado } from '../../lib/armazenamento/armazenamento.js';
import { arquivoGrandeDemais, contentDispositionSeguro, FORMATOS, nomeArquivoSeguro, receberArquivo, type FormatoArquivo } from '../../lib/armazenamento/receber-arquivo.js';
import type { Contexto } from '../../lib/contexto.js';
import type { Origem } from '../../lib/http/origem.js';
import { erroParaLog } from '../../lib/log-seguro.js';
import { auditarProcesso } from './auditoria-staff.js';
import { lancarMovimento } from './movimentos.js';
import { processoOuErro } from './processos-staff.repository.js';

type Ctx = Pick<Contexto, 'db' | 'armazenamento' | 'config' | 'log'>;

const documentoNaoEncontrado = () => naoEncontrado('Documento não encontrado.');
const naoMultipart = () => new AppError(415, 'TIPO_NAO_SUPORTADO', 'Envie o arquivo como formulário (multipart/form-data), no campo "arquivo".');
const umArquivoPorVez = () => new AppError(422, 'UM_ARQUIVO_POR_VEZ', 'Envie um arquivo por vez, no campo "arquivo".');

function traduzir(erro: unknown, maxBytes: number): unknown {
  if (erro instanceof AppError) return erro;
  const codigo = (erro as { code?: unknown } | null)?.code;
  if (codigo === 'FST_REQ_FILE_TOO_LARGE') return arquivoGrandeDemais(maxBytes);
  if (codigo === 'FST_FILES_LIMIT' || codigo === 'FST_PARTS_LIMIT') return umArquivoPorVez();
  if (typeof codigo === 'string' && codigo.startsWith('FST_')) return new AppError(400, 'ENVIO_INCOMPLETO', 'O arquivo chegou incompleto. Envie de novo.');
  return erro;
}

async function anexar(ctx: Ctx, usuario: UsuarioAutenticado, origem: Origem, processoId: string, publico: boolean, nomeArquivo: string, corpo: Readable, depois: () => Promise<void>) {
  try {
    await processoOuErro(ctx.db, processoId);
  } catch (erro) {
    corpo.destroy();
    throw erro;
  }
  const id = randomUUID();
  const chave = `processos/${processoId}/${id}`;
  const recebido = await receberArquivo({ armazenamento: ctx.armazenamento, chave, corpo, formatosAceitos: ['pdf'], maxBytes: ctx.config.uploads.maxBytes });
  try {
    await depois();
    const nome = nomeArquivoSeguro(nomeArquivo);
    return await ctx.db.transaction(async (tx) => {
      await processoOuErro(tx, processoId, { bloquear: true });
      await tx.insert(processoDocumentos).values({
        id,
        processoId,
        nome,
        formato: recebido.formato,
        tamanho: recebido.tamanho,
        sha256: recebido.sha256,
        armazenamentoChave: chave,
        publico,
        juntadoPorUsuarioId: usuario.id,
        juntadoPorNome: usuario.nome,
      });
      await lancarMovimento(tx, { processoId, tipo: 'documento', texto: `Juntado o documento "${nome}".`, publico, autorUsuarioId: usuario.id, autorNome: usuario.nome });
      await auditarProcesso(tx, usuario, origem, 'documento_anexado', { processoId, documentoId: id, sha256: recebido.sha256, publico });
      return id;
    });
  } catch (erro) {
    await ctx.armazenamento.remover(chave).catch((e: unknown) => ctx.log.error({ erro: erroParaLog(e) }, 'falha ao remover arquivo recusado'));
    throw erro;
  }
}

/** Reads the multipart body (one file, field "arquivo") and attaches it. 415 not multipart, 422 no file / two files. */
export async function anexarDocumentoProcesso(ctx: Ctx, req: FastifyRequest, usuario: UsuarioAutenticado, origem: Origem, processoId: string, publico: boolean): Promise<string> {
  if (!req.isMultipart()) throw naoMultipart();
  const maxBytes = ctx.config.uploads.maxBytes;
  const partes = req.parts({ limits: { fileSize: maxBytes + 1, files: 1 } })[Symbol.asyncIterator]();
  try {
    for (;;) {
      const r = await partes.next();
      if (r.done) break;
      const parte = r.value;
      if (parte.type !== 'file') continue;
      if (parte.fieldname !== 'arquivo') {
        parte.file.destroy();
        throw new AppError(422, 'CAMPO_ARQUIVO', 'Envie o arquivo no campo "arquivo".');
      }
      return await anexar(ctx, usuario, origem, processoId, publico, parte.filename, parte.file, async () => {
        for (;;) {
          const proxima = await partes.next();
          if (proxima.done) return;
          if (proxima.value.type === 'file') {
            proxima.value.file.destroy();
            throw umArquivoPorVez();
          }
        }
      });
    }
  } catch (erro) {
    throw traduzir(erro, maxBytes);
  }
  throw new AppError(422, 'ARQUIVO_AUSENTE', 'Escolha o arquivo para enviar (campo "arquivo").');
}

/** Sends a document of the process; a confidential process's read is audited first. */
export async function baixarDocumentoProcesso(ctx: Ctx, reply: FastifyReply, usuario: UsuarioAutenticado, origem: Origem, processoId: string, documentoId: string) {
  const p = await processoOuErro(ctx.db, processoId);
  const [doc] = await ctx.db
    .select()
    .from(processoDocumentos)
    .where(and(eq(processoDocumentos.id, documentoId), eq(processoDocumentos.processoId, processoId)))
    .limit(1);
  if (!doc) throw documentoNaoEncontrado();
  let corpo: Readable;
  try {
    corpo = await ctx.armazenamento.ler(doc.armazenamentoChave);
  } catch (erro) {
    if (erro instanceof ArquivoNaoEncontrado) {
      ctx.log.error({ documentoId: doc.id }, 'documento de processo sem arquivo no armazenamento');
      throw documentoNaoEncontrado();
    }
    throw erro;
  }
  if (p.sigiloso) {
    try {
      await auditarProcesso(ctx.db, usuario, origem, 'documento_sigiloso_lido', { processoId, numero: p.numero, documentoId });
    } catch (erro) {
      corpo.destroy();
      throw erro;
    }
  }
  const formato: FormatoArquivo = doc.formato in FORMATOS ? (doc.formato as FormatoArquivo) : 'pdf';
  return reply
    .header('content-type', FORMATOS[formato].contentType)
    .header('content-disposition', contentDispositionSeguro(doc.nome, formato))
    .header('content-length', String(doc.tamanho))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(corpo);
}
