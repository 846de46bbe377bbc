/**
 * A stored date as a reader says it ("March 4, 2026", "4 de marzo de 2026"), in the mail's language
 * and the recipient's time zone. Date-only values (tasks' `due`, stored at midnight UTC) are read in
 * UTC so the day never shifts; an unknown zone falls back to UTC; an unreadable value is returned as
 * its first ten characters.
 */
import { dateToMillis } from '../../util/dates.js';
import { INTL_LOCALE, type Locale } from './t.js';

export function dayText(locale: Locale, stored: string, timeZone = 'UTC'): string {
  const ms = dateToMillis(stored);
  if (!Number.isFinite(ms)) return stored.slice(0, 10);
  const format = (zone: string) => new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: zone }).format(ms);
  try {
    return format(timeZone || 'UTC');
  } catch {
    return format('UTC');
  }
}
