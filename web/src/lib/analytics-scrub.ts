/**
 * What product analytics may see of a URL (decision 0032). posthog-js records `$current_url`, `$pathname`,
 * referrers and the first URL a person landed on (`$initial_*`, `$session_entry_*`); those URLs carry
 * secrets (`/auth/reset?token=…`, `/signup?invite=…`, `/signup?circle_invite=…`) and record ids of health
 * records (`/reports/{id}`). Every event passes `scrubEvent` (posthog-js `before_send`) on its way out:
 * - events on auth screens (`/auth…`, `/oauth…`, or any URL carrying an invitation) are not sent at all;
 * - every URL keeps its origin and route shape only: no query, no fragment, and any path segment that is not
 *   a fixed word of the app's routes (an id, a file name, a token) becomes `:id`;
 * - a referrer from another site keeps its origin only; the page title (it may name a record) is dropped.
 */
import { paths } from '../config/paths';
import { SECRET_PARAMS, isAuthScreen } from './secret-urls';

export { isAuthScreen };

/** the fixed words of the app's routes; anything else in a path is data */
const ROUTE_WORDS: ReadonlySet<string> = new Set(
  Object.values(paths).flatMap((p) => p.path.split('/').filter((s) => s !== '' && !s.startsWith(':') && s !== '*')),
);


/** properties holding a URL or a path, whatever their exact name (posthog-js adds new ones over time) */
const URL_KEY = /url|referrer|pathname|href|(^|_)path$/i;
const DROPPED_KEYS = new Set(['title', '$title', 'document_title']);

function scrubPath(pathname: string): string {
  const segments = pathname.split('/').map((s) => (s === '' || ROUTE_WORDS.has(s) ? s : ':id'));
  return segments.join('/') || '/';
}

/** `https://host/reports/:id` for `https://host/reports/abc…?x=1#y`; paths stay paths; `$direct` stays. */
export function scrubUrl(value: string, ownOrigin?: string): string {
  const text = value.trim();
  if (text === '' || text.startsWith('$')) return text;
  let url: URL;
  try {
    url = new URL(text, 'http://relative.invalid');
  } catch {
    return '';
  }
  if (url.origin === 'http://relative.invalid') return scrubPath(url.pathname);
  const own = ownOrigin ?? (typeof location === 'undefined' ? undefined : location.origin);
  // another site's page (a referrer) says where people come from: its origin is enough
  if (own !== undefined && url.origin !== own) return url.origin;
  return `${url.origin}${scrubPath(url.pathname)}`;
}


type Props = Record<string, unknown>;

function scrubValue(key: string, value: unknown, ownOrigin?: string): unknown {
  if (typeof value === 'string') {
    return URL_KEY.test(key) || /^https?:\/\//i.test(value) ? scrubUrl(value, ownOrigin) : value;
  }
  if (Array.isArray(value)) return value.map((v) => scrubValue(key, v, ownOrigin));
  if (value !== null && typeof value === 'object') return scrubProps(value as Props, ownOrigin);
  return value;
}

function scrubProps(props: Props, ownOrigin?: string): Props {
  const out: Props = {};
  for (const [key, value] of Object.entries(props)) {
    if (DROPPED_KEYS.has(key)) continue;
    out[key] = scrubValue(key, value, ownOrigin);
  }
  return out;
}

/** the URL an event was captured on (its `$current_url`, else the page's) */
function eventLocation(props: Props): { pathname: string; search: string } | null {
  const current = props['$current_url'];
  const href = typeof current === 'string' && current !== '' ? current : typeof location === 'undefined' ? '' : location.href;
  if (!href) return null;
  try {
    const url = new URL(href, 'http://relative.invalid');
    return { pathname: url.pathname, search: url.search };
  } catch {
    return null;
  }
}

export interface ScrubbableEvent {
  event: string;
  properties: Props;
  $set?: Props;
  $set_once?: Props;
}

/** posthog-js `before_send`: the event without secrets or record ids, or null (not sent) on auth screens */
export function scrubEvent<E extends ScrubbableEvent>(event: E | null, ownOrigin?: string): E | null {
  if (!event) return null;
  const at = eventLocation(event.properties ?? {});
  const here = typeof location === 'undefined' ? null : { pathname: location.pathname, search: location.search };
  if ((at && isAuthScreen(at.pathname, at.search)) || (here && isAuthScreen(here.pathname, here.search))) return null;
  return {
    ...event,
    properties: scrubProps(event.properties ?? {}, ownOrigin),
    ...(event.$set ? { $set: scrubProps(event.$set, ownOrigin) } : {}),
    ...(event.$set_once ? { $set_once: scrubProps(event.$set_once, ownOrigin) } : {}),
  };
}

/** the query parameters posthog-js masks in the URLs it keeps in the browser's storage (`custom_personal_data_properties`) */
export const MASKED_URL_PARAMS: readonly string[] = [...SECRET_PARAMS, 'redirect', 'access_token', 'refresh_token'];
