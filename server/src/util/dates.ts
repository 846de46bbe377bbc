/**
 * The record store's date layout `YYYY-MM-DD HH:MM:SS.mmmZ` (always UTC) and tolerant parsing
 * of submitted dates (canonical layout, RFC 3339/ISO 8601, date-only, unix seconds).
 */

/** `YYYY-MM-DD HH:MM:SS.mmmZ` in UTC. */
export function formatDate(d: Date): string {
  return d.toISOString().replace('T', ' ');
}

export const nowString = (): string => formatDate(new Date());

const DATE_RE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|UTC|[+-]\d{2}(?::?\d{2})?)?$/i;

function fromParts(m: RegExpExecArray): Date | null {
  const [y, mo, d, h = '0', mi = '0', s = '0', frac = '', zone = ''] = m.slice(1).map((x) => x ?? undefined);
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  const ms = frac ? Math.floor(Number(`0.${frac}`) * 1000) : 0;
  const t = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const check = new Date(t);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return null;
  }
  let offsetMin = 0;
  if (zone && !/^(z|utc)$/i.test(zone)) {
    const z = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone)!;
    const oh = Number(z[2]);
    const om = Number(z[3] ?? '0');
    if (oh > 23 || om > 59) return null;
    offsetMin = (z[1] === '-' ? -1 : 1) * (oh * 60 + om);
  }
  return new Date(t - offsetMin * 60_000);
}

const inRange = (d: Date) => {
  const y = d.getUTCFullYear();
  return !Number.isNaN(d.getTime()) && y >= 0 && y <= 9999;
};

/**
 * Parses a submitted date into the canonical string. '' for ''/null/undefined, null when the
 * input is not a date. Numbers are unix seconds. Strings without a zone are taken as UTC.
 */
export function parseDateInput(v: unknown): string | null {
  if (v === '' || v === null || v === undefined) return '';
  if (v instanceof Date) return inRange(v) ? formatDate(v) : null;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return null;
    const d = new Date(Math.round(v * 1000));
    return inRange(d) ? formatDate(d) : null;
  }
  if (typeof v !== 'string') return null;
  const s = v.trim();
  if (s === '') return '';
  const m = DATE_RE.exec(s);
  if (!m) return null;
  const d = fromParts(m);
  return d && inRange(d) ? formatDate(d) : null;
}

const DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** the number written by the ASCII digits s[from, from+len), or -1 when any of them is not a digit */
function digits(s: string, from: number, len: number): number {
  let n = 0;
  for (let i = from; i < from + len; i++) {
    const c = s.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
}

/**
 * true when `s` is a valid date in the canonical layout `YYYY-MM-DD HH:MM:SS.mmmZ`
 * (parseDateInput(s) === s), checked without a regex or a Date: it runs for every stored date of
 * every listed row.
 */
export function isCanonicalDate(s: string): boolean {
  if (s.length !== 24) return false;
  if (s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45 || s.charCodeAt(10) !== 32 || s.charCodeAt(13) !== 58) return false;
  if (s.charCodeAt(16) !== 58 || s.charCodeAt(19) !== 46 || s.charCodeAt(23) !== 90) return false;
  const year = digits(s, 0, 4);
  const month = digits(s, 5, 2);
  const day = digits(s, 8, 2);
  const hour = digits(s, 11, 2);
  const minute = digits(s, 14, 2);
  const second = digits(s, 17, 2);
  // parseDateInput refuses years below 100 (Date.UTC maps them to 19xx)
  if (year < 100 || digits(s, 20, 3) < 0 || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return false;
  if (month < 1 || month > 12 || day < 1 || day > DAYS[month - 1]!) return false;
  if (month === 2 && day === 29) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return true;
}

/** Milliseconds since epoch of a canonical (or any parseable) date string; NaN when invalid. */
export function dateToMillis(s: string): number {
  const c = parseDateInput(s);
  if (!c) return Number.NaN;
  return Date.parse(c.replace(' ', 'T'));
}

/** Milliseconds since epoch of a date as the store keeps it (`2026-01-02 03:04:05.000Z`, or ISO); NaN when unreadable. */
export const storeDateMs = (v: string): number => Date.parse(v.includes('T') ? v : v.replace(' ', 'T'));
