/**
 * Lingui's runtime and the language switching (decisions 0057, 0062): a lazy chunk, not on the static first load
 * of /login (bundle budget); index.html preloads it (build-plugins/i18n-preload), so main.tsx's start requests
 * the first catalog as soon as the entry runs.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { claimChunkReload } from '../lib/chunk-reload';
import { setActive } from './i18n';
import { appLocaleOf, initialLocale, type AppLocale } from './locales';

/** each language's compiled catalog, its own chunk */
const loadCatalog = (next: AppLocale): Promise<{ messages: Messages }> =>
  next === 'es' ? import('./catalogs/es.json?lingui') : import('./catalogs/en.json?lingui');

const lingui = setupI18n();
let target: AppLocale | null = null;
let active: AppLocale | null = null;

/** loads the language's catalog (or takes the one already requested) and makes it the active one; the last call wins */
export async function activateLocale(next: AppLocale, requested?: Promise<{ messages: Messages }>): Promise<void> {
  target = next;
  if (next === active) return;
  const { messages } = await (requested ?? loadCatalog(next));
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

/**
 * The first language, else English, else one reload (a new release removed the old chunks). True once a language
 * is active; false when none could load. `requested`: its catalog, when already asked for (tests).
 */
export function start(accountLanguage: unknown, requested?: Promise<{ messages: Messages }>): Promise<boolean> {
  return activateLocale(initialLocale(accountLanguage), requested)
    .catch(() => activateLocale('en'))
    .then(
      () => true,
      () => {
        if (claimChunkReload('i18n', sessionStorage)) location.reload();
        return false;
      },
    );
}
