/** Statuses after which a non-write request is sent once more (spec §7). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isWriteMethod(method: string | undefined): boolean {
  return WRITE_METHODS.has((method ?? 'GET').toUpperCase());
}

type FetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** Wraps fetch so a response with a retryable status is retried exactly once. */
export function retryOnce(fetchFn: FetchFn = (input, init) => globalThis.fetch(input, init)): FetchFn {
  return async (input, init) => {
    const first = await fetchFn(input, init);
    if (!RETRY_STATUSES.has(first.status) || init?.signal?.aborted) return first;
    return fetchFn(input, init);
  };
}
