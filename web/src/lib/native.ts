/**
 * The only module that imports Capacitor plugins: platform detection, device storage and deep links.
 * Plugins are imported lazily so the web build does not ship them on first load; the native shell
 * injects `window.Capacitor` before the app starts, which is what the platform check reads.
 */
interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
}

export function isNativePlatform(): boolean {
  const cap = (globalThis as { Capacitor?: CapacitorGlobal }).Capacitor;
  return typeof cap?.isNativePlatform === 'function' && cap.isNativePlatform();
}

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

const preferences = () => import('@capacitor/preferences').then((m) => m.Preferences);

/** Key-value storage on the device (Capacitor Preferences). */
export const devicePreferences = {
  async get(key: string): Promise<string | null> {
    return (await (await preferences()).get({ key })).value;
  },
  async set(key: string, value: string): Promise<void> {
    await (await preferences()).set({ key, value });
  },
  async remove(key: string): Promise<void> {
    await (await preferences()).remove({ key });
  },
};
