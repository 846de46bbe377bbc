/**
 * The only module that creates the record-store SDK client (spec §7). Not on the first load of /login:
 * modules there load it with `loadApiClient()` (api-base.ts); the session itself lives in `authState`
 * without the SDK, and the client reads and writes it through `SdkAuthStore` (decision 0024).
 * Base URL: stored URL → runtime config → own origin when served by the record store → 127.0.0.1:8090
 * (see api-url.ts). Auto-cancellation is off, the token goes in `Authorization` (SDK), `Accept-Language`
 * follows the user's language, and non-write requests are retried once on transient statuses.
 * An auth answer without a token is refused before the SDK stores it (see `guardAuthAnswer`).
 */
import PocketBase, { BaseAuthStore, type RecordModel } from 'pocketbase';
import { activeLocale } from '../i18n/i18n';
import { followAccount } from '../i18n/runtime';
import { apiBaseUrl, authReady as baseAuthReady, authState, nativeApp } from './api-base';
import { API_URL_STORAGE_KEY } from './api-url';
import type { AuthChangeListener, AuthRecord, AuthState } from './auth-state';
import { AUTH_STORAGE_KEY, createAuthStore } from './auth-store';
import { setRealtimeStop } from './session';
import { isWriteMethod, retryOnce } from './retry-fetch';
import type { UsersRecord, UsersRole } from './schema';

/** the app's active language (en, es): the server answers in it (`Accept-Language`, decision 0057) */
export function userLanguage(): string {
  return activeLocale();
}

/** The SDK's view of an `AuthState`: every read, write and listener goes to the shared state. */
export class SdkAuthStore extends BaseAuthStore {
  constructor(private readonly state: AuthState) {
    super();
  }

  override get token(): string {
    return this.state.token;
  }

  override get record(): AuthRecord {
    return this.state.record;
  }

  override get model(): AuthRecord {
    return this.state.record;
  }

  override get isValid(): boolean {
    return this.state.isValid;
  }

  override get isSuperuser(): boolean {
    return this.state.isSuperuser;
  }

  override save(token: string, record?: AuthRecord): void {
    this.state.save(token, record);
    // every sign-in (any method, any device), refresh and save of the own record: the account's language
    followAccount(record?.['language']);
  }

  override clear(): void {
    this.state.clear();
  }

  override onChange(callback: AuthChangeListener, fireImmediately = false): () => void {
    return this.state.onChange(callback, fireImmediately);
  }
}

/** A client on `state` (default: a new persisted state for `baseUrl`, as in tests). */
export function createApiClient(
  baseUrl: string,
  native = false,
  state?: { store: AuthState; ready: Promise<void> },
): { client: PocketBase; ready: Promise<void> } {
  const { store, ready } = state ?? createAuthStore(baseUrl, native);
  const client = new PocketBase(baseUrl, new SdkAuthStore(store), userLanguage());
  client.autoCancellation(false);
  const retrying = retryOnce();
  client.beforeSend = (url, options) => {
    // the language may change after the client is made: each request says the current one
    options.headers = { ...options.headers, 'Accept-Language': userLanguage() };
    if (isAuthPath(url)) options.fetch = wholeAuthAnswer(options.fetch);
    else if (!isWriteMethod(options.method)) options.fetch = retrying;
    return { url, options };
  };
  return { client, ready };
}

const AUTH_PATH = /\/api\/collections\/[^/]+\/(auth-refresh|auth-with-[a-z0-9]+|impersonate\/[^/?]+)(\?|$)/;

export const isAuthPath = (url: string) => AUTH_PATH.test(url);

type FetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * The SDK reads a response body with `response.json()` and, when that read fails for any reason
 * but an abort (e.g. the page navigates away while an auth refresh's body is still arriving and the
 * stream is torn down with a network error), carries on with `{}`. For a 2xx auth answer it then
 * saves an empty token and record, which silently signs the person out. Auth calls therefore read
 * the whole body first: a body that cannot be read, or a 2xx answer without a token, becomes a
 * failed request (status 0), so the stored session is left as it was.
 */
export function wholeAuthAnswer(fetchFn?: FetchFn): FetchFn {
  const send: FetchFn = fetchFn ?? ((input, init) => globalThis.fetch(input, init));
  return async (input, init) => {
    const response = await send(input, init);
    const text = await response.text();
    if (response.ok) {
      let token: unknown;
      try {
        token = (JSON.parse(text) as Record<string, unknown> | null)?.['token'];
      } catch {
        token = undefined;
      }
      if (typeof token !== 'string' || !token) throw new TypeError('The sign-in answer was incomplete.');
    }
    const body = text === '' || [204, 205, 304].includes(response.status) ? null : text;
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

const created = createApiClient(apiBaseUrl, nativeApp, { store: authState, ready: baseAuthReady });

export const pb: PocketBase = created.client;
/** Resolves once the persisted session is loaded (async on devices). */
export const authReady: Promise<void> = created.ready;

// signing out stops the realtime subscriptions of this client (session.ts has no SDK of its own)
setRealtimeStop(() => pb.realtime.unsubscribe());

/** set at sign-up by the store's hooks: every user has one */
export type UserRole = UsersRole;

export interface UserRecord extends RecordModel, Pick<UsersRecord, 'email' | 'name' | 'avatar' | 'verified'> {
  role: UserRole;
}

/** Saves a backend URL chosen on the device; the session of the previous backend is dropped. */
export function setStoredApiUrl(url: string | null): void {
  if (url) window.localStorage.setItem(API_URL_STORAGE_KEY, url);
  else window.localStorage.removeItem(API_URL_STORAGE_KEY);
  pb.authStore.clear();
  window.localStorage.removeItem(AUTH_STORAGE_KEY);
}
