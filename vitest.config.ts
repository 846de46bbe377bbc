import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * COVEY_TEST_DB=postgres (`npm run test:pg`) runs every server suite on PostgreSQL (a throwaway
 * cluster started by the global setup; each test app or server gets a copy of a migrated template
 * database) except the ones below, each with its reason.
 */
const onPostgres = process.env['COVEY_TEST_DB'] === 'postgres';
const NOT_ON_POSTGRES: Record<string, string> = {
  // SQLite-only feature: API backups copy SQLite files; on PostgreSQL they answer a clear 400 naming
  // pg_dump, tested in cluster.test.ts
  'test/sdk/operator-backups.test.ts': 'SQLite file backups',
  'test/sdk/operator-backups-malicious.test.ts': 'SQLite file backups',
  // these drive the CLI on SQLite data folders (no --db) or check npm/first-run plumbing, and never
  // touch the dialect: on PostgreSQL they would only repeat the SQLite run (the CLI with --db on
  // PostgreSQL is covered by cluster.test.ts)
  'test/sdk/cli.test.ts': 'CLI on SQLite data folders',
  'test/sdk/org-cli.test.ts': 'CLI on SQLite data folders (reads the SQLite file directly)',
  'test/first-run/**': 'npm/bin first-run checks, no database',
  'test/assistant-eval.test.ts': 'offline answerer evaluation, no database',
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          root: './server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...(onPostgres ? Object.keys(NOT_ON_POSTGRES) : [])],
          environment: 'node',
          testTimeout: 90000, // a hang guard: CI runs on a busy 2-core machine, where a server start can take 20 s
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
