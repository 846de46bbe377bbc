/**
 * Lingui's runtime and the language switching (decisions 0057, 0062, 0064): a lazy chunk, not on the static first
 * load of /login (bundle budget); index.html preloads it (build-plugins/i18n-preload), so main.tsx's start requests
 * the first catalog as soon as the entry runs.
 *
 * Each language's catalog comes in two parts (build-plugins/catalog-parts): "first", what the signed-out screens
 * show, loaded at start; "rest", everything else, loaded once a signed-in screen needs it (`loadRest`: the query
 * layout's route loader waits for it, a sign-in requests it) and from then on with every language switched to.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { authState } from '../lib/api-base';
import { claimChunkReload } from '../lib/chunk-reload';
import { setActive } from './i18n';
import { appLocaleOf, initialLocale, type AppLocale } from './locales';

type Catalog = { messages: Messages };
type Part = 'first' | 'rest';

/** each part of each language's compiled catalog, its own chunk */
const LOADERS: Record<AppLocale, Record<Part, () => Promise<Catalog>>> = {
  en: { first: () => import('./catalogs/en.json?lingui&part=first'), rest: () => import('./catalogs/en.json?lingui&part=rest') },
  es: { first: () => import('./catalogs/es.json?lingui&part=first'), rest: () => import('./catalogs/es.json?lingui&part=rest') },
};

/** the parts requested so far (a failed one is forgotten, so the next call asks again) */
const requested = new Map<string, Promise<Messages>>();

function loadPart(locale: AppLocale, part: Part, given?: Promise<Catalog>): Promise<Messages> {
  const key = `${locale}:${part}`;
  let messages = requested.get(key);
  if (!messages) {
    messages = (given ?? LOADERS[locale][part]()).then((m) => m.messages);
    requested.set(key, messages);
    messages.catch(() => requested.delete(key));
  }
  return messages;
}

/** message ids shown without their part (kept outside production, for the tests: testing/setup.ts) */
const missing: string[] = [];
const keepMissing = import.meta.env.MODE !== 'production';

/**
 * A message whose id is in none of the loaded parts: the person sees nothing rather than the id, the console names
 * it, and "rest" is requested (a screen re-renders when it is in). The tests fail on it (testing/setup.ts).
 */
function onMissing(locale: string, id: string): string {
  console.error(`Message "${id}" is not in the loaded catalog parts (${locale}); is its screen waiting for loadRest()?`);
  if (keepMissing) missing.push(`${locale}:${id}`);
  if (!wantRest) void loadRest().catch(() => undefined);
  return '';
}

/** (tests) the ids shown without their part since the last call */
export function takeMissing(): string[] {
  return missing.splice(0);
}

const lingui = setupI18n({ missing: onMissing });
let target: AppLocale | null = null;
let active: AppLocale | null = null;
let activeParts = 0;
/** whether "rest" is wanted: a signed-in screen or a sign-in asked for it */
let wantRest = false;
let chosen: () => void = () => undefined;
/** resolves once a first language is chosen */
const languageChosen = new Promise<void>((done) => {
  chosen = done;
});

async function activate(next: AppLocale, parts: readonly Part[], first?: Promise<Catalog>, downgrade = false): Promise<void> {
  target = next;
  chosen();
  if (next === active && activeParts === parts.length) return;
  const loaded = await Promise.all(parts.map((part) => loadPart(next, part, part === 'first' ? first : undefined)));
  if (target !== next) return;
  if (next === active && activeParts > parts.length && !downgrade) return; // a call for more parts got there first
  lingui.loadAndActivate({ locale: next, locales: [`${next}-US`], messages: Object.assign({}, ...loaded) as Messages });
  active = next;
  activeParts = parts.length;
  setActive(next, lingui);
}

/**
 * Loads the language's parts (its "first" part, and "rest" once wanted) and makes it the active one; the last call
 * wins. A failed part rejects with its import's error (a removed chunk after a deploy: the route error page's
 * chunk-reload rule applies).
 */
export const activateLocale = (next: AppLocale): Promise<void> => activate(next, wantRest ? ['first', 'rest'] : ['first']);

/** (tests) back to a signed-out first visit: only the "first" part of each language, until `loadRest` */
export function forgetRest(): Promise<void> {
  wantRest = false;
  return target ? activate(target, ['first'], undefined, true) : Promise.resolve();
}

/**
 * Every message of the active language from now on: resolves once its "rest" part is in (after the first language
 * is chosen, when called before). Rejects with the part's import error when it cannot load.
 */
export async function loadRest(): Promise<void> {
  wantRest = true;
  await languageChosen;
  while (target && !(active === target && activeParts === 2)) await activateLocale(target);
}

/**
 * The account's language, when it is one of the app's, becomes the active one (api-client: every sign-in, refresh
 * and save of the own record); a signed-in person needs every message, so "rest" is requested now.
 */
export function followAccount(language: unknown): void {
  const next = appLocaleOf(language);
  wantRest = true;
  if (next && next !== target) void activateLocale(next).catch(() => undefined);
  else if (target) void loadRest().catch(() => undefined);
}

/**
 * The first language, else English, else one reload (a new release removed the old chunks). True once a language
 * is active; false when none could load. `signedIn` (a stored session): "rest" is requested with "first" (the signed-in screens wait
 * for it; the first render, the frame and its skeleton, does not). `first`: its first part, when already asked
 * for (tests).
 */
export function start(accountLanguage: unknown, first?: Promise<Catalog>, signedIn = authState.isValid): Promise<boolean> {
  // the first render needs "first" only; "rest" (wanted already when a signed-in route's loader asked) leaves with it
  const started = activate(initialLocale(accountLanguage), ['first'], first);
  if (signedIn || wantRest) void loadRest().catch(() => undefined);
  return started
    .catch(() => activate('en', ['first']))
    .then(
      () => true,
      () => {
        if (claimChunkReload('i18n', sessionStorage)) location.reload();
        return false;
      },
    );
}
