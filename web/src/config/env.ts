/**
 * Runtime configuration. The server answers `/app-config.js` with
 * `window.__COVEY_CONFIG__ = {...}` built from COVEY_* environment variables, so changing them needs no
 * rebuild. When the script is absent (Vite dev, native shell) every value is an empty string.
 */
export interface RuntimeConfig {
  environment: string;
  apiUrl: string;
  posthogKey: string;
  posthogHost: string;
  pixelId: string;
  /** the server can send mail: accounts confirm their email before using the app (guard step 4) */
  requireVerifiedEmail: boolean;
}

declare global {
  interface Window {
    __COVEY_CONFIG__?: Partial<Record<keyof RuntimeConfig, unknown>>;
  }
}

declare const __APP_VERSION__: string;

export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '1.5.0';

/** Default backend port of the record store (spec §9). */
export const DEFAULT_API_URL = 'http://127.0.0.1:8090';
/** Port of the Vite dev server; pages served from it talk to the default backend. */
export const VITE_DEV_PORT = '5173';

const KEYS = ['environment', 'apiUrl', 'posthogKey', 'posthogHost', 'pixelId'] as const;

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const source = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const config = { requireVerifiedEmail: source['requireVerifiedEmail'] === true } as RuntimeConfig;
  for (const key of KEYS) {
    const value = source[key];
    config[key] = typeof value === 'string' ? value.trim() : '';
  }
  return config;
}

export function getRuntimeConfig(): RuntimeConfig {
  return parseRuntimeConfig(typeof window === 'undefined' ? undefined : window.__COVEY_CONFIG__);
}

export type EnvironmentLabel = 'Community' | 'Developer' | null;

export function environmentLabel(environment: string): EnvironmentLabel {
  if (environment === 'community') return 'Community';
  if (environment === 'developer') return 'Developer';
  return null;
}

/**
 * Whether the server can send mail: known only when the server gave its runtime config (`requireVerifiedEmail`
 * is true exactly when SMTP is on); 'unknown' in Vite dev and native shells (the server's answer decides).
 */
export function mailAvailability(): 'on' | 'off' | 'unknown' {
  if (typeof window === 'undefined' || window.__COVEY_CONFIG__ === undefined) return 'unknown';
  return getRuntimeConfig().requireVerifiedEmail ? 'on' : 'off';
}
