import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@messages': fileURLToPath(new URL('./messages', import.meta.url)),
  'server-only': fileURLToPath(new URL('./test/server-only-stub.ts', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: process.env.TEST_REPORT ? ['default', ['json', { outputFile: process.env.TEST_REPORT }]] : ['default'],
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['**/*.int.test.ts'],
          environment: 'node',
          // A time limit here only catches a hang: on a busy two-core machine rendering every
          // email or a PDF takes seconds. Speed is measured by the benchmarks, not by tests.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          // Email links are signed with the server's secret; tests name one instead of making
          // one in DATA_DIR.
          env: { AUTH_SECRET: 'integration-tests-only-secret-0123456789abcdef', SITE_URL: 'https://exhale.example' },
          hookTimeout: 60_000,
          // PGlite is single-process by design: one file at a time keeps memory and locks simple.
          fileParallelism: false,
        },
      },
    ],
  },
});
