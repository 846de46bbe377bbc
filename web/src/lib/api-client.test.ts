import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, isAuthPath } from './api-client';
import { createAuthStore } from './auth-store';

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

describe('auth answers', () => {
  const record = { id: 'u1', collectionId: '_pb_users_auth_', collectionName: 'users', email: 'a@b.c' };
  const signedIn = (client: ReturnType<typeof createApiClient>['client']) => {
    // a token that expires far in the future (the SDK checks exp)
    const payload = btoa(JSON.stringify({ id: 'u1', type: 'auth', exp: 4102444800 })).replace(/=+$/, '');
    client.authStore.save(`h.${payload}.s`, record);
    return client.authStore.token;
  };

  it('knows the auth calls', () => {
    expect(isAuthPath('http://x/api/collections/users/auth-refresh')).toBe(true);
    expect(isAuthPath('http://x/api/collections/users/auth-with-password?expand=a')).toBe(true);
    expect(isAuthPath('http://x/api/collections/_superusers/impersonate/abc')).toBe(true);
    expect(isAuthPath('http://x/api/collections/users/records')).toBe(false);
    expect(isAuthPath('http://x/api/collections/users/auth-methods')).toBe(false);
  });

  it('a refresh whose body cannot be read (navigation away) keeps the stored session', async () => {
    const broken = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"token":"new'));
        controller.error(new TypeError('network error'));
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(broken, { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    const { client } = createApiClient('http://127.0.0.1:8090');
    const before = signedIn(client);
    await expect(client.collection('users').authRefresh()).rejects.toMatchObject({ status: 0 });
    expect(client.authStore.token).toBe(before);
    expect(client.authStore.record?.id).toBe('u1');
  });

  it('a 2xx auth answer without a token is refused, not stored as an empty session', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 200 })));
    const { client } = createApiClient('http://127.0.0.1:8090');
    const before = signedIn(client);
    await expect(client.collection('users').authRefresh()).rejects.toMatchObject({ status: 0 });
    expect(client.authStore.token).toBe(before);
  });

  it('a complete answer is stored; a refused sign-in keeps its status and data', async () => {
    const answers = [
      new Response(JSON.stringify({ token: 'fresh-token', record: { ...record, name: 'New' } }), { status: 200 }),
      new Response(JSON.stringify({ status: 400, message: 'Failed to authenticate.', data: {} }), { status: 400 }),
    ];
    vi.stubGlobal('fetch', vi.fn(async () => answers.shift()!));
    const { client } = createApiClient('http://127.0.0.1:8090');
    signedIn(client);
    await client.collection('users').authRefresh();
    expect(client.authStore.token).toBe('fresh-token');
    expect(client.authStore.record?.['name']).toBe('New');
    await expect(client.collection('users').authWithPassword('a@b.c', 'x')).rejects.toMatchObject({
      status: 400,
      response: { message: 'Failed to authenticate.' },
    });
    expect(client.authStore.token).toBe('fresh-token');
  });
});

describe('SdkAuthStore', () => {
  it('the SDK client reads and writes the shared auth state', () => {
    const shared = createAuthStore('http://127.0.0.1:8090', false);
    const { client } = createApiClient('http://127.0.0.1:8090', false, shared);
    const payload = btoa(JSON.stringify({ id: 'u1', type: 'auth', exp: 4102444800 })).replace(/=+$/, '');
    const listener = vi.fn();
    client.authStore.onChange(listener);
    shared.store.save(`h.${payload}.s`, { id: 'u1', collectionId: 'c', collectionName: 'users' });
    expect(client.authStore.isValid).toBe(true);
    expect(client.authStore.record?.id).toBe('u1');
    expect(listener).toHaveBeenCalledTimes(1);
    client.authStore.clear();
    expect(shared.store.token).toBe('');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
