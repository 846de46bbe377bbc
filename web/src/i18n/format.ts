/**
 * Numbers, money and times in the active language (decision 0057), with Intl. Dates of the store go through
 * lib/format-date.ts (the account's time zone); these take the zone explicitly where it matters.
 */
import { activeLocale } from './i18n';

/** the Intl tag of the active language (US English, US Spanish: the product serves US members) */
export const intlTag = (): string => `${activeLocale()}-US`;

/** "1,234" (en) · "1234" / "12.345" (es) */
export const formatNumber = (n: number): string => new Intl.NumberFormat(intlTag()).format(n);

/** "$1,234.50" (en) · "1234,50 US$" / "$1,234.50" as the locale writes US dollars */
export const formatMoney = (n: number, fractionDigits: 0 | 2 = 2): string =>
  new Intl.NumberFormat(intlTag(), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(n);

/** "3:05 PM" (en) · "3:05 p.m." (es), in `timeZone` (the member's) */
export const formatTime = (date: Date, timeZone?: string): string =>
  new Intl.DateTimeFormat(intlTag(), { hour: 'numeric', minute: '2-digit', timeZone }).format(date);
