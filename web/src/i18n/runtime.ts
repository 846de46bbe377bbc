/**
 * Lingui's runtime and the language switching (decision 0057): a lazy chunk, not on the static first load of
 * /login (bundle budget); main.tsx starts it at once, in parallel with the route's code.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { claimChunkReload } from '../lib/chunk-reload';
import { setActive } from './i18n';
import { appLocaleOf, initialLocale, type AppLocale } from './locales';

const catalogs: Record<AppLocale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./catalogs/en.json?lingui'),
  es: () => import('./catalogs/es.json?lingui'),
};

const lingui = setupI18n();
let target: AppLocale | null = null;
let active: AppLocale | null = null;

/** loads the language's catalog and makes it the active one; the last call wins */
export async function activateLocale(next: AppLocale): Promise<void> {
  target = next;
  if (next === active) return;
  const { messages } = await catalogs[next]();
  if (target !== next) return;
  lingui.loadAndActivate({ locale: next, locales: [`${next}-US`], messages });
  active = next;
  setActive(next, lingui);
}

/** the account's language, when it is one of the app's, becomes the active one (api-client: every sign-in, refresh and save of the own record) */
export function followAccount(language: unknown): void {
  const next = appLocaleOf(language);
  if (next && next !== target) void activateLocale(next);
}

/** the first language, else English, else one reload (a new release removed the old chunks) */
export function start(accountLanguage: unknown): Promise<void> {
  return activateLocale(initialLocale(accountLanguage))
    .catch(() => activateLocale('en'))
    .catch(() => {
      if (claimChunkReload('i18n', sessionStorage)) location.reload();
    });
}
