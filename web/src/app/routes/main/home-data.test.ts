/** A member's home asks for all its data at once (decision 0062). */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { prefetchHome } from './home-data';

const keysOf = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((call) => JSON.stringify((call[0] as { queryKey: unknown }).queryKey));

describe('prefetchHome', () => {
  it('starts every request of the home, and the member row’s dependants once it is in', async () => {
    const client = new QueryClient();
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue();
    const fetch = vi.spyOn(client, 'fetchQuery').mockResolvedValue({ id: 'member1' });
    prefetchHome(client, { id: 'user1', role: 'member' });
    expect(keysOf(fetch)).toEqual([JSON.stringify(['members', 'me', 'user1'])]);
    // the cards' own requests, before the member row is in (the old prefetch started only the recent chats)
    expect(prefetch.mock.calls.length).toBeGreaterThanOrEqual(9);
    const started = keysOf(prefetch).join(' ');
    for (const name of ['appointments', 'reports', 'tasks', 'plans', 'notifications', 'messages'])
      expect(started).toContain(name);
    await vi.waitFor(() => expect(keysOf(prefetch).join(' ')).toContain('member1'));
    expect(keysOf(prefetch).filter((key) => key.includes('member1'))).toHaveLength(2);
  });

  it('asks nothing for staff or a visitor', () => {
    const client = new QueryClient();
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue();
    const fetch = vi.spyOn(client, 'fetchQuery').mockResolvedValue(null);
    prefetchHome(client, { id: 'c1', role: 'counselor' });
    prefetchHome(client, null);
    expect(prefetch).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });
});
