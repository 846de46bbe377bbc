/**
 * The signed-in session (token + auth record) without the record-store SDK, so the first load can read
 * and watch it before the SDK is loaded (decision 0024). Same semantics as the SDK's auth stores: `isValid`
 * is "a token whose `exp` claim is in the future", `isSuperuser` reads the token type and the record's
 * collection, and the SDK client uses this state through `SdkAuthStore` (api-client.ts).
 */

/** The auth record as the SDK types it (`AuthRecord`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AuthRecord = { [key: string]: any; id: string; collectionId: string; collectionName: string } | null;

export type AuthChangeListener = (token: string, record: AuthRecord) => void;

/** Where the state lives: local storage (read on every access, like the SDK's LocalAuthStore) or memory. */
export interface AuthSlot {
  read(): { token: string; record: AuthRecord };
  write(token: string, record: AuthRecord): void;
  remove(): void;
}

const SUPERUSERS_COLLECTION_ID = 'pbc_3142635823';

/** the last token decoded: every render that reads the session asks for the same one (`isValid`, `isSuperuser`) */
let lastDecoded: { token: string; payload: Readonly<Record<string, unknown>> } | null = null;

/** The JWT payload of a token (empty when it cannot be decoded), as the SDK's `getTokenPayload`. */
export function tokenPayload(token: string): Record<string, unknown> {
  if (!token) return {};
  if (lastDecoded?.token === token) return { ...lastDecoded.payload };
  const payload = decodePayload(token);
  lastDecoded = { token, payload };
  return { ...payload };
}

function decodePayload(token: string): Record<string, unknown> {
  try {
    const part = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(part);
    const text = decodeURIComponent(
      Array.from(binary, (c) => `%${`00${c.charCodeAt(0).toString(16)}`.slice(-2)}`).join(''),
    );
    const payload = JSON.parse(text) as unknown;
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** True unless the token has claims and an `exp` in the future (or none), as the SDK's `isTokenExpired`. */
export function isTokenExpired(token: string): boolean {
  const payload = tokenPayload(token);
  const exp = payload['exp'];
  return !(Object.keys(payload).length > 0 && (!exp || Number(exp) > Date.now() / 1000));
}

export class AuthState {
  private readonly listeners = new Set<{ fn: AuthChangeListener }>();

  constructor(private readonly slot: AuthSlot) {}

  get token(): string {
    return this.slot.read().token;
  }

  get record(): AuthRecord {
    return this.slot.read().record;
  }

  get isValid(): boolean {
    return !isTokenExpired(this.token);
  }

  get isSuperuser(): boolean {
    const payload = tokenPayload(this.token);
    const record = this.record;
    return (
      payload['type'] === 'auth' &&
      (record?.collectionName === '_superusers' ||
        (!record?.collectionName && payload['collectionId'] === SUPERUSERS_COLLECTION_ID))
    );
  }

  save(token: string, record?: AuthRecord): void {
    this.slot.write(token || '', record || null);
    this.notify();
  }

  clear(): void {
    this.slot.remove();
    this.notify();
  }

  /** Calls `listener` on every change (and at once with `fireImmediately`); returns the removal function. */
  onChange(listener: AuthChangeListener, fireImmediately = false): () => void {
    const entry = { fn: listener };
    this.listeners.add(entry);
    if (fireImmediately) listener(this.token, this.record);
    return () => {
      this.listeners.delete(entry);
    };
  }

  /** Tells the listeners the state changed outside `save`/`clear` (another tab, a loaded device store). */
  notify(): void {
    const token = this.token;
    const record = this.record;
    for (const entry of [...this.listeners]) entry.fn(token, record);
  }
}
