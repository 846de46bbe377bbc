import { ApiError, type ErrorData } from '../util/api-error.js';
import { snakeCase } from '../util/snake-case.js';

interface SubscriptionOptions {
  query: Record<string, string>;
  headers: Record<string, string>;
}

export interface Subscription {
  /** the part of the key before the first `?`, e.g. `posts/*` */
  topic: string;
  options: SubscriptionOptions;
}

const MAX_SUBSCRIPTIONS = 1000;
const MAX_SUBSCRIPTION_LENGTH = 2500;

/**
 * Parses a subscription key as sent by the SDK, e.g. `posts/*?options=%7B%22query%22...%7D`.
 * Invalid or missing options JSON yields empty options (as PocketBase does); option values are
 * stringified and header names snake_cased (`X-Token` → `x_token`).
 */
export function parseSubscription(key: string): Subscription {
  const q = key.indexOf('?');
  const topic = q === -1 ? key : key.slice(0, q);
  const options: SubscriptionOptions = { query: {}, headers: {} };
  if (q === -1) return { topic, options };

  let raw: string | null;
  try {
    raw = new URLSearchParams(key.slice(q + 1)).get('options');
  } catch {
    raw = null;
  }
  if (!raw) return { topic, options };

  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { topic, options };
  }
  if (!isObject(parsed)) return { topic, options };
  if (isObject(parsed['query'])) {
    for (const [k, v] of Object.entries(parsed['query'])) options.query[k] = stringify(v);
  }
  if (isObject(parsed['headers'])) {
    for (const [k, v] of Object.entries(parsed['headers'])) options.headers[snakeCase(k)] = stringify(v);
  }
  return { topic, options };
}

/**
 * Validates the `subscriptions` list of `POST /api/realtime` (≤1000 items, each ≤2500 chars).
 * Throws ApiError 400 with the generic message and per-field data on failure.
 */
export function validateSubscriptionKeys(keys: unknown): asserts keys is string[] {
  if (!Array.isArray(keys)) {
    throw invalid({ subscriptions: { code: 'validation_invalid_value', message: 'Invalid value.' } });
  }
  if (keys.length > MAX_SUBSCRIPTIONS) {
    throw invalid({ subscriptions: tooLong(MAX_SUBSCRIPTIONS) });
  }
  const itemErrors: ErrorData = {};
  keys.forEach((k, i) => {
    if (typeof k !== 'string') {
      itemErrors[String(i)] = { code: 'validation_invalid_value', message: 'Invalid value.' };
    } else if (k.length > MAX_SUBSCRIPTION_LENGTH) {
      itemErrors[String(i)] = tooLong(MAX_SUBSCRIPTION_LENGTH);
    }
  });
  if (Object.keys(itemErrors).length > 0) throw invalid({ subscriptions: itemErrors });
}

const tooLong = (max: number) => ({
  code: 'validation_length_too_long',
  message: `The length must be no more than ${max}.`,
  params: { max },
});

const invalid = (data: ErrorData) => new ApiError(400, undefined, data);

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Like Go's cast.ToString: strings as-is, numbers/booleans printed, null → "", objects as JSON. */
function stringify(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v === null || v === undefined) return '';
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  try {
    return JSON.stringify(v) ?? '';
  } catch {
    return '';
  }
}
