/**
 * The web's one date-formatting policy: US English, in the reader's own time zone; an empty
 * value shows as ''. Store dates are read by lib/store-date.ts.
 */
import { storeDate } from './store-date';

const LOCALE = 'en-US';

const DAY = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', year: 'numeric' });
const DAY_LONG = new Intl.DateTimeFormat(LOCALE, { month: 'long', day: 'numeric', year: 'numeric' });

const format = (f: Intl.DateTimeFormat, value: string) => {
  const d = value ? storeDate(value) : null;
  return d && !Number.isNaN(d.getTime()) ? f.format(d) : '';
};

/** "Mar 4, 2026" */
export const formatDay = (value: string): string => format(DAY, value);

/** "March 4, 2026" */
export const formatDayLong = (value: string): string => format(DAY_LONG, value);
