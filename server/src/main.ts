#!/usr/bin/env node
/** The `covey` command: parses argv and hands off to cli/. */
import { parseArgs } from './cli/args.js';
import { serve } from './cli/serve.js';
import { superuser } from './cli/superuser.js';
import { migrate } from './cli/migrate.js';
import { staff } from './cli/staff.js';
import { seed } from './cli/seed.js';
import { metrics } from './cli/metrics.js';

const USAGE = `Usage: covey <command> [options]

Commands:
  serve       [--http=127.0.0.1:8090] [--dir=./covey_data]   start the server
  superuser   upsert|create|update|delete EMAIL [PASSWORD]    manage superusers
  migrate     up|down [N]                                     apply or revert migrations
  staff       add counselor|broker|employer EMAIL NAME [--password=PW] [--org=NAME]
                                                              add a staff account (prints a one-time link without a password)
  seed        --demo                                          load the fictional demo dataset
  metrics                                                     publish last month's de-identified metrics (once) now

Options:
  --dir=DIR   the data folder (default ./covey_data)
  --db=URL    a PostgreSQL database (postgres://user:pass@host:5432/covey) instead of SQLite files
              in the data folder; also read from COVEY_DATABASE_URL. Every command accepts it.`;

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const command = args.positional[0];
  const db = args.options['db'];
  if (typeof db === 'string' && db.trim()) process.env['COVEY_DATABASE_URL'] = db.trim();
  switch (command) {
    case 'serve':
      return serve(args);
    case 'superuser':
      return superuser(args);
    case 'migrate':
      return migrate(args);
    case 'staff':
      return staff(args);
    case 'seed':
      return seed(args);
    case 'metrics':
      return metrics(args);
    default:
      console.log(USAGE);
      if (command && command !== 'help') process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(`Error: ${(err as Error).message}`);
  process.exit(1);
});
