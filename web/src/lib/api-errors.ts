/** User-facing messages for record-store errors (spec §8). */
import { ClientResponseError } from 'pocketbase';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong while processing your request.';
export const ABORTED_MESSAGE = 'The request was cancelled (it was autocancelled).';

export function localhostHint(url: string): string | null {
  try {
    const host = new URL(url).hostname;
    if (host === 'localhost') {
      return 'Failed to connect to the server. Try changing the address from localhost to 127.0.0.1.';
    }
  } catch {
    // not a URL
  }
  return null;
}

export function errorMessage(error: unknown): string {
  if (error instanceof ClientResponseError) {
    if (error.isAbort) return ABORTED_MESSAGE;
    if (error.status === 0) {
      return localhostHint(error.url) ?? 'Could not reach the server. Check your connection and try again.';
    }
    const message: unknown = error.response?.message;
    if (typeof message === 'string' && message.trim() !== '') return message;
    return GENERIC_ERROR_MESSAGE;
  }
  if (error instanceof Error && error.message) return error.message;
  return GENERIC_ERROR_MESSAGE;
}

/** Field-level messages from the error envelope `{data: {field: {code, message}}}`. */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof ClientResponseError)) return out;
  const data: unknown = error.response?.data;
  if (data === null || typeof data !== 'object') return out;
  for (const [field, value] of Object.entries(data as Record<string, unknown>)) {
    const message = value !== null && typeof value === 'object' ? (value as { message?: unknown }).message : undefined;
    if (typeof message === 'string' && message) out[field] = message;
  }
  return out;
}

export function errorStatus(error: unknown): number {
  return error instanceof ClientResponseError ? error.status : 0;
}
