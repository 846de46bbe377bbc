/**
 * Persistence of the auth state (token + record): Capacitor Preferences on a device, local storage on
 * the web, in the SDK's format (`{"token":…,"record":…}`), so sessions saved by earlier versions stay signed
 * in. The state is tied to the backend URL it was issued by and is dropped when that URL changes.
 * No SDK import here: the first load reads the session without it (decision 0024).
 */
import { AuthState, type AuthRecord, type AuthSlot } from './auth-state';
import { devicePreferences } from './native';

export const AUTH_STORAGE_KEY = 'covey.auth';
export const AUTH_URL_STORAGE_KEY = 'covey.authUrl';

export interface PersistedAuthStore {
  store: AuthState;
  /** Resolves once the persisted state is loaded (immediately on the web). */
  ready: Promise<void>;
}

export function createAuthStore(baseUrl: string, native: boolean): PersistedAuthStore {
  return native ? createDeviceStore(baseUrl) : createWebStore(baseUrl);
}

type Stored = { token: string; record: AuthRecord };

/** Reads the SDK's serialized state (`record`, or `model` from older SDK versions). */
function parseStored(raw: unknown): Stored {
  let data: unknown = raw;
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw);
    } catch {
      data = null;
    }
  }
  const value = (data && typeof data === 'object' ? data : {}) as { token?: unknown; record?: unknown; model?: unknown };
  return {
    token: typeof value.token === 'string' ? value.token : '',
    record: ((value.record || value.model) as AuthRecord | undefined) || null,
  };
}

function localStorageOrNull(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

/**
 * Local storage, read on every access (another tab may have changed it); memory when unavailable. The text is
 * parsed again only when it changed: every render that reads the session used to parse the record anew.
 */
function localSlot(key: string): AuthSlot {
  let memory: Stored = { token: '', record: null };
  let parsed: { raw: string; value: Stored } | null = null;
  return {
    read: () => {
      const storage = localStorageOrNull();
      if (!storage) return memory;
      const raw = storage.getItem(key) || '';
      if (parsed?.raw !== raw) parsed = { raw, value: parseStored(raw) };
      return parsed.value;
    },
    write: (token, record) => {
      const storage = localStorageOrNull();
      if (storage) storage.setItem(key, JSON.stringify({ token, record }));
      else memory = { token, record };
    },
    remove: () => {
      localStorageOrNull()?.removeItem(key);
      memory = { token: '', record: null };
    },
  };
}

function createWebStore(baseUrl: string): PersistedAuthStore {
  const store = new AuthState(localSlot(AUTH_STORAGE_KEY));
  let issuedBy: string | null = null;
  try {
    issuedBy = window.localStorage.getItem(AUTH_URL_STORAGE_KEY);
    window.localStorage.setItem(AUTH_URL_STORAGE_KEY, baseUrl);
  } catch {
    // storage unavailable: the state stays in memory
  }
  if (issuedBy !== null && issuedBy !== baseUrl) store.clear();
  // a sign-in or sign-out in another tab
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === AUTH_STORAGE_KEY) store.notify();
    });
  }
  return { store, ready: Promise.resolve() };
}

/** Memory, written through to the device in order (one write at a time). */
function createDeviceStore(baseUrl: string): PersistedAuthStore {
  const initial = (async () => {
    const issuedBy = await devicePreferences.get(AUTH_URL_STORAGE_KEY);
    await devicePreferences.set(AUTH_URL_STORAGE_KEY, baseUrl);
    if (issuedBy !== null && issuedBy !== baseUrl) {
      await devicePreferences.remove(AUTH_STORAGE_KEY);
      return '';
    }
    return (await devicePreferences.get(AUTH_STORAGE_KEY)) ?? '';
  })();
  let state: Stored = { token: '', record: null };
  let changed = false;
  // writes wait for the initial load (which may drop the state of another backend)
  let queue: Promise<unknown> = initial.catch(() => undefined);
  const enqueue = (task: () => Promise<unknown>) => {
    queue = queue.then(task).catch(() => undefined);
  };
  const store = new AuthState({
    read: () => state,
    write: (token, record) => {
      state = { token, record };
      changed = true;
      const serialized = JSON.stringify({ token, record });
      enqueue(() => devicePreferences.set(AUTH_STORAGE_KEY, serialized));
    },
    remove: () => {
      state = { token: '', record: null };
      changed = true;
      enqueue(() => devicePreferences.remove(AUTH_STORAGE_KEY));
    },
  });
  const ready = initial.then(
    (raw) => {
      // a sign-in or sign-out made while the device was still answering wins over the stored state
      if (changed || !raw) return;
      state = parseStored(raw);
      store.notify();
    },
    () => undefined,
  );
  return { store, ready };
}
