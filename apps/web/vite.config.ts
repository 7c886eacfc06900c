import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { CSS_INICIO } from './src/components/estilo-inicio';
import { CSS_TELAS } from './src/components/estilo-telas';
import { compilarNaCarga } from './plugins/compilar-na-carga';
import { iconesLeves } from './plugins/icones-leves';
import { zodSemJsonSchema } from './plugins/zod-sem-json-schema';
import { CSS_BASE, CSS_LEVE } from './src/components/estilo-leve';

const api = 'http://localhost:3000';

/**
 * Every chunk's static imports, direct and indirect, by file name: filled at the start of generateBundle, before
 * Vite writes each dynamic import's preload list (which reads it through `semJaCarregados`).
 */
const importsEstaticos = new Map<string, Set<string>>();

function fechoEstatico(): Plugin {
  return {
    name: 'portal:fecho-estatico',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_opcoes, bundle) {
        importsEstaticos.clear();
        const fecho = (arquivo: string, vistos: Set<string>) => {
          const chunk = bundle[arquivo];
          if (chunk?.type !== 'chunk') return vistos;
          for (const importado of chunk.imports) {
            if (vistos.has(importado)) continue;
            vistos.add(importado);
            fecho(importado, vistos);
          }
          return vistos;
        };
        for (const [arquivo, chunk] of Object.entries(bundle)) {
          if (chunk.type === 'chunk') importsEstaticos.set(arquivo, fecho(arquivo, new Set()));
        }
      },
    },
  };
}

/**
 * A dynamic import's preload list without the chunks its importer already imports statically: those are loaded
 * before the importer runs (the entry's are in index.html's modulepreload links), so listing them again only
 * makes the importer bigger. The imported chunk stays first and the rest go in file-name order, so the lists of
 * the entry chunk repeat one another and compress better. Same chunks preloaded; the entry chunk is smaller.
 */
const semJaCarregados = (arquivo: string, deps: string[], { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' }) => {
  const carregados = hostType === 'js' ? importsEstaticos.get(hostId) : undefined;
  if (!carregados) return deps;
  const outros = deps.filter((dep) => dep !== arquivo && !carregados.has(dep)).sort();
  return deps.includes(arquivo) ? [arquivo, ...outros] : outros;
};

/**
 * The portal's theme has no CSS variables and no colour schemes (src/config/tema-mui.ts), so MUI's `createTheme` and
 * `ThemeProvider` always take their plain path; but both import the CSS-variables path statically, and with it
 * about 25 KB (7 KB gzip) that every first load carried and never ran. In the production build those two imports
 * get a module that throws if it is ever reached (ADR 029): a theme with `cssVariables` or `colorSchemes` would fail
 * at start-up, in every e2e test, not silently.
 */
const CAMINHO_VARIAVEIS_CSS: Record<string, string> = {
  '/@mui/material/styles/createTheme.mjs': './createThemeWithVars.mjs',
  '/@mui/material/styles/ThemeProvider.mjs': './ThemeProviderWithVars.mjs',
};
const SEM_VARIAVEIS_CSS = '\0portal:mui-sem-variaveis-css';

function muiSemVariaveisCss(): Plugin {
  return {
    name: 'portal:mui-sem-variaveis-css',
    apply: 'build',
    enforce: 'pre',
    resolveId(origem, importador) {
      if (!importador) return null;
      const chave = Object.keys(CAMINHO_VARIAVEIS_CSS).find((fim) => importador.replaceAll('\\', '/').endsWith(fim));
      return chave && CAMINHO_VARIAVEIS_CSS[chave] === origem ? SEM_VARIAVEIS_CSS : null;
    },
    load(id) {
      if (id !== SEM_VARIAVEIS_CSS) return null;
      return [
        "const erro = () => { throw new Error('Tema com variáveis CSS: o bundle de produção não as inclui (ADR 029).'); };",
        'export default erro;',
        'export const CssVarsProvider = erro;',
      ].join('\n');
    },
  };
}

/**
 * The production bundle renders with Preact's React compatibility layer (ADR 029): the same components and hooks in
 * about 5 KB gzip instead of react-dom's 65 KB. `react-dom/client` is src/app/preact/cliente.ts, which writes an
 * element's only text child as React DOM does. Dev server and unit tests (vitest.config.ts) keep React.
 */
const ROUTER_DE_PRODUCAO = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

const reactPorPreact = [
  { find: /^react-dom\/client$/, replacement: fileURLToPath(new URL('./src/app/preact/cliente.ts', import.meta.url)) },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  // react-router's package exports only its development build (dev warnings on); its production build is the same
  // router with them compiled out: 0.5 KB gzip less in the entry, on every page (ADR 066).
  { find: /^react-router$/, replacement: ROUTER_DE_PRODUCAO },
];

/**
 * The plain stylesheets of the first pages (/login, the app's frame, the top bar, /home: components/estilo-leve.ts
 * and estilo-inicio.ts; the member's first screens after the home: estilo-telas.ts, ADR 067) written into index.html's <head>: parsed with the HTML before the first paint, instead of
 * inside the long task that evaluates the bundle (ADR 032). The modules insert them themselves only in the dev
 * server and the unit tests.
 */
function estilosNoHtml(): Plugin {
  const minimo = (css: string) => css.replaceAll(/\n+/g, '').trim();
  return {
    name: 'portal:estilos-no-html',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'style', attrs: { 'data-estilo': 'leve' }, children: minimo(CSS_LEVE), injectTo: 'head' },
      { tag: 'style', attrs: { 'data-estilo': 'inicio' }, children: minimo(CSS_INICIO), injectTo: 'head' },
      { tag: 'style', attrs: { 'data-estilo': 'telas' }, children: minimo(CSS_TELAS), injectTo: 'head' },
      // Last, where MUI's CssBaseline used to insert the page's base.
      { tag: 'style', attrs: { 'data-estilo': 'base' }, children: minimo(CSS_BASE), injectTo: 'head' },
    ],
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    iconesLeves(),
    react(),
    fechoEstatico(),
    muiSemVariaveisCss(),
    zodSemJsonSchema(),
    estilosNoHtml(),
    // The chunks a first visit runs almost all of (the groups below).
    compilarNaCarga(['entrada', 'inicio']),
  ],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
      ...(command === 'build' ? reactPorPreact : []),
    ],
  },
  server: {
    proxy: {
      '/wsapp': { target: api, changeOrigin: false },
      '/api': { target: api, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/wsapp': { target: api, changeOrigin: false },
      '/api': { target: api, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: { resolveDependencies: semJaCarregados },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'entrada', test: /[\\/]src[\\/]main\.tsx$/ },
            // /home, where signed-in visits start, and the top bar of every signed-in page: one file with what
            // they import beyond the entry, instead of seventeen small ones that a phone fetches a few at a time.
            { name: 'inicio', test: /[\\/]src[\\/](app[\\/]paginas[\\/]home-page|components[\\/]top-bar)\.tsx$/ },
            // MUI's style engine (emotion and @mui/system): every page drawn with MUI needs all of it, and pages
            // drawn without MUI none of it. Left to the splitter it came in three to five pieces whose boundaries
            // moved with any change to the shared components (ADR 067); one file compresses better and stays put.
            { name: 'createTheme', test: /[\\/]node_modules[\\/](@emotion|@mui[\\/](system|styled-engine))[\\/]/ },
          ],
        },
      },
    },
  },
}));
