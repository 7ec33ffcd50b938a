import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      '@tests': path.resolve(import.meta.dirname, 'tests'),
      // Outside Next.js the guard package would throw; tests run server code on purpose.
      'server-only': path.resolve(import.meta.dirname, 'tests/support/empty.ts'),
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    globalSetup: ['tests/support/vitest-global-setup.ts'],
    setupFiles: ['tests/support/vitest-file-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // SQLite files and PostgreSQL schemas are per test file, so files may run in parallel.
    fileParallelism: true,
    // One worker per core. Vitest's own default leaves a core free (one worker on CI's two),
    // but these files wait on SQLite, PostgreSQL and SMTP as much as they compute: on two cores
    // the whole run took 6.8 minutes with two workers against 10 with one (docs/benchmarks.md).
    maxWorkers: os.availableParallelism(),
    // A stray .only would quietly run one test of a file, on a laptop as in CI.
    allowOnly: false,
  },
});
