// Prints the gzipped JavaScript a browser must load before it can show /login and /home: the entry chunk,
// everything it imports statically, and the route's lazy chunk with its static imports. Run after a build.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.resolve(process.env.WEB_DIST ?? path.join(raiz, 'apps/web/dist'));
const assets = path.join(dist, 'assets');
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('Sem build: rode `npm run build` antes.');
  process.exit(1);
}

const estaticos = (arquivo: string): string[] => {
  const codigo = fs.readFileSync(path.join(assets, arquivo), 'utf8');
  const achados = new Set<string>();
  // Static imports only (import ... from "./x.js" and bare import "./x.js"); dynamic import() is lazy.
  for (const m of codigo.matchAll(/(?:^|[;\s}])import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) achados.add(m[1]!);
  return [...achados];
};

function fecho(inicio: string[]): Set<string> {
  const vistos = new Set<string>();
  const fila = [...inicio];
  while (fila.length) {
    const a = fila.pop()!;
    if (vistos.has(a)) continue;
    vistos.add(a);
    fila.push(...estaticos(a));
  }
  return vistos;
}

const BR = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const medir = (arquivos: Iterable<string>) =>
  [...arquivos].reduce(
    (t, a) => {
      const b = fs.readFileSync(path.join(assets, a));
      return { gz: t.gz + gzipSync(b, { level: 9 }).length, br: t.br + brotliCompressSync(b, BR).length };
    },
    { gz: 0, br: 0 },
  );

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entrada = [...html.matchAll(/assets\/([^"']+\.js)/g)].map((m) => m[1]!);
const chunk = (prefixo: string) => fs.readdirSync(assets).filter((a) => a.startsWith(prefixo) && a.endsWith('.js'));
const base = fecho(entrada);
const rota = (prefixos: string[]) => new Set([...base, ...fecho(prefixos.flatMap(chunk))]);

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`.padStart(9);
const linha = (rotulo: string, arquivos: Set<string>) => {
  const m = medir(arquivos);
  console.log(`${rotulo.padEnd(42)} gzip ${kb(m.gz)}   brotli ${kb(m.br)}`);
};
linha('entrada (index.html + imports estáticos)', base);
linha('/login (entrada + login-page)', rota(['login-page-']));
linha('/home  (entrada + home-page + top-bar)', rota(['home-page-', 'top-bar-']));
