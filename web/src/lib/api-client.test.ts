import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';

afterEach(() => vi.unstubAllGlobals());

describe('createApiClient', () => {
  it('retries reads once on transient statuses and never retries writes', async () => {
    const statuses = [503, 200, 503];
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ page: 1, perPage: 30, totalItems: 0, totalPages: 0, items: [] }), {
          status: statuses.shift() ?? 200,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { client } = createApiClient('http://127.0.0.1:8090');
    await client.collection('plans').getList();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(client.collection('plans').create({ a: 1 })).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('sends Accept-Language, the token, and list defaults; does not auto-cancel', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ page: 1, perPage: 30, totalItems: 0, totalPages: 0, items: [] }), {
          status: 200,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { client } = createApiClient('http://127.0.0.1:8090');
    client.authStore.save('tok', null);
    await Promise.all([client.collection('plans').getList(), client.collection('plans').getList()]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('page=1');
    expect(url).toContain('perPage=30');
    const headers = init.headers as Record<string, string>;
    expect(headers['Accept-Language']).toBeTruthy();
    expect(headers.Authorization).toBe('tok');
  });
});
