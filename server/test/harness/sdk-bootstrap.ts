/**
 * The one bootstrap of the black-box SDK tests: the built server as a real process on a fresh data
 * folder, Covey's fixture (people, plans, chats…) and, when asked, the mail catcher it sends to.
 *
 *   beforeAll(async () => ({ srv, fx, su } = await startCoveySuite({ mail })), 120_000);
 *   afterAll(() => stopSuite(srv, mail));
 */
import type PocketBase from 'pocketbase';
import { startServer, type ServerProcess } from './server-process.js';
import { buildCoveyFixture, type CoveyFixture } from './covey-fixture.js';
import type { MailCatcher } from './mail-catcher.js';

export interface CoveySuite {
  srv: ServerProcess;
  fx: CoveyFixture;
  /** the fixture's superuser client */
  su: PocketBase;
}

export async function startCoveySuite(opts: { mail?: MailCatcher } = {}): Promise<CoveySuite> {
  await opts.mail?.start();
  const srv = await startServer();
  const fx = await buildCoveyFixture(srv);
  return { srv, fx, su: fx.su };
}

/** stops what `startCoveySuite` started (safe when the start failed half-way) */
export async function stopSuite(srv: ServerProcess | undefined, mail?: MailCatcher): Promise<void> {
  await srv?.stop();
  await mail?.stop();
}
