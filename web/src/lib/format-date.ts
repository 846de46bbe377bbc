/**
 * The web's one date-formatting policy: the active language (en-US, es-US; decision 0057), in the time zone saved on the account (/account,
 * `users.timezone`), or the device's when none is saved or the zone is unknown; an empty value shows
 * as ''. Store dates are read by lib/store-date.ts.
 */
import { intlTag } from '../i18n/format';
import { authState } from './api-base';
import { storeDate } from './store-date';

const OPTIONS = {
  day: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  monthDay: { month: 'short', day: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: keyof typeof OPTIONS): Intl.DateTimeFormat {
  const saved = authState.isValid ? authState.record?.['timezone'] : undefined;
  const zone = typeof saved === 'string' && saved ? saved : '';
  const locale = intlTag();
  const key = `${kind} ${zone} ${locale}`;
  let f = formatters.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(locale, { ...OPTIONS[kind], timeZone: zone || undefined });
    } catch {
      // a zone this browser does not know: the device's
      f = new Intl.DateTimeFormat(locale, OPTIONS[kind]);
    }
    formatters.set(key, f);
  }
  return f;
}

const format = (kind: keyof typeof OPTIONS, value: string) => {
  const d = value ? storeDate(value) : null;
  return d && !Number.isNaN(d.getTime()) ? formatter(kind).format(d) : '';
};

/** "Mar 4, 2026" (es: "4 mar 2026") */
export const formatDay = (value: string): string => format('day', value);

/** "March 4, 2026" (es: "4 de marzo de 2026") */
export const formatDayLong = (value: string): string => format('long', value);

/** "Mar 4" (es: "4 mar"): a recent date whose year goes without saying */
export const formatMonthDay = (value: string): string => format('monthDay', value);
