/**
 * The account's language and time zone choices (users.language, users.timezone), shared by /profile,
 * /account and onboarding-like forms. Language names are written in the language itself.
 */
import type { UsersLanguage } from './schema';
import type { SelectOption } from './select-labels';

const languageNames: Record<UsersLanguage, string> = {
  en: 'English',
  es: 'Español',
  zh: '中文',
  vi: 'Tiếng Việt',
  ko: '한국어',
  tl: 'Tagalog',
  ar: 'العربية',
  fr: 'Français',
  ru: 'Русский',
  ht: 'Kreyòl ayisyen',
};

export const LANGUAGE_CHOICES: SelectOption<UsersLanguage>[] = (Object.keys(languageNames) as UsersLanguage[]).map((value) => ({
  value,
  label: languageNames[value],
}));

/** the device's IANA zone, falling back to UTC */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** every zone the browser knows, with `current` kept even when it is not in the list */
export function timeZoneChoices(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return !current || all.includes(current) ? all : [current, ...all];
}
