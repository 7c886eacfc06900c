import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every core: the default leaves one free, which on a 2-core machine runs the files one at a time. API files
    // never share a database with a file running at the same time (test/helpers/global-setup.ts).
    maxWorkers: os.availableParallelism(),
    projects: ['packages/contracts', 'apps/api', 'apps/web'],
  },
});
