/**
 * `covey seed --demo [--dir=DIR]`: loads the fictional demo dataset and prints how to sign in.
 */
import { resolve } from 'node:path';
import { migrateShared, openCore } from '../app/create-app.js';
import { installCoveyHooks } from '../covey/install.js';
import { DEMO_PASSWORD, seedDemo, type DemoAccount } from '../covey/demo-seed.js';
import { ApiError } from '../util/api-error.js';
import { dirOption, type ParsedArgs } from './args.js';

export async function seed(args: ParsedArgs): Promise<void> {
  if (args.options['demo'] !== true) throw new Error('usage: covey seed --demo [--dir=DIR]');
  const core = await openCore(resolve(dirOption(args)));
  try {
    await migrateShared(core);
    installCoveyHooks(core);
    const accounts = await seedDemo(core);
    const line = (a: DemoAccount) => `  ${a.role.padEnd(10)} ${a.email.padEnd(34)} ${a.name} — ${a.note}`;
    console.log('Demo data loaded (all people and companies are fictional).');
    console.log(`Sign in at ${core.settings.get().meta.appURL}/login with the password "${DEMO_PASSWORD}", one account per role:`);
    const order = ['member', 'counselor', 'employer', 'broker', 'demo'];
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
