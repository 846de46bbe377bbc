/**
 * `covey seed --demo [--dir=DIR] [--http=ADDR]`: loads the fictional demo dataset and prints how to sign
 * in, at the application URL or, while that is the default, at the address `covey serve` listens on.
 * `covey seed --scale=N [--dir=DIR] [--accounts=FILE]`: the large generated dataset (issue #27):
 * N = 1 is 20,000 members and 400,000 records; 0.1 for tests, 5 for a stress run. The sign-in
 * accounts per role are printed, and written as JSON to FILE when given.
 * `covey seed --copy-from=SRC [--dir=DIR] [--accounts=FILE]`: copies the records of the SQLite data
 * folder SRC (seeded with --scale) into this store, e.g. PostgreSQL (COVEY_DATABASE_URL): scale 1 in
 * minutes instead of seeding through the hooks again; SRC's scale-accounts.json is copied to FILE.
 */
import { copyFileSync, existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { migrateShared, openCore } from '../app/create-app.js';
import { installCoveyHooks } from '../covey/install.js';
import { DEMO_PASSWORD, seedDemo, type DemoAccount } from '../covey/demo-seed.js';
import { seedScale } from '../covey/scale-seed.js';
import { copyRecords } from '../core/records/copy-records.js';
import { ApiError } from '../util/api-error.js';
import { dirOption, type ParsedArgs } from './args.js';

const USAGE =
  'usage: covey seed --demo [--dir=DIR] [--http=127.0.0.1:8090] | covey seed --scale=N [--dir=DIR] [--accounts=FILE] | covey seed --copy-from=SRC [--dir=DIR] [--accounts=FILE]';

export async function seed(args: ParsedArgs): Promise<void> {
  if (args.options['scale'] !== undefined) return seedAtScale(args);
  if (args.options['copy-from'] !== undefined) return copyFrom(args);
  if (args.options['demo'] !== true) throw new Error(USAGE);
  const core = await openCore(resolve(dirOption(args)));
  try {
    await migrateShared(core);
    installCoveyHooks(core);
    const accounts = await seedDemo(core);
    const line = (a: DemoAccount) => `  ${a.role.padEnd(10)} ${a.email.padEnd(34)} ${a.name} — ${a.note}`;
    console.log('Demo data loaded (all people and companies are fictional).');
    console.log(`Sign in at ${signInOrigin(args, core.settings.get().meta.appURL)}/login with the password "${DEMO_PASSWORD}", one account per role:`);
    const order = ['member', 'caregiver', 'counselor', 'employer', 'broker', 'demo'];
    for (const a of accounts.filter((x) => x.primary).sort((x, y) => order.indexOf(x.role) - order.indexOf(y.role))) console.log(line(a));
    console.log(`  ${'superuser'.padEnd(10)} the operator screens: your own account (npx covey superuser upsert EMAIL PASSWORD --dir=${dirOption(args)})`);
    console.log('More accounts (same password):');
    for (const a of accounts.filter((x) => !x.primary)) console.log(line(a));
  } catch (err) {
    if (err instanceof ApiError) throw new Error(`${err.message} ${JSON.stringify(err.data)}`, { cause: err });
    throw err;
  } finally {
    await core.db.close();
  }
}

/** the untouched default application URL (settings.meta.appURL) */
const DEFAULT_APP_URL = 'http://localhost:8090';

/**
 * Where people sign in: the configured application URL, unless it is still the default, then the
 * address `covey serve` listens on (`--http`, as serve takes it; 127.0.0.1:8090 by default).
 */
function signInOrigin(args: ParsedArgs, appURL: string): string {
  if (appURL && appURL.replace(/\/+$/, '') !== DEFAULT_APP_URL) return appURL.replace(/\/+$/, '');
  const http = typeof args.options['http'] === 'string' && args.options['http'] ? args.options['http'] : '127.0.0.1:8090';
  return /^https?:\/\//.test(http) ? http : `http://${http}`;
}

async function seedAtScale(args: ParsedArgs): Promise<void> {
  const raw = args.options['scale'];
  const scale = Number(raw === true ? NaN : raw);
  if (!Number.isFinite(scale) || scale <= 0 || scale > 20) throw new Error(`--scale must be a number above 0 and at most 20 (e.g. 0.1, 1, 5). ${USAGE}`);
  const core = await openCore(resolve(dirOption(args)));
  try {
    await migrateShared(core);
    installCoveyHooks(core);
    console.log(`Seeding the scale ${scale} dataset (fictional people, every email @example.com):`);
    const res = await seedScale(core, scale, (line) => console.log(line));
    console.log(`Done in ${res.seconds.toFixed(0)} s. Rows: ${Object.entries(res.counts).map(([k, v]) => `${k} ${v}`).join(', ')}.`);
    console.log(`Sign in with the password "${res.password}":`);
    for (const [role, email] of Object.entries(res.accounts)) console.log(`  ${role.padEnd(10)} ${email}`);
    const file = args.options['accounts'];
    if (typeof file === 'string' && file) writeFileSync(resolve(file), JSON.stringify(res, null, 2));
  } catch (err) {
    if (err instanceof ApiError) throw new Error(`${err.message} ${JSON.stringify(err.data)}`, { cause: err });
    throw err;
  } finally {
    await core.db.close();
  }
}

async function copyFrom(args: ParsedArgs): Promise<void> {
  const raw = args.options['copy-from'];
  const src = typeof raw === 'string' && raw ? resolve(raw) : '';
  if (!src || !existsSync(join(src, 'data.db'))) throw new Error(`--copy-from must name a SQLite data folder (with data.db). ${USAGE}`);
  const dir = resolve(dirOption(args));
  if (dir === src) throw new Error('--copy-from and --dir must be different folders');
  // the source is always the SQLite folder, whatever COVEY_DATABASE_URL says; both run the same migrations
  const source = await openCore(src, '');
  const target = await openCore(dir);
  try {
    await migrateShared(source);
    await migrateShared(target);
    console.log(`Copying the records of ${src} into this store:`);
    const res = await copyRecords(source, target, (line) => console.log(line));
    console.log(`Done in ${res.seconds.toFixed(0)} s.`);
    const file = args.options['accounts'];
    const accounts = join(src, 'scale-accounts.json');
    if (typeof file === 'string' && file && existsSync(accounts)) copyFileSync(accounts, resolve(file));
  } finally {
    await target.db.close();
    await source.db.close();
  }
}
