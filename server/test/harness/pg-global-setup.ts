/** vitest global setup: one PostgreSQL cluster for the run when COVEY_TEST_DB=postgres */
import { ADMIN_URL_ENV, startCluster, usePostgres, type Cluster } from './pg-cluster.js';

let cluster: Cluster | undefined;

export async function setup(): Promise<void> {
  if (!usePostgres() || process.env[ADMIN_URL_ENV]) return;
  cluster = await startCluster();
  process.env[ADMIN_URL_ENV] = cluster.adminUrl;
}

export async function teardown(): Promise<void> {
  await cluster?.stop();
}
