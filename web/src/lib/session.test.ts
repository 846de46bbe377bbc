import { afterEach, describe, expect, it, vi } from 'vitest';
import { pb } from './api-client';
import { refreshSession } from './session';

const record = { id: 'u1', collectionId: '_pb_users_auth_', collectionName: 'users', email: 'a@b.c' };
const token = (id: string) =>
  `h.${btoa(JSON.stringify({ id, type: 'auth', exp: 4102444800 })).replace(/=+$/, '')}.s`;

afterEach(() => {
  vi.unstubAllGlobals();
  pb.authStore.clear();
});

describe('refreshSession', () => {
  it('drops a session the server no longer accepts', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ status: 401, message: 'x', data: {} }), { status: 401 })));
    pb.authStore.save(token('u1'), record);
    await refreshSession();
    expect(pb.authStore.token).toBe('');
  });

  it('keeps a newer session signed in while the refresh of the old one was on its way', async () => {
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    pb.authStore.save(token('u1'), record);
    const refreshing = refreshSession();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const newer = token('u2');
    pb.authStore.save(newer, { ...record, id: 'u2' });
    answer(new Response(JSON.stringify({ status: 401, message: 'x', data: {} }), { status: 401 }));
    await refreshing;
    expect(pb.authStore.token).toBe(newer);
  });

  it('a refresh that does not complete leaves the session as it was', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const t = token('u1');
    pb.authStore.save(t, record);
    await refreshSession();
    expect(pb.authStore.token).toBe(t);
  });

  it('stores the refreshed record, unless a newer session was signed in meanwhile', async () => {
    const fresh = token('u1b');
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ token: fresh, record: { ...record, name: 'Fresh' } }), { status: 200 })));
    pb.authStore.save(token('u1'), record);
    await refreshSession();
    expect(pb.authStore.token).toBe(fresh);
    expect(pb.authStore.record?.['name']).toBe('Fresh');

    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const refreshing = refreshSession();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const newer = token('u2');
    pb.authStore.save(newer, { ...record, id: 'u2' });
    answer(new Response(JSON.stringify({ token: token('u1c'), record }), { status: 200 }));
    await refreshing;
    expect(pb.authStore.token).toBe(newer);
    expect(pb.authStore.record?.id).toBe('u2');
  });
});
