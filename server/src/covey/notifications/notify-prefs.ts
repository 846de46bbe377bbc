/**
 * A person's notification preferences (`users.notify`, product.md §3.1 and §4 "Notification centre"):
 * per kind, whether a notice shows in the app and whether it goes into the email digest, and quiet
 * hours (start/end as "HH:MM" in the person's own time zone) during which no digest is mailed.
 * Anything not set means "yes". Shape: `{ in_app: {kind: bool}, email: {kind: bool}, quiet_hours: {start, end} | null }`.
 */
import type { NoticeKind } from '../activity.js';
import { msg, type Msg } from '../i18n/product-error.js';

const NOTICE_KINDS: readonly NoticeKind[] = ['message', 'appointment', 'task', 'report', 'invite', 'suggestion', 'plan', 'post', 'system'];

interface QuietHours {
  start: string;
  end: string;
}

export interface NotifyPrefs {
  in_app: Partial<Record<NoticeKind, boolean>>;
  email: Partial<Record<NoticeKind, boolean>>;
  quiet_hours: QuietHours | null;
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function flags(v: unknown): Partial<Record<NoticeKind, boolean>> {
  const out: Partial<Record<NoticeKind, boolean>> = {};
  if (!isObj(v)) return out;
  for (const k of NOTICE_KINDS) if (typeof v[k] === 'boolean') out[k] = v[k];
  return out;
}

/** reads stored preferences leniently (older or partial values mean the defaults) */
export function readPrefs(raw: unknown): NotifyPrefs {
  const v = isObj(raw) ? raw : {};
  const q = v['quiet_hours'];
  const quiet = isObj(q) && typeof q['start'] === 'string' && typeof q['end'] === 'string' && HHMM.test(q['start']) && HHMM.test(q['end']) && q['start'] !== q['end']
    ? { start: q['start'], end: q['end'] }
    : null;
  return { in_app: flags(v['in_app']), email: flags(v['email']), quiet_hours: quiet };
}

/**
 * Why a value given by a client is not a valid preference set ('' when it is). Unknown keys are
 * refused so a typo does not silently keep the old behaviour.
 */
export function prefsProblem(raw: unknown): Msg | null {
  if (raw === null || raw === undefined || raw === '') return null;
  if (!isObj(raw)) return msg('error.notify.not_object');
  for (const key of Object.keys(raw)) {
    if (!['in_app', 'email', 'sms', 'push', 'quiet_hours'].includes(key)) return msg('error.notify.unknown_preference', { key });
  }
  for (const channel of ['in_app', 'email'] as const) {
    const v = raw[channel];
    if (v === undefined || v === null) continue;
    if (!isObj(v)) return msg('error.notify.channel_map', { channel });
    for (const [k, on] of Object.entries(v)) {
      if (!(NOTICE_KINDS as readonly string[]).includes(k)) return msg('error.notify.unknown_kind', { kind: k });
      if (typeof on !== 'boolean') return msg('error.notify.true_false', { setting: `${channel}.${k}` });
    }
  }
  const q = raw['quiet_hours'];
  if (q !== undefined && q !== null) {
    if (!isObj(q) || typeof q['start'] !== 'string' || typeof q['end'] !== 'string' || !HHMM.test(q['start']) || !HHMM.test(q['end'])) {
      return msg('error.notify.quiet_hours_format');
    }
    if (q['start'] === q['end']) return msg('error.notify.quiet_hours_same');
  }
  return null;
}

export const wantsInApp = (p: NotifyPrefs, kind: NoticeKind): boolean => p.in_app[kind] !== false;
export const wantsEmail = (p: NotifyPrefs, kind: NoticeKind): boolean => p.email[kind] !== false;

/** "HH:MM" of an instant on the wall clock of a time zone (UTC when the zone is empty or unknown) */
function wallClock(at: Date, timeZone: string): string {
  const fmt = (tz: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  try {
    return fmt(timeZone || 'UTC');
  } catch {
    return fmt('UTC');
  }
}

/** true while `at` falls inside the quiet hours on the person's clock (a window may cross midnight) */
export function inQuietHours(p: NotifyPrefs, timeZone: string, at: Date): boolean {
  const q = p.quiet_hours;
  if (!q) return false;
  const now = wallClock(at, timeZone);
  return q.start < q.end ? now >= q.start && now < q.end : now >= q.start || now < q.end;
}
