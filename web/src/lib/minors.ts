/**
 * A member manages a dependent only while the dependent is a minor (product.md §2): until
 * `members.adult_on`, the 18th birthday the server sets from the date of birth. The stored `minor`
 * flag is cleared by a daily job, so every check compares the date with the current time instead.
 */

/** filter clause: a dependent of `{:me}` who is a minor right now */
export const GUARDED_BY_ME = '(subscriber.user = {:me} && adult_on > @now)';

/** the store's date layout for `now` (`YYYY-MM-DD HH:MM:SS.mmmZ`), comparable as text */
const stamp = (d: Date) => d.toISOString().replace('T', ' ');

/** whether the member row is a minor right now */
export function isMinorNow(member: { adult_on?: string } | null | undefined, now: Date = new Date()): boolean {
  const when = member?.adult_on ?? '';
  return when !== '' && when > stamp(now);
}
