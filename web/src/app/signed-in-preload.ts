/**
 * The first screen of a returning member, fetched in one wave (decision 0039). This module is its own small
 * chunk with no imports to wait for: the router starts it with the query layout, and each `import()` below
 * carries the full list of the screen's static imports (vite.config.ts preloads them for this chunk only), so
 * the browser requests them all at once instead of discovering them one level at a time. The first load of
 * /login does not carry that list; other screens load their chunks on demand, as before (decision 0013).
 */
import { paths } from '../config/paths';
import { readSession } from '../lib/session';
import { hasRoleNav, navHidden } from './layouts/nav-visibility';

/** Starts the chunks of a signed-in person's first screen at `pathname`; returns what it started. */
export function preloadSignedIn(pathname: string): string[] {
  const session = readSession();
  // a visitor who is not signed in is sent to /login by the guard: nothing of the signed-in frame is needed
  if (!session.isValid) return [];
  const started: string[] = [];
  const start = (name: string, load: () => Promise<unknown>) => {
    started.push(name);
    void load().catch(() => undefined); // a failed preload changes nothing: the route's own import reports it
  };
  const member = session.user?.role === 'member';
  const home = member && pathname === paths.home.path;
  // the dashboard's first requests before any other chunk (decision 0045): over HTTP/1.1 the browser opens six
  // connections to the server and the ~50 requests below queue on them in the order they are made; asked
  // last, the member row left the browser after every chunk (4.7 s after the guard's requests in a loaded
  // Lighthouse run). The screen's loader asks again and finds them in flight or done.
  if (home) {
    start('home-data', async () => {
      const [{ prefetchHome }, { getQueryClient }] = await Promise.all([
        import('./routes/main/home-data'),
        import('../lib/query-client'),
      ]);
      prefetchHome(getQueryClient(), session.user);
    });
  }
  // the home's chunks before the frame's: the largest content of the page is the dashboard's
  if (home) start('home', () => import('./routes/main/home'));
  if (hasRoleNav(session) && !navHidden(pathname)) start('role-navigation', () => import('./layouts/role-navigation'));
  if (member) start('chat-button', () => import('./layouts/top-bar-account'));
  return started;
}
