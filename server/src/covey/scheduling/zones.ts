/**
 * Time-zone arithmetic for scheduling, on dayjs with its utc + timezone plugins (IANA zones through
 * Intl, so daylight-saving changes follow the platform's tz database). Pure: no I/O.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { storeDateMs } from '../../util/dates.js';

dayjs.extend(utc);
dayjs.extend(timezone);

const valid = new Map<string, boolean>();

/** true for an IANA zone name the platform knows ("America/New_York", "UTC") */
export function isValidZone(tz: string): boolean {
  if (!tz || tz.length > 64) return false;
  let ok = valid.get(tz);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      ok = true;
    } catch {
      ok = false;
    }
    if (valid.size < 2000) valid.set(tz, ok); // the names come from requests: the cache stays bounded
  }
  return ok;
}

/** epoch ms of a wall-clock time `YYYY-MM-DD` + `HH:MM` in `tz` (a time skipped by DST moves forward) */
export function zonedToUtc(date: string, hhmm: string, tz: string): number {
  if (hhmm === '24:00') return zonedToUtc(addDays(date, 1), '00:00', tz);
  return dayjs.tz(`${date} ${hhmm}`, 'YYYY-MM-DD HH:mm', tz).valueOf();
}

/** `YYYY-MM-DD` plus n calendar days */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
}

/** 0 (Sunday) … 6 (Saturday) of a calendar date */
export function weekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay();
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** the wall-clock date (`YYYY-MM-DD`) and time (`HH:MM`) of an instant in `tz` */
export function localParts(ms: number, tz: string): { date: string; time: string } {
  const parts: Record<string, string> = {};
  for (const p of formatter(tz).formatToParts(ms)) parts[p.type] = p.value;
  return { date: `${parts['year']}-${parts['month']}-${parts['day']}`, time: `${parts['hour']}:${parts['minute']}` };
}

/** the store's date layout (`YYYY-MM-DD HH:MM:SS.mmmZ`) */
export const storeDate = (ms: number): string => new Date(ms).toISOString().replace('T', ' ');

/** epoch ms of a store/ISO date string (NaN when empty or malformed) */
export function parseInstant(v: string): number {
  if (!v) return NaN;
  return storeDateMs(v);
}
