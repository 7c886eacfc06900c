/** Documents of a draft: upload (multipart, streamed, checked by content), removal and download, inside the caller's scope. */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Documento, DocumentoExigido } from '@portal/contracts';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { documentosRequerimento } from '../../db/schema/index.js';
import { AppError, naoEncontrado } from '../../lib/app-error.js';
import {
  contentDispositionSeguro,
  descreverTamanho,
  FORMATOS,
  nomeArquivoSeguro,
  nomeComExtensao,
  receberArquivo,
} from '../../lib/armazenamento/receber-arquivo.js';
import { erroParaLog } from '../../lib/log-seguro.js';
import { lerArquivoUnico } from '../../lib/armazenamento/envio-multipart.js';
import { lerDocumentoArmazenado } from '../../lib/armazenamento/ler-documento.js';
import type { Executor } from '../../db/transacao.js';
import type { Escopo } from './contexto.js';
import { carregarRequerimento, type LinhaDocumento, type LinhaRequerimento } from './requerimentos.repository.js';
import { tipoOuErro } from './rascunho.js';
import { AGORA_ANONIMO, inicioDoDiaAnonimo } from './transicoes.js';
import type { Contexto } from '../../lib/contexto.js';

/** Files one request may hold, and files under one key of a document that takes several (invoices). */
export const MAX_DOCUMENTOS_POR_REQUERIMENTO = 40;
export const MAX_ARQUIVOS_POR_DOCUMENTO = 20;
/**
 * Bytes the files of one request may add up to, whoever sends them (a draft, and above all an anonymous
 * one, is no free storage).
 */
export const MAX_BYTES_POR_REQUERIMENTO = 50 * 1024 * 1024;
/**
 * The anonymous report's files add up to far less: anyone may start one without an account, and its unsent
 * draft holds storage until the purge (ADR 010).
 */
export const MAX_BYTES_DENUNCIA_ANONIMA = 20 * 1024 * 1024;

/** The anonymous report (301): no identity in its files' keys, names or times, and a smaller storage cap. */
const anonimo = (linha: Pick<LinhaRequerimento, 'codigo'>) => linha.codigo === '301';
const maxBytesDe = (linha: Pick<LinhaRequerimento, 'codigo'>) => (anonimo(linha) ? MAX_BYTES_DENUNCIA_ANONIMA : MAX_BYTES_POR_REQUERIMENTO);

const limiteDeBytes = (maximo: number) =>
  new AppError('LIMITE_BYTES_REQUERIMENTO',
    `Os arquivos deste requerimento passariam de ${descreverTamanho(maximo)} no total. Remova algum arquivo ou envie um menor.`,
    // Refused before the body was read: close the connection so its rest is not taken as the next request.
    { headers: { connection: 'close' } },
  );

/** Bytes a request's files add up to, leaving out the key whose file a new upload replaces. */
async function bytesDoRequerimento(ex: Executor, requerimentoId: string, substituida: string | null): Promise<number> {
  const [r] = await ex
    .select({ total: sql<string>`coalesce(sum(${documentosRequerimento.tamanho}), 0)` })
    .from(documentosRequerimento)
    .where(
      and(
        eq(documentosRequerimento.requerimentoId, requerimentoId),
        substituida === null ? undefined : ne(documentosRequerimento.chave, substituida),
      ),
    );
  return Number(r?.total ?? 0);
}

/**
 * Where an anonymous report's files are kept: one flat folder, each file under a random UUID (v4) only, so
 * the key names neither the report nor a time, and the folder's times are all kept to the day.
 */
const PASTA_ANONIMA = 'ouvidoria-anonima';

/** The neutral name an anonymous report's file gets ('anexo-2.pdf'): the sender's file name could say who they are. */
const nomeNeutro = (ordem: number, formato: LinhaDocumento['formato']) => nomeComExtensao(`anexo-${ordem}`, formato);

/** Removing an anonymous report's file keeps its folder's times to the day too. */
export const opcoesRemocao = (chaveArmazenamento: string) =>
  chaveArmazenamento.startsWith(`${PASTA_ANONIMA}/`) ? { momento: inicioDoDiaAnonimo() } : undefined;

export const documentoNaoEncontrado = () => naoEncontrado('Documento não encontrado.');

const documentosFechados = () =>
  new AppError('DOCUMENTOS_FECHADOS', 'Os documentos só podem ser alterados enquanto o requerimento é um rascunho. Este já foi enviado.');

export function documentoDe(d: LinhaDocumento): Documento {
  return {
    id: d.id,
    chave: d.chave,
    nome: d.nome,
    formato: d.formato,
    tamanho: d.tamanho,
    sha256: d.sha256,
    enviadoEm: d.enviadoEm.toISOString(),
  };
}

function documentoExigido(linha: LinhaRequerimento, chave: string): DocumentoExigido {
  const exigido = tipoOuErro(linha.codigo).documentos.find((d) => d.chave === chave);
  if (!exigido) {
    throw new AppError('DOCUMENTO_DESCONHECIDO', 'Documento desconhecido para este tipo de requerimento.', {
      campos: { chave: 'Documento desconhecido para este tipo de requerimento.' },
    });
  }
  return exigido;
}

export interface NovoDocumento {
  requerimentoId: string;
  escopo: Escopo;
  /** DocumentoExigido.chave of the request's type. */
  chave: string;
  /** The name the file had on the sender's machine (stored sanitised, shown and used for downloads). */
  nomeArquivo: string;
  corpo: Readable;
  /** Runs once the file is stored and checked, before it is recorded; throwing there discards the file. */
  aposReceber?: () => Promise<void>;
}

/**
 * Attaches a file to a draft: 404 outside `escopo`, 409 once sent, 422 for a key the type does not ask for.
 * The bytes stream to the storage (`requerimentos/<id>/<documentoId>`) through receberArquivo, which checks
 * the content (magic bytes, trailer), size (413) and emptiness, and leaves nothing stored when it refuses.
 * A document that takes one file is replaced by a new upload. The request's files may add up to
 * MAX_BYTES_POR_REQUERIMENTO, an anonymous report's MAX_BYTES_DENUNCIA_ANONIMA (413 LIMITE_BYTES_REQUERIMENTO, nothing kept). Anonymous reports keep the time to the day.
 */
export async function anexarDocumento(ctx: Pick<Contexto, 'db' | 'mailer' | 'armazenamento' | 'config' | 'log'> & Partial<Pick<Contexto, 'pagamentos'>>, d: NovoDocumento): Promise<Documento> {
  let exigido: DocumentoExigido;
  let linha: LinhaRequerimento;
  try {
    linha = await carregarRequerimento(ctx.db, d.requerimentoId, d.escopo);
    if (linha.status !== 'rascunho') throw documentosFechados();
    exigido = documentoExigido(linha, d.chave);
    const [total] = await ctx.db
      .select({ n: count() })
      .from(documentosRequerimento)
      .where(eq(documentosRequerimento.requerimentoId, linha.id));
    const [daChave] = await ctx.db
      .select({ n: count() })
      .from(documentosRequerimento)
      .where(and(eq(documentosRequerimento.requerimentoId, linha.id), eq(documentosRequerimento.chave, d.chave)));
    if ((total?.n ?? 0) >= MAX_DOCUMENTOS_POR_REQUERIMENTO || (exigido.multiplos && (daChave?.n ?? 0) >= MAX_ARQUIVOS_POR_DOCUMENTO)) {
      throw new AppError('LIMITE_DOCUMENTOS', 'Este requerimento já tem arquivos demais. Remova algum antes de enviar outro.');
    }
    if ((await bytesDoRequerimento(ctx.db, linha.id, exigido.multiplos ? null : d.chave)) >= maxBytesDe(linha)) throw limiteDeBytes(maxBytesDe(linha));
  } catch (erro) {
    d.corpo.destroy();
    throw erro;
  }

  const id = randomUUID();
  const semIdentidade = anonimo(linha);
  const chaveArmazenamento = semIdentidade ? `${PASTA_ANONIMA}/${id}` : `requerimentos/${linha.id}/${id}`;
  const recebido = await receberArquivo({
    armazenamento: ctx.armazenamento,
    chave: chaveArmazenamento,
    corpo: d.corpo,
    formatosAceitos: exigido.formatos,
    maxBytes: Math.min(ctx.config.uploads.maxBytes, maxBytesDe(linha)),
    ...(semIdentidade ? { momento: inicioDoDiaAnonimo() } : {}),
  });

  let substituidos: string[];
  let gravado: LinhaDocumento;
  try {
    await d.aposReceber?.();
    const r = await ctx.db.transaction(async (tx) => {
      const atual = await carregarRequerimento(tx, linha.id, d.escopo, { bloquear: true });
      if (atual.status !== 'rascunho') throw documentosFechados();
      // Checked again under the row lock, with the real size: parallel uploads cannot pass the limit together.
      const outros = await bytesDoRequerimento(tx, atual.id, exigido.multiplos ? null : d.chave);
      if (outros + recebido.tamanho > maxBytesDe(atual)) throw limiteDeBytes(maxBytesDe(atual));
      const antigos = exigido.multiplos
        ? []
        : await tx
            .delete(documentosRequerimento)
            .where(and(eq(documentosRequerimento.requerimentoId, atual.id), eq(documentosRequerimento.chave, d.chave)))
            .returning({ armazenamentoChave: documentosRequerimento.armazenamentoChave });
      let nome = nomeArquivoSeguro(d.nomeArquivo);
      if (semIdentidade) {
        const [n] = await tx.select({ n: count() }).from(documentosRequerimento).where(eq(documentosRequerimento.requerimentoId, atual.id));
        nome = nomeNeutro((n?.n ?? 0) + 1, recebido.formato);
      }
      const [doc] = await tx
        .insert(documentosRequerimento)
        .values({
          id,
          requerimentoId: atual.id,
          chave: d.chave,
          nome,
          formato: recebido.formato,
          tamanho: recebido.tamanho,
          sha256: recebido.sha256,
          armazenamentoChave: chaveArmazenamento,
          ...(semIdentidade ? { enviadoEm: AGORA_ANONIMO } : {}),
        })
        .returning();
      if (!doc) throw new Error('Documento não gravado.');
      return { doc, antigos: antigos.map((a) => a.armazenamentoChave) };
    });
    gravado = r.doc;
    substituidos = r.antigos;
  } catch (erro) {
    await ctx.armazenamento.remover(chaveArmazenamento, opcoesRemocao(chaveArmazenamento)).catch(() => {});
    throw erro;
  }
  await removerArquivos(ctx, substituidos);
  return documentoDe(gravado);
}

async function removerArquivos(ctx: Pick<Contexto, 'armazenamento' | 'log'>, chaves: readonly string[]): Promise<void> {
  for (const chave of chaves) {
    await ctx.armazenamento.remover(chave, opcoesRemocao(chave)).catch((err: unknown) => {
      ctx.log.error({ erro: erroParaLog(err) }, 'falha ao remover arquivo substituído do armazenamento');
    });
  }
}

/** Removes a draft's document (row and file): 404 outside `escopo` or unknown document, 409 once sent. */
export async function removerDocumento(
  ctx: Pick<Contexto, 'db' | 'mailer' | 'armazenamento' | 'config' | 'log'> & Partial<Pick<Contexto, 'pagamentos'>>,
  d: { requerimentoId: string; documentoId: string; escopo: Escopo },
): Promise<void> {
  const chave = await ctx.db.transaction(async (tx) => {
    const linha = await carregarRequerimento(tx, d.requerimentoId, d.escopo, { bloquear: true });
    if (linha.status !== 'rascunho') throw documentosFechados();
    const [removido] = await tx
      .delete(documentosRequerimento)
      .where(and(eq(documentosRequerimento.id, d.documentoId), eq(documentosRequerimento.requerimentoId, linha.id)))
      .returning({ armazenamentoChave: documentosRequerimento.armazenamentoChave });
    if (!removido) throw documentoNaoEncontrado();
    return removido.armazenamentoChave;
  });
  await removerArquivos(ctx, [chave]);
}

export interface ArquivoParaDownload {
  corpo: Readable;
  contentType: string;
  contentDisposition: string;
  tamanho: number;
  sha256: string;
  /** The request the file belongs to (staff routes audit reads of sensitive types). */
  requerimento: LinhaRequerimento;
}

/** A document's bytes and download headers; 404 outside `escopo`, for an unknown document, or when the file is gone. */
export async function lerDocumentoParaDownload(
  ctx: Pick<Contexto, 'db' | 'mailer' | 'armazenamento' | 'config' | 'log'> & Partial<Pick<Contexto, 'pagamentos'>>,
  d: { requerimentoId: string; documentoId: string; escopo: Escopo },
): Promise<ArquivoParaDownload> {
  const requerimento = await carregarRequerimento(ctx.db, d.requerimentoId, d.escopo);
  const [doc] = await ctx.db
    .select()
    .from(documentosRequerimento)
    .where(and(eq(documentosRequerimento.id, d.documentoId), eq(documentosRequerimento.requerimentoId, requerimento.id)))
    .limit(1);
  if (!doc) throw documentoNaoEncontrado();
  const corpo = await lerDocumentoArmazenado(ctx, doc, { mensagemDoLog: 'documento sem arquivo no armazenamento', ausente: documentoNaoEncontrado });
  return {
    corpo,
    contentType: FORMATOS[doc.formato].contentType,
    contentDisposition: contentDispositionSeguro(doc.nome, doc.formato),
    tamanho: doc.tamanho,
    sha256: doc.sha256,
    requerimento,
  };
}

/** Sends a document as a download: attachment with a safe name, its real type, nosniff, never cached by shared caches. */
/**
 * Reads a multipart/form-data upload (one file, field 'arquivo') and attaches it with anexarDocumento. The
 * file is streamed, never buffered. No file → 422 ARQUIVO_AUSENTE; another field name → 422
 * CAMPO_ARQUIVO; two files → 422 UM_ARQUIVO_POR_VEZ (nothing kept); not multipart → 415.
 */
export async function anexarDocumentoDoPedido(
  ctx: Pick<Contexto, 'db' | 'mailer' | 'armazenamento' | 'config' | 'log'> & Partial<Pick<Contexto, 'pagamentos'>>,
  req: FastifyRequest,
  alvo: { requerimentoId: string; escopo: Escopo; chave: string },
): Promise<Documento> {
  return lerArquivoUnico(req, ctx.config.uploads.maxBytes, (arquivo) => anexarDocumento(ctx, { ...alvo, ...arquivo }));
}
