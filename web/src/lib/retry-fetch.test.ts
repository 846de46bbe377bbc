import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest';
import { DEFAULT_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS, isWriteMethod, retryDelay, retryOnce } from './retry-fetch';

type FetchFn = (i: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Runs a retrying fetch to the end, letting fake time pass for the pause. */
async function run(fetchFn: FetchFn, init?: RequestInit): Promise<Response> {
  const pending = retryOnce(fetchFn)('http://x', init);
  await vi.runAllTimersAsync();
  return pending;
}

describe('retryOnce', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a read once on %i', async (status) => {
    const fetchFn = vi.fn(async () => new Response('{}', { status }));
    const res = await run(fetchFn);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(res.status).toBe(status);
  });

  it.each([200, 400, 401, 403, 404, 501])('does not retry %i', async (status) => {
    const fetchFn = vi.fn(async () => new Response('{}', { status }));
    await run(fetchFn);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('503: waits the default pause, then returns the second answer', async () => {
    const fetchFn = vi
      .fn<FetchFn>()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response('ok', { status: 200 }));
    const pending = retryOnce(fetchFn)('http://x');
    await vi.advanceTimersByTimeAsync(DEFAULT_RETRY_DELAY_MS - 1);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).status).toBe(200);
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('429 with Retry-After: 2 waits two seconds before the one retry', async () => {
    const fetchFn = vi
      .fn<FetchFn>()
      .mockResolvedValueOnce(new Response('', { status: 429, headers: { 'Retry-After': '2' } }))
      .mockResolvedValueOnce(new Response('', { status: 429, headers: { 'Retry-After': '2' } }));
    const pending = retryOnce(fetchFn)('http://x');
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).status).toBe(429);
    await vi.runAllTimersAsync();
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it.each(['POST', 'PATCH', 'PUT', 'DELETE'])('never retries a %s', async (method) => {
    const fetchFn = vi.fn(async () => new Response('{}', { status: 503 }));
    const res = await run(fetchFn, { method });
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(res.status).toBe(503);
  });

  it('an abort during the pause returns the first answer without a retry', async () => {
    const fetchFn = vi.fn(async () => new Response('', { status: 503 }));
    const controller = new AbortController();
    const pending = retryOnce(fetchFn)('http://x', { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(1);
    controller.abort();
    expect((await pending).status).toBe(503);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['GET', false],
    [undefined, false],
    ['post', true],
    ['PATCH', true],
    ['DELETE', true],
  ])('isWriteMethod(%s) = %s', (m, w) => expect(isWriteMethod(m)).toBe(w));
});

describe('retryDelay', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it.each([
    [null, DEFAULT_RETRY_DELAY_MS],
    ['', DEFAULT_RETRY_DELAY_MS],
    ['0', 0],
    ['3', 3000],
    ['3600', MAX_RETRY_DELAY_MS],
    ['Thu, 01 Jan 2026 00:00:04 GMT', 4000],
    ['Wed, 31 Dec 2025 23:59:00 GMT', 0],
    ['Fri, 02 Jan 2026 00:00:00 GMT', MAX_RETRY_DELAY_MS],
    ['soon', DEFAULT_RETRY_DELAY_MS],
    ['-5', DEFAULT_RETRY_DELAY_MS],
  ])('Retry-After %s → %i ms', (value, ms) => expect(retryDelay(value, now)).toBe(ms));
});
