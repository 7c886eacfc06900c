/**
 * Reads the import form (multipart/form-data): one small file in the field 'arquivo' and plain fields. The
 * file is at most `maxBytes` (counted while it arrives; the byte past the limit stops the upload), so it is
 * kept in memory: the whole text is needed to check every line before anything is stored.
 */
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { arquivoGrandeDemais, nomeArquivoSeguro } from '../../lib/armazenamento/receber-arquivo.js';

export interface FormularioCsv {
  arquivo: { nome: string; bytes: Buffer } | null;
  campos: Record<string, string>;
}

/** See documentos.ts: after a refusal mid-body the rest must not be read as the next request. */
const fecharConexao = { headers: { connection: 'close' } };

const naoMultipart = () => new AppError('TIPO_NAO_SUPORTADO', 'Envie o arquivo como formulário (multipart/form-data), no campo "arquivo".');
const umArquivoPorVez = () => new AppError('UM_ARQUIVO_POR_VEZ', 'Envie um arquivo por vez, no campo "arquivo".', fecharConexao);
const envioIncompleto = () => new AppError('ENVIO_INCOMPLETO', 'O arquivo chegou incompleto. Envie de novo.', fecharConexao);

const ERRO_MULTIPART: Record<string, () => AppError> = {
  FST_FILES_LIMIT: umArquivoPorVez,
  FST_PARTS_LIMIT: umArquivoPorVez,
  FST_FIELDS_LIMIT: () => new AppError('CAMPOS_DEMAIS', 'O formulário tem campos demais.', fecharConexao),
  FST_PROTO_VIOLATION: envioIncompleto,
  FST_INVALID_MULTIPART_CONTENT_TYPE: naoMultipart,
  FST_MP_PREMATURE_CLOSE: envioIncompleto,
};
// What busboy says about a broken or cut multipart body.
const FALHA_DE_FORMULARIO =
  /unexpected end of (form|multipart data)|part terminated early|malformed part header|multipart: boundary not found|premature close/i;

function traduzir(erro: unknown, maxBytes: number): unknown {
  if (erro instanceof AppError) return erro;
  const e = erro as { code?: unknown; message?: unknown } | null;
  if (e?.code === 'FST_REQ_FILE_TOO_LARGE') return arquivoGrandeDemais(maxBytes);
  const porCodigo = typeof e?.code === 'string' ? ERRO_MULTIPART[e.code] : undefined;
  if (porCodigo) return porCodigo();
  if (typeof e?.message === 'string' && FALHA_DE_FORMULARIO.test(e.message)) return envioIncompleto();
  return erro;
}

async function lerArquivo(parte: MultipartFile, maxBytes: number): Promise<Buffer> {
  const pedacos: Buffer[] = [];
  let tamanho = 0;
  for await (const chunk of parte.file) {
    tamanho += (chunk as Buffer).length;
    if (tamanho > maxBytes) {
      parte.file.destroy();
      throw arquivoGrandeDemais(maxBytes);
    }
    pedacos.push(chunk as Buffer);
  }
  if (parte.file.truncated) throw arquivoGrandeDemais(maxBytes);
  if (tamanho === 0) throw new AppError('ARQUIVO_VAZIO', 'O arquivo está vazio.');
  return Buffer.concat(pedacos);
}

/** The file (field 'arquivo', at most one) and the text fields, whatever their order in the form. */
export async function receberFormularioCsv(req: FastifyRequest, maxBytes: number): Promise<FormularioCsv> {
  if (!req.isMultipart()) throw naoMultipart();
  const formulario: FormularioCsv = { arquivo: null, campos: {} };
  try {
    for await (const parte of req.parts({
      limits: { fileSize: maxBytes + 1, files: 1 },
    })) {
      if (parte.type === 'file') {
        if (parte.fieldname !== 'arquivo') {
          parte.file.destroy();
          throw new AppError('CAMPO_ARQUIVO', 'Envie o arquivo no campo "arquivo".', fecharConexao);
        }
        formulario.arquivo = {
          nome: nomeArquivoSeguro(parte.filename ?? ''),
          bytes: await lerArquivo(parte, maxBytes),
        };
        continue;
      }
      const campo = parte as MultipartValue;
      if (campo.valueTruncated || campo.fieldnameTruncated) {
        throw new AppError('CAMPO_GRANDE_DEMAIS', `O campo "${campo.fieldname.slice(0, 40)}" passa do tamanho aceito.`, fecharConexao);
      }
      if (typeof campo.value === 'string') formulario.campos[campo.fieldname] = campo.value;
    }
  } catch (erro) {
    throw traduzir(erro, maxBytes);
  }
  return formulario;
}
