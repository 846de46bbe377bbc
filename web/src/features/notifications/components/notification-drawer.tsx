import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { NotificationPanel } from './notification-panel';
import { useT } from '../../../i18n/use-t';

/** The notification centre as a panel from the right: the whole screen on a phone, 420 px wide from 48em up. */
export function NotificationDrawer({ userId, opened, onClose }: { userId: string; opened: boolean; onClose: () => void }) {
  const t = useT();
  const phone = useMediaQuery('(max-width: 48em)', true, { getInitialValueInEffect: false });
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 420}
      title={t('notifications.title')}
      closeButtonProps={{ 'aria-label': t('notifications.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {opened ? <NotificationPanel userId={userId} onNavigate={onClose} /> : null}
    </Drawer>
  );
}
