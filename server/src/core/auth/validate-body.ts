/**
 * Small body validators shared by the auth flow endpoints (PocketBase's form errors).
 */
import { ApiError, fieldError, type ErrorData } from '../../util/api-error.js';

const EMAIL_RE = /^[^@\s<>(),;:"\\]+@[^@\s<>(),;:"\\]+\.[^@\s<>(),;:"\\]+$/;

export const invalidData = (data: ErrorData) => new ApiError(400, 'An error occurred while validating the submitted data.', data);

export function str(body: Record<string, unknown>, key: string): string {
  const v = body[key];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

/** required string fields with a max length; throws the validation envelope */
export function requireFields<K extends string>(body: Record<string, unknown>, spec: Record<K, number>): Record<K, string> {
  const errors: ErrorData = {};
  const out = {} as Record<K, string>;
  for (const [key, max] of Object.entries(spec) as [K, number][]) {
    const v = str(body, key);
    out[key] = v;
    if (!v) errors[key] = fieldError('validation_required', 'Cannot be blank.');
    else if (v.length > max) errors[key] = fieldError('validation_length_out_of_range', `The length must be between 1 and ${max}.`);
  }
  if (Object.keys(errors).length) throw invalidData(errors);
  return out;
}

export function requireEmail(body: Record<string, unknown>, key = 'email'): string {
  const v = str(body, key).trim();
  if (!v) throw invalidData({ [key]: fieldError('validation_required', 'Cannot be blank.') });
  if (v.length > 255 || !EMAIL_RE.test(v)) throw invalidData({ [key]: fieldError('validation_is_email', 'Must be a valid email address.') });
  return v;
}

export const invalidToken = () => invalidData({ token: fieldError('validation_invalid_token', 'Invalid or expired token.') });
