import { describe, it, expect, vi } from 'vitest';
import { isWriteMethod, retryOnce } from './retry-fetch';

describe('retryOnce', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries once on %i', async (status) => {
    const fetchFn = vi.fn(async () => new Response('{}', { status }));
    const res = await retryOnce(fetchFn)('http://x');
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(res.status).toBe(status);
  });

  it.each([200, 400, 401, 403, 404, 501])('does not retry %i', async (status) => {
    const fetchFn = vi.fn(async () => new Response('{}', { status }));
    await retryOnce(fetchFn)('http://x');
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('returns the second answer', async () => {
    const fetchFn = vi
      .fn<(i: RequestInfo | URL, init?: RequestInit) => Promise<Response>>()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response('ok', { status: 200 }));
    const res = await retryOnce(fetchFn)('http://x');
    expect(res.status).toBe(200);
  });

  it.each([
    ['GET', false],
    [undefined, false],
    ['post', true],
    ['PATCH', true],
    ['DELETE', true],
  ])('isWriteMethod(%s) = %s', (m, w) => expect(isWriteMethod(m)).toBe(w));
});
