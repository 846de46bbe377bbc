/**
 * Product errors in the caller's language. Hooks and routes throw `ProductError`s and
 * `productField`s, which carry their catalog id and values (product-error.ts); here, at the
 * envelope, each is rendered again in the request's language. `code`s, `params` and the status never
 * change; the store's own (PocketBase) messages carry no id and stay English, as the web maps their
 * codes itself (record-store-api.md §1.3).
 */
import { ApiError, type ErrorData, type FieldError } from '../../util/api-error.js';
import { requestLocale } from './negotiate.js';
import { fieldMsg, ProductError, render } from './product-error.js';
import type { Locale } from './t.js';

const isFieldError = (v: FieldError | ErrorData): v is FieldError =>
  typeof (v as FieldError).code === 'string' && typeof (v as FieldError).message === 'string';

function localizeData(data: ErrorData, locale: Locale): ErrorData {
  const out: ErrorData = {};
  for (const [key, value] of Object.entries(data)) {
    if (isFieldError(value)) {
      const m = fieldMsg(value);
      out[key] = m ? { ...value, message: render(locale, m) } : value;
    } else out[key] = localizeData(value, locale);
  }
  return out;
}

/** the error in the locale: same status, same codes, the product sentences in that language */
export function localizeError(err: ApiError, locale: Locale): ApiError {
  if (locale === 'en' || err.rawBody !== undefined) return err;
  const message = err instanceof ProductError ? render(locale, err.msg) : err.message;
  return new ApiError(err.status, message, localizeData(err.data, locale));
}

/** for the HTTP layer: the error in the language of the request (signed-in user's, else Accept-Language) */
export function localizeRequestError(
  err: ApiError,
  req: { auth: { collection: { name: string }; record: Record<string, unknown> } | null; headers: Record<string, string | string[] | undefined> },
): ApiError {
  const header = req.headers['accept-language'];
  return localizeError(err, requestLocale(req.auth, Array.isArray(header) ? header.join(',') : header));
}
