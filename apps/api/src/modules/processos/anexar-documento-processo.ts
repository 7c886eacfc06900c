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
import { naoEncontrado } from '../../lib/app-error.js';
import { lerArquivoUnico, responderComArquivo } from '../../lib/armazenamento/envio-multipart.js';
import { contentDispositionSeguro, FORMATOS, nomeArquivoSeguro, receberArquivo, type FormatoArquivo } from '../../lib/armazenamento/receber-arquivo.js';
import { lerDocumentoArmazenado } from '../../lib/armazenamento/ler-documento.js';
import type { Contexto } from '../../lib/contexto.js';
import type { Origem } from '../../lib/http/origem.js';
import { erroParaLog } from '../../lib/log-seguro.js';
import { auditarProcesso } from './auditoria-staff.js';
import { lancarMovimento } from './movimentos.js';
import { processoOuErro } from './processos-staff.repository.js';

type Ctx = Pick<Contexto, 'db' | 'armazenamento' | 'config' | 'log'>;

const documentoNaoEncontrado = () => naoEncontrado('Documento não encontrado.');
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
export function anexarDocumentoProcesso(ctx: Ctx, req: FastifyRequest, usuario: UsuarioAutenticado, origem: Origem, processoId: string, publico: boolean): Promise<string> {
  return lerArquivoUnico(req, ctx.config.uploads.maxBytes, (a) => anexar(ctx, usuario, origem, processoId, publico, a.nomeArquivo, a.corpo, a.aposReceber));
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
  const corpo = await lerDocumentoArmazenado(ctx, doc, { mensagemDoLog: 'documento de processo sem arquivo no armazenamento', ausente: documentoNaoEncontrado });
  if (p.sigiloso) {
    try {
      await auditarProcesso(ctx.db, usuario, origem, 'documento_sigiloso_lido', { processoId, numero: p.numero, documentoId });
    } catch (erro) {
      corpo.destroy();
      throw erro;
    }
  }
  const formato: FormatoArquivo = doc.formato in FORMATOS ? (doc.formato as FormatoArquivo) : 'pdf';
  return responderComArquivo(reply, { corpo, contentType: FORMATOS[formato].contentType, contentDisposition: contentDispositionSeguro(doc.nome, formato), tamanho: doc.tamanho });
}
