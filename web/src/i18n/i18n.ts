/**
 * The app's language state (decisions 0057, 0062). This module is on the first load of /login, so it holds only the
 * state and `t`; choosing, loading and switching live in ./runtime, a lazy chunk with Lingui's runtime that
 * index.html preloads (build-plugins/i18n-preload), so the first catalog (compiled at build time,
 * build-plugins/lingui-catalogs) is requested as soon as the entry runs, in parallel with the route's code.
 * A switch needs no reload: components using `useT()` re-render, `<html lang>` follows.
 */
import type { I18n } from '@lingui/core';
import { claimChunkReload } from '../lib/chunk-reload';
import type { AppLocale } from './locales';
import type { MessageId } from './message-id';

let lingui: I18n | null = null;
let locale: AppLocale | null = null;
const listeners = new Set<() => void>();

/** the active language ('en' before the first catalog is in) */
export const activeLocale = (): AppLocale => locale ?? 'en';

/** called after each switch; returns the unsubscribe */
export function onLocaleChange(listener: () => void): () => unknown {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** (runtime) makes `next`, whose catalog `runtime` holds, the active language */
export function setActive(next: AppLocale, runtime: I18n): void {
  lingui = runtime;
  locale = next;
  document.documentElement.lang = next;
  listeners.forEach((listener) => listener());
}

/**
 * Starts the first language (the account's, this device's, the browser's); once, at start-up. Resolves true once
 * a language is active, false when none could load (after one reload: a new release removed the old chunks).
 * Signed in, the rest of the catalog leaves with its first part (decision 0064).
 * Switching later: `activateLocale` of ./runtime (lazy callers only).
 */
export const startI18n = (accountLanguage: unknown): Promise<boolean> =>
  import('./runtime').then(
    (r) => r.start(accountLanguage),
    () => {
      if (claimChunkReload('i18n', sessionStorage)) location.reload();
      return false;
    },
  );

/**
 * Every message of the active language (the signed-in screens' route loader waits for it alongside the route's
 * code, decision 0064); rejects with the import's error when a part cannot load (the chunk-reload rule applies).
 */
export const loadAllMessages = (): Promise<void> => import('./runtime').then((r) => r.loadRest());

/**
 * A message in the active language, outside React too (errors, validation sentences). The app renders only
 * once a catalog is in, so a call before that is a bug (a message computed when a module loads): it is
 * reported, and the person sees nothing rather than a message id.
 */
export const t = (id: MessageId, values?: Record<string, unknown>): string => {
  if (lingui) return lingui._(id, values);
  console.error('t() before a catalog:', id);
  return '';
};
