import { useEffect } from 'react';
import { useUnreadMessages } from './api/get-unread-messages';
import { notificationStore, useClientNotifications } from './notification-store';

/**
 * Loads unread messages for members and rebuilds the client notifications when the unread messages
 * change; a refetch that finds the same unread messages keeps a cleared list cleared.
 */
export function useMessageNotifications(role: string | undefined) {
  const query = useUnreadMessages(role);
  const { data } = query;
  useEffect(() => {
    if (role !== 'member') notificationStore.reset();
    else if (data) notificationStore.rebuildFromUnread(data.length, data.map((m: { id: string }) => m.id).join(','));
  }, [role, data]);
  return { notifications: useClientNotifications(), query };
}
