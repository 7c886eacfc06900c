import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/transacao.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import { naoEncontrado } from '../../lib/app-error.js';
import type { Armazenamento } from '../../lib/armazenamento/armazenamento.js';
import { contentDispositionSeguro, FORMATOS, type FormatoArquivo } from '../../lib/armazenamento/receber-arquivo.js';
import { lerDocumentoArmazenado } from '../../lib/armazenamento/ler-documento.js';
import type { Origem } from '../../lib/http/origem.js';
import { acessoAoProcesso } from './acesso-processo.js';
import { auditarLeituraSigilosa } from './detalhar-processo.js';
import { documentoDoProcesso, numeroDoProcesso, vePecas } from './processos.repository.js';

/** The one 404 of a document download: missing process, a process the user may not see, a document they may not read. */
export const documentoNaoEncontrado = () => naoEncontrado('Documento não encontrado.');

export interface DocumentoParaBaixar {
  corpo: Readable;
  contentType: string;
  contentDisposition: string;
  tamanho: number;
}

/**
 * GET /processos/:id/documentos/:docId. Parties and their lawyers read the public documents; staff with the
 * processes permission read every one (audited on a confidential process); anyone else gets the 404 of a
 * missing document.
 */
export async function baixarDocumentoProcesso(
  ctx: { db: Executor; armazenamento: Armazenamento; log: FastifyBaseLogger },
  u: Pick<UsuarioAutenticado, 'id' | 'pessoaId' | 'permissoes'>,
  d: { processoId: string; documentoId: string },
  origem: Origem,
): Promise<DocumentoParaBaixar> {
  const acesso = await acessoAoProcesso(ctx.db, d.processoId, u);
  if (!acesso || !vePecas(acesso)) throw documentoNaoEncontrado();
  const doc = await documentoDoProcesso(ctx.db, d.processoId, d.documentoId);
  if (!doc || (!doc.publico && acesso.visao !== 'staff')) throw documentoNaoEncontrado();
  if (acesso.sigiloso && acesso.visao === 'staff') {
    await auditarLeituraSigilosa(ctx.db, u, acesso, origem, { processoId: d.processoId, numero: (await numeroDoProcesso(ctx.db, d.processoId)) ?? '', documentoId: doc.id });
  }
  const corpo = await lerDocumentoArmazenado(ctx, doc, { mensagemDoLog: 'documento de processo sem arquivo no armazenamento', ausente: documentoNaoEncontrado });
  const formato = doc.formato as FormatoArquivo;
  return {
    corpo,
    contentType: FORMATOS[formato]?.contentType ?? 'application/octet-stream',
    contentDisposition: contentDispositionSeguro(doc.nome, formato),
    tamanho: doc.tamanho,
  };
}
