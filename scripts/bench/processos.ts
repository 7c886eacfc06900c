// Shared by the bench scripts: a free port, a child process running a TypeScript entry point (its output shown
// only if it fails), waiting for a URL to answer, and the median of a few rounds.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export function iniciar(script: string, env: Record<string, string>): ChildProcess {
  const filho = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: raiz,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let saida = '';
  filho.stdout?.on('data', (d) => (saida += d));
  filho.stderr?.on('data', (d) => (saida += d));
  filho.on('exit', (code) => {
    if (code && code !== 0) console.error(`${path.basename(script)} saiu com ${code}:\n${saida}`);
  });
  return filho;
}

export async function esperar(url: string, limiteMs = 120_000): Promise<void> {
  const fim = Date.now() + limiteMs;
  while (Date.now() < fim) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`não respondeu a tempo: ${url}`);
}

export const mediana = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
