import type { Settings } from './settings-model.js';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

function mergeInto(base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (!Object.hasOwn(base, key) || value === undefined || value === null) continue; // unknown keys / null: no change
    const current = base[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? mergeInto(current, value) : structuredClone(value);
  }
  return out;
}

/**
 * Returns a new settings object: `patch` objects are merged key by key, arrays and scalars replace, unknown keys
 * and `null` values are ignored (as Go's JSON decoding into the settings struct does). Types are not checked
 * here: run `validateSettings` on the result.
 */
export function mergeSettings(current: Settings, patch: unknown): Settings {
  const base = structuredClone(current) as unknown as Record<string, unknown>;
  if (!isPlainObject(patch)) return base as unknown as Settings;
  return mergeInto(base, patch) as unknown as Settings;
}

export type RedactedSettings = Omit<Settings, 'smtp' | 's3' | 'backups'> & {
  smtp: Omit<Settings['smtp'], 'password'>;
  s3: Omit<Settings['s3'], 'secret'>;
  backups: Omit<Settings['backups'], 's3'> & { s3: Omit<Settings['s3'], 'secret'> };
};

/** Settings as returned by `GET /api/settings`: smtp.password, s3.secret and backups.s3.secret omitted. */
export function redactSettings(s: Settings): RedactedSettings {
  const copy = structuredClone(s) as Settings & Record<string, unknown>;
  const strip = (o: unknown, key: string) => {
    if (isPlainObject(o)) delete o[key];
  };
  strip(copy.smtp, 'password');
  strip(copy.s3, 'secret');
  strip(copy.backups?.s3, 'secret');
  return copy as RedactedSettings;
}

export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
