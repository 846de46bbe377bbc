/**
 * `t(locale, id, values)`: one server message in a language, formatted with FormatJS's
 * intl-messageformat (ICU plurals, selects, numbers and dates in that locale). A locale without a
 * catalog, or an id missing from it, falls back to English; formatters are cached per locale and id.
 */
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { en, type MessageId } from './catalog-en.js';
import { es } from './catalog-es.js';

/** the languages Covey's server speaks; `users.language` may hold others (English is used for them) */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export const CATALOGS: Record<Locale, Record<MessageId, string>> = { en, es };

/** the Intl locale used for dates, numbers and lists in each language (Covey serves the US) */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

export type MessageValues = Record<string, PrimitiveType>;

const cache = new Map<string, IntlMessageFormat>();

/** a supported locale for any language tag or stored value ('es-MX' → 'es'; anything else → 'en') */
export function toLocale(value: unknown): Locale {
  const base = typeof value === 'string' ? value.trim().toLowerCase().split(/[-_]/)[0] : '';
  return (LOCALES as readonly string[]).includes(base ?? '') ? (base as Locale) : 'en';
}

function formatter(locale: Locale, id: MessageId): IntlMessageFormat {
  const key = `${locale}\u0000${id}`;
  let format = cache.get(key);
  if (!format) {
    format = new IntlMessageFormat(CATALOGS[locale][id] ?? en[id], INTL_LOCALE[locale]);
    cache.set(key, format);
  }
  return format;
}

/**
 * The message in the locale. A call that lacks a value the message needs is a bug of the caller, but it
 * must not turn a clear answer (an error envelope, a mail) into a 500: it is logged, and the message's
 * text is returned with the missing value left as its `{name}`.
 */
export function t(locale: Locale, id: MessageId, values?: MessageValues): string {
  try {
    return String(formatter(locale, id).format(values));
  } catch (err) {
    console.error(`i18n: message ${id} (${locale}) could not be formatted`, err);
    return CATALOGS[locale][id] ?? en[id] ?? id;
  }
}

/** "a, b and c" in the locale (English keeps Covey's list style, without the serial comma) */
export function listText(locale: Locale, items: string[]): string {
  return new Intl.ListFormat(locale === 'en' ? 'en-GB' : INTL_LOCALE[locale], { type: 'conjunction' }).format(items);
}
