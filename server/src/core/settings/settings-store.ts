import { ApiError } from '../../util/api-error.js';
import { deepFreeze, mergeSettings, redactSettings, type RedactedSettings } from './settings-merge.js';
import { defaultSettings, type Settings } from './settings-model.js';
import { validateSettings } from './settings-validate.js';
import { outboundErrors } from './settings-outbound.js';

/** Where the settings JSON lives (e.g. a row of a params table); injected by the storage layer. */
export interface SettingsBackend {
  load(): Promise<string | null>;
  save(json: string): Promise<void>;
}

export type SettingsListener = (next: Readonly<Settings>, prev: Readonly<Settings>) => void | Promise<void>;

export interface SettingsStoreOptions {
  /** receives listener failures (a failing listener never blocks a save or other listeners) */
  onListenerError?: (err: unknown) => void;
}

/**
 * Holds the current settings (deep-frozen), persists them through the backend and notifies listeners after
 * each successful change so consumers (rate limiter, mailer, cron, …) apply it without a restart.
 */
export class SettingsStore {
  private current: Readonly<Settings> = deepFreeze(defaultSettings());
  private readonly listeners = new Set<SettingsListener>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly backend: SettingsBackend,
    private readonly opts: SettingsStoreOptions = {},
  ) {}

  /** Loads the stored JSON over the defaults (new fields get defaults). Nothing stored → defaults. */
  load(): Promise<Readonly<Settings>> {
    return this.serial(async () => {
      const raw = await this.backend.load();
      let next = defaultSettings();
      if (raw !== null && raw.trim() !== '') {
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw);
        } catch (err) {
          throw new Error(`settings: stored JSON is invalid: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
        }
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
          throw new Error('settings: stored JSON must be an object');
        }
        next = mergeSettings(next, parsed);
      }
      this.replace(next);
      return this.current;
    });
  }

  get(): Readonly<Settings> {
    return this.current;
  }

  /** What `GET /api/settings` returns. */
  getRedacted(): RedactedSettings {
    return redactSettings(this.current);
  }

  /**
   * Applies a PATCH body: merge, validate, save, notify. Invalid input → ApiError 400
   * `An error occurred while saving the new settings.` with nested field errors; nothing is saved.
   */
  update(patch: unknown): Promise<Readonly<Settings>> {
    return this.serial(async () => {
      if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) {
        throw new ApiError(400, 'An error occurred while loading the submitted data.');
      }
      const next = mergeSettings(this.current, patch);
      const errors = validateSettings(next);
      if (Object.keys(errors).length === 0) Object.assign(errors, await outboundErrors(this.current, next, patch as Record<string, unknown>));
      if (Object.keys(errors).length > 0) {
        throw new ApiError(400, 'An error occurred while saving the new settings.', errors);
      }
      await this.backend.save(JSON.stringify(next));
      this.replace(next);
      return this.current;
    });
  }

  /** Subscribes to changes; returns the unsubscribe function. */
  onChange(listener: SettingsListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private replace(next: Settings): void {
    const prev = this.current;
    this.current = deepFreeze(next);
    for (const l of this.listeners) {
      try {
        const r = l(this.current, prev);
        if (r && typeof (r as Promise<void>).catch === 'function') (r as Promise<void>).catch((e) => this.report(e));
      } catch (err) {
        this.report(err);
      }
    }
  }

  private report(err: unknown): void {
    try {
      (this.opts.onListenerError ?? ((e) => console.error('settings listener failed', e)))(err);
    } catch {
      // ignore
    }
  }

  /** Runs operations one at a time so concurrent PATCHes never lose each other's changes. */
  private serial<T>(op: () => Promise<T>): Promise<T> {
    const result = this.queue.then(op, op);
    this.queue = result.catch(() => undefined);
    return result;
  }
}
