/**
 * `covey serve --http=127.0.0.1:8090 --dir=./covey_data`: starts the API (and the built web app),
 * shuts down cleanly on SIGTERM/SIGINT (in-flight requests finish, the database is closed).
 */
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { createApp } from '../app/create-app.js';
import { dirOption, type ParsedArgs } from './args.js';

const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export async function serve(args: ParsedArgs): Promise<void> {
  const http = String(args.options['http'] === true ? '' : (args.options['http'] ?? '127.0.0.1:8090'));
  const colon = http.lastIndexOf(':');
  const host = colon > 0 ? http.slice(0, colon) : '127.0.0.1';
  const port = Number(colon >= 0 ? http.slice(colon + 1) : http);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid --http address "${http}"`);
  const dataDir = resolve(dirOption(args));
  const app = await createApp({ dataDir, webDist: WEB_DIST, logger: args.options['log'] === true });
  const address = await app.http.listen({ host: host.replace(/^\[|\]$/g, ''), port });
  console.log(`Covey is serving ${address} (data in ${dataDir})`);
  console.log(`├─ REST API: ${address}/api/`);
  console.log(`└─ App:      ${address}/`);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received, shutting down…`);
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      console.error('shutdown failed', err);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
