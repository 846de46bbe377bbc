/** Time-zone helpers for the appointments screens (Intl only: no zone data in the bundle). */
import { intlTag } from '../../../i18n/format';
import { t } from '../../../i18n/i18n';
import { storeDateMs } from '../../../lib/store-date';

/** the device's IANA zone, falling back to UTC */
export function deviceZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** the zone to show times in: the user's saved zone when valid, otherwise the device's */
export function viewerZone(saved?: unknown): string {
  if (typeof saved === 'string' && saved) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: saved });
      return saved;
    } catch {
      // fall through
    }
  }
  return deviceZone();
}

export const toMs = (v: string): number => storeDateMs(v);

/** in the active language (en-US, es-US) */
const fmt = (tz: string, o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(intlTag(), { timeZone: tz, ...o });

/** "Tue, Mar 4, 9:00 AM" (es: "mar, 4 mar, 9:00 a.m.") */
export function formatWhen(v: string, tz: string): string {
  const ms = toMs(v);
  if (!Number.isFinite(ms)) return t('appointments.toBeArranged');
  return fmt(tz, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(ms);
}

/** "9:00 AM" */
export function formatTime(v: string, tz: string): string {
  const ms = toMs(v);
  return Number.isFinite(ms) ? fmt(tz, { hour: 'numeric', minute: '2-digit' }).format(ms) : '';
}

/** "Tuesday, March 4" (es: "martes, 4 de marzo") for a YYYY-MM-DD date */
export function formatDay(date: string, long = true): string {
  const [y, m, d] = date.split('-').map(Number);
  const ms = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12);
  return fmt(
    'UTC',
    long ? { weekday: 'long', month: 'long', day: 'numeric' } : { weekday: 'short', day: 'numeric' },
  ).format(ms);
}

/**
 * A zone in words for a sentence: "Eastern Standard Time (EST)", or just "UTC" when the short and
 * long names say nothing more (it read "UTC, UTC" before, #29)
 */
export function zoneName(tz: string, at = Date.now()): string {
  const abbr = zoneAbbr(tz, at);
  const long =
    fmt(tz, { timeZoneName: 'long' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? tz;
  if (tz === 'UTC' || tz === 'Etc/UTC' || abbr === 'UTC') return 'UTC';
  return long === abbr ? long : `${long} (${abbr})`;
}

/** "EST" / "GMT+1" for a zone at an instant */
export function zoneAbbr(tz: string, at = Date.now()): string {
  const part = fmt(tz, { timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? tz;
}

/** the YYYY-MM-DD of an instant in a zone */
export function localDate(v: string | number, tz: string): string {
  const ms = typeof v === 'number' ? v : toMs(v);
  // digits only: the same in every language
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(ms);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + n)).toISOString().slice(0, 10);
}

const MINUTE = 60_000;
/** members may change or cancel until 2 hours before the start (product.md §6) */
export const CUTOFF_MS = 120 * MINUTE;
export const JOIN_FROM_MS = 10 * MINUTE;
export const MARK_FROM_MS = 15 * MINUTE;

/** "Sunday" (0) … "Saturday" (6), in the active language (es: "Domingo") */
export function weekdayName(i: number): string {
  const name = fmt('UTC', { weekday: 'long' }).format(Date.UTC(2023, 0, 1 + i, 12));
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** "9:00 AM" (es: "9:00 a.m.") for a wall-clock "HH:MM" */
export function formatClock(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return fmt('UTC', { hour: 'numeric', minute: '2-digit' }).format(Date.UTC(2000, 0, 1, h, m));
}

/** { weekday: 'Tue', day: '24' } for a YYYY-MM-DD date (the date strip's two lines) */
export function dayParts(date: string): { weekday: string; day: string } {
  const [y, m, d] = date.split('-').map(Number);
  const ms = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12);
  return { weekday: fmt('UTC', { weekday: 'short' }).format(ms), day: String(d ?? '') };
}
