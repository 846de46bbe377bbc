/**
 * The app's one retry policy (spec §7): a non-write request is sent once more when the answer is
 * 408, 409, 425, 429, 500, 502, 503 or 504. The second try waits for the server's `Retry-After`
 * (seconds or an HTTP date), capped, or a short pause when there is none. Nothing else retries:
 * TanStack Query is configured with `retry: false` (see query-client.ts).
 */
const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** The pause before the retry when the server names none. */
export const DEFAULT_RETRY_DELAY_MS = 300;
/** The longest pause honoured: a longer `Retry-After` is waited for this long, then retried once. */
export const MAX_RETRY_DELAY_MS = 5_000;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isWriteMethod(method: string | undefined): boolean {
  return WRITE_METHODS.has((method ?? 'GET').toUpperCase());
}

/** Milliseconds to wait before the retry, from a `Retry-After` header value (RFC 9110 §10.2.3). */
export function retryDelay(retryAfter: string | null, now: number = Date.now()): number {
  const value = retryAfter?.trim() ?? '';
  let ms = DEFAULT_RETRY_DELAY_MS;
  if (/^\d+$/.test(value)) ms = Number(value) * 1000;
  else if (/[a-z]/i.test(value)) {
    const at = Date.parse(value);
    if (!Number.isNaN(at)) ms = at - now;
  }
  return Math.min(Math.max(ms, 0), MAX_RETRY_DELAY_MS);
}

type FetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

function pause(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * Wraps fetch with the retry policy: a non-write request whose answer has a retryable status is
 * sent exactly once more after the `Retry-After` pause; writes are never retried.
 */
export function retryOnce(fetchFn: FetchFn = (input, init) => globalThis.fetch(input, init)): FetchFn {
  return async (input, init) => {
    const first = await fetchFn(input, init);
    if (isWriteMethod(init?.method) || !RETRY_STATUSES.has(first.status) || init?.signal?.aborted) return first;
    await pause(retryDelay(first.headers.get('Retry-After')), init?.signal);
    if (init?.signal?.aborted) return first;
    return fetchFn(input, init);
  };
}
