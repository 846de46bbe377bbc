import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * COVEY_TEST_DB=postgres runs the server suites on PostgreSQL (a throwaway cluster started by the
 * global setup). File backups are SQLite-only (PostgreSQL answers a clear 400, tested in
 * cluster.test.ts), so their suites do not run there.
 */
const onPostgres = process.env['COVEY_TEST_DB'] === 'postgres';
const SQLITE_ONLY = ['test/sdk/operator-backups.test.ts', 'test/sdk/operator-backups-malicious.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          root: './server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...(onPostgres ? SQLITE_ONLY : [])],
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
