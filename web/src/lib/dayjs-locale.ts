/**
 * dayjs in the active language (decision 0057): its Spanish locale is a lazy chunk loaded when Spanish is
 * active (never on /login's first load: dayjs is only in signed-in screens), so month names and relative times
 * ("hace 3 días") follow the language. Screens that show dayjs text call `useDayjsLocale()` to re-render once
 * the locale is in. Plain dates keep going through lib/format-date.ts (Intl).
 */
import { useSyncExternalStore } from 'react';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import { activeLocale, onLocaleChange } from '../i18n/i18n';
import type { AppLocale } from '../i18n/locales';

dayjs.extend(relativeTime);
dayjs.extend(localizedFormat);

const LOADERS: Record<AppLocale, () => Promise<unknown>> = {
  en: () => Promise.resolve(),
  es: () => import('dayjs/locale/es'),
};

let current: AppLocale = 'en';
const listeners = new Set<() => void>();

/** loads the active language's dayjs locale and makes it dayjs's; resolves once it is in */
export async function followDayjsLocale(): Promise<void> {
  const wanted = activeLocale();
  await LOADERS[wanted]();
  if (wanted !== activeLocale()) return; // switched again meanwhile: that call wins
  dayjs.locale(wanted);
  current = wanted;
  listeners.forEach((listener) => listener());
}

onLocaleChange(() => void followDayjsLocale());
void followDayjsLocale();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** dayjs's language; the component re-renders when it changes */
export const useDayjsLocale = (): AppLocale => useSyncExternalStore(subscribe, () => current, () => current);

/** "3 days ago" / "hace 3 días" */
export const fromNow = (value: string | Date): string => dayjs(value).fromNow();

/** a date in dayjs's language: "May 1, 1990" / "1 de mayo de 1990" (`LL`) */
export const formatDateLL = (value: string | Date): string => dayjs(value).format('LL');
