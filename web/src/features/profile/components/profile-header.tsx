import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { UserRecord } from '../../../lib/api-client';
import { avatarUrl } from '../api/profile-actions';

/** The account photo and name, with the way to change the photo. */
export function ProfileHeader({ user }: { user: UserRecord }) {
  return (
    <Group gap="md">
      <Avatar
        src={avatarUrl(user)}
        alt={user.avatar ? `Photo of ${user.name || user.email}` : undefined}
        size={72}
        radius="xl"
        color="green"
      >
        {(user.name || user.email || '?').slice(0, 1).toUpperCase()}
      </Avatar>
      <Stack gap={2}>
        <Text fw={700}>{user.name || 'No name yet'}</Text>
        <Text size="sm" c="gray.7">
          {user.email}
        </Text>
        <Anchor component={Link} to={paths.avatarNew.href(user.id)} size="sm">
          {user.avatar ? 'Change photo' : 'Add a photo'}
        </Anchor>
      </Stack>
    </Group>
  );
}
