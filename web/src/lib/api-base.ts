/**
 * What the first load needs of the backend without the SDK (decision 0024): the base URL, the persisted
 * session (`authState`) and a loader for the SDK client (`loadApiClient`), which screens and the session
 * refresh fetch on demand. `api-client.ts` builds the one SDK client on top of these.
 */
import { getRuntimeConfig } from '../config/env';
import { readStoredApiUrl, resolveApiUrl } from './api-url';
import { createAuthStore } from './auth-store';
import { isNativePlatform } from './native';

export const nativeApp = isNativePlatform();

export const apiBaseUrl = resolveApiUrl({
  stored: readStoredApiUrl(),
  configured: getRuntimeConfig().apiUrl,
  location: typeof window === 'undefined' ? null : window.location,
  isDev: import.meta.env.DEV && import.meta.env.MODE !== 'test',
  isNative: nativeApp,
});

const persisted = createAuthStore(apiBaseUrl, nativeApp);

/** The signed-in session, shared with the SDK client's auth store. */
export const authState = persisted.store;
/** Resolves once the persisted session is loaded (async on devices). */
export const authReady: Promise<void> = persisted.ready;

/** The SDK client module, loaded on first use (a separate chunk). */
export const loadApiClient = () => import('./api-client');
