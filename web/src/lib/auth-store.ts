/**
 * Persistence of the SDK auth state (token + record): Capacitor Preferences on a device, local storage on
 * the web. The state is tied to the backend URL it was issued by and is dropped when that URL changes.
 */
import { AsyncAuthStore, LocalAuthStore, type BaseAuthStore } from 'pocketbase';
import { devicePreferences } from './native';

export const AUTH_STORAGE_KEY = 'covey.auth';
export const AUTH_URL_STORAGE_KEY = 'covey.authUrl';

export interface PersistedAuthStore {
  store: BaseAuthStore;
  /** Resolves once the persisted state is loaded (immediately on the web). */
  ready: Promise<void>;
}

export function createAuthStore(baseUrl: string, native: boolean): PersistedAuthStore {
  return native ? createDeviceStore(baseUrl) : createWebStore(baseUrl);
}

function createWebStore(baseUrl: string): PersistedAuthStore {
  const store = new LocalAuthStore(AUTH_STORAGE_KEY);
  let issuedBy: string | null = null;
  try {
    issuedBy = window.localStorage.getItem(AUTH_URL_STORAGE_KEY);
    window.localStorage.setItem(AUTH_URL_STORAGE_KEY, baseUrl);
  } catch {
    // storage unavailable: LocalAuthStore falls back to memory
  }
  if (issuedBy !== null && issuedBy !== baseUrl) store.clear();
  return { store, ready: Promise.resolve() };
}

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
  const store = new AsyncAuthStore({
    save: (serialized) => devicePreferences.set(AUTH_STORAGE_KEY, serialized),
    clear: () => devicePreferences.remove(AUTH_STORAGE_KEY),
    initial,
  });
  // AsyncAuthStore loads `initial` asynchronously; wait one more tick for it to apply.
  const ready = initial.then(
    () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
    () => undefined,
  );
  return { store, ready };
}
