import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    public readonly dir: string,
    public readonly pid: number,
  ) {
    super(
      `O diretório de dados ${dir} já está em uso pelo processo ${pid} (outro "npm start" em execução?). ` +
        'Encerre-o antes ou use outro DATA_DIR. Nada foi alterado.',
    );
    this.name = 'DataDirLockedError';
  }
}

function lockPath(dir: string) {
  return path.join(dir, 'portal.lock');
}

function processoVivo(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid holding the lock on `dir`, or null when it is free (a lock left by a dead process is free). */
export function lockHolder(dir: string): number | null {
  let conteudo: string;
  try {
    conteudo = fs.readFileSync(lockPath(dir), 'utf8');
  } catch {
    return null;
  }
  const pid = Number.parseInt(conteudo, 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return processoVivo(pid) ? pid : null;
}

/**
 * Takes the lock on a data directory: one process owns a PGlite directory. Throws DataDirLockedError
 * without touching anything else when a live process holds it. Returns the release function.
 */
export function acquireDataDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const arquivo = lockPath(dir);
  for (let tentativa = 0; tentativa < 2; tentativa++) {
    try {
      const fd = fs.openSync(arquivo, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => {
        try {
          if (fs.readFileSync(arquivo, 'utf8') === String(process.pid)) fs.unlinkSync(arquivo);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const dono = lockHolder(dir);
      if (dono !== null) throw new DataDirLockedError(dir, dono);
      fs.rmSync(arquivo, { force: true }); // stale lock from a process that died
    }
  }
  throw new Error(`Não foi possível obter o bloqueio de ${dir}.`);
}
