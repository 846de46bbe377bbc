/**
 * `covey serve --http=127.0.0.1:8090 --dir=./covey_data`: starts the API (and the built web app),
 * shuts down cleanly on SIGTERM/SIGINT (in-flight requests finish, the database is closed).
 * A backup restore asks for a restart: the app is closed, the verified restored data is swapped
 * in, and the app is opened again on the same address (the old data comes back if it fails).
 */
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { createApp, type Covey } from '../app/create-app.js';
import { applyPendingRestore, cleanupTemp } from '../core/backups/restore-swap.js';
import { dirOption, type ParsedArgs } from './args.js';
import { realtimeCheckCounters } from '../core/realtime/record-publisher.js';
import { staffMfaNotice } from '../covey/organisations/staff-mfa-notice.js';

const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export async function serve(args: ParsedArgs): Promise<void> {
  const http = String(args.options['http'] === true ? '' : (args.options['http'] ?? '127.0.0.1:8090'));
  const colon = http.lastIndexOf(':');
  const host = colon > 0 ? http.slice(0, colon) : '127.0.0.1';
  const port = Number(colon >= 0 ? http.slice(colon + 1) : http);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid --http address "${http}"`);
  const dataDir = resolve(dirOption(args));
  await cleanupTemp(dataDir);

  let app: Covey;
  let restarting: Promise<void> | null = null;
  let closing = false;
  let listenPort = port;

  const open = async (): Promise<string> => {
    app = await createApp({
      dataDir,
      webDist: WEB_DIST,
      logger: args.options['log'] === true,
      onRestartRequest: () => void restart(),
    });
    try {
      const address = await app.http.listen({ host: host.replace(/^\[|\]$/g, ''), port: listenPort });
      const bound = app.http.server.address();
      if (bound && typeof bound === 'object') listenPort = bound.port;
      return address;
    } catch (err) {
      await app.close().catch(() => undefined);
      throw err;
    }
  };

  const restart = (): Promise<void> => {
    if (restarting || closing) return restarting ?? Promise.resolve();
    restarting = (async () => {
      console.log('Restarting to apply a backup restore…');
      try {
        await app.close();
        const swap = await applyPendingRestore(dataDir);
        try {
          await open();
          await swap?.commit();
          console.log(swap ? 'Restarted on the restored data.' : 'Restarted.');
        } catch (err) {
          console.error('the restored data could not be opened; putting the previous data back', err);
          await swap?.rollback();
          await open();
        }
      } catch (err) {
        console.error('restart failed', err);
        process.exit(1);
      } finally {
        restarting = null;
      }
    })();
    return restarting;
  };

  const address = await open();
  console.log(`Covey is serving ${address} (data in ${dataDir})`);
  console.log(`├─ REST API: ${address}/api/`);
  console.log(`└─ App:      ${address}/`);
  const mfaNotice = staffMfaNotice(app!.core);
  if (mfaNotice) console.log(mfaNotice);
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received, shutting down…`);
    try {
      if (restarting) await restarting;
      await app.close();
      process.exit(0);
    } catch (err) {
      console.error('shutdown failed', err);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // internal counters for the bench (server/bench/server-stats.ts): one line on stderr per signal
  let statsSeq = 0;
  process.on('SIGUSR2', () => {
    const c = realtimeCheckCounters;
    const stats = {
      seq: ++statsSeq,
      realtimeSqlChecks: c.sql,
      realtimeMemoryChecks: c.memory,
      realtimeFanOuts: c.fanOuts,
      realtimeFanOutMsTotal: c.fanOutMsTotal,
      realtimeFanOutMsMax: c.fanOutMsMax,
      realtimeFanOutCpuMsTotal: c.fanOutCpuMsTotal,
    };
    process.stderr.write(`covey-stats ${JSON.stringify(stats)}\n`);
  });
}
