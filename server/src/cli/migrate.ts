/** `covey migrate up|down [N] --dir=DIR` */
import { resolve } from 'node:path';
import { openCore } from '../app/create-app.js';
import { MIGRATIONS } from '../migrations/index.js';
import { migrateDown, migrateUp } from '../migrations/runner.js';
import { exclusiveSchemaWork } from '../app/create-app.js';
import { dirOption, type ParsedArgs } from './args.js';

export async function migrate(args: ParsedArgs): Promise<void> {
  const [, direction, count] = args.positional;
  if (direction !== 'up' && direction !== 'down') throw new Error('usage: covey migrate up|down [N] [--dir=DIR]');
  const core = await openCore(resolve(dirOption(args)));
  try {
    const ran = await exclusiveSchemaWork(core.db, () =>
      direction === 'up' ? core.collections.load().then(() => migrateUp(core, MIGRATIONS)) : migrateDown(core, MIGRATIONS, Number(count ?? 1) || 1),
    );
    if (!ran.length) console.log('No migrations to apply.');
    for (const id of ran) console.log(`${direction === 'up' ? 'Applied' : 'Reverted'} ${id}`);
  } finally {
    await core.db.close();
  }
}
