/**
 * Product analytics (posthog-js), loaded lazily and only when the environment is `production` and a key
 * is configured. Spec §9 defaults: US ingestion host, person profiles for identified users only.
 * No secret leaves the origin (decision 0032): every event passes `scrubEvent` (no query strings, no record
 * ids, nothing on auth screens), and the URLs posthog-js keeps in the browser mask the secret parameters.
 * Only events are sent: no feature-flag calls, no scripts loaded from the analytics host, no recordings.
 */
import type { RuntimeConfig } from '../config/env';

export interface AnalyticsClient {
  init(key: string, options: Record<string, unknown>): unknown;
  identify(id: string, properties?: Record<string, unknown>): void;
  reset(): void;
}

type Loader = () => Promise<AnalyticsClient>;

const defaultLoader: Loader = async () => (await import('posthog-js')).default as unknown as AnalyticsClient;

let client: Promise<AnalyticsClient | null> = Promise.resolve(null);
let enabled = false;

function analyticsEnabled(config: Pick<RuntimeConfig, 'environment' | 'posthogKey'>): boolean {
  return config.environment === 'production' && config.posthogKey !== '';
}

/** Resolves when the browser is idle after the first screen, at the latest 3 s later (decision 0039). */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: 3000 });
    } else setTimeout(resolve, 0);
  });
}

/** Starts analytics when allowed; returns whether it was started. */
export function initAnalytics(config: RuntimeConfig, load: Loader = defaultLoader): boolean {
  enabled = analyticsEnabled(config);
  if (!enabled) {
    client = Promise.resolve(null);
    return false;
  }
  // the options (and the scrubber they carry) load with posthog-js, not on the first load of the app, and only
  // once the first screen is up: posthog-js (~50 KB) never competes with it for the network or the main thread
  client = whenIdle()
    .then(() => Promise.all([load(), import('./analytics-options')]))
    .then(([ph, { analyticsOptions }]) => {
      ph.init(config.posthogKey, analyticsOptions(config));
      return ph;
    })
    .catch((error: unknown) => {
      console.error('Analytics failed to load', error);
      return null;
    });
  return true;
}

const REFUSED_IDS = new Set(['', 'distinct_id', 'distinctid']);

export function isIdentifiableId(id: string | undefined | null): id is string {
  return typeof id === 'string' && !REFUSED_IDS.has(id.trim().toLowerCase());
}

/** Identifies the signed-in user by id and email (production only); refuses empty or reserved ids. */
export async function identifyUser(user: { id: string; email?: string }): Promise<boolean> {
  if (!enabled || !isIdentifiableId(user.id)) return false;
  const ph = await client;
  if (!ph) return false;
  ph.identify(user.id, user.email ? { email: user.email } : undefined);
  return true;
}

export async function resetAnalytics(): Promise<void> {
  const ph = await client;
  ph?.reset();
}
