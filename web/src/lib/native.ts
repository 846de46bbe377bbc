/**
 * With ./deep-links, the only modules that import Capacitor plugins: platform detection and device storage here.
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
