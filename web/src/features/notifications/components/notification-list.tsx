import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { notificationStore, useClientNotifications } from '../notification-store';

/** The client-side notification list with a control that clears it. */
export function NotificationList() {
  const items = useClientNotifications();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="notifications-title">
      <Group justify="space-between" mb="xs">
        <Text fw={700} id="notifications-title">
          Notifications
        </Text>
        {items.length > 0 ? (
          <Button size="compact-sm" variant="subtle" onClick={() => notificationStore.clear()}>
            Clear notifications
          </Button>
        ) : null}
      </Group>
      {items.length === 0 ? (
        <Text c="gray.7">You're all caught up.</Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item, index) => (
            <li key={index}>
              <Anchor component={Link} to={item.link}>
                {item.title}
              </Anchor>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
