import { DEFAULT_API_URL, VITE_DEV_PORT } from '../config/env';

/** Local-storage key holding a backend URL chosen on the device (overrides everything else). */
export const API_URL_STORAGE_KEY = 'covey.apiUrl';

export interface ApiUrlInputs {
  stored: string | null;
  configured: string;
  location: { protocol: string; port: string; origin: string } | null;
  isDev: boolean;
  isNative: boolean;
}

/**
 * Backend base URL, in order: a stored URL, the runtime configuration (`COVEY_API_URL`), then —
 * our choice — the page's own origin when the app is served over http(s) by the record store itself
 * (not the Vite dev server on 5173, not the native shell), and finally the spec's local default
 * http://127.0.0.1:8090. Serving from the record store is the normal deployment (`npm start`), so the
 * same build works on any host and port without configuration.
 */
export function resolveApiUrl(inputs: ApiUrlInputs): string {
  const stored = inputs.stored?.trim();
  if (stored) return stripSlash(stored);
  if (inputs.configured) return stripSlash(inputs.configured);
  const loc = inputs.location;
  if (!inputs.isNative && !inputs.isDev && loc && /^https?:$/.test(loc.protocol) && loc.port !== VITE_DEV_PORT) {
    return loc.origin;
  }
  return DEFAULT_API_URL;
}

function stripSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function readStoredApiUrl(): string | null {
  try {
    return window.localStorage.getItem(API_URL_STORAGE_KEY);
  } catch {
    return null;
  }
}
