import { useEffect } from 'react';
import { useUnreadMessages } from './api/get-unread-messages';
import { notificationStore, useClientNotifications } from './notification-store';

/** Loads unread messages for members and rebuilds the client notifications when they change. */
export function useMessageNotifications(role: string | undefined) {
  const query = useUnreadMessages(role);
  const { data, dataUpdatedAt } = query;
  useEffect(() => {
    if (role !== 'member') notificationStore.clear();
    else if (data) notificationStore.rebuildFromUnread(data.length);
  }, [role, data, dataUpdatedAt]);
  return { notifications: useClientNotifications(), query };
}
