import { afterEach, describe, expect, it } from 'vitest';
import { authState } from './api-base';
import { clearOnAccountChange, createQueryClient } from './query-client';

const record = (id: string) => ({ id, collectionId: 'pbc_users', collectionName: 'users' });

afterEach(() => authState.clear());

describe('clearOnAccountChange', () => {
  it("empties the cache when the account changes, never on the same account's refresh", () => {
    authState.save('token-a', record('usera000000001'));
    const client = createQueryClient();
    const stop = clearOnAccountChange(client);
    client.setQueryData(['messages', 'unread', 'member'], [{ id: 'm1' }]);
    authState.save('token-a2', record('usera000000001'));
    expect(client.getQueryData(['messages', 'unread', 'member'])).toEqual([{ id: 'm1' }]);
    authState.clear();
    expect(client.getQueryData(['messages', 'unread', 'member'])).toBeUndefined();
    client.setQueryData(['chats'], ['left over']);
    authState.save('token-b', record('userb000000001'));
    expect(client.getQueryData(['chats'])).toBeUndefined();
    stop();
  });
});

describe('createQueryClient', () => {
  it('never retries a query or a mutation: the API client holds the one retry policy', async () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.retry).toBe(false);
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
    let calls = 0;
    await client
      .fetchQuery({
        queryKey: ['flaky'],
        queryFn: () => {
          calls += 1;
          return Promise.reject(Object.assign(new Error('unavailable'), { status: 503 }));
        },
      })
      .catch(() => undefined);
    expect(calls).toBe(1);
  });
});
