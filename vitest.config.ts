import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          root: './server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
          // COVEY_TEST_DB=postgres: one throwaway PostgreSQL cluster for the run
          globalSetup: ['./test/harness/pg-global-setup.ts'],
        },
      },
      ...(existsSync('./web/vitest.config.ts') ? ['./web/vitest.config.ts'] : []),
    ],
  },
});
