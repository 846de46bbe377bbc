/**
 * Adds a staff account (counselor, broker, employer admin): the user with that role plus the
 * role's record — a counselors row (accepting, active, capacity 50), a broker agency, or an
 * employer (status onboarding) with the user as admin. With a password the account can sign in
 * at once; without one a one-time link (a password-reset token, valid for the collection's reset
 * duration) lets the person set their own password at `<appURL>/auth/reset?token=…`.
 */
import type { CoreApp } from '../../core/core-app.js';
import { findRecordByField } from '../../core/records/record-queries.js';
import { signRecordToken } from '../../core/auth/tokens.js';
import { randomString } from '../../util/random.js';
import { collection, insert, patch } from '../hooks/context.js';
import type { StoreRecord } from '../store/store.js';
import type { Locale } from '../i18n/t.js';

export const STAFF_KINDS = ['counselor', 'broker', 'employer'] as const;
export type StaffKind = (typeof STAFF_KINDS)[number];

export interface StaffInput {
  kind: StaffKind;
  email: string;
  name: string;
  password?: string;
  /** employer/agency name (default: "<name>'s organisation") */
  organisation?: string;
  /** the person's language (their mails and screens); the store's default (English) when not given */
  language?: Locale;
}

export interface StaffResult {
  user: StoreRecord<'users'>;
  record: StoreRecord<'counselors' | 'brokers' | 'employers'>;
  /** one-time sign-in link, when no password was given */
  link?: string;
}

export async function addStaff(core: CoreApp, input: StaffInput): Promise<StaffResult> {
  if (!STAFF_KINDS.includes(input.kind)) throw new Error(`unknown staff kind "${String(input.kind)}" (counselor, broker or employer)`);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(input.email)) throw new Error(`invalid email "${input.email}"`);
  if (!input.name.trim()) throw new Error('a name is required');
  if (input.password !== undefined && input.password.length < 8) throw new Error('the password must be at least 8 characters');
  const users = collection(core, 'users');
  if (await findRecordByField(core.db, users, 'email', input.email, true)) throw new Error(`a user with email ${input.email} already exists`);
  const password = input.password ?? randomString(32);
  return core.db.transaction(async (q) => {
    const user = await insert(core, q, 'users', {
      email: input.email,
      name: input.name.trim(),
      password,
      passwordConfirm: password,
      role: input.kind,
      verified: input.password !== undefined,
      ...(input.language ? { language: input.language } : {}),
    });
    const uid = user.data.id;
    const org = input.organisation?.trim() || `${input.name.trim()}'s organisation`;
    let record: StoreRecord<'counselors' | 'brokers' | 'employers'>;
    if (input.kind === 'counselor') {
      record = await insert(core, q, 'counselors', {
        user: uid, display_name: input.name.trim(), accepting: true, active: true, capacity: 50, languages: ['en'],
        slot_minutes: 30, buffer_before: 0, buffer_after: 10, min_notice_minutes: 120, booking_window_days: 60, max_per_day: 8,
      });
    } else if (input.kind === 'broker') {
      record = await insert(core, q, 'brokers', { name: org, users: [uid], owner: uid, email: input.email, status: 'active' });
      await patch(core, q, user, { broker: record.data.id });
    } else {
      record = await insert(core, q, 'employers', { name: org, admins: [uid], status: 'onboarding' });
      await patch(core, q, user, { employer: record.data.id });
    }
    if (input.password !== undefined) return { user, record };
    const token = await signRecordToken(user, 'passwordReset', { claims: { email: user.data.email } });
    const base = core.settings.get().meta.appURL.replace(/\/+$/, '');
    return { user, record, link: `${base}/auth/reset?token=${encodeURIComponent(token)}` };
  });
}
