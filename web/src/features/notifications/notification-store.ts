/** Client-side notifications (spec §3): rebuilt from unread messages, clearable to an empty list. */
import { useSyncExternalStore } from 'react';
import { paths } from '../../config/paths';

export interface ClientNotification {
  title: string;
  link: string;
}

export const NEW_MESSAGE_TITLE = 'You have a new message';

let items: readonly ClientNotification[] = [];
const listeners = new Set<() => void>();

function emit(next: readonly ClientNotification[]): void {
  items = next;
  for (const listener of listeners) listener();
}

export const notificationStore = {
  rebuildFromUnread(count: number): void {
    emit(Array.from({ length: count }, () => ({ title: NEW_MESSAGE_TITLE, link: paths.chat.path })));
  },
  clear(): void {
    emit([]);
  },
  get(): readonly ClientNotification[] {
    return items;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useClientNotifications(): readonly ClientNotification[] {
  return useSyncExternalStore(notificationStore.subscribe, notificationStore.get, notificationStore.get);
}
