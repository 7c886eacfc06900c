import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** The folders directly under `dir` (features of the web, modules of the API), read when lint starts. */
function pastas(dir) {
  return fs.readdirSync(new URL(dir, import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
}

const WEB = 'apps/web/src';
/** Web: a feature imports no other feature; components/, hooks/, lib/ and config/ import no feature and not app/. */
function zonasWeb() {
  const features = pastas(`./${WEB}/features`);
  return [
    ...features.map((f) => ({
      target: `./${WEB}/features/${f}`,
      from: `./${WEB}/features`,
      except: [`./${f}`],
      message: 'Uma feature não importa outra: mova o que é comum para components/, hooks/ ou lib/, ou ligue-as em app/.',
    })),
    ...['components', 'hooks', 'lib', 'config'].map((pasta) => ({
      target: `./${WEB}/${pasta}`,
      from: [`./${WEB}/features`, `./${WEB}/app`],
      message: 'Código compartilhado não importa features nem app/.',
    })),
  ];
}

const API = 'apps/api/src';
/**
 * API: a module reaches another only through its index.ts, and so do plugins/ and seed/; db/, lib/ and the config
 * import no module; app.ts imports only each module's plugin.ts.
 */
function zonasApi() {
  const modulos = pastas(`./${API}/modules`);
  return [
    ...modulos.map((m) => ({
      target: `./${API}/modules/${m}/**`,
      from: [`./${API}/modules/**`],
      except: [`**/${API}/modules/${m}/**`, `**/${API}/modules/*/index.ts`],
      message: 'Um módulo usa outro só pelo index.ts dele (nunca rotas, repositórios ou internos).',
    })),
    ...['db', 'lib', 'config'].map((pasta) => ({
      target: `./${API}/${pasta}`,
      from: `./${API}/modules`,
      message: 'A plataforma (db/, lib/, config/) não importa módulos.',
    })),
    // Our plugins (the access hook reads the session) and the demo seed use a module as the other modules do.
    ...['plugins', 'seed'].map((pasta) => ({
      target: `./${API}/${pasta}/**`,
      from: [`./${API}/modules/**`],
      except: [`**/${API}/modules/*/index.ts`],
      message: `${pasta}/ usa um módulo só pelo index.ts dele (nunca rotas, repositórios ou internos).`,
    })),
    // app.ts lists the modules: it registers each module's plugin (ADR 063) and reaches nothing inside them.
    {
      target: `./${API}/app.ts`,
      from: [`./${API}/modules/**`],
      except: [`**/${API}/modules/*/plugin.ts`],
      message: 'O app.ts registra o plugin de cada módulo (plugin.ts) e nada de dentro dele (ADR 063).',
    },
  ];
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/drizzle/**', 'test-results/**', 'playwright-report/**', '.tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features never import each other; they meet in src/app.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@mui/(material|icons-material)$', message: 'Import MUI by path (@mui/material/Button).' },
          ],
        },
      ],
    },
  },
  // The shape of the code (ADR 016): no import cycles; web features never import each other and shared code
  // imports no feature (only app/ wires features together); an API module reaches another module only through
  // that module's public surface (its index.ts), never its routes, repositories or other internals.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/contracts/tsconfig.json', 'apps/api/tsconfig.json', 'apps/web/tsconfig.json', 'tsconfig.scripts.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...zonasWeb(), ...zonasApi()] }],
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'apps/*/test/**/*.{ts,tsx}', 'apps/web/e2e/**/*.ts', 'packages/*/src/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['scripts/**', '**/*.config.{ts,js,mjs}', 'apps/api/src/server.ts'],
    rules: { 'no-console': 'off' },
  },
);
