/**
 * The web's one reading of the store's dates. The store writes UTC as "YYYY-MM-DD HH:MM:SS.sssZ"
 * (a space, not a "T"); a date-only value ("YYYY-MM-DD") is a calendar day. Screens show dates in
 * the reader's own time zone and the app's locale (lib/format-date.ts).
 */

/** A store date as a `Date` (an invalid `Date` for '' or junk, as `new Date` gives). */
export function storeDate(value: string): Date {
  return new Date(value.includes('T') ? value : value.replace(' ', 'T'));
}

/** A store date as epoch milliseconds (NaN for '' or junk, as `Date.parse` gives). */
export function storeDateMs(value: string): number {
  return storeDate(value).getTime();
}
