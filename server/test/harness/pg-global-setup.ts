/**
 * vitest global setup: one PostgreSQL cluster for the run when COVEY_TEST_DB=postgres, and a
 * template database with the tables created and every migration applied (each test app or server
 * gets a copy of it, see `freshDatabase`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_URL_ENV, TEMPLATE_ENV, freshDatabase, startCluster, usePostgres, type Cluster } from './pg-cluster.js';
import { migrateShared, openCore } from '../../src/app/create-app.js';

let cluster: Cluster | undefined;

async function migratedTemplate(): Promise<string> {
  const db = await freshDatabase({ empty: true });
  const dir = await mkdtemp(join(tmpdir(), 'covey-pg-template-'));
  try {
    const core = await openCore(dir, db.url);
    try {
      await migrateShared(core);
    } finally {
      await core.db.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return new URL(db.url).pathname.slice(1);
}

export async function setup(): Promise<void> {
  if (!usePostgres() || process.env[ADMIN_URL_ENV]) return;
  cluster = await startCluster();
  process.env[ADMIN_URL_ENV] = cluster.adminUrl;
  process.env[TEMPLATE_ENV] = await migratedTemplate();
}

export async function teardown(): Promise<void> {
  await cluster?.stop();
}
