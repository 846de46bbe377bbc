/**
 * The app's languages and how the first one is chosen (decision 0057): the account's `users.language` when
 * signed in, else the choice remembered on this device, else the browser's languages, else English.
 * A person whose spoken language is not one of the app's (users.language 'zh', …) sees English.
 */
export const APP_LOCALES = ['en', 'es'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];

/** local storage: the language chosen while signed out */
export const LOCALE_STORAGE_KEY = 'covey.locale';

/** the app language of a BCP 47 tag ('es-MX' → 'es'), or null */
export function appLocaleOf(tag: unknown): AppLocale | null {
  const base = typeof tag === 'string' ? tag.slice(0, 2).toLowerCase() : '';
  return (APP_LOCALES as readonly string[]).includes(base) ? (base as AppLocale) : null;
}

/** the language to start in: the account's, else this device's choice, else the first browser language the app speaks */
export function initialLocale(accountLanguage: unknown): AppLocale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // storage off: the browser's languages
  }
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of [accountLanguage, stored, ...browser]) {
    const locale = appLocaleOf(tag);
    if (locale) return locale;
  }
  return 'en';
}
