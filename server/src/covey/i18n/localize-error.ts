/**
 * Product errors in the caller's language. Covey's hooks and routes throw their sentences in
 * English; at the envelope, each `message` (and each field `message`) that is one of the English
 * catalog's sentences is replaced by the same id in the caller's language, its arguments carried
 * over ("sent {max} times" ↔ "enviado {max} veces"). The match is built from the parsed ICU
 * messages, so catalogs stay keyed by ids and throw sites stay unchanged. `code`s never change; the
 * store's own (PocketBase) messages are not in the catalog and stay English, as the web maps their
 * codes itself (record-store-api.md §1.3).
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { ApiError, type ErrorData, type FieldError } from '../../util/api-error.js';
import { en, type MessageId } from './catalog-en.js';
import { requestLocale } from './negotiate.js';
import { t, type Locale, type MessageValues } from './t.js';

interface Pattern {
  id: MessageId;
  re: RegExp;
  names: string[];
  /** literal characters: the most specific pattern is tried first */
  weight: number;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** a pattern for a message made of text and plain `{arguments}`; null for plurals, selects… */
function patternOf(id: MessageId, ast: MessageFormatElement[]): Pattern | null {
  let source = '';
  let weight = 0;
  const names: string[] = [];
  for (const el of ast) {
    if (el.type === TYPE.literal) {
      source += escapeRe(el.value);
      weight += el.value.length;
    } else if (el.type === TYPE.argument) {
      source += '(.+?)';
      names.push(el.value);
    } else return null;
  }
  return { id, re: new RegExp(`^${source}$`, 's'), names, weight };
}

let exact: Map<string, MessageId> | undefined;
let patterns: Pattern[] = [];

function build(): Map<string, MessageId> {
  const map = new Map<string, MessageId>();
  const list: Pattern[] = [];
  // only the product's error sentences (`error.*`): never a mail's words that happen to be equal
  for (const id of (Object.keys(en) as MessageId[]).filter((k) => k.startsWith('error.'))) {
    const ast = parse(en[id]);
    if (ast.every((el) => el.type === TYPE.literal)) {
      const text = ast.map((el) => (el.type === TYPE.literal ? el.value : '')).join('');
      if (!map.has(text)) map.set(text, id);
      continue;
    }
    const p = patternOf(id, ast);
    if (p) list.push(p);
  }
  patterns = list.sort((a, b) => b.weight - a.weight);
  return map;
}

/** the catalog id and arguments an English sentence was made from, or null when it is not a product sentence */
export function recognise(text: string): { id: MessageId; values: MessageValues } | null {
  exact ??= build();
  const id = exact.get(text);
  if (id) return { id, values: {} };
  for (const p of patterns) {
    const m = p.re.exec(text);
    if (!m) continue;
    const values: MessageValues = {};
    p.names.forEach((name, i) => (values[name] = m[i + 1] ?? ''));
    return { id: p.id, values };
  }
  return null;
}

/** one sentence in the locale ('' and unknown sentences come back as they are) */
export function translateSentence(text: string, locale: Locale): string {
  if (locale === 'en' || !text) return text;
  const found = recognise(text);
  return found ? t(locale, found.id, found.values) : text;
}

const isFieldError = (v: FieldError | ErrorData): v is FieldError =>
  typeof (v as FieldError).code === 'string' && typeof (v as FieldError).message === 'string';

function translateData(data: ErrorData, locale: Locale): ErrorData {
  const out: ErrorData = {};
  for (const [key, value] of Object.entries(data)) {
    out[key] = isFieldError(value) ? { ...value, message: translateSentence(value.message, locale) } : translateData(value, locale);
  }
  return out;
}

/** the error in the locale: same status, same codes, the product sentences translated */
export function localizeError(err: ApiError, locale: Locale): ApiError {
  if (locale === 'en' || err.rawBody !== undefined) return err;
  return new ApiError(err.status, translateSentence(err.message, locale), translateData(err.data, locale));
}

/** for the HTTP layer: the error in the language of the request (signed-in user's, else Accept-Language) */
export function localizeRequestError(
  err: ApiError,
  req: { auth: { collection: { name: string }; record: Record<string, unknown> } | null; headers: Record<string, string | string[] | undefined> },
): ApiError {
  const header = req.headers['accept-language'];
  return localizeError(err, requestLocale(req.auth, Array.isArray(header) ? header.join(',') : header));
}
