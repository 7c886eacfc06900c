import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The web test files that replace one of the app's modules with `vi.mock`/`vi.doMock`. The web project runs without
 * isolation (a worker keeps the modules it imported from one file to the next, ADR 068), and a module imported by an
 * earlier file keeps its real dependency whatever a later file mocks: these files run apart, each in a fresh worker
 * (project `web-isolado`). Found by reading the files, so a new test that mocks a module lands there by itself.
 */
function arquivosDeTesteDaWeb(): { comMock: string[]; semMock: string[] } {
  const raiz = path.resolve(import.meta.dirname, 'apps/web');
  const comMock: string[] = [];
  const semMock: string[] = [];
  const visitar = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) visitar(p);
      else if (/\.test\.tsx?$/.test(e.name)) (/\bvi\.(?:do)?[mM]ock\(/.test(fs.readFileSync(p, 'utf8')) ? comMock : semMock).push(path.relative(raiz, p));
    }
  };
  for (const d of ['src', 'plugins']) visitar(path.join(raiz, d));
  return { comMock, semMock };
}
// `include` and `exclude` add to those of apps/web/vitest.config.ts: each project excludes the other's files.
const { comMock, semMock } = arquivosDeTesteDaWeb();

export default defineConfig({
  test: {
    // Every core: the default leaves one free, which on a 2-core machine runs the files one at a time. API files
    // never share a database with a file running at the same time (test/helpers/global-setup.ts).
    maxWorkers: os.availableParallelism(),
    projects: [
      'packages/contracts',
      'apps/api',
      { extends: './apps/web/vitest.config.ts', root: './apps/web', test: { name: 'web', isolate: false, exclude: comMock } },
      { extends: './apps/web/vitest.config.ts', root: './apps/web', test: { name: 'web-isolado', isolate: true, exclude: semMock } },
    ],
  },
});
