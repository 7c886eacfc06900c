import { apiClient } from './api-client';
import { ehErroHttp, type OpcoesRequisicao } from './http';

/**
 * The file name a Content-Disposition header gives: the RFC 5987 `filename*=UTF-8''…` first (it carries
 * accents), then `filename="…"` (or unquoted), else the fallback.
 */
export function nomeDoArquivo(disposicao: unknown, padrao: string): string {
  if (typeof disposicao !== 'string') return padrao;
  const estendido = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposicao);
  if (estendido?.[1]) {
    try {
      return decodeURIComponent(estendido[1].trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const simples = /filename\s*=\s*"([^"]+)"/i.exec(disposicao) ?? /filename\s*=\s*([^;]+)/i.exec(disposicao);
  return simples?.[1]?.trim() || padrao;
}

/** A failed blob request carries its JSON error as a Blob: read it so mensagemDeErro finds the `mensagem`. */
async function lerErroEmBlob(erro: unknown): Promise<never> {
  if (ehErroHttp(erro) && erro.response?.data instanceof Blob) {
    try {
      erro.response.data = JSON.parse(await erro.response.data.text()) as unknown;
    } catch {
      // Not JSON: the generic message applies.
    }
  }
  throw erro;
}

function comoBlob(dados: unknown, tipo: string): Blob {
  if (dados instanceof Blob) return dados;
  const conteudo = typeof dados === 'string' || dados instanceof ArrayBuffer ? dados : JSON.stringify(dados, null, 2);
  return new Blob([conteudo], { type: tipo });
}

/** Hands a file to the browser to save: an object URL on a temporary <a download>, revoked right after the click. */
export function salvarNoNavegador(blob: Blob, nome: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nome;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

export interface OpcoesBaixarArquivo {
  /** Content type of the saved file when the answer is not already a Blob. */
  tipo?: string;
  /**
   * More request options, e.g. the anonymous report's configSemIdentidade(), which drops the Bearer token the
   * client would add. The response type is always a blob.
   */
  config?: OpcoesRequisicao;
}

/**
 * GET `url` through the api client as a blob and save it under the server's file name (Content-Disposition),
 * or `nomePadrao` when it sends none. An error answer is read back from its blob, so mensagemDeErro shows the
 * server's `mensagem`. Answers the name the file was saved under.
 */
export async function baixarArquivo(url: string, nomePadrao: string, opcoes: OpcoesBaixarArquivo = {}): Promise<string> {
  const resposta = await apiClient.get<unknown>(url, { ...opcoes.config, responseType: 'blob' }).catch(lerErroEmBlob);
  const nome = nomeDoArquivo(resposta.headers['content-disposition'], nomePadrao);
  salvarNoNavegador(comoBlob(resposta.data, opcoes.tipo ?? 'application/octet-stream'), nome);
  return nome;
}
