import type { S3Client } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { Config } from '../../config/env.js';
import type { Armazenamento } from './armazenamento.js';
import { ArquivoNaoEncontrado, validarChave } from './chave.js';

type ConfigS3 = Extract<Config['armazenamento'], { kind: 's3' }>;

/** Size of each part of a multipart upload (S3's minimum). */
const TAMANHO_PARTE = 5 * 1024 * 1024;
/**
 * Parts in flight at once. lib-storage holds about (PARTES_SIMULTANEAS + 2) × TAMANHO_PARTE bytes per upload
 * (parts in flight, the part being cut, the chunks gathering for the next), whatever the file's size; a
 * body smaller than one part goes in a single PutObject. One part at a time is enough: the upload cannot go
 * faster than the member's own connection sends the file, and it keeps many parallel uploads cheap.
 */
const PARTES_SIMULTANEAS = 1;

/**
 * S3-compatible object storage (AWS S3, MinIO, Ceph, Cloudflare R2...). Writes stream through lib-storage's
 * Upload: a multipart upload that is completed only when the whole body was read without error, and
 * aborted otherwise, so a refused file never becomes an object. The SDK (~100 ms to load) is imported on
 * first use, so the local mode never pays for it.
 */
export function criarArmazenamentoS3(config: ConfigS3): Armazenamento {
  const sdk = import('@aws-sdk/client-s3');
  let cliente: Promise<S3Client> | null = null;
  const obterCliente = () =>
    (cliente ??= sdk.then(
      ({ S3Client }) =>
        new S3Client({
          region: config.region,
          ...(config.endpoint ? { endpoint: config.endpoint } : {}),
          forcePathStyle: config.forcePathStyle,
          credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
          // S3-compatible services often reject the SDK's newer default checksums (x-amz-checksum-* and
          // aws-chunked bodies); integrity is already ours: every document is stored with its sha256.
          ...(config.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
        }),
    ));
  // Keep an import failure from being an unhandled rejection before first use; it surfaces on first use.
  sdk.catch(() => {});

  return {
    kind: 's3',

    async gravar(chave, corpo, contentType) {
      validarChave(chave);
      const client = await obterCliente();
      const { Upload } = await import('@aws-sdk/lib-storage');
      // Only the content type: no Metadata and no Content-Disposition, so an object never carries the
      // sender's file name. S3 sets LastModified itself (not settable), so the anonymous report's objects
      // keep a neutral key without time or name (ADR 010); `opcoes.momento` cannot apply here.
      const upload = new Upload({
        client,
        params: { Bucket: config.bucket, Key: chave, Body: corpo, ContentType: contentType },
        partSize: TAMANHO_PARTE,
        queueSize: PARTES_SIMULTANEAS,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (erro) {
        corpo.destroy();
        throw erro;
      }
    },

    async ler(chave) {
      validarChave(chave);
      const client = await obterCliente();
      const { GetObjectCommand } = await sdk;
      try {
        const resposta = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: chave }));
        const corpo = resposta.Body;
        if (corpo instanceof Readable) return corpo;
        if (corpo && 'transformToWebStream' in corpo) return Readable.fromWeb(corpo.transformToWebStream() as never);
        throw new Error(`Resposta do armazenamento S3 sem corpo para ${chave}`);
      } catch (erro) {
        if (naoEncontrado(erro)) throw new ArquivoNaoEncontrado(chave);
        throw erro;
      }
    },

    async remover(chave) {
      validarChave(chave);
      const client = await obterCliente();
      const { DeleteObjectCommand } = await sdk;
      try {
        await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: chave }));
      } catch (erro) {
        if (!naoEncontrado(erro)) throw erro;
      }
    },

    async fechar() {
      if (cliente) (await cliente).destroy();
    },
  };
}

function naoEncontrado(erro: unknown): boolean {
  const e = erro as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}
