import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Armazenamento } from './armazenamento.js';
import { ArquivoNaoEncontrado, ChaveInvalida, validarChave } from './chave.js';

/**
 * Files under one directory (DATA_DIR/uploads by default). A write streams to a hidden temporary file in
 * the destination's own directory, is flushed to disk, then renamed over the final name: readers see the
 * whole file or nothing, and a failed write leaves nothing behind.
 */
export function criarArmazenamentoLocal(dir: string): Armazenamento {
  const raiz = path.resolve(dir);

  const caminho = (chave: string) => {
    const destino = path.resolve(raiz, validarChave(chave));
    // Defence in depth: validarChave already refuses anything that could leave the root.
    if (!destino.startsWith(raiz + path.sep)) throw new ChaveInvalida(chave);
    return destino;
  };

  return {
    kind: 'local',

    async gravar(chave, corpo: Readable, _contentType, opcoes) {
      const destino = caminho(chave);
      const pasta = path.dirname(destino);
      await fs.promises.mkdir(pasta, { recursive: true });
      const temporario = path.join(pasta, `.${path.basename(destino)}.${randomUUID()}.tmp`);
      const escrita = fs.createWriteStream(temporario, { flags: 'wx', mode: 0o600, flush: true });
      try {
        // Wait for the file to exist before any byte flows, so the cleanup below never runs before it is created.
        await once(escrita, 'open');
        // flush: fsync before close, so the rename publishes bytes that are on disk.
        await pipeline(corpo, escrita);
        // Before the rename, so the published file never shows the real time.
        if (opcoes?.momento) await fs.promises.utimes(temporario, opcoes.momento, opcoes.momento);
        await fs.promises.rename(temporario, destino);
      } catch (erro) {
        corpo.destroy();
        escrita.destroy();
        await fs.promises.rm(temporario, { force: true });
        if (opcoes?.momento) await fs.promises.utimes(pasta, opcoes.momento, opcoes.momento).catch(() => {});
        throw erro;
      }
      // The folder's own times changed with the new entry (and with the temporary file before it).
      if (opcoes?.momento) await fs.promises.utimes(pasta, opcoes.momento, opcoes.momento);
      await sincronizarPasta(pasta);
    },

    async ler(chave) {
      const arquivo = caminho(chave);
      let handle: fs.promises.FileHandle;
      try {
        handle = await abrirSemAtime(arquivo);
      } catch (erro) {
        const code = (erro as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') throw new ArquivoNaoEncontrado(chave);
        throw erro;
      }
      if (!(await handle.stat()).isFile()) {
        await handle.close();
        throw new ArquivoNaoEncontrado(chave);
      }
      return handle.createReadStream();
    },

    async remover(chave, opcoes) {
      const arquivo = caminho(chave);
      await fs.promises.rm(arquivo, { force: true });
      if (opcoes?.momento) await fs.promises.utimes(path.dirname(arquivo), opcoes.momento, opcoes.momento).catch(() => {});
    },

    async fechar() {},
  };
}

/** fsync of the directory, so the rename itself survives a crash (POSIX; not supported everywhere, then skipped). */
async function sincronizarPasta(pasta: string): Promise<void> {
  let handle: fs.promises.FileHandle | null = null;
  try {
    handle = await fs.promises.open(pasta, 'r');
    await handle.sync();
  } catch {
    // Windows and some file systems refuse to open or fsync a directory; the file itself is already synced.
  } finally {
    await handle?.close();
  }
}

/**
 * Opens a stored file for reading without touching its access time (O_NOATIME, Linux), so that reading a file back
 * (the PDF check, a download) does not record the exact time on a file stored with the day only (anonymous report).
 * Where the flag is not allowed (not the file's owner) or does not exist, a plain read-only open.
 */
async function abrirSemAtime(arquivo: string): Promise<fs.promises.FileHandle> {
  const semAtime = fs.constants.O_NOATIME;
  if (semAtime === undefined) return fs.promises.open(arquivo, 'r');
  try {
    return await fs.promises.open(arquivo, fs.constants.O_RDONLY | semAtime);
  } catch (erro) {
    if ((erro as NodeJS.ErrnoException).code === 'EPERM') return fs.promises.open(arquivo, 'r');
    throw erro;
  }
}
