import type { Readable } from 'node:stream';
import { ArquivoNaoEncontrado, type Armazenamento } from './armazenamento.js';

/**
 * The bytes of a stored document whose row exists. When the file is gone from storage the row still says it exists,
 * so the loss is logged for an operator, and the caller answers with `ausente()`: the same 404 as an unknown
 * document. Any other storage failure propagates.
 */
export async function lerDocumentoArmazenado(
  ctx: { armazenamento: Pick<Armazenamento, 'ler'>; log: { error: (obj: object, msg: string) => void } },
  doc: { id: string; armazenamentoChave: string },
  { mensagemDoLog, ausente }: { mensagemDoLog: string; ausente: () => Error },
): Promise<Readable> {
  try {
    return await ctx.armazenamento.ler(doc.armazenamentoChave);
  } catch (erro) {
    if (erro instanceof ArquivoNaoEncontrado) {
      ctx.log.error({ documentoId: doc.id }, mensagemDoLog);
      throw ausente();
    }
    throw erro;
  }
}
