/**
 * Age-derived access (product.md §2 "Minors"): a subscriber manages a dependent until the 18th
 * birthday. `members.adult_on` holds that day (00:00 UTC), set from the profile's date of birth;
 * every check compares it with the current time, so the access ends on the birthday itself
 * whether or not the daily job (crons/minors-turning-18.ts) has flipped `minor` yet.
 */
import { formatDate, nowString } from '../../util/dates.js';

/** the 18th birthday of a `YYYY-MM-DD…` date of birth, in the store's date layout; '' when unknown */
export function adultOn(dob: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(dob.trim());
  if (!m) return '';
  // a 29 February birthday comes of age on 1 March in a common year (Date.UTC rolls over)
  const d = new Date(Date.UTC(Number(m[1]) + 18, Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(d.getTime()) ? '' : formatDate(d);
}

/** whether a member row is, right now, a minor (the `adult_on` date is still ahead) */
export function isMinorNow(member: Record<string, unknown>, now: string = nowString()): boolean {
  const when = typeof member['adult_on'] === 'string' ? member['adult_on'] : '';
  return when !== '' && when > now;
}
