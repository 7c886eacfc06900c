import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SUFIXO = '?leve';
const PREFIXO = '\0icone-leve:';
const CRIAR_MUI = 'import createSvgIcon from "./utils/createSvgIcon.mjs";';
const CRIAR_LEVE = fileURLToPath(new URL('../src/components/icone-leve.tsx', import.meta.url));
/** The installed icons package: its ES module of each icon is `<Nome>.mjs` at its root. */
const PACOTE = path.dirname(createRequire(import.meta.url).resolve('@mui/icons-material/package.json'));

/**
 * `import X from '@mui/icons-material/X?leve'`: the same Material icon, drawn by a plain <svg> (components/icone-leve)
 * instead of MUI's SvgIcon, so a page drawn without MUI can show it without loading MUI (ADR 032). The icon's module is
 * MUI's own, read as it is installed, with its one call to MUI's `createSvgIcon` pointed at `criarIconeLeve`: the
 * drawing is never copied, and an update of the icons package updates it.
 */
export function iconesLeves(): Plugin {
  // The file as installed, not the dev server's pre-bundled copy of the package.
  const arquivoDo = (nome: string) => path.join(PACOTE, `${nome}.mjs`);
  return {
    name: 'portal:icones-leves',
    enforce: 'pre',
    resolveId(id) {
      if (!id.startsWith('@mui/icons-material/') || !id.endsWith(SUFIXO)) return null;
      const nome = id.slice('@mui/icons-material/'.length, -SUFIXO.length);
      if (!/^[A-Za-z0-9]+$/.test(nome) || !fs.existsSync(arquivoDo(nome))) this.error(`Ícone desconhecido: ${id}`);
      // The virtual id names the icon only: an id with node_modules in it would be left to Node by Vitest.
      return `${PREFIXO}${nome}`;
    },
    load(id) {
      if (!id.startsWith(PREFIXO)) return null;
      const arquivo = arquivoDo(id.slice(PREFIXO.length));
      const fonte = fs.readFileSync(arquivo, 'utf8');
      // A new layout of the icons package must fail the build, not silently fall back to MUI's SvgIcon.
      if (!fonte.includes(CRIAR_MUI)) this.error(`${arquivo}: o ícone não chama createSvgIcon como esperado.`);
      return fonte
        .replace('"use client";', '')
        .replace(CRIAR_MUI, `import { criarIconeLeve as createSvgIcon } from ${JSON.stringify(CRIAR_LEVE)};`);
    },
  };
}
