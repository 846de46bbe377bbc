/**
 * Product errors carry their message id: a hook or route throws `new ProductError(400, msg('…'))`
 * (or a field error made by `productField`), the English sentence is what the envelope shows by
 * default, and the HTTP layer re-renders the same id and values in the request's language
 * (localize-error.ts). The id travels on a symbol key, so the JSON envelope is unchanged.
 */
import { ApiError, type ErrorData, type FieldError } from '../../util/api-error.js';
import type { MessageId } from './catalog-en.js';
import { t, type Locale, type MessageValues } from './t.js';

/** a product sentence before it has a language: its catalog id and ICU values */
export interface Msg {
  readonly id: MessageId;
  readonly values?: MessageValues;
}

export const msg = (id: MessageId, values?: MessageValues): Msg => (values ? { id, values } : { id });

/** the key a field error's message id travels under (JSON.stringify skips symbol keys) */
const MESSAGE = Symbol('covey.message');

export type ProductFieldError = FieldError & { [MESSAGE]?: Msg };

/** a field error whose message is a product sentence (English until the envelope localizes it) */
export function productField(code: string, message: Msg, params?: Record<string, unknown>): FieldError {
  const field: ProductFieldError = params ? { code, message: t('en', message.id, message.values), params } : { code, message: t('en', message.id, message.values) };
  Object.defineProperty(field, MESSAGE, { value: message, enumerable: false });
  return field;
}

/** an error whose envelope message is a product sentence */
export class ProductError extends ApiError {
  readonly msg: Msg;
  constructor(status: number, message: Msg, data: ErrorData = {}) {
    super(status, t('en', message.id, message.values), data);
    this.msg = message;
  }
}

/** a field error's message id, when it has one */
export const fieldMsg = (field: FieldError): Msg | undefined => (field as ProductFieldError)[MESSAGE];

/** a Msg in a language */
export const render = (locale: Locale, m: Msg): string => t(locale, m.id, m.values);
