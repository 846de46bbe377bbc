/**
 * The language a request is answered in: the signed-in person's `users.language` when Covey speaks
 * it, else the best of the `Accept-Language` header (q-values honoured, parsed by `negotiator`),
 * else English. Mails use the recipient's own `users.language` (recipientLocale).
 */
import Negotiator from 'negotiator';
import { LOCALES, toLocale, type Locale } from './t.js';

export function acceptLocale(header: string | undefined): Locale {
  if (!header) return 'en';
  const best = new Negotiator({ headers: { 'accept-language': header } }).language([...LOCALES]);
  return toLocale(best);
}

interface AuthLike {
  collection: { name: string };
  record: Record<string, unknown>;
}

/** a stored language Covey speaks, or undefined (unset or a language without a catalog yet) */
function spoken(language: unknown): Locale | undefined {
  if (typeof language !== 'string' || !language) return undefined;
  const locale = toLocale(language);
  return language.toLowerCase().startsWith(locale) ? locale : undefined;
}

export function requestLocale(auth: AuthLike | null | undefined, acceptLanguage: string | undefined): Locale {
  const own = auth?.collection.name === 'users' ? spoken(auth.record['language']) : undefined;
  return own ?? acceptLocale(acceptLanguage);
}

/** a mail's language: the recipient's account, else the fallback (the invitation's or the sender's) */
export function recipientLocale(user: { data: { language?: unknown } } | null | undefined, fallback: Locale = 'en'): Locale {
  return spoken(user?.data.language) ?? fallback;
}
