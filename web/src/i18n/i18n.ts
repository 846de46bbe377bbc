/**
 * The app's language state (decision 0057). This module is on the first load of /login, so it holds only the
 * state and `t`; choosing, loading and switching live in ./runtime, a lazy chunk with Lingui's runtime, which
 * loads each language's catalog (compiled at build time, build-plugins/lingui-catalogs) on demand. A switch
 * needs no reload: components using `useT()` re-render, `<html lang>` follows.
 */
import type { I18n } from '@lingui/core';
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

/** starts loading the first language (the account's, this device's, the browser's); once, at start-up. Switching
 * later: `activateLocale` of ./runtime (lazy callers only) */
export const startI18n = (accountLanguage: unknown): Promise<void> =>
  import('./runtime').then((r) => r.start(accountLanguage));

/** a message in the active language, outside React too (errors, validation sentences) */
// before the first catalog is in (nothing is on screen yet): the id, never a crash
export const t = (id: MessageId, values?: Record<string, unknown>): string => (lingui ? lingui._(id, values) : id);
