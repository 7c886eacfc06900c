import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/** The repository root, where `npm run admin` runs. */
export const RAIZ = path.resolve(import.meta.dirname, '../../../..');
const exec = promisify(execFile);

/** `npm run admin -- …` as the operator runs it (node --import tsx scripts/admin.ts), with only this environment. */
export async function comandoAdmin(args: string[], env: Record<string, string>): Promise<{ codigo: number; saida: string; erro: string }> {
  try {
    const r = await exec(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
      cwd: RAIZ,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PUBLIC_URL: 'http://localhost:3999', ...env },
      timeout: 120_000,
    });
    return { codigo: 0, saida: r.stdout, erro: r.stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { codigo: typeof e.code === 'number' ? e.code : -1, saida: e.stdout ?? '', erro: e.stderr ?? '' };
  }
}
