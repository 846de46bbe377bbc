/**
 * The signed-in session as React state, following the shared auth state (valid flag, record, token).
 * No SDK on this path (decision 0024): the client is loaded only to refresh a stored session.
 */
import { useSyncExternalStore } from 'react';
import type { RecordModel } from 'pocketbase';
import type { UserRecord } from './api-client';
import { authState, loadApiClient } from './api-base';

export interface Session {
  isValid: boolean;
  token: string;
  user: UserRecord | null;
  /** True for a `_superusers` session. */
  isSuperuser: boolean;
}

let cached: Session | null = null;

// The web state parses its record from storage on every read, so the snapshot is cached and dropped only
// when the session changes (or the token's validity does, e.g. on expiry).
authState.onChange(() => {
  cached = null;
});

export function readSession(): Session {
  const store = authState;
  const token = store.token;
  const isValid = store.isValid;
  if (cached && cached.token === token && cached.isValid === isValid) return cached;
  cached = {
    isValid,
    token,
    user: isValid ? (store.record as UserRecord | null) : null,
    isSuperuser: isValid && store.isSuperuser,
  };
  return cached;
}

function subscribe(onChange: () => void): () => void {
  return authState.onChange(onChange);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, readSession, readSession);
}

let stopRealtime: (() => Promise<void>) | null = null;

/** Set by the SDK client once loaded: without it there are no realtime subscriptions to stop. */
export function setRealtimeStop(stop: () => Promise<void>): void {
  stopRealtime = stop;
}

export function signOut(): void {
  // before the state is cleared, while the request still carries the session it subscribed with
  stopRealtime?.().catch(() => undefined);
  authState.clear();
}

/**
 * Refreshes a stored session once at start so the record (role, verified) is current; a session the
 * server no longer accepts is dropped. Only that session: if the person signed in again (in this tab
 * or another one) while the refresh was on its way, the newer session is kept. A refresh that did
 * not complete (network, navigation away, server error) leaves the session as it was.
 */
export async function refreshSession(): Promise<void> {
  const store = authState;
  if (!store.isValid || !store.record) return;
  const sent = store.token;
  const collection = store.isSuperuser ? '_superusers' : store.record.collectionName;
  try {
    const { pb } = await loadApiClient();
    // sent by hand (not `authRefresh()`, which stores whatever comes back) so that a late answer
    // for the old session never replaces a newer one
    const answer = await pb.send<{ token: string; record: RecordModel }>(
      `/api/collections/${encodeURIComponent(collection)}/auth-refresh`,
      { method: 'POST' },
    );
    if (store.token === sent) store.save(answer.token, answer.record);
  } catch (error) {
    const status = (error as { status?: number }).status ?? 0;
    if ((status === 401 || status === 403 || status === 404) && store.token === sent) store.clear();
  }
}
