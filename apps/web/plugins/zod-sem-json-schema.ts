import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIXO = '\0portal:zod-sem-json-schema:';
/** zod's classic schemas import these two only to give every schema `.toJSONSchema()` and `~standard.jsonSchema`. */
const MODULOS = ['../core/json-schema-processors.js', '../core/to-json-schema.js'] as const;
const IMPORTADOR = '/zod/v4/classic/schemas.js';
/** The installed zod's v4 core folder (zod's package exports hide its files; its package.json is exported). */
const NUCLEO = path.join(path.dirname(createRequire(import.meta.url).resolve('zod/package.json')), 'v4', 'core');

/**
 * The web app never turns a schema into JSON Schema (the API does, with its own zod), but zod's classic schemas import
 * the JSON Schema converter statically for their `.toJSONSchema()` method and their `~standard.jsonSchema` getter:
 * about 4 KB gzip in the zod chunk of every page with a form (ADR 066). In the production build those two imports, from
 * that one module, get a module with the same exports that throw if ever called: a page that used JSON Schema would
 * fail in its e2e test, not silently. The dev server and the unit tests keep zod as installed.
 */
export function zodSemJsonSchema(): Plugin {
  return {
    name: 'portal:zod-sem-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(origem, importador) {
      if (!importador?.replaceAll('\\', '/').endsWith(IMPORTADOR)) return null;
      const modulo = MODULOS.find((m) => m === origem);
      return modulo ? PREFIXO + path.basename(modulo) : null;
    },
    load(id) {
      if (!id.startsWith(PREFIXO)) return null;
      const real = fs.readFileSync(path.join(NUCLEO, id.slice(PREFIXO.length)), 'utf8');
      const nomes = new Set<string>();
      for (const m of real.matchAll(/^export (?:const|function) (\w+)/gm)) nomes.add(m[1]!);
      for (const m of real.matchAll(/^export \{ (\w+) as (\w+) \}/gm)) nomes.add(m[2]!);
      if (nomes.size === 0) this.error(`zod mudou: nenhuma exportação em ${id.slice(PREFIXO.length)}`);
      return [
        "const semJsonSchema = () => { throw new Error('JSON Schema de zod: o bundle de produção não o inclui (ADR 066).'); };",
        ...[...nomes].map((nome) => `export const ${nome} = () => semJsonSchema;`),
      ].join('\n');
    },
  };
}
