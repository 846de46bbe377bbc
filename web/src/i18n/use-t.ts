import { useSyncExternalStore } from 'react';
import { activeLocale, onLocaleChange, t } from './i18n';
import type { AppLocale } from './locales';
import type { MessageId } from './message-id';

export type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

/** the active language; the component re-renders when it changes */
export function useLocale(): AppLocale {
  return useSyncExternalStore(onLocaleChange, activeLocale, activeLocale);
}

/** `t(id, values)` in the active language; the component re-renders when the language changes */
export function useT(): Translate {
  useLocale();
  return t;
}
