/**
 * `covey staff add counselor|broker|employer EMAIL NAME [--password=...] [--org=NAME] [--dir=DIR]`
 */
import { resolve } from 'node:path';
import { migrateShared, openCore } from '../app/create-app.js';
import { installCoveyHooks } from '../covey/install.js';
import { addStaff, STAFF_KINDS, type StaffKind } from '../covey/organisations/staff.js';
import { ApiError } from '../util/api-error.js';
import { dirOption, type ParsedArgs } from './args.js';
import { staffMfaNotice } from '../covey/organisations/staff-mfa-notice.js';

const USAGE = 'usage: covey staff add counselor|broker|employer EMAIL NAME [--password=PASSWORD] [--org=NAME] [--dir=DIR]';

export async function staff(args: ParsedArgs): Promise<void> {
  const [, action, kind, email, ...nameParts] = args.positional;
  const name = nameParts.join(' ');
  if (action !== 'add' || !kind || !email || !name || !STAFF_KINDS.includes(kind as StaffKind)) throw new Error(USAGE);
  const pw = args.options['password'];
  if (pw === true) throw new Error('--password needs a value (--password=...)');
  const org = typeof args.options['org'] === 'string' ? args.options['org'] : undefined;
  const core = await openCore(resolve(dirOption(args)));
  try {
    await migrateShared(core);
    installCoveyHooks(core);
    const res = await addStaff(core, { kind: kind as StaffKind, email, name, password: pw, organisation: org });
    console.log(`Created ${kind} ${email} (user ${String(res.user.data['id'])}, ${res.record.collection.name} ${String(res.record.data['id'])}).`);
    if (res.link) console.log(`One-time sign-in link (set a password; expires with the reset token):\n${res.link}`);
    else console.log('They can sign in with the password you gave.');
    const mfaNotice = staffMfaNotice(core);
    if (mfaNotice) console.log(mfaNotice);
  } catch (err) {
    if (err instanceof ApiError) throw new Error(`${err.message} ${JSON.stringify(err.data)}`, { cause: err });
    throw err;
  } finally {
    await core.db.close();
  }
}
