/**
 * `covey superuser upsert|create|update|delete EMAIL [PASSWORD] --dir=DIR` (as PocketBase's CLI).
 */
import { resolve } from 'node:path';
import { migrateShared, openCore } from '../app/create-app.js';
import { ApiError } from '../util/api-error.js';
import { createRecord, updateRecord } from '../core/records/record-upsert.js';
import { deleteRecord } from '../core/records/record-delete.js';
import { findRecordByField } from '../core/records/record-queries.js';
import { guestRequest } from '../core/rules/request-info.js';
import { searchRecords } from '../core/records/record-search.js';
import { dirOption, type ParsedArgs } from './args.js';

function describe(err: unknown): string {
  if (err instanceof ApiError) return `${err.message} ${JSON.stringify(err.data)}`;
  return (err as Error).message;
}

export async function superuser(args: ParsedArgs): Promise<void> {
  const [, action, email, password] = args.positional;
  if (!action || !email || (action !== 'delete' && !password)) {
    throw new Error('usage: covey superuser upsert|create|update|delete EMAIL [PASSWORD] [--dir=DIR]');
  }
  const core = await openCore(resolve(dirOption(args)));
  try {
    await migrateShared(core);
    const c = core.getCollection('_superusers')!;
    const existing = await findRecordByField(core.db, c, 'email', email, true);
    const input = { collection: c, req: guestRequest(), isSuperuser: true, skipRule: true };
    try {
      if (action === 'delete') {
        if (!existing) throw new Error(`superuser ${email} not found`);
        const all = await searchRecords(core, c, { page: 1, perPage: 1, sort: '', filter: '', skipTotal: false }, guestRequest(), true);
        if (all.totalItems <= 1) throw new Error("You can't delete the only existing superuser.");
        await deleteRecord(core, existing);
        console.log(`Successfully deleted superuser ${email}.`);
      } else if (action === 'create' || (action === 'upsert' && !existing)) {
        if (existing) throw new Error(`superuser ${email} already exists`);
        try {
          await createRecord(core, { ...input, body: { email, password, passwordConfirm: password } });
        } catch (err) {
          // upsert racing another instance's upsert of the same email (one database): update instead
          const raced = action === 'upsert' ? await findRecordByField(core.db, c, 'email', email, true) : null;
          if (!raced) throw err;
          await updateRecord(core, raced, { ...input, body: { password, passwordConfirm: password } });
        }
        console.log(`Successfully saved superuser ${email}!`);
      } else if (action === 'update' || action === 'upsert') {
        if (!existing) throw new Error(`superuser ${email} not found`);
        await updateRecord(core, existing, { ...input, body: { password, passwordConfirm: password } });
        console.log(`Successfully changed superuser ${email} password!`);
      } else {
        throw new Error(`unknown superuser action "${action}"`);
      }
    } catch (err) {
      throw new Error(describe(err), { cause: err });
    }
  } finally {
    await core.db.close();
  }
}
