/**
 * Deep links of the native app (Capacitor's App plugin), loaded only on native (root-frame): the web's first load
 * does not carry them (decision 0062).
 */
import { isNativePlatform } from './native';

/**
 * Path to open for a deep link: the part after the `.app` segment (https://covey.app/plans/x → /plans/x).
 * Returns null when the link has no `.app` segment or nothing follows it (no navigation then).
 */
export function pathFromDeepLink(url: string): string | null {
  const index = url.indexOf('.app');
  if (index < 0) return null;
  const rest = url.slice(index + '.app'.length);
  if (rest === '') return null;
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Listens for app-open links on native; returns an unsubscribe function. No-op on the web. */
export function listenForDeepLinks(navigate: (path: string) => void): () => void {
  if (!isNativePlatform()) return () => {};
  let stopped = false;
  let remove: (() => Promise<void>) | null = null;
  void import('@capacitor/app').then(async ({ App }) => {
    const handle = await App.addListener('appUrlOpen', (event) => {
      const path = pathFromDeepLink(event.url);
      if (path !== null) navigate(path);
    });
    if (stopped) await handle.remove();
    else remove = () => handle.remove();
  });
  return () => {
    stopped = true;
    void remove?.();
  };
}
