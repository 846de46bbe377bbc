/**
 * The record store's error type, rendered by the HTTP layer as PocketBase's envelope
 * `{status, message, data}`. Generic: no domain knowledge lives here.
 */

export interface FieldError {
  code: string;
  message: string;
  params?: Record<string, unknown>;
}

/** Nested per-field errors: `{title: {code, message}}` or deeper (`{fields: {"1": {name: {...}}}}`). */
export type ErrorData = { [key: string]: FieldError | ErrorData };

const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Something went wrong while processing your request.',
  401: 'Missing or invalid authentication.',
  403: 'You are not allowed to perform this request.',
  404: "The requested resource wasn't found.",
  413: 'Request entity too large.',
  429: 'Too Many Requests.',
  500: 'Something went wrong while processing your request.',
};

/** Upper-cases the first letter and ends the text with a full stop, as PocketBase does. */
export function sentenize(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const first = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.?!]$/.test(first) ? first : `${first}.`;
}

export class ApiError extends Error {
  readonly status: number;
  readonly data: ErrorData;
  /** raw body to send instead of the envelope (used for the MFA `{mfaId}` 401) */
  readonly rawBody?: unknown;

  constructor(status: number, message?: string, data: ErrorData = {}, rawBody?: unknown) {
    super(sentenize(message ?? DEFAULT_MESSAGES[status] ?? DEFAULT_MESSAGES[400]!));
    this.status = status;
    this.data = data;
    this.rawBody = rawBody;
  }

  toJSON(): { data: ErrorData; message: string; status: number } {
    return { data: this.data, message: this.message, status: this.status };
  }
}

/** A validation failure for one value, before it is placed under its field name. */
export class ValidationError extends Error {
  readonly code: string;
  readonly params?: Record<string, unknown>;
  constructor(code: string, message: string, params?: Record<string, unknown>) {
    super(message);
    this.code = code;
    this.params = params;
  }
  toFieldError(): FieldError {
    return this.params
      ? { code: this.code, message: this.message, params: this.params }
      : { code: this.code, message: this.message };
  }
}

/** Thrown when several fields fail; `errors` is already shaped as the envelope's `data`. */
export class ValidationErrors extends Error {
  readonly errors: ErrorData;
  constructor(errors: ErrorData) {
    super('validation failed');
    this.errors = errors;
  }
}

export const fieldError = (code: string, message: string, params?: Record<string, unknown>): FieldError =>
  params ? { code, message, params } : { code, message };
