// The web bundle as `npm start` serves it (apps/web/dist): built when missing or stale, with a stamp
// (dist/.build-stamp) that later runs compare with the sources. Shared by `npm start` and `npm run test:e2e`, which
// builds once before its shards start their servers.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(raiz, 'apps/web');
const dist = path.join(web, 'dist');
const carimbo = path.join(dist, '.build-stamp');

function maisRecente(alvo) {
  let st;
  try {
    st = fs.statSync(alvo);
  } catch {
    return 0;
  }
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const nome of fs.readdirSync(alvo)) max = Math.max(max, maisRecente(path.join(alvo, nome)));
  return max;
}

function precisaBuild() {
  if (process.env.SKIP_WEB_BUILD === 'true') return false;
  const feito = maisRecente(carimbo);
  if (!feito || !fs.existsSync(path.join(dist, 'index.html'))) return true;
  const fontes = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((f) => path.join(web, f));
  fontes.push(path.join(raiz, 'packages/contracts/src'), path.join(raiz, 'package-lock.json'));
  return fontes.some((f) => maisRecente(f) > feito);
}

/** Pre-compressed copies so the server sends gzip/brotli without spending CPU per request. */
function comprimir(dir) {
  for (const nome of fs.readdirSync(dir)) {
    const arquivo = path.join(dir, nome);
    if (fs.statSync(arquivo).isDirectory()) {
      comprimir(arquivo);
      continue;
    }
    if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(nome)) continue;
    const conteudo = fs.readFileSync(arquivo);
    if (conteudo.length < 1024) continue;
    fs.writeFileSync(`${arquivo}.gz`, gzipSync(conteudo, { level: 9 }));
    fs.writeFileSync(`${arquivo}.br`, brotliCompressSync(conteudo, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

/**
 * Builds the web bundle (vite build, then pre-compressed copies) when it is missing or older than its sources;
 * exits the process when the build fails. `SKIP_WEB_BUILD=true` skips the check. `dizer` writes the script's own
 * lines; with `saidaDoBuild: 'resumo'` (production: stdout is JSON only) vite's own output is not shown, and on a
 * failure its last lines go in the one error line.
 */
export function construirPacoteWebSeNecessario({ dizer = (nivel, m) => (nivel === 'error' ? console.error : console.log)(m), saidaDoBuild = 'terminal' } = {}) {
  if (!precisaBuild()) return;
  dizer('info', 'Gerando o pacote web (vite build)…');
  const resumo = saidaDoBuild === 'resumo';
  const r = spawnSync('npm', ['run', 'build', '-w', '@portal/web'], { cwd: raiz, stdio: resumo ? 'pipe' : 'inherit', encoding: 'utf8' });
  if (r.status !== 0) {
    const final = resumo ? `\n${`${r.stdout ?? ''}${r.stderr ?? ''}`.split('\n').slice(-20).join('\n')}` : '';
    dizer('error', `Falha ao gerar o pacote web.${final}`);
    process.exit(r.status ?? 1);
  }
  comprimir(dist);
  fs.writeFileSync(carimbo, new Date().toISOString());
}

