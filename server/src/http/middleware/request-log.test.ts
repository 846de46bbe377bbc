/**
 * The request log's rows wait in the LogWriter's batch (decision 0065): a clean stop of the app writes
 * them before the store closes, so nothing logged before the stop is lost. Real HTTP (the log listens on
 * the Node server, which `inject` bypasses); SQLite, or PostgreSQL with COVEY_TEST_DB=postgres.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app/create-app.js';
import { auxiliaryDbPath } from '../../core/backups/data-layout.js';
import { LogStore } from '../../core/logs/log-store.js';
import { openAuxiliary } from '../../storage/open-store.js';
import { freshDatabase, usePostgres } from '../../../test/harness/pg-cluster.js';

describe('request log batches', () => {
  it('a clean stop writes the rows still waiting for their batch', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'covey-request-log-'));
    const pg = usePostgres() ? await freshDatabase() : undefined;
    const open = () => createApp({ dataDir, migrate: true, ...(pg ? { databaseUrl: pg.url } : {}) });
    try {
      const app = await open();
      await app.core.settings.update({ rateLimits: { enabled: false } });
      const address = await app.http.listen({ port: 0, host: '127.0.0.1' });
      for (let i = 0; i < 5; i++) expect((await fetch(`${address}/api/health?probe=stop-${i}`)).status).toBe(200);
      expect((await fetch(`${address}/api/collections/nope/records?probe=stop-404`)).status).toBe(404);
      await app.close();

      const again = await open();
      const aux = openAuxiliary(again.core.db, auxiliaryDbPath(dataDir));
      try {
        const page = await new LogStore(aux.db).list({ page: 1, perPage: 50, skipTotal: false, filter: 'data.url ~ "probe=stop-"', sort: 'data.url' });
        expect(page.items.map((e) => [e.data['url'], e.data['status']])).toEqual([
          ['/api/collections/nope/records?probe=stop-404', 404],
          ...[0, 1, 2, 3, 4].map((i) => [`/api/health?probe=stop-${i}`, 200]),
        ]);
      } finally {
        await aux.close();
        await again.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      await pg?.drop().catch(() => undefined);
    }
  });
});
