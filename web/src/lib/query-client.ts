import { QueryClient } from '@tanstack/react-query';
import { authState } from './api-base';

/**
 * The API client is the one place that retries (retry-fetch.ts: a read once, on the spec's statuses,
 * after `Retry-After`), so neither queries nor mutations retry on top of it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** Query-key roots, one per collection or concern. */
export const queryKeys = {
  unreadMessages: (role: string) => ['messages', 'unread', role] as const,
  chats: () => ['chats'] as const,
  chat: (id: string) => ['chats', id] as const,
  chatMessages: (id: string) => ['messages', 'chat', id] as const,
  authMethods: () => ['auth-methods', 'users'] as const,
  user: (id: string) => ['users', id] as const,
};

let shared: QueryClient | null = null;

/**
 * One person's cached screens never show to the next: the cache is emptied whenever the signed-in
 * account changes (sign-out, another sign-in in the same tab or another one, impersonation), not on a
 * token refresh of the same account.
 */
export function clearOnAccountChange(client: QueryClient): () => void {
  let account = authState.record?.id ?? '';
  return authState.onChange((_token, record) => {
    const next = record?.id ?? '';
    if (next === account) return;
    account = next;
    client.clear();
  });
}

/** The app-wide query cache, created on first use (signed-in screens load it; /login does not). */
export function getQueryClient(): QueryClient {
  if (!shared) {
    shared = createQueryClient();
    clearOnAccountChange(shared);
  }
  return shared;
}
