import { useSyncExternalStore } from 'react';
import { activeLocale } from '../../i18n/i18n';
import { useLocale } from '../../i18n/use-t';
import { demoNotices } from './notice-fixtures';

/**
 * The sandbox's sample notices and which of them were read on this page load, shared by the top bar's
 * bell and /demo/notifications (#29: the demo's bell counts what the demo shows, not the demo account's
 * stored notices). Nothing is written to the server. The words follow the active language; which notices
 * were read stays when it changes.
 */
let sample: ReturnType<typeof demoNotices> | null = null;
let sampleLocale = '';
const listeners = new Set<() => void>();

function current(): ReturnType<typeof demoNotices> {
  if (!sample || sampleLocale !== activeLocale()) {
    const read = new Set((sample ?? []).filter((n) => n.read).map((n) => n.id));
    const created = new Map((sample ?? []).map((n) => [n.id, n.created]));
    sample = demoNotices().map((n) =>
      created.has(n.id) ? { ...n, created: created.get(n.id) ?? n.created, read: n.read || read.has(n.id) } : n,
    );
    sampleLocale = activeLocale();
  }
  return sample;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** mark one sample notice read, or all of them */
export function markDemoNoticeRead(id?: string): void {
  const all = current();
  if (!all.some((n) => !n.read && (id === undefined || n.id === id))) return;
  sample = all.map((n) => (id === undefined || n.id === id ? { ...n, read: true } : n));
  for (const l of listeners) l();
}

/** the sample notices (newest first); the component re-renders when one is read */
export function useDemoNotices(): ReturnType<typeof demoNotices> {
  useLocale();
  return useSyncExternalStore(subscribe, current, current);
}

/** back to the fresh sample (tests) */
export function resetDemoNotices(): void {
  sample = null;
  for (const l of listeners) l();
}
