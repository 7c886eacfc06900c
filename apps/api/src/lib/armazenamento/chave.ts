/** The stored object a key names does not exist (never stored, or already removed). */
export class ArquivoNaoEncontrado extends Error {
  constructor(public readonly chave: string) {
    super(`Arquivo não encontrado no armazenamento: ${chave}`);
    this.name = 'ArquivoNaoEncontrado';
  }
}

/** A key that could escape the storage root or that no backend stores the same way. A programming error, not user input. */
export class ChaveInvalida extends Error {
  constructor(chave: string) {
    super(`Chave de armazenamento inválida: ${JSON.stringify(chave.slice(0, 200))}`);
    this.name = 'ChaveInvalida';
  }
}

const SEGMENTO = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Keys are relative, slash-separated paths like `requerimentos/<uuid>/<uuid>`: each segment made of letters,
 * digits, dot, hyphen and underscore and starting with a letter or digit (so no `.`, `..` or hidden temp
 * names), no leading slash, no backslash, no empty segment, at most 512 characters. The same key is then a
 * safe relative file path and a plain S3 object key.
 */
export function validarChave(chave: string): string {
  if (chave.length === 0 || chave.length > 512 || !chave.split('/').every((s) => SEGMENTO.test(s) && s.length <= 255)) {
    throw new ChaveInvalida(chave);
  }
  return chave;
}
