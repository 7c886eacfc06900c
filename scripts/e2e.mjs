// `npm run test:e2e`: the Playwright suite (apps/web/playwright.config.ts) split into shards that run at the same
// time, each against its own portal (`npm start` on its own port and data directory, so no shard sees another's
// data). Each shard costs a browser and a portal with its embedded database, so shards pay only where there are
// cores to spare; on 2 cores they just compete for the CPU (measured: no faster than one run, each test about
// three times slower, and tests ran into their timeouts), so there it is one run (ADR 030). The split is
// Playwright's `--shard` (whole files, in file order), so each shard runs the same files in the same order every
// time.
//
// E2E_SHARDS (default 2 on 4 cores or more, else 1; 1 = one plain run), E2E_PORT (default 3210; shard k uses
// E2E_PORT + 10·(k−1)). Extra arguments go to every shard (a spec file, `-g <title>`…).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { construirPacoteWebSeNecessario } from './pacote-web.mjs';

const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? (os.availableParallelism() >= 4 ? 2 : 1)));
const porta = Number(process.env.E2E_PORT ?? 3210);
const extras = process.argv.slice(2);

// Built once here: the shards' servers would otherwise each start the same build into the same directory.
construirPacoteWebSeNecessario();

const cli = path.join(raiz, 'node_modules/@playwright/test/cli.js');

function rodar(k) {
  const args = [cli, 'test', '-c', 'apps/web/playwright.config.ts', ...(shards > 1 ? [`--shard=${k}/${shards}`] : []), ...extras];
  const env = { ...process.env, E2E_PORT: String(porta + 10 * (k - 1)), SKIP_WEB_BUILD: 'true' };
  if (shards > 1) delete env.E2E_CERT_PORT;
  const filho = spawn(process.execPath, args, { cwd: raiz, env, stdio: shards > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  if (shards > 1) {
    // Each line prefixed with its shard, written as it comes.
    for (const fluxo of [filho.stdout, filho.stderr]) {
      let resto = '';
      fluxo.setEncoding('utf8');
      fluxo.on('data', (pedaco) => {
        const linhas = (resto + pedaco).split('\n');
        resto = linhas.pop() ?? '';
        for (const linha of linhas) process.stdout.write(`[${k}/${shards}] ${linha}\n`);
      });
      fluxo.on('end', () => {
        if (resto) process.stdout.write(`[${k}/${shards}] ${resto}\n`);
      });
    }
  }
  return new Promise((resolve) => filho.on('exit', (codigo, sinal) => resolve(codigo ?? (sinal ? 1 : 0))));
}

const inicio = Date.now();
const codigos = await Promise.all(Array.from({ length: shards }, (_, i) => rodar(i + 1)));
const falhas = codigos.filter((c) => c !== 0).length;
console.log(
  `\ne2e: ${shards} shard(s) em ${((Date.now() - inicio) / 60_000).toFixed(1)} min; ` +
    (falhas === 0 ? 'todos passaram.' : `${falhas} com falha (códigos ${codigos.join(', ')}).`),
);
process.exit(falhas === 0 ? 0 : 1);
