import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { UserRecord } from '../../../lib/api-client';
import { avatarUrl } from '../api/profile-actions';
import { useT } from '../../../i18n/use-t';

/** The account photo and name, with the way to change the photo. */
export function ProfileHeader({ user }: { user: UserRecord }) {
  const t = useT();
  return (
    <Group gap="md">
      <Avatar
        src={avatarUrl(user)}
        alt={user.avatar ? t('onboard.counselorPhoto', { name: user.name || user.email }) : undefined}
        size={72}
        radius="xl"
        color="green"
      >
        {(user.name || user.email || '?').slice(0, 1).toUpperCase()}
      </Avatar>
      <Stack gap={2}>
        <Text fw={700}>{user.name || t('profile.noName')}</Text>
        <Text size="sm" c="gray.7">
          {user.email}
        </Text>
        <Anchor component={Link} to={paths.avatarNew.href(user.id)} size="sm">
          {user.avatar ? t('profile.changePhoto') : t('profile.addPhoto')}
        </Anchor>
      </Stack>
    </Group>
  );
}
