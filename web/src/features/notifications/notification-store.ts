/** Client-side notifications (spec §3): rebuilt from unread messages, clearable to an empty list. */
import { useSyncExternalStore } from 'react';
import { paths } from '../../config/paths';
import type { MessageId } from '../../i18n/message-id';

export interface ClientNotification {
  /** the message id of the title (rendered in the active language) */
  title: MessageId;
  link: string;
}

const NEW_MESSAGE_TITLE: MessageId = 'notifications.newMessage';

let items: readonly ClientNotification[] = [];
/** which unread messages the list was last built from ('' = none yet) */
let builtFrom: string | null = null;
const listeners = new Set<() => void>();

function emit(next: readonly ClientNotification[]): void {
  items = next;
  for (const listener of listeners) listener();
}

export const notificationStore = {
  /** `from` names the unread messages (their ids): the same ones again keep a cleared list cleared */
  rebuildFromUnread(count: number, from?: string): void {
    if (from !== undefined && from === builtFrom) return;
    builtFrom = from ?? null;
    emit(Array.from({ length: count }, () => ({ title: NEW_MESSAGE_TITLE, link: paths.chat.path })));
  },
  clear(): void {
    emit([]);
  },
  /** forget what the list was built from (sign-out) */
  reset(): void {
    builtFrom = null;
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
