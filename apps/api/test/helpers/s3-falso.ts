import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small in-memory S3 (path-style) for tests: PutObject, CreateMultipartUpload, UploadPart,
 * CompleteMultipartUpload, AbortMultipartUpload, GetObject and DeleteObject on one bucket. Signatures are not
 * verified, but a request without a SigV4 Authorization header is refused (403), and recorded.
 */
export interface ObjetoS3 {
  /** null when the fake was started with guardarCorpos: false (memory tests). */
  corpo: Buffer | null;
  tamanho: number;
  contentType: string | undefined;
}

export interface Requisicao {
  metodo: string;
  operacao: string;
  chave: string;
  assinada: boolean;
  /** Names of the request's headers (lower case), to check what an object is stored with. */
  cabecalhos: string[];
}

export interface S3Falso {
  url: string;
  bucket: string;
  objetos: Map<string, ObjetoS3>;
  /** Multipart uploads created and neither completed nor aborted. */
  uploadsPendentes: Map<string, { chave: string; contentType: string | undefined; partes: Map<number, Buffer | number> }>;
  requisicoes: Requisicao[];
  /** When set, UploadPart for this part number answers 403 (a storage failure in the middle of an upload). */
  falharParte: number | null;
  fechar(): Promise<void>;
}

const xml = (corpo: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${corpo}`;

export async function iniciarS3Falso(opcoes: { bucket?: string; guardarCorpos?: boolean } = {}): Promise<S3Falso> {
  const bucket = opcoes.bucket ?? 'documentos-teste';
  const guardar = opcoes.guardarCorpos ?? true;
  const objetos = new Map<string, ObjetoS3>();
  const uploadsPendentes: S3Falso['uploadsPendentes'] = new Map();
  const requisicoes: Requisicao[] = [];

  const erro = (res: http.ServerResponse, status: number, codigo: string) => {
    res.writeHead(status, { 'content-type': 'application/xml' });
    res.end(xml(`<Error><Code>${codigo}</Code><Message>${codigo}</Message></Error>`));
  };

  const estado: S3Falso = {
    url: '',
    bucket,
    objetos,
    uploadsPendentes,
    requisicoes,
    falharParte: null,
    fechar: () =>
      new Promise((r) => {
        servidor.close(() => r());
        servidor.closeAllConnections();
      }),
  };

  const servidor = http.createServer((req, res) => {
    const partes: Buffer[] = [];
    let tamanhoCorpo = 0;
    // Bodies are only kept when asked to; memory tests count bytes and drop them.
    req.on('data', (c: Buffer) => {
      tamanhoCorpo += c.length;
      if (guardar || req.method !== 'PUT') partes.push(c);
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://s3.falso');
      const [, balde, ...resto] = url.pathname.split('/');
      const chave = resto.map(decodeURIComponent).join('/');
      const q = url.searchParams;
      const metodo = req.method ?? 'GET';
      const operacao =
        metodo === 'POST' && q.has('uploads')
          ? 'CreateMultipartUpload'
          : metodo === 'POST' && q.has('uploadId')
            ? 'CompleteMultipartUpload'
            : metodo === 'PUT' && q.has('partNumber')
              ? 'UploadPart'
              : metodo === 'PUT'
                ? 'PutObject'
                : metodo === 'DELETE' && q.has('uploadId')
                  ? 'AbortMultipartUpload'
                  : metodo === 'DELETE'
                    ? 'DeleteObject'
                    : metodo === 'GET'
                      ? 'GetObject'
                      : `${metodo}?`;
      const assinada = typeof req.headers.authorization === 'string' && req.headers.authorization.startsWith('AWS4-HMAC-SHA256 ');
      requisicoes.push({ metodo, operacao, chave, assinada, cabecalhos: Object.keys(req.headers) });
      if (!assinada) return erro(res, 403, 'AccessDenied');
      if (balde !== bucket) return erro(res, 404, 'NoSuchBucket');

      // The storage turns off the SDK's aws-chunked/trailing-checksum bodies for custom endpoints; refuse
      // them here so a change there shows up as a failing test, not as corrupted objects.
      if (String(req.headers['content-encoding'] ?? '').includes('aws-chunked')) return erro(res, 501, 'NotImplemented');
      const corpo = Buffer.concat(partes);
      const etag = `"${createHash('md5').update(corpo).digest('hex')}"`;

      switch (operacao) {
        case 'PutObject':
          objetos.set(chave, { corpo: guardar ? corpo : null, tamanho: guardar ? corpo.length : tamanhoCorpo, contentType: req.headers['content-type'] });
          res.writeHead(200, { etag });
          return res.end();
        case 'CreateMultipartUpload': {
          const uploadId = randomUUID();
          uploadsPendentes.set(uploadId, { chave, contentType: req.headers['content-type'], partes: new Map() });
          res.writeHead(200, { 'content-type': 'application/xml' });
          return res.end(
            xml(`<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${chave}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`),
          );
        }
        case 'UploadPart': {
          const upload = uploadsPendentes.get(q.get('uploadId') ?? '');
          if (!upload) return erro(res, 404, 'NoSuchUpload');
          const numero = Number(q.get('partNumber'));
          if (estado.falharParte === numero) return erro(res, 403, 'AccessDenied');
          upload.partes.set(numero, guardar ? corpo : tamanhoCorpo);
          res.writeHead(200, { etag });
          return res.end();
        }
        case 'CompleteMultipartUpload': {
          const uploadId = q.get('uploadId') ?? '';
          const upload = uploadsPendentes.get(uploadId);
          if (!upload) return erro(res, 404, 'NoSuchUpload');
          const numeros = [...corpo.toString('utf8').matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) => Number(m[1]));
          const pedacos = numeros.map((n) => upload.partes.get(n));
          if (pedacos.some((p) => p === undefined)) return erro(res, 400, 'InvalidPart');
          uploadsPendentes.delete(uploadId);
          objetos.set(upload.chave, {
            corpo: guardar ? Buffer.concat(pedacos as Buffer[]) : null,
            tamanho: pedacos.reduce<number>((t, p) => t + (typeof p === 'number' ? p : (p as Buffer).length), 0),
            contentType: upload.contentType,
          });
          res.writeHead(200, { 'content-type': 'application/xml' });
          return res.end(
            xml(
              `<CompleteMultipartUploadResult><Location>${estado.url}/${bucket}/${upload.chave}</Location><Bucket>${bucket}</Bucket><Key>${upload.chave}</Key><ETag>"falso-${numeros.length}"</ETag></CompleteMultipartUploadResult>`,
            ),
          );
        }
        case 'AbortMultipartUpload':
          uploadsPendentes.delete(q.get('uploadId') ?? '');
          res.writeHead(204);
          return res.end();
        case 'GetObject': {
          const o = objetos.get(chave);
          if (!o) return erro(res, 404, 'NoSuchKey');
          if (!o.corpo) return erro(res, 500, 'CorpoDescartado');
          res.writeHead(200, { 'content-type': o.contentType ?? 'application/octet-stream', 'content-length': String(o.corpo.length), etag });
          return res.end(o.corpo);
        }
        case 'DeleteObject':
          objetos.delete(chave);
          res.writeHead(204);
          return res.end();
        default:
          return erro(res, 405, 'MethodNotAllowed');
      }
    });
  });

  await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', () => r()));
  estado.url = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
  return estado;
}
