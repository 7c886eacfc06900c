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
import fs from 'node:fs';
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

// The logins and TOTP waits each shard's specs counted (e2e/support.ts, `contar`): one file per shard's port,
// emptied here so the totals are this run's.
const contagens = Array.from({ length: shards }, (_, i) => path.join(raiz, `.tmp/e2e-contagem-${porta + 10 * i}.jsonl`));
for (const arquivo of contagens) fs.rmSync(arquivo, { force: true });
// The sessions kept by `entrar` (e2e/support.ts) belong to the last run's portal, whose database each shard's portal
// starts anew: they would only be refused.
for (let i = 0; i < shards; i++) fs.rmSync(path.join(raiz, `.tmp/e2e-sessoes-${porta + 10 * i}.json`), { force: true });

function resumirContagens() {
  const eventos = contagens.flatMap((arquivo) =>
    fs.existsSync(arquivo) ? fs.readFileSync(arquivo, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)) : [],
  );
  const porConta = new Map();
  for (const e of eventos) {
    if (e.tipo !== 'login' && e.tipo !== 'sessao-reaproveitada') continue;
    const c = porConta.get(e.conta) ?? { login: 0, reaproveitada: 0 };
    if (e.tipo === 'login') c.login++;
    else c.reaproveitada++;
    porConta.set(e.conta, c);
  }
  const esperas = eventos.filter((e) => e.tipo === 'espera-totp');
  const recusas = new Map();
  for (const e of eventos.filter((e) => e.tipo === 'reuso-recusado')) recusas.set(e.motivo, (recusas.get(e.motivo) ?? 0) + 1);
  const logins = eventos.filter((e) => e.tipo === 'login').length;
  const reaproveitadas = eventos.filter((e) => e.tipo === 'sessao-reaproveitada').length;
  const contas = [...porConta].sort((a, b) => b[1].login - a[1].login).map(([conta, c]) => `${conta} ${c.login}+${c.reaproveitada}`);
  console.log(
    `e2e: ${logins} logins pela tela, ${reaproveitadas} sessões reaproveitadas; ` +
      `${esperas.length} esperas por um passo TOTP novo, ${(esperas.reduce((s, e) => s + e.ms, 0) / 1000).toFixed(0)} s ao todo` +
      (contas.length ? `\n     por conta (logins+reaproveitadas): ${contas.join(', ')}` : '') +
      (recusas.size ? `\n     sessão guardada não usada: ${[...recusas].map(([m, n]) => `${m} ${n}`).join(', ')}` : ''),
  );
}

const inicio = Date.now();
const codigos = await Promise.all(Array.from({ length: shards }, (_, i) => rodar(i + 1)));
const falhas = codigos.filter((c) => c !== 0).length;
resumirContagens();
console.log(
  `\ne2e: ${shards} shard(s) em ${((Date.now() - inicio) / 60_000).toFixed(1)} min; ` +
    (falhas === 0 ? 'todos passaram.' : `${falhas} com falha (códigos ${codigos.join(', ')}).`),
);
process.exit(falhas === 0 ? 0 : 1);
